import { Extension, type Extensions } from '@tiptap/react'
import { Fragment, Slice } from '@tiptap/pm/model'
import { Plugin } from '@tiptap/pm/state'
import type { EditorView } from '@tiptap/pm/view'
import StarterKit from '@tiptap/starter-kit'
import Link from '@tiptap/extension-link'
import Image from '@tiptap/extension-image'
import { FontSizeMark } from './font-size.ts'
import { VideoEmbed } from './video-embed.ts'
import { HEADING_LEVELS, UNDO_GROUP_DELAY_MS, UNDO_MAX_STACK } from './rich-text-constants.ts'
import {
  imageSrcWith,
  isAcceptedImageFile,
  linkHrefWith,
  sanitizeImageSrc,
  type KeepAddress,
} from './rich-text-rules.ts'

/**
 * Links whose address is sanitised on the way in (parsing HTML, the toolbar) and on the way out
 * (rendering). Every anchor is parsed, so a forbidden address becomes `about:blank` as the
 * specification says, instead of the link silently vanishing.
 */
const safeLink = (keep?: KeepAddress) =>
  Link.extend({
    addAttributes() {
      return {
        ...this.parent?.(),
        href: {
          default: null,
          parseHTML: (element) => linkHrefWith(keep, element.getAttribute('href')),
          renderHTML: (attributes) => ({ href: linkHrefWith(keep, attributes.href) }),
        },
      }
    },
    parseHTML() {
      return [{ tag: 'a[href]' }]
    },
  }).configure({
    openOnClick: false,
    autolink: true,
    defaultProtocol: 'https',
    protocols: ['mailto', 'tel', 'sms'],
    // Only already-clean addresses are accepted by setLink and autolinking; the toolbar sanitises first.
    isAllowedUri: (url) => typeof url === 'string' && linkHrefWith(keep, url) === url,
    HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
  })

/** Images only from http, https or `data:image/…`; an `<img>` with any other source is dropped. */
const safeImage = (keep?: KeepAddress) =>
  Image.extend({
    addAttributes() {
      return {
        ...this.parent?.(),
        src: {
          default: null,
          parseHTML: (element) => imageSrcWith(keep, element.getAttribute('src')),
          renderHTML: (attributes) => ({ src: imageSrcWith(keep, attributes.src) }),
        },
        // An empty alt marks an image as decorative; a missing one makes screen readers read the file name.
        alt: {
          default: '',
          parseHTML: (element) => element.getAttribute('alt') ?? '',
          renderHTML: (attributes) => ({ alt: String(attributes.alt ?? '') }),
        },
      }
    },
    parseHTML() {
      return [
        {
          tag: 'img[src]',
          getAttrs: (element) => (imageSrcWith(keep, element.getAttribute('src')) ? null : false),
        },
      ]
    },
  }).configure({ allowBase64: true })

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('Falha ao ler o arquivo'))
    reader.readAsDataURL(file)
  })
}

/**
 * Until the upload service exists, accepted files travel inside the HTML as data URLs. Files of
 * any other type are swallowed so the browser does not open or paste them some other way.
 */
function insertImageFiles(view: EditorView, files: readonly File[], at: number | null): boolean {
  if (files.length === 0) return false
  const accepted = files.filter(isAcceptedImageFile)
  void Promise.all(accepted.map(readAsDataUrl)).then((sources) => {
    const imageType = view.state.schema.nodes.image
    if (!imageType || view.isDestroyed) return
    const nodes = sources.flatMap((src) => {
      const safe = sanitizeImageSrc(src)
      return safe ? [imageType.create({ src: safe, alt: '' })] : []
    })
    if (nodes.length === 0) return
    const { tr } = view.state
    if (at === null) tr.replaceSelection(new Slice(Fragment.from(nodes), 0, 0))
    else tr.insert(Math.min(at, tr.doc.content.size), nodes)
    view.dispatch(tr)
  })
  return true
}

const ImageFiles = Extension.create({
  name: 'imageFiles',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        props: {
          handleDrop(view, event, _slice, moved) {
            if (moved || !view.editable) return false
            const files = Array.from(event.dataTransfer?.files ?? [])
            const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null
            return insertImageFiles(view, files, at)
          },
          handlePaste(view, event) {
            if (!view.editable) return false
            return insertImageFiles(view, Array.from(event.clipboardData?.files ?? []), null)
          },
        },
      }),
    ]
  },
})

/**
 * Everything the editor understands; content outside this schema is dropped when parsed.
 * `keepAddress` claims link and image addresses the caller fills in later (see KeepAddress).
 */
export function richTextExtensions(keepAddress?: KeepAddress): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      undoRedo: { depth: UNDO_MAX_STACK, newGroupDelay: UNDO_GROUP_DELAY_MS },
      link: false,
    }),
    safeLink(keepAddress),
    safeImage(keepAddress),
    FontSizeMark,
    VideoEmbed,
    ImageFiles,
  ]
}
