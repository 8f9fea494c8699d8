import { Lexer, type Token, type Tokens } from 'marked'

/**
 * A help page as read from its Markdown: marked's tokens (rendered to React by
 * `Markdown.tsx`, never to an HTML string), its title (the one `#` heading) and the headings
 * below it with their anchors, for the table of contents and the search.
 */
export interface DocHeading {
  depth: number
  text: string
  id: string
}

export interface ParsedDoc {
  title: string
  headings: DocHeading[]
  /** The tokens after the title. */
  body: Token[]
  /** Each heading token's anchor, the same as in `headings`. */
  anchors: WeakMap<Token, string>
}

/** An anchor from a heading's words: lower case, no accents, hyphens ("Código de barras" → "codigo-de-barras"). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The text of inline tokens, without their marks (`**a**` → `a`). */
export function plainText(tokens: readonly Token[] | undefined, fallback = ''): string {
  if (!tokens) return fallback
  return tokens
    .map((token) => {
      if ('tokens' in token && token.tokens) return plainText(token.tokens)
      if (token.type === 'br') return ' '
      return 'text' in token ? String(token.text) : ''
    })
    .join('')
}

/** Unique anchors for a page's headings, numbered on repeats as GitHub does ("exemplo", "exemplo-1"). */
function anchorMaker() {
  const seen = new Map<string, number>()
  return (text: string) => {
    const base = slugify(text) || 'secao'
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    return count === 0 ? base : `${base}-${count}`
  }
}

export function parseDoc(markdown: string): ParsedDoc {
  // GFM for tables; no raw HTML is ever rendered (Markdown.tsx shows it as text).
  const tokens = new Lexer({ gfm: true }).lex(markdown)
  const anchor = anchorMaker()
  let title = ''
  const headings: DocHeading[] = []
  const body: Token[] = []
  const anchors = new WeakMap<Token, string>()
  for (const token of tokens) {
    if (token.type === 'heading') {
      const heading = token as Tokens.Heading
      const text = plainText(heading.tokens, heading.text)
      if (heading.depth === 1 && !title) {
        title = text
        continue
      }
      const id = anchor(text)
      anchors.set(token, id)
      headings.push({ depth: heading.depth, text, id })
    }
    body.push(token)
  }
  return { title, headings, body, anchors }
}

/** Every word of a page below its title, for the search (code included: people search for a header name). */
export function textOf(tokens: readonly Token[]): string {
  const parts: string[] = []
  const walk = (list: readonly Token[]) => {
    for (const token of list) {
      if (token.type === 'heading') continue
      if (token.type === 'table') {
        const table = token as Tokens.Table
        for (const cell of table.header) parts.push(plainText(cell.tokens, cell.text))
        for (const row of table.rows)
          for (const cell of row) parts.push(plainText(cell.tokens, cell.text))
      } else if (token.type === 'list') {
        for (const item of (token as Tokens.List).items) walk(item.tokens)
      } else if (token.type === 'code') {
        parts.push((token as Tokens.Code).text)
      } else if ('tokens' in token && token.tokens) {
        if (token.type === 'blockquote') walk(token.tokens)
        else parts.push(plainText(token.tokens))
      } else if ('text' in token && token.type !== 'space') {
        parts.push(String(token.text))
      }
    }
  }
  walk(tokens)
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}
