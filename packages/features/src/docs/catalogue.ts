/**
 * The help pages: Markdown files under `pages/` (a page's path is its file's, without `.md`;
 * `index.md` is its folder's page, `pages/index.md` the home at `/docs`) and the order the
 * sidebar and previous/next follow. Each page is a chunk of its own, fetched when opened: the
 * docs never weigh on another route's first visit. The search reads them all, once, when first
 * asked (search-corpus.ts).
 */

const files = import.meta.glob<string>('./pages/**/*.md', { query: '?raw', import: 'default' })

/** `./pages/pagamentos/split.md` → `pagamentos/split`; `./pages/index.md` → ``. */
export function pathOfFile(file: string): string {
  return file
    .replace(/^\.\/pages\//, '')
    .replace(/\.md$/, '')
    .replace(/(^|\/)index$/, '')
}

const loaders = new Map(Object.entries(files).map(([file, load]) => [pathOfFile(file), load]))

/** The paths of every page in the repository (the unit test checks they are all in the sidebar). */
export const pagePaths: readonly string[] = [...loaders.keys()]

/** A requested path as a page path: no slashes at the ends, none doubled. */
export function normalisePath(path: string): string {
  return path.split('/').filter(Boolean).join('/')
}

export function hasPage(path: string): boolean {
  return loaders.has(normalisePath(path))
}

/** The page's Markdown, or undefined when no page has that path. */
export function loadPage(path: string): Promise<string> | undefined {
  return loaders.get(normalisePath(path))?.()
}

export interface DocEntry {
  path: string
  title: string
}

export interface DocSection {
  title: string
  pages: readonly DocEntry[]
}

/**
 * The sidebar, in reading order. Titles are the pages' own `#` headings (a unit test holds them
 * equal), written here too so the sidebar shows before any page's text arrives.
 */
export const DOC_SECTIONS: readonly DocSection[] = [
  {
    title: 'Comece aqui',
    pages: [
      { path: '', title: 'Documentação do Vitrine' },
      { path: 'comece-aqui/criar-a-loja', title: 'Criar a conta e a loja' },
      { path: 'comece-aqui/primeiros-passos', title: 'Primeiros passos' },
      { path: 'visao-geral', title: 'Visão geral e Google Analytics 4' },
      { path: 'conta', title: 'Sua conta e notificações' },
    ],
  },
  {
    title: 'Layout',
    pages: [
      { path: 'layout/cms', title: 'Página de layout (CMS)' },
      { path: 'layout/catalogo', title: 'Catálogo de produtos' },
      { path: 'layout/clusters', title: 'Clusters' },
      { path: 'layout/data-plus', title: 'Data Plus' },
      { path: 'layout/ide', title: 'Desenvolvimento (IDE)' },
      { path: 'layout/redirecionamentos', title: 'Redirecionamentos' },
      { path: 'layout/configuracoes', title: 'Configurações do layout' },
    ],
  },
  {
    title: 'E-commerce',
    pages: [
      { path: 'ecommerce/emails', title: 'E-mails' },
      { path: 'ecommerce/busca', title: 'Busca' },
      { path: 'ecommerce/cupons', title: 'Cupons de desconto' },
      { path: 'ecommerce/promocoes', title: 'Promoções' },
      { path: 'ecommerce/feeds-xml', title: 'XML de produtos' },
      { path: 'ecommerce/plataforma', title: 'Plataforma, publicação e registros' },
    ],
  },
  {
    title: 'Checkout',
    pages: [{ path: 'checkout', title: 'Checkout' }],
  },
  {
    title: 'Pagamentos',
    pages: [
      { path: 'pagamentos/transacoes', title: 'Transações' },
      { path: 'pagamentos/gateways', title: 'Gateways de pagamento' },
      { path: 'pagamentos/parcelamento', title: 'Parcelamento' },
      { path: 'pagamentos/split', title: 'Split de pagamento' },
      { path: 'pagamentos/carteira', title: 'Carteira' },
      { path: 'pagamentos/links', title: 'Links de pagamento' },
      { path: 'pagamentos/formatos', title: 'Formatos de pagamento' },
    ],
  },
  {
    title: 'Recorrência e clientes',
    pages: [
      { path: 'recorrencia', title: 'Recorrência' },
      { path: 'clientes', title: 'Clientes' },
    ],
  },
  {
    title: 'Configurações',
    pages: [
      { path: 'configuracoes/usuarios', title: 'Usuários e permissões' },
      { path: 'configuracoes/registros', title: 'Registros (logs)' },
      { path: 'configuracoes/tokens', title: 'Tokens de API' },
    ],
  },
  {
    title: 'Integrações',
    pages: [
      { path: 'integracoes/api', title: 'API para desenvolvedores' },
      { path: 'integracoes/webhooks', title: 'Webhooks e verificação da assinatura' },
    ],
  },
  {
    title: 'Revenda',
    pages: [{ path: 'revenda', title: 'Revenda (white label)' }],
  },
]

/** Every page of the sidebar, in order: previous and next follow it. */
export const DOC_ORDER: readonly DocEntry[] = DOC_SECTIONS.flatMap((section) => section.pages)

export function entryOf(path: string): DocEntry | undefined {
  const wanted = normalisePath(path)
  return DOC_ORDER.find((entry) => entry.path === wanted)
}

/** The pages before and after `path` in the sidebar's order. */
export function neighboursOf(path: string): { previous?: DocEntry; next?: DocEntry } {
  const index = DOC_ORDER.findIndex((entry) => entry.path === normalisePath(path))
  if (index < 0) return {}
  return { previous: DOC_ORDER[index - 1], next: DOC_ORDER[index + 1] }
}

/** The panel address of a page (`` → `/docs`), with an optional anchor. */
export function docHref(path: string, anchor?: string): string {
  const page = normalisePath(path)
  return `/docs${page ? `/${page}` : ''}${anchor ? `#${anchor}` : ''}`
}
