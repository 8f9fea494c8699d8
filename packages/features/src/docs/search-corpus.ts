import { DOC_ORDER, pathOfFile } from './catalogue.ts'
import { parseDoc, textOf } from './markdown.ts'
import { preparePages, type PreparedPage } from './search.ts'

/**
 * Every page's text for the search, read and parsed once. A module of its own, imported when
 * the search box is first used: all the pages' text is one chunk that a reader who never
 * searches never downloads.
 */
const files = import.meta.glob<string>('./pages/**/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})

const order = new Map(DOC_ORDER.map((entry, index) => [entry.path, index]))

export const corpus: PreparedPage[] = preparePages(
  Object.entries(files)
    .map(([file, markdown]) => {
      const doc = parseDoc(markdown)
      return {
        path: pathOfFile(file),
        title: doc.title,
        headings: doc.headings,
        text: textOf(doc.body),
      }
    })
    .sort((a, b) => (order.get(a.path) ?? 999) - (order.get(b.path) ?? 999)),
)
