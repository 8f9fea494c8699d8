/**
 * The specification's content rules for the rich-text editor (section 5), as pure functions so
 * they can be tested without a browser and reused wherever editor HTML is accepted.
 */

const LINK_PROTOCOLS = new Set(['http', 'https', 'mailto', 'tel', 'sms'])
const IMAGE_PROTOCOLS = new Set(['http', 'https'])
const IMAGE_FILE_TYPES = new Set(['image/png', 'image/jpeg'])

/**
 * Addresses a caller fills in later and keeps as typed — an e-mail template's `{{order_url}}`,
 * which becomes an https address when the message is sent and is checked then. Anything it does
 * not claim goes through the rules below.
 */
export type KeepAddress = (address: string) => boolean

/** The link address to store: a kept placeholder as it is, anything else sanitised. */
export function linkHrefWith(keep: KeepAddress | undefined, url: unknown): string {
  if (keep && typeof url === 'string' && keep(url.trim())) return url.trim()
  return sanitizeLinkHref(url)
}

/** The image source to store: a kept placeholder as it is, anything else sanitised (or null). */
export function imageSrcWith(keep: KeepAddress | undefined, src: unknown): string | null {
  if (keep && typeof src === 'string' && keep(src.trim())) return src.trim()
  return sanitizeImageSrc(src)
}

/** Where a rejected link points: the specification's neutral address. */
export const BLANK_HREF = 'about:blank'

/**
 * What a browser's URL parser would see: it strips leading and trailing C0 controls and spaces
 * and drops tabs and line breaks anywhere, so `java\tscript:` is still `javascript:`.
 */
function cleanAddress(raw: string): string {
  let start = 0
  let end = raw.length
  while (start < end && raw.charCodeAt(start) <= 0x20) start += 1
  while (end > start && raw.charCodeAt(end - 1) <= 0x20) end -= 1
  return raw.slice(start, end).replace(/[\t\n\r]/g, '')
}

/** The scheme exactly as the URL parser would read it, lower-cased; null when there is none. */
function schemeOf(address: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(address)
  return match ? match[1]!.toLowerCase() : null
}

/**
 * A link address the editor may keep: only http, https, mailto, tel and sms survive; anything
 * else (javascript:, data:, relative paths, garbage) becomes `about:blank`.
 */
export function sanitizeLinkHref(url: unknown): string {
  if (typeof url !== 'string') return BLANK_HREF
  const address = cleanAddress(url)
  if (address === BLANK_HREF) return BLANK_HREF
  const scheme = schemeOf(address)
  return scheme !== null && LINK_PROTOCOLS.has(scheme) ? address : BLANK_HREF
}

/**
 * People type "www.loja.com.br" without a scheme; before sanitising, give addresses that look
 * like a host name `https://` (and e-mail addresses `mailto:`) instead of throwing them away.
 */
export function addDefaultScheme(input: string): string {
  const address = cleanAddress(input)
  if (schemeOf(address) !== null) return address
  if (/^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(address)) return `mailto:${address}`
  if (/^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d+)?([/?#]|$)/u.test(address)) {
    return `https://${address}`
  }
  return address
}

/**
 * An image source the editor may keep: http, https, or an inline `data:image/…` URL. Anything
 * else is rejected (null) and the image is not inserted.
 */
export function sanitizeImageSrc(src: unknown): string | null {
  if (typeof src !== 'string') return null
  const address = cleanAddress(src)
  const scheme = schemeOf(address)
  if (scheme === null) return null
  if (IMAGE_PROTOCOLS.has(scheme)) return address
  // An inline source must declare an image type: `data:text/html,…` is not a picture.
  if (scheme === 'data' && /^data:image\/[a-z0-9.+-]+[;,]/i.test(address)) return address
  return null
}

/** Dropped or pasted files become images only when they are PNG or JPEG (by MIME type). */
export function isAcceptedImageFile(file: { readonly type: string }): boolean {
  return IMAGE_FILE_TYPES.has(file.type.toLowerCase())
}

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'])
const VIMEO_ID = /^\d+$/

function parseHttpUrl(input: string): URL | null {
  const address = addDefaultScheme(input)
  const scheme = schemeOf(address)
  if (scheme !== 'http' && scheme !== 'https') return null
  try {
    return new URL(address)
  } catch {
    return null
  }
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase()
  const segments = url.pathname.split('/').filter(Boolean)
  let id: string | null | undefined = null
  if (host === 'youtu.be') id = segments[0]
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') id = url.searchParams.get('v')
    else if (['shorts', 'embed', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1]
  }
  return id && YOUTUBE_ID.test(id) ? id : null
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.toLowerCase()
  if (!VIMEO_HOSTS.has(host)) return null
  const segments = url.pathname.split('/').filter(Boolean)
  // player.vimeo.com/video/ID is already an embed address; vimeo.com/ID is the watch page.
  const id = host === 'player.vimeo.com' ? segments[0] === 'video' && segments[1] : segments[0]
  return id && VIMEO_ID.test(id) ? id : null
}

/** The two video sites the editor can embed. */
export type VideoProvider = 'youtube' | 'vimeo'

/** Which known video site an address belongs to, or null. */
export function videoProviderOf(url: string): VideoProvider | null {
  const parsed = parseHttpUrl(url)
  if (!parsed) return null
  if (youtubeId(parsed)) return 'youtube'
  if (vimeoId(parsed)) return 'vimeo'
  return null
}

/**
 * Converts a YouTube or Vimeo link (watch page, short link, Shorts, or an embed address already)
 * into the address of its embeddable player; null for anything else.
 */
export function toVideoEmbedUrl(url: string): string | null {
  const parsed = parseHttpUrl(url)
  if (!parsed) return null
  const youtube = youtubeId(parsed)
  if (youtube) return `https://www.youtube.com/embed/${youtube}`
  const vimeo = vimeoId(parsed)
  if (vimeo) return `https://player.vimeo.com/video/${vimeo}`
  return null
}
