import type { ReactNode } from 'react'
import type { Token, Tokens } from 'marked'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@vitrine/ui'
import { Link } from '../../routes/navigation.tsx'
import type { ParsedDoc } from '../markdown.ts'
import { CodeBlock } from './CodeBlock.tsx'

/**
 * A page's Markdown as React elements, straight from marked's tokens. No HTML string is ever
 * built nor injected (no `dangerouslySetInnerHTML`), so there is nothing to sanitise: raw HTML
 * in a page shows as text, and a link whose address is not a docs page, an anchor or http(s)
 * is shown without its link. The pages are ours, but this keeps a careless edit harmless.
 */
export function Markdown({ doc }: { doc: ParsedDoc }) {
  return <>{blocks(doc.body, doc)}</>
}

function blocks(tokens: readonly Token[], doc: ParsedDoc): ReactNode[] {
  return tokens.map((token, index) => block(token, doc, index))
}

function block(token: Token, doc: ParsedDoc, key: number): ReactNode {
  switch (token.type) {
    case 'heading': {
      const heading = token as Tokens.Heading
      const id = doc.anchors.get(token)
      const Tag = heading.depth <= 2 ? 'h2' : heading.depth === 3 ? 'h3' : 'h4'
      const size =
        Tag === 'h2' ? 'mt-10 text-xl border-b pb-2' : Tag === 'h3' ? 'mt-8 text-lg' : 'mt-6'
      return (
        <Tag key={key} id={id} className={`group scroll-mt-20 font-semibold ${size}`}>
          {inline(heading.tokens)}
          {id ? (
            <a
              href={`#${id}`}
              className="ml-2 rounded-sm text-muted-foreground no-underline opacity-0 group-hover:opacity-100 focus-visible:opacity-100"
            >
              <span aria-hidden>#</span>
              <span className="sr-only">Link para esta seção</span>
            </a>
          ) : null}
        </Tag>
      )
    }
    case 'paragraph':
      return (
        <p key={key} className="mt-4 leading-7">
          {inline((token as Tokens.Paragraph).tokens)}
        </p>
      )
    case 'code': {
      const code = token as Tokens.Code
      return <CodeBlock key={key} code={code.text} language={code.lang ?? ''} />
    }
    case 'list': {
      const list = token as Tokens.List
      const ListTag = list.ordered ? 'ol' : 'ul'
      return (
        <ListTag
          key={key}
          start={
            list.ordered && list.start !== '' && list.start !== 1 ? Number(list.start) : undefined
          }
          className={`mt-4 space-y-1.5 pl-6 leading-7 ${list.ordered ? 'list-decimal' : 'list-disc'}`}
        >
          {list.items.map((item, itemIndex) => (
            <li key={itemIndex}>
              {item.tokens.map((child, childIndex) =>
                // A tight list's items are bare text, not paragraphs.
                child.type === 'text' && 'tokens' in child && child.tokens ? (
                  <span key={childIndex}>{inline(child.tokens)}</span>
                ) : (
                  block(child, doc, childIndex)
                ),
              )}
            </li>
          ))}
        </ListTag>
      )
    }
    case 'table': {
      const table = token as Tokens.Table
      return (
        <div key={key} className="mt-4">
          <Table>
            <TableHeader>
              <TableRow>
                {table.header.map((cell, index) => (
                  <TableHead key={index}>{inline(cell.tokens)}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {table.rows.map((row, rowIndex) => (
                <TableRow key={rowIndex}>
                  {row.map((cell, index) => (
                    <TableCell key={index} className="align-top whitespace-normal">
                      {inline(cell.tokens)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )
    }
    case 'blockquote':
      return (
        <aside
          key={key}
          className="mt-4 rounded-md border-l-4 border-info bg-info-subtle px-4 py-1 text-info-foreground [&>p]:mt-2 [&>p:last-child]:mb-2"
        >
          {blocks((token as Tokens.Blockquote).tokens, doc)}
        </aside>
      )
    case 'hr':
      return <hr key={key} className="my-8" />
    case 'space':
      return null
    case 'text': {
      const text = token as Tokens.Text
      return (
        <p key={key} className="mt-4 leading-7">
          {text.tokens ? inline(text.tokens) : text.text}
        </p>
      )
    }
    default:
      // Raw HTML and anything else: as its source text, never as markup.
      return 'raw' in token && token.raw.trim() ? (
        <p key={key} className="mt-4 leading-7">
          {token.raw}
        </p>
      ) : null
  }
}

/** Where a Markdown link may go: a docs page, an anchor of this page, or http(s). */
function safeHref(href: string): { kind: 'docs' | 'anchor' | 'external'; href: string } | null {
  if (href.startsWith('#')) return { kind: 'anchor', href }
  if (href === '/docs' || href.startsWith('/docs/') || href.startsWith('/docs#'))
    return { kind: 'docs', href }
  if (/^https?:\/\//i.test(href)) return { kind: 'external', href }
  return null
}

function inline(tokens: readonly Token[] | undefined): ReactNode[] {
  if (!tokens) return []
  return tokens.map((token, key) => {
    switch (token.type) {
      case 'strong':
        return <strong key={key}>{inline((token as Tokens.Strong).tokens)}</strong>
      case 'em':
        return <em key={key}>{inline((token as Tokens.Em).tokens)}</em>
      case 'del':
        return <del key={key}>{inline((token as Tokens.Del).tokens)}</del>
      case 'codespan':
        return (
          <code key={key} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
            {(token as Tokens.Codespan).text}
          </code>
        )
      case 'br':
        return <br key={key} />
      case 'link': {
        const link = token as Tokens.Link
        const target = safeHref(link.href)
        const children = inline(link.tokens)
        if (!target) return <span key={key}>{children}</span>
        const className = 'font-medium text-primary underline underline-offset-2 hover:no-underline'
        if (target.kind === 'docs')
          return (
            <Link key={key} href={target.href} className={className}>
              {children}
            </Link>
          )
        if (target.kind === 'anchor')
          return (
            <a key={key} href={target.href} className={className}>
              {children}
            </a>
          )
        return (
          <a key={key} href={target.href} className={className} target="_blank" rel="noreferrer">
            {children}
          </a>
        )
      }
      case 'image': {
        // The help pages carry no pictures; an image reads as its description.
        return <span key={key}>{(token as Tokens.Image).text}</span>
      }
      case 'text': {
        const text = token as Tokens.Text
        return text.tokens ? <span key={key}>{inline(text.tokens)}</span> : text.text
      }
      case 'escape':
        return (token as Tokens.Escape).text
      default:
        return 'raw' in token ? token.raw : null
    }
  })
}
