/**
 * A deliberately small highlighter for the docs' code blocks (JavaScript/TypeScript, JSON,
 * shell, HTTP): comments, strings, numbers and keywords, found by one regular expression. A
 * real grammar (CodeMirror, Prism, Shiki) would cost more than every help page together for
 * four colours; what is not recognised stays plain text, never wrong markup.
 */

export type PieceKind = 'comment' | 'string' | 'number' | 'keyword' | 'plain'

export interface Piece {
  kind: PieceKind
  text: string
}

const KEYWORDS = new Set(
  (
    'import export from const let var function return if else for of in new await async ' +
    'true false null undefined typeof class extends throw try catch default ' +
    'GET POST PUT PATCH DELETE'
  ).split(' '),
)

const HASH_COMMENTS = new Set(['sh', 'bash', 'shell', 'http', 'properties'])

function patternFor(language: string): RegExp {
  const comment = HASH_COMMENTS.has(language)
    ? String.raw`#[^\n]*`
    : String.raw`\/\/[^\n]*|\/\*[\s\S]*?\*\/`
  return new RegExp(
    [
      `(${comment})`,
      String.raw`("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|` + '`(?:[^`\\\\]|\\\\.)*`)',
      String.raw`(\b\d+(?:[.,]\d+)*\b)`,
      String.raw`([A-Za-z_$][\w$]*)`,
    ].join('|'),
    'g',
  )
}

/** The pieces of `code` in order; joined, they give `code` back unchanged. */
export function highlight(code: string, language = ''): Piece[] {
  const lang = language.toLowerCase()
  if (lang === '' || lang === 'text' || lang === 'txt') return [{ kind: 'plain', text: code }]
  const pieces: Piece[] = []
  let plain = ''
  const flush = () => {
    if (plain) pieces.push({ kind: 'plain', text: plain })
    plain = ''
  }
  let last = 0
  for (const match of code.matchAll(patternFor(lang))) {
    plain += code.slice(last, match.index)
    last = match.index + match[0].length
    const [text, comment, string, number, word] = match
    const kind: PieceKind = comment
      ? 'comment'
      : string
        ? 'string'
        : number
          ? 'number'
          : word && KEYWORDS.has(word)
            ? 'keyword'
            : 'plain'
    if (kind === 'plain') {
      plain += text
      continue
    }
    flush()
    pieces.push({ kind, text })
  }
  plain += code.slice(last)
  flush()
  return pieces
}
