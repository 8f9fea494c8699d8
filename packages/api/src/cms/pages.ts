import * as v from 'valibot'

/*
 * The CMS pages of a layout (specification section 3, "CMS pages"): the default pages home,
 * error, search, product and category; the page kinds the layout menu opens besides them
 * (account, layout, global); and the default resources colors, robots and manifest. Every
 * layout has each of them once, made when the layout is made, addressed by slug.
 *
 * Our design (the specification names the pages, not their insides):
 * - a **page** holds elements in named placeholders (`PAGE_PLACEHOLDERS`), the regions a
 *   storefront theme lays out; `global` holds what every page shows (header, footer) and
 *   `layout` the frame around the content;
 * - a **resource** (colors, robots, manifest) holds no elements: its fields are the resource
 *   itself (`resource` on the page, saved with PUT /cms/{layoutId}/resource/{slug});
 * - every page but global and layout has SEO (title, description, …; `seo.ts`); resources are
 *   not pages a visitor opens, so they have none either.
 */

export const CMS_PAGE_SLUGS = [
  'home',
  'search',
  'category',
  'product',
  'account',
  'error',
  'layout',
  'global',
  'colors',
  'robots',
  'manifest',
] as const
export type CmsPageSlug = (typeof CMS_PAGE_SLUGS)[number]

/** Pages without SEO (section 3); the page slug validator refuses `seo` on them (section 5). */
export const PAGES_WITHOUT_SEO = ['global', 'layout'] as const satisfies readonly CmsPageSlug[]

/** The default resources: pages whose fields are the resource, with no elements. */
export const CMS_RESOURCES = [
  'colors',
  'robots',
  'manifest',
] as const satisfies readonly CmsPageSlug[]
export type CmsResourceSlug = (typeof CMS_RESOURCES)[number]

export const CMS_PAGE_KINDS = ['page', 'resource'] as const
export type CmsPageKind = (typeof CMS_PAGE_KINDS)[number]

export const CMS_PAGE_LABELS: Record<CmsPageSlug, string> = {
  home: 'Início',
  search: 'Busca',
  category: 'Categoria',
  product: 'Detalhes do produto',
  account: 'Minha conta',
  error: 'Página de erro',
  layout: 'Layout',
  global: 'Global',
  colors: 'Cores',
  robots: 'Robots',
  manifest: 'Manifesto (PWA)',
}

export interface CmsPlaceholder {
  key: string
  label: string
}

const place = (key: string, label: string): CmsPlaceholder => ({ key, label })

/**
 * Where elements go on each page, in the order a storefront shows them. Resources have none.
 * A new placeholder is a change here and in the storefront themes that render it.
 */
export const PAGE_PLACEHOLDERS: Record<CmsPageSlug, readonly CmsPlaceholder[]> = {
  home: [
    place('banner', 'Banner principal'),
    place('destaques', 'Destaques'),
    place('conteudo', 'Conteúdo'),
  ],
  search: [place('topo', 'Topo da busca'), place('sem-resultados', 'Sem resultados')],
  category: [place('topo', 'Topo da categoria'), place('rodape-categoria', 'Rodapé da categoria')],
  product: [place('abaixo-da-compra', 'Abaixo da compra'), place('relacionados', 'Relacionados')],
  account: [place('topo', 'Topo da conta'), place('lateral', 'Lateral')],
  error: [place('conteudo', 'Conteúdo'), place('sugestoes', 'Sugestões')],
  layout: [
    place('antes-do-conteudo', 'Antes do conteúdo'),
    place('depois-do-conteudo', 'Depois do conteúdo'),
  ],
  global: [
    place('tarja', 'Tarja de aviso'),
    place('cabecalho', 'Cabeçalho'),
    place('rodape', 'Rodapé'),
  ],
  colors: [],
  robots: [],
  manifest: [],
}

