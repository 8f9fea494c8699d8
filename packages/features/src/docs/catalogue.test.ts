import { describe, expect, it } from 'vitest'
import { WEBHOOK_VERIFY_SNIPPET } from '@vitrine/api'
import { href, routes } from '../routes/manifest.ts'
import { helpPageFor, helpPageTargets } from '../shared/help-pages.ts'
import { DOC_ORDER, docHref, hasPage, neighboursOf, pagePaths } from './catalogue.ts'
import { parseDoc } from './markdown.ts'
import { corpus } from './search-corpus.ts'

/*
 * The pages as a whole: each is where the sidebar says, with the title it says; every link
 * between pages (and to a section of one) lands; every screen's help button opens a page.
 */
const files = import.meta.glob<string>('./pages/**/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})
function markdownOf(path: string): string {
  const markdown = files[`./pages/${path || 'index'}.md`] ?? files[`./pages/${path}/index.md`]
  if (markdown === undefined) throw new Error(`No Markdown for the page "${path}"`)
  return markdown
}

describe('the page catalogue', () => {
  it('lists every page once in the sidebar, and every sidebar entry is a page', () => {
    const listed = DOC_ORDER.map((entry) => entry.path)
    expect(new Set(listed).size).toBe(listed.length)
    expect([...listed].sort()).toEqual([...pagePaths].sort())
  })

  it("gives each page one # title, the sidebar's", () => {
    for (const entry of DOC_ORDER) {
      const markdown = markdownOf(entry.path)
      expect(markdown.match(/^# /gm), `${entry.path}: one # heading`).toHaveLength(1)
      expect(parseDoc(markdown).title, entry.path).toBe(entry.title)
    }
  })

  it('resolves every link between pages, anchors included', () => {
    const anchors = new Map(
      corpus.map((page) => [page.path, new Set(page.headings.map((h) => h.id))]),
    )
    for (const page of corpus) {
      const links = [...markdownOf(page.path).matchAll(/\]\((\/docs[^)\s]*|#[^)\s]+)\)/g)].map(
        (match) => match[1] ?? '',
      )
      for (const link of links) {
        const [target, anchor] = link.startsWith('#')
          ? [page.path, link.slice(1)]
          : [link.replace(/^\/docs\/?/, '').split('#')[0] ?? '', link.split('#')[1]]
        expect(hasPage(target), `${page.path} → ${link}`).toBe(true)
        if (anchor) expect(anchors.get(target)?.has(anchor), `${page.path} → ${link}`).toBe(true)
      }
    }
  })

  it('addresses pages as the manifest does', () => {
    expect(docHref('')).toBe('/docs')
    expect(docHref('pagamentos/split')).toBe(href('docs', { wild: 'pagamentos/split' }))
    expect(docHref('/pagamentos//split/', 'a-regra')).toBe('/docs/pagamentos/split#a-regra')
  })

  it('chains previous and next in the sidebar order', () => {
    expect(neighboursOf('').previous).toBeUndefined()
    expect(neighboursOf('').next?.path).toBe(DOC_ORDER[1]?.path)
    expect(neighboursOf(DOC_ORDER.at(-1)!.path).next).toBeUndefined()
    expect(neighboursOf('nada/aqui')).toEqual({})
  })
})

describe('the help table', () => {
  it('sends every route of the manifest to an existing page', () => {
    for (const route of routes) {
      const page = helpPageFor(route.name)
      expect(page, route.name).toBeDefined()
      expect(hasPage(page!), `${route.name} → ${page}`).toBe(true)
    }
  })

  it('names only pages that exist', () => {
    for (const page of helpPageTargets) expect(hasPage(page), page).toBe(true)
  })

  it('takes the longest prefix', () => {
    expect(helpPageFor('payments-customers-details')).toBe('clientes')
    expect(helpPageFor('payments-split-rules-eficustom')).toBe('pagamentos/split')
    expect(helpPageFor('payments-gateways-pix-edit')).toBe('pagamentos/gateways')
    expect(helpPageFor('recurrence-customers')).toBe('clientes')
    expect(helpPageFor('recurrence-webhook')).toBe('recorrencia')
    // A prefix is a whole word of the name: "checkoutx" is not under "checkout".
    expect(helpPageFor('checkoutx')).toBeUndefined()
  })
})

describe('pages that must say what the code does', () => {
  it('prints the webhook signature recipe the server tests', () => {
    expect(markdownOf('integracoes/webhooks')).toContain(
      `\`\`\`js\n${WEBHOOK_VERIFY_SNIPPET}\`\`\``,
    )
  })
})
