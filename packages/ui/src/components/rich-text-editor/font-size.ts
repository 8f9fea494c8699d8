import { Mark } from '@tiptap/react'
import { FONT_SIZES, isFontSize, type FontSize } from './rich-text-constants.ts'

/** The sizes that are stored; "normal" is the absence of the mark. */
function storedSize(value: unknown): Exclude<FontSize, 'normal'> | null {
  return isFontSize(value) && value !== 'normal' ? value : null
}

/** Reads our own `data-size` and the old editor's `ql-size-*` classes, so old content keeps its sizes. */
function sizeOf(element: HTMLElement): Exclude<FontSize, 'normal'> | null {
  const fromData = storedSize(element.dataset.size)
  if (fromData) return fromData
  const legacy = Array.from(element.classList).find((name) => name.startsWith('ql-size-'))
  return storedSize(legacy?.slice('ql-size-'.length))
}

/**
 * Font size as a mark on a span. It renders an inline style as well as `data-size` so the HTML
 * looks right wherever it is shown (a storefront has none of our CSS).
 */
export const FontSizeMark = Mark.create({
  name: 'fontSize',

  addAttributes() {
    return {
      size: {
        default: null,
        parseHTML: (element) => sizeOf(element),
        renderHTML: (attributes) => {
          const size = storedSize(attributes.size)
          return size ? { 'data-size': size, style: `font-size: ${FONT_SIZES[size].scale}` } : {}
        },
      },
    }
  },

  parseHTML() {
    return [
      { tag: 'span[data-size]', getAttrs: (element) => (sizeOf(element) ? null : false) },
      { tag: 'span[class*="ql-size-"]', getAttrs: (element) => (sizeOf(element) ? null : false) },
    ]
  },

  renderHTML({ HTMLAttributes }) {
    return ['span', HTMLAttributes, 0]
  },
})