export function isCmsPageSlug(slug: string): slug is CmsPageSlug {
  return (CMS_PAGE_SLUGS as readonly string[]).includes(slug)
}
export function pageHasSeo(slug: CmsPageSlug): boolean {
  return !(PAGES_WITHOUT_SEO as readonly string[]).includes(slug) && !isCmsResource(slug)
}
export function isCmsResource(slug: string): slug is CmsResourceSlug {
  return (CMS_RESOURCES as readonly string[]).includes(slug)
}

/* ---- Resources: each one's fields ---- */

const hexColor = (label: string) =>
  v.pipe(
    v.string(`${label} é obrigatório.`),
    v.trim(),
    v.regex(/^#[0-9a-fA-F]{6}$/, `${label}: use uma cor no formato #RRGGBB.`),
  )

/** colors: the theme's palette. */
export const ColorsResourceSchema = v.object({
  primary: hexColor('Cor principal'),
  secondary: hexColor('Cor secundária'),
  background: hexColor('Cor de fundo'),
  text: hexColor('Cor do texto'),
})
export type ColorsResource = v.InferOutput<typeof ColorsResourceSchema>

/** robots: the storefront's robots.txt, as typed. */
export const RobotsResourceSchema = v.object({
  content: v.pipe(
    v.string('O conteúdo do robots.txt é obrigatório.'),
    v.maxLength(10_000, 'O robots.txt pode ter até 10.000 caracteres.'),
  ),
})
export type RobotsResource = v.InferOutput<typeof RobotsResourceSchema>

export const PWA_DISPLAYS = ['standalone', 'minimal-ui', 'fullscreen', 'browser'] as const

/** manifest: the storefront's web app manifest (the layout's PWA module). */
export const ManifestResourceSchema = v.object({
  name: v.pipe(
    v.string('O nome é obrigatório.'),
    v.trim(),
    v.minLength(1, 'O nome é obrigatório.'),
    v.maxLength(45, 'O nome pode ter até 45 caracteres.'),
  ),
  short_name: v.pipe(
    v.string('O nome curto é obrigatório.'),
    v.trim(),
    v.minLength(1, 'O nome curto é obrigatório.'),
    v.maxLength(12, 'O nome curto pode ter até 12 caracteres.'),
  ),
  theme_color: hexColor('Cor do tema'),
  background_color: hexColor('Cor de fundo'),
  display: v.picklist(PWA_DISPLAYS, 'Escolha um modo de exibição da lista.'),
})
export type ManifestResource = v.InferOutput<typeof ManifestResourceSchema>

export const RESOURCE_SCHEMAS = {
  colors: ColorsResourceSchema,
  robots: RobotsResourceSchema,
  manifest: ManifestResourceSchema,
} as const

export type CmsResource = ColorsResource | RobotsResource | ManifestResource

/** What a new layout's resources start with. */
export const DEFAULT_RESOURCES: {
  colors: ColorsResource
  robots: RobotsResource
  manifest: ManifestResource
} = {
  colors: { primary: '#1d4ed8', secondary: '#f59e0b', background: '#ffffff', text: '#111827' },
  robots: { content: 'User-agent: *\nAllow: /\nDisallow: /checkout\nDisallow: /minha-conta\n' },
  manifest: {
    name: 'Minha loja',
    short_name: 'Loja',
    theme_color: '#1d4ed8',
    background_color: '#ffffff',
    display: 'standalone',
  },
}

/* ---- A page as read ---- */

export const CmsPlaceholderSchema = v.object({ key: v.string(), label: v.string() })

export const CmsPageSchema = v.object({
  id: v.number(),
  slug: v.picklist(CMS_PAGE_SLUGS),
  label: v.string(),
  kind: v.picklist(CMS_PAGE_KINDS),
  has_seo: v.boolean(),
  placeholders: v.array(CmsPlaceholderSchema),
  /** A resource's fields (colors, robots, manifest); null on pages. */
  resource: v.nullable(v.record(v.string(), v.string())),
})
export type CmsPage = v.InferOutput<typeof CmsPageSchema>
