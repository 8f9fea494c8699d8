import type { CsvSeparator } from './decode.ts'

export interface CsvRecord {
  /** The file line the record starts on (1 = the first line). */
  line: number
  fields: string[]
  /** Malformed quoting: the record is reported, never thrown. */
  problem: { kind: 'unterminated_quote' | 'stray_quote'; field: number } | null
}

const QUOTE = 34
const CR = 13
const LF = 10

/** Line breaks in a span of text: CRLF, LF or a lone CR each count once. */
function countBreaks(text: string, from: number, to: number): number {
  let breaks = 0
  for (let i = from; i < to; i += 1) {
    const char = text.charCodeAt(i)
    if (char === LF || (char === CR && text.charCodeAt(i + 1) !== LF)) breaks += 1
  }
  return breaks
}

/** Where the physical line holding `from` ends (at its break, or the end of the text). */
function lineEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i += 1) {
    const char = text.charCodeAt(i)
    if (char === LF || char === CR) return i
  }
  return text.length
}

/** Moves past the line break at `at` (CRLF, LF or CR); `at` itself when there is none. */
function skipBreak(text: string, at: number): number {
  const char = text.charCodeAt(at)
  if (char === CR) return text.charCodeAt(at + 1) === LF ? at + 2 : at + 1
  return char === LF ? at + 1 : at
}

/**
 * Reads records the way RFC 4180 describes them: quoted fields may hold separators, line breaks
 * and doubled quotes; lines end in CRLF, LF or CR. A quote inside an unquoted field, or text
 * after a closing quote, is kept as written and flagged. A quote never closed makes its record's
 * first line a flagged record of its own and reading goes on from the next line, so one typo
 * does not swallow the rest of the file.
 */
export function* readCsvRecords(text: string, separator: CsvSeparator): Generator<CsvRecord> {
  const sep = separator.charCodeAt(0)
  const length = text.length
  let pos = 0
  let line = 1
  while (pos < length) {
    const start = pos
    const startLine = line
    const fields: string[] = []
    let problem: CsvRecord['problem'] = null
    let unterminated = false
    for (;;) {
      let value: string
      if (text.charCodeAt(pos) === QUOTE) {
        value = ''
        let from = pos + 1
        for (;;) {
          const close = text.indexOf('"', from)
          if (close === -1) {
            unterminated = true
            break
          }
          value += text.slice(from, close)
          line += countBreaks(text, from, close)
          if (text.charCodeAt(close + 1) === QUOTE) {
            value += '"'
            from = close + 2
          } else {
            pos = close + 1
            break
          }
        }
        if (unterminated) break
        // Text after the closing quote: kept, and flagged.
        let end = pos
        while (end < length) {
          const char = text.charCodeAt(end)
          if (char === sep || char === LF || char === CR) break
          end += 1
        }
        if (end > pos) {
          value += text.slice(pos, end)
          problem ??= { kind: 'stray_quote', field: fields.length }
          pos = end
        }
      } else {
        let end = pos
        while (end < length) {
          const char = text.charCodeAt(end)
          if (char === sep || char === LF || char === CR) break
          end += 1
        }
        value = text.slice(pos, end)
        if (value.includes('"')) problem ??= { kind: 'stray_quote', field: fields.length }
        pos = end
      }
      fields.push(value)
      if (pos < length && text.charCodeAt(pos) === sep) {
        pos += 1
        continue
      }
      break
    }
    if (unterminated) {
      // No quote follows anywhere in the file: take the record's first line as it is.
      const end = lineEnd(text, start)
      pos = skipBreak(text, end)
      line = startLine + (pos > end ? 1 : 0)
      yield {
        line: startLine,
        fields: text.slice(start, end).split(separator),
        problem: { kind: 'unterminated_quote', field: 0 },
      }
      continue
    }
    const next = skipBreak(text, pos)
    if (next > pos) line += 1
    pos = next
    yield { line: startLine, fields, problem }
  }
}
