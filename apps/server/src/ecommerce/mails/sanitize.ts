import { mailVariable } from '@vitrine/api'
import sanitizeHtml from 'sanitize-html'

/*
 * The section 5 rules for a mail's body, enforced on the server whatever the editor sent: link
 * addresses only http, https, mailto, tel, sms (any other becomes about:blank), images only
 * http, https or inline PNG/JPEG, YouTube and Vimeo players at their embed addresses, and
 * sanitize-html for the rest — no script, no event handler, no style it cannot read. A lone
 * `{{…_url}}` variable stands for an address the server fills in (and sanitises again when it
 * sends, with the value in place).
 */

export const BLANK_HREF = 'about:blank'
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel', 'sms'])
const INLINE_IMAGE = /^data:image\/(png|jpeg);base64,[a-z0-9+/=\s]+$/i
const URL_VARIABLE = /^\{\{\s*([a-z0-9_]+)\s*\}\}$/i

/** What a browser would read: outer spaces and controls trimmed, tabs and newlines dropped. */
function cleanAddress(raw: string): string {
  // eslint-disable-next-line no-control-regex -- C0 controls are exactly what browsers strip
  return raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '')
}

function schemeOf(address: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(address)
  return match ? match[1]!.toLowerCase() : null
}

function isUrlVariable(address: string): boolean {
  const match = URL_VARIABLE.exec(address)
  return match !== null && mailVariable(match[1]!)?.kind === 'url'
}

export function safeLinkHref(raw: string | undefined): string {
  const address = cleanAddress(raw ?? '')
  if (isUrlVariable(address)) return address
  const scheme = schemeOf(address)
  return scheme !== null && LINK_SCHEMES.has(scheme) ? address : BLANK_HREF
}

/** The address an image may keep, or null: the image is then dropped. */
export function safeImageSrc(raw: string | undefined): string | null {
  const address = cleanAddress(raw ?? '')
  if (isUrlVariable(address)) return address
  const scheme = schemeOf(address)
  if (scheme === 'http' || scheme === 'https') return address
  return scheme === 'data' && INLINE_IMAGE.test(address) ? address : null
}

export interface VideoEmbed {
  provider: 'youtube' | 'vimeo'
  id: string
  embedUrl: string
  /** Where a reader watches it: mail clients do not play frames. */
  watchUrl: string
  /** A still of the video, when the site publishes one at a known address (YouTube). */
  thumbnailUrl: string | null
}

/** A YouTube or Vimeo address (watch page, short link, Shorts, embed) as its player, else null. */
export function videoEmbed(raw: string): VideoEmbed | null {
  let url: URL
  try {
    url = new URL(cleanAddress(raw))
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '')
  const segments = url.pathname.split('/').filter(Boolean)
  let youtube: string | null | undefined
  if (host === 'youtu.be') youtube = segments[0]
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtube =
      segments[0] === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')
          ? segments[1]
          : null
  }
  if (youtube && /^[A-Za-z0-9_-]{11}$/.test(youtube)) {
    return {
      provider: 'youtube',
      id: youtube,
      embedUrl: `https://www.youtube.com/embed/${youtube}`,
      watchUrl: `https://www.youtube.com/watch?v=${youtube}`,
      thumbnailUrl: `https://i.ytimg.com/vi/${youtube}/hqdefault.jpg`,
    }
  }
  let vimeo: string | false | undefined
  if (host === 'vimeo.com') vimeo = segments[0]
  else if (host === 'player.vimeo.com') vimeo = segments[0] === 'video' && segments[1]
  if (vimeo && /^\d+$/.test(vimeo)) {
    return {
      provider: 'vimeo',
      id: vimeo,
      embedUrl: `https://player.vimeo.com/video/${vimeo}`,
      watchUrl: `https://vimeo.com/${vimeo}`,
      thumbnailUrl: null,
    }
  }
  return null
}

