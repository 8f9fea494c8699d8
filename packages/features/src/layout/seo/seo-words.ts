import type { CmsPageSlug } from '@vitrine/api'

/** An example address of each page on the storefront, for the result's breadcrumb. */
const PAGE_PATHS: Partial<Record<CmsPageSlug, string>> = {
  home: '/',
  search: '/busca',
  category: '/categoria/exemplo',
  product: '/produto/exemplo',
  account: '/minha-conta',
  error: '/pagina-nao-encontrada',
}

/** The address a result shows: the canonical one when given, else the page's on the store. */
export function resultAddress(canonical: string, slug: string): string {
  if (canonical.trim()) return canonical.trim()
  return `https://sua-loja.com.br${PAGE_PATHS[slug as CmsPageSlug] ?? `/${slug}`}`
}

export function hostOf(address: string): string {
  try {
    return new URL(address).host
  } catch {
    return 'sua-loja.com.br'
  }
}

export const ROBOTS_INDEX_LABELS = {
  index: 'Indexar (index) — a página aparece nas buscas',
  noindex: 'Não indexar (noindex) — a página fica fora das buscas',
} as const

export const ROBOTS_FOLLOW_LABELS = {
  follow: 'Seguir os links (follow)',
  nofollow: 'Não seguir os links (nofollow)',
} as const
