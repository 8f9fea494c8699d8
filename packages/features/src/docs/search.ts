/**
 * The docs search: every page's title, headings and text, matched word by word without accents
 * or case. A page matches when each word of the query is somewhere in it (a word matches the
 * start of a page's word: "parcel" finds "parcelamento"); it ranks by where the words are — the
 * title counts most, then a heading, then the text — so "split" puts the split page first and
 * the pages that only mention it after. A few dozen pages: a linear scan answers in well under a
 * millisecond, so no index library.
 */

export interface SearchablePage {
  path: string
  title: string
  headings: readonly { text: string; id: string }[]
  text: string
}

export interface SearchResult {
  path: string
  title: string
  /** The first heading holding a word of the query, to open the page there. */
  heading?: { text: string; id: string }
  /** Some words around the first place the query's words appear in the text. */
  snippet: string
  score: number
}

/** Lower case, no accents: "Cartão" and "cartao" are the same word. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

function wordsOf(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** Whether a word of `haystack` (already folded into words) starts with `term`. */
const hasWord = (words: readonly string[], term: string) =>
  words.some((word) => word.startsWith(term))

const WEIGHT = { title: 10, heading: 4, text: 1 }
const SNIPPET_RADIUS = 70

/** `fold`, one character at a time, so each position matches the text's own ("ç" → "c"). */
function foldInPlace(text: string): string {
  return Array.from(text, (char) => {
    const folded = fold(char)
    return folded.length === char.length ? folded : char
  }).join('')
}

/** Around the first occurrence of any term in `text`, with "…" where cut. */
export function snippetOf(text: string, terms: readonly string[]): string {
  const folded = foldInPlace(text)
  let at = -1
  for (const term of terms) {
    const match = new RegExp(`(^|[^\\p{L}\\p{N}])${escape(term)}`, 'u').exec(folded)
    if (match && (at < 0 || match.index < at)) at = match.index + (match[1] ?? '').length
  }
  if (at < 0) at = 0
  let start = Math.max(0, at - SNIPPET_RADIUS)
  let end = Math.min(text.length, at + SNIPPET_RADIUS * 2)
  // Whole words at both ends.
  if (start > 0) start = text.indexOf(' ', start) + 1 || start
  if (end < text.length) end = text.lastIndexOf(' ', end) > at ? text.lastIndexOf(' ', end) : end
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`
}

function escape(term: string): string {
  return term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

export interface PreparedPage extends SearchablePage {
  titleWords: string[]
  headingWords: string[][]
  textWords: string[]
}

export function preparePages(pages: readonly SearchablePage[]): PreparedPage[] {
  return pages.map((page) => ({
    ...page,
    titleWords: wordsOf(page.title),
    headingWords: page.headings.map((heading) => wordsOf(heading.text)),
    textWords: wordsOf(page.text),
  }))
}

/** The pages matching every word of `query`, best first (ties in the sidebar's order). */
export function searchDocs(
  pages: readonly PreparedPage[],
  query: string,
  limit = 8,
): SearchResult[] {
  const terms = [...new Set(wordsOf(query))]
  if (terms.length === 0) return []
  const results: SearchResult[] = []
  pages.forEach((page) => {
    let score = 0
    let heading: SearchResult['heading']
    for (const term of terms) {
      let termScore = 0
      if (hasWord(page.titleWords, term)) termScore += WEIGHT.title
      const headingIndex = page.headingWords.findIndex((words) => hasWord(words, term))
      if (headingIndex >= 0) {
        termScore += WEIGHT.heading
        const found = page.headings[headingIndex]
        if (found) heading ??= { text: found.text, id: found.id }
      }
      if (hasWord(page.textWords, term)) termScore += WEIGHT.text
      if (termScore === 0) return
      score += termScore
    }
    results.push({
      path: page.path,
      title: page.title,
      heading,
      snippet: snippetOf(page.text, terms),
      score,
    })
  })
  // Array.prototype.sort is stable: equal scores keep the pages' order.
  return results.sort((a, b) => b.score - a.score).slice(0, limit)
}
