import {
  THEME_SEARCH_LINE_MAX,
  THEME_SEARCH_MAX_RESULTS,
  type ThemeSearchHit,
  type ThemeSearchResult,
} from './schema.ts'

/** The line around a match, cut to THEME_SEARCH_LINE_MAX with an ellipsis where it was cut. */
function excerpt(line: string, at: number): string {
  if (line.length <= THEME_SEARCH_LINE_MAX) return line
  const start = Math.max(0, Math.min(at - 40, line.length - THEME_SEARCH_LINE_MAX))
  const end = start + THEME_SEARCH_LINE_MAX
  return `${start > 0 ? '…' : ''}${line.slice(start, end)}${end < line.length ? '…' : ''}`
}

/**
 * The lines of the files that hold `query` (case-insensitive, as typed: no patterns), by path
 * then line, one hit per line, at most THEME_SEARCH_MAX_RESULTS. The server runs it on the files
 * its query found; the fixture on all of them.
 */
export function searchThemeFiles(
  files: Iterable<{ path: string; content: string }>,
  query: string,
): ThemeSearchResult {
  const needle = query.toLocaleLowerCase('pt-BR')
  const hits: ThemeSearchHit[] = []
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  for (const file of sorted) {
    const lines = file.content.split('\n')
    for (const [index, raw] of lines.entries()) {
      const line = raw.replace(/\r$/, '')
      const at = line.toLocaleLowerCase('pt-BR').indexOf(needle)
      if (at < 0) continue
      if (hits.length === THEME_SEARCH_MAX_RESULTS) return { hits, truncated: true }
      hits.push({ path: file.path, line: index + 1, column: at + 1, text: excerpt(line, at) })
    }
  }
  return { hits, truncated: false }
}