// Style values we can read, one pattern per property: anything else (url(), expression(),
// var(), behaviours) is dropped with the property.
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20})$/i
const LENGTH = /^(0|\d{1,4}(\.\d{1,3})?(px|em|rem|%|pt))$/i
const SPACING = /^((0|\d{1,4}(\.\d{1,3})?(px|em|rem|%|pt)|auto)\s*){1,4}$/i
const STYLES: sanitizeHtml.IOptions['allowedStyles'] = {
  '*': {
    color: [COLOR],
    'background-color': [COLOR],
    'text-align': [/^(left|right|center|justify)$/i],
    'font-size': [LENGTH, /^(small|medium|large|x-large|xx-large)$/i],
    'font-weight': [/^(normal|bold|[1-9]00)$/i],
    'font-style': [/^(normal|italic)$/i],
    'text-decoration': [/^(none|underline|line-through)$/i],
    'line-height': [LENGTH, /^\d(\.\d{1,2})?$/],
    width: [LENGTH, /^auto$/i],
    height: [LENGTH, /^auto$/i],
    margin: [SPACING],
    padding: [SPACING],
  },
}

const TABLE_ATTRIBUTES = ['align', 'valign', 'width', 'height', 'colspan', 'rowspan']

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code'],
    ...['strong', 'b', 'em', 'i', 's', 'u', 'span', 'div', 'a', 'img', 'ul', 'ol', 'li'],
    ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'iframe'],
  ],
  allowedAttributes: {
    '*': ['style', 'class', 'title', 'dir'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    span: ['data-size'],
    iframe: ['src', 'data-video-embed', 'width', 'height', 'allowfullscreen'],
    table: ['role', 'cellpadding', 'cellspacing', 'border', ...TABLE_ATTRIBUTES],
    td: TABLE_ATTRIBUTES,
    th: TABLE_ATTRIBUTES,
  },
  allowedStyles: STYLES,
  // Checked again after the transforms below, which have already applied the section 5 rules;
  // about: only ever holds about:blank by then.
  allowedSchemesByTag: {
    a: ['http', 'https', 'mailto', 'tel', 'sms', 'about'],
    img: ['http', 'https', 'data'],
    iframe: ['https'],
  },
  allowedSchemes: [],
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'player.vimeo.com'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        href: safeLinkHref(attribs.href),
        ...(attribs.target === '_blank' ? { rel: 'noopener noreferrer' } : {}),
      },
    }),
    img: (tagName, attribs) => {
      const src = safeImageSrc(attribs.src)
      const { src: _dropped, ...rest } = attribs
      return { tagName, attribs: src ? { ...rest, src } : rest }
    },
    iframe: (tagName, attribs) => {
      const video = videoEmbed(attribs.src ?? '')
      const { src: _dropped, ...rest } = attribs
      return { tagName, attribs: video ? { ...rest, src: video.embedUrl } : rest }
    },
  },
  // An image without an allowed source and a frame that is not a known player are removed.
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src,
  // Script and style contents go with their tags instead of being kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title'],
}

/** The body as stored and sent: the section 5 rules and the allow-list above. */
export function sanitizeMailBody(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}

/**
 * Mail clients do not run frames: each video player in a (sanitised) body becomes a link to
 * the video, with its still image when the site has one, so the reader taps through to watch.
 */
export function videosAsLinks(html: string): string {
  return html.replace(
    /<iframe\b[^>]*\bsrc="([^"]*)"[^>]*>\s*<\/iframe>/g,
    (_frame, src: string) => {
      const video = videoEmbed(src.replace(/&amp;/g, '&'))
      if (!video) return ''
      const label =
        video.provider === 'youtube' ? 'Assistir ao vídeo no YouTube' : 'Assistir ao vídeo no Vimeo'
      const inner = video.thumbnailUrl
        ? `<img src="${video.thumbnailUrl}" alt="${label}" width="480" style="width: 100%; max-width: 480px">`
        : label
      return `<p class="video"><a href="${video.watchUrl}">${inner}</a></p>`
    },
  )
}
