import { Node } from '@tiptap/react'
import { toVideoEmbedUrl, videoProviderOf } from './rich-text-rules.ts'

export const VIDEO_TITLES = { youtube: 'Vídeo do YouTube', vimeo: 'Vídeo do Vimeo' } as const

/** A title for the player frame: screen readers announce it when they reach the video. */
export function videoTitle(src: string): string {
  const provider = videoProviderOf(src)
  return provider ? VIDEO_TITLES[provider] : 'Vídeo'
}

/**
 * An embedded YouTube or Vimeo player. Only addresses that `toVideoEmbedUrl` recognises are
 * parsed or rendered, so pasted HTML cannot smuggle in an arbitrary frame. The frame is sandboxed:
 * the players need scripts and their own origin, nothing more.
 */
export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return {
      src: {
        default: null,
        parseHTML: (element) => toVideoEmbedUrl(element.getAttribute('src') ?? ''),
      },
      title: {
        default: null,
        parseHTML: (element) => element.getAttribute('title'),
      },
    }
  },

  parseHTML() {
    // `iframe.ql-video` from the old editor is matched by the same rule.
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (element) => (toVideoEmbedUrl(element.getAttribute('src') ?? '') ? null : false),
      },
    ]
  },

  renderHTML({ node }) {
    const src = toVideoEmbedUrl(String(node.attrs.src ?? ''))
    if (!src) return ['p']
    return [
      'iframe',
      {
        src,
        title: node.attrs.title || videoTitle(src),
        'data-video-embed': '',
        sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
        allow: 'encrypted-media; fullscreen; picture-in-picture',
        allowfullscreen: 'true',
        loading: 'lazy',
        referrerpolicy: 'strict-origin-when-cross-origin',
      },
    ]
  },
})
