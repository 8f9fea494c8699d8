import { parseBody } from '../http/field-errors.ts'
import { UPLOADED_FILES_PATH } from '../links/schema.ts'
import type { CmsApi } from './api.ts'
import {
  ELEMENT_INPUT_SCHEMAS,
  ENTITY_OF_KIND,
  isElementKind,
  type CmsElement,
  type ElementKind,
} from './elements.ts'
import { numberConditions } from './conditions.ts'
import { positionsFor, sortElements } from './order.ts'
import {
  CMS_PAGE_LABELS,
  CMS_PAGE_SLUGS,
  DEFAULT_RESOURCES,
  PAGE_PLACEHOLDERS,
  RESOURCE_SCHEMAS,
  isCmsPageSlug,
  isCmsResource,
  pageHasSeo,
  type CmsPage,
  type CmsPageSlug,
} from './pages.ts'
import { DuplicateInputSchema, ElementRefSchema, OrderInputSchema, type Layout } from './schema.ts'
import { EMPTY_SEO, PageSeoSchema, type PageSeo } from './seo.ts'
import { cmsError } from './texts.ts'
import { cleanElementValue, type ElementFormValue } from './wire.ts'

/*
 * An in-memory CMS for stories and component tests: the sample store's layout (11, of app 101)
 * with a home page of a dozen elements of every kind, SEO filled, and the other pages; refusals
 * as the server answers them (texts.ts). `largeCmsState()` puts 200 elements on the home page
 * for the virtualised list's story.
 */

export interface StoredCmsPage {
  id: number
  layout_id: number
  slug: CmsPageSlug
  seo: PageSeo | null
  resource: Record<string, string> | null
}

export interface CmsFixtureState {
  layouts: Layout[]
  pages: StoredCmsPage[]
  /** Every layout's elements; a page's are those with its page_id. */
  elements: CmsElement[]
  nextId: number
}

export const SAMPLE_LAYOUT_ID = 11
const CREATED = '2026-10-02T13:00:00.000Z'

/** A made-up uploaded image's address (its "hash" from a word): shows as the server's would. */
export function sampleImage(word: string, extension: 'png' | 'jpg' | 'webp' = 'jpg'): string {
  let hex = ''
  for (let i = 0; hex.length < 64; i++) {
    hex += ((word.charCodeAt(i % word.length) * (i + 7)) % 256).toString(16).padStart(2, '0')
  }
  return `${UPLOADED_FILES_PATH}${hex.slice(0, 64)}.${extension}`
}

function pagesOf(layoutId: number, firstId: number): StoredCmsPage[] {
  return CMS_PAGE_SLUGS.map((slug, index) => ({
    id: firstId + index,
    layout_id: layoutId,
    slug,
    seo: pageHasSeo(slug) ? { ...EMPTY_SEO } : null,
    resource: isCmsResource(slug) ? { ...DEFAULT_RESOURCES[slug] } : null,
  }))
}

const noEntities = { categories: { status: 0 as const }, products: { status: 0 as const } }

function base(
  content_id: number,
  page_id: number,
  placeholder: string,
  position: number,
  title: string,
) {
  return {
    content_id,
    page_id,
    placeholder,
    position,
    status: 1 as const,
    new_tab: 0 as const,
    title,
    desktop_image: null,
    mobile_image: null,
    visibility_period: null,
    visibility_condition: 'all' as const,
    visibility_by_entities: noEntities,
    created_at: CREATED,
    updated_at: CREATED,
  }
}

/** The home page of the sample layout: every kind, some off, some limited. */
export function sampleHomeElements(pageId: number, firstId = 1): CmsElement[] {
  let id = firstId
  return [
    {
      ...base(id++, pageId, 'banner', 0, 'Coleção de verão'),
      type: 'image',
      entity: 'image',
      desktop_image: sampleImage('verao-desktop'),
      mobile_image: sampleImage('verao-mobile'),
      alt: 'Modelos com roupas leves na praia',
      link: '/colecao/verao',
    },
    {
      ...base(id++, pageId, 'banner', 1, 'Carrossel de ofertas'),
      type: 'images',
      entity: 'image',
      new_tab: 0,
      items: [
        {
          alt: 'Até 40% de desconto em calçados',
          link: '/categoria/calcados',
          desktop_image: sampleImage('oferta-1-d'),
          mobile_image: sampleImage('oferta-1-m'),
        },
        {
          alt: 'Frete grátis acima de R$ 299,00',
          link: '/frete-gratis',
          desktop_image: sampleImage('oferta-2-d'),
          mobile_image: null,
        },
        {
          alt: 'Nova coleção de acessórios',
          link: '/categoria/acessorios',
          desktop_image: sampleImage('oferta-3-d'),
          mobile_image: sampleImage('oferta-3-m'),
        },
      ],
    },
    {
      ...base(id++, pageId, 'destaques', 0, 'Mais vendidos de camisetas'),
      type: 'products',
      entity: 'product',
      limit: 8,
      link: '/categoria/camisetas',
      conditions: [
        { id: 1, attribute: 'categories.id', condition: '=', value: 3 },
        { id: 2, attribute: 'stock.has', condition: '=', value: 1 },
        { id: 3, attribute: 'prices.price', condition: 'order', order: 'asc' },
      ],
    },
    {
      ...base(id++, pageId, 'destaques', 1, 'Compre por categoria'),
      type: 'categories',
      entity: 'category',
      limit: 6,
      link: '',
      conditions: [
        { id: 1, attribute: 'in_menu', condition: '=', value: 1 },
        { id: 2, attribute: 'level', condition: '=', value: 1 },
        { id: 3, attribute: 'position', condition: 'order', order: 'asc' },
      ],
    },
    {
      ...base(id++, pageId, 'destaques', 2, 'Promoções da semana'),
      type: 'products',
      entity: 'product',
      status: 0,
      limit: 12,
      link: '/promocoes',
      conditions: [
        { id: 1, attribute: 'visible', condition: '=', value: 1 },
        { id: 2, attribute: 'prices.sales_price', condition: 'order', order: 'asc' },
      ],
    },
    {
      ...base(id++, pageId, 'destaques', 3, 'Lançamentos para clientes'),
      type: 'products',
      entity: 'product',
      visibility_condition: 'logged_in',
      limit: 4,
      link: '',
      conditions: [{ id: 1, attribute: 'id', condition: 'order', order: 'desc' }],
    },
    {
      ...base(id++, pageId, 'conteudo', 0, 'Sobre a loja'),
      type: 'text',
      entity: 'text',
      text: 'Desde 2012 vestindo você com conforto e estilo, com peças feitas no Brasil.',
      link: '/sobre',
    },
    {
      ...base(id++, pageId, 'conteudo', 1, 'Por que comprar aqui'),
      type: 'texts',
      entity: 'text',
      items: [
        {
          title: 'Frete grátis',
          text: 'Em compras acima de R$ 299,00 para todo o Brasil.',
          link: '',
        },
        { title: 'Parcele em 6x', text: 'Sem juros no cartão de crédito.', link: '/pagamento' },
        { title: 'Troca fácil', text: 'Primeira troca grátis em até 30 dias.', link: '/trocas' },
      ],
    },
    {
      ...base(id++, pageId, 'conteudo', 2, 'Black Friday'),
      type: 'image',
      entity: 'image',
      new_tab: 1,
      desktop_image: sampleImage('black-friday-d'),
      mobile_image: sampleImage('black-friday-m'),
      visibility_period: {
        start: '2026-11-27',
        end: '2026-11-30',
        weekdays: [],
      },
      alt: 'Black Friday: até 60% de desconto',
      link: 'https://blackfriday.exemplo.com.br/loja-aurora',
    },
    {
      ...base(id++, pageId, 'conteudo', 3, 'Aviso de fim de semana'),
      type: 'text',
      entity: 'text',
      status: 0,
      visibility_period: { start: null, end: null, weekdays: ['saturday', 'sunday'] },
      text: 'Pedidos feitos no fim de semana são enviados na segunda-feira.',
      link: '',
    },
    {
      ...base(id++, pageId, 'conteudo', 4, 'Marcas parceiras'),
      type: 'images',
      entity: 'image',
      visibility_condition: 'guest',
      items: [
        {
          alt: 'Marca Areia',
          link: '/marca/areia',
          desktop_image: sampleImage('areia'),
          mobile_image: null,
        },
        {
          alt: 'Marca Brisa',
          link: '/marca/brisa',
          desktop_image: sampleImage('brisa'),
          mobile_image: null,
        },
      ],
    },
    {
      ...base(id, pageId, 'conteudo', 5, 'Guia de tamanhos'),
      type: 'text',
      entity: 'text',
      visibility_by_entities: {
        categories: { status: 1, ids: [3, 4] },
        products: { status: 0 },
      },
      text: 'Confira a tabela de medidas antes de escolher o seu tamanho.',
      link: '/guia-de-tamanhos',
    },
  ]
}

/** The global page: a notice bar, the header's text and the footer's columns. */
function sampleGlobalElements(pageId: number, firstId: number): CmsElement[] {
  return [
    {
      ...base(firstId, pageId, 'tarja', 0, 'Tarja de frete'),
      type: 'text',
      entity: 'text',
      text: 'Frete grátis para todo o Brasil acima de R$ 299,00',
      link: '/frete-gratis',
    },
    {
      ...base(firstId + 1, pageId, 'rodape', 0, 'Atendimento'),
      type: 'texts',
      entity: 'text',
      items: [
        { title: 'Fale conosco', text: 'atendimento@lojaaurora.com.br', link: '/contato' },
        { title: 'Horário', text: 'Segunda a sexta, das 9h às 18h', link: '' },
      ],
    },
  ]
}

export function sampleCmsState(empty = false): CmsFixtureState {
  const pages = pagesOf(SAMPLE_LAYOUT_ID, 1101)
  const page = (slug: CmsPageSlug) => pages.find((candidate) => candidate.slug === slug)!
  page('home').seo = {
    title: 'Loja Aurora | Moda praia e casual',
    description:
      'Camisetas, vestidos e acessórios com frete grátis acima de R$ 299,00 e troca fácil em até 30 dias.',
    canonical_url: 'https://www.lojaaurora.com.br/',
    robots_index: 'index',
    robots_follow: 'follow',
    og_title: 'Loja Aurora',
    og_description: 'Moda praia e casual feita no Brasil.',
    og_image: sampleImage('og-home'),
  }
  page('search').seo = { ...EMPTY_SEO, title: 'Busca | Loja Aurora', robots_index: 'noindex' }
  const elements = empty
    ? []
    : [...sampleHomeElements(page('home').id), ...sampleGlobalElements(page('global').id, 13)]
  return {
    layouts: [{ id: SAMPLE_LAYOUT_ID, app_id: 101, name: 'Tema Aurora', created_at: CREATED }],
    pages,
    elements,
    nextId: 100,
  }
}

/** The sample state with 200 elements on the home page (virtualised list). */
export function largeCmsState(): CmsFixtureState {
  const state = sampleCmsState()
  const home = state.pages.find((page) => page.slug === 'home')!
  const kinds = sampleHomeElements(home.id)
  const placeholders = PAGE_PLACEHOLDERS.home.map((placeholder) => placeholder.key)
  const counters = new Map<string, number>()
  state.elements = state.elements.filter((element) => element.page_id !== home.id)
  for (let i = 0; i < 200; i++) {
    const template = kinds[i % kinds.length]!
    const placeholder = placeholders[i % placeholders.length]!
    const position = counters.get(placeholder) ?? 0
    counters.set(placeholder, position + 1)
    state.elements.push({
      ...structuredClone(template),
      content_id: 1000 + i,
      placeholder,
      position,
      title: `${template.title} ${i + 1}`,
    } as CmsElement)
  }
  state.nextId = 2000
  return state
}

type Lang = 'en' | 'pt-BR'

/** A file given to the fixture: kept as a made-up upload address (its name and size). */
function fakeUpload(file: Blob): string {
  const name = typeof File !== 'undefined' && file instanceof File ? file.name : 'imagem'
  return sampleImage(`${name}-${file.size}`, 'png')
}

function withUploads(value: Record<string, unknown>): Record<string, unknown> {
  const out = { ...value }
  const swap = (holder: Record<string, unknown>) => {
    for (const field of ['desktop_image', 'mobile_image']) {
      const image = holder[field]
      if (typeof Blob !== 'undefined' && image instanceof Blob) holder[field] = fakeUpload(image)
    }
  }
  swap(out)
  if (Array.isArray(out.items)) {
    out.items = out.items.map((item: Record<string, unknown>) => {
      const copy = { ...item }
      swap(copy)
      return copy
    })
  }
  return out
}

export function createCmsFixture(state: CmsFixtureState, now: () => Date, lang: Lang): CmsApi {
  const layoutOf = (layoutId: number) => {
    const layout = state.layouts.find((candidate) => candidate.id === layoutId)
    if (!layout) throw cmsError(404, lang, 'layoutNotFound')
    return layout
  }
  const pageBySlug = (layoutId: number, slug: string) => {
    layoutOf(layoutId)
    const page = isCmsPageSlug(slug)
      ? state.pages.find((candidate) => candidate.layout_id === layoutId && candidate.slug === slug)
      : undefined
    if (!page) throw cmsError(404, lang, 'pageNotFound')
    return page
  }
  const pageById = (layoutId: number, pageId: number) => {
    layoutOf(layoutId)
    const page = state.pages.find(
      (candidate) => candidate.layout_id === layoutId && candidate.id === pageId,
    )
    if (!page) throw cmsError(404, lang, 'pageNotFound')
    return page
  }
  const pageAnswer = (page: StoredCmsPage): CmsPage => ({
    id: page.id,
    slug: page.slug,
    label: CMS_PAGE_LABELS[page.slug],
    kind: isCmsResource(page.slug) ? 'resource' : 'page',
    has_seo: pageHasSeo(page.slug),
    placeholders: PAGE_PLACEHOLDERS[page.slug].map((placeholder) => ({ ...placeholder })),
    resource: page.resource ? { ...page.resource } : null,
  })
  const elementsOf = (page: StoredCmsPage) =>
    sortElements(
      state.elements.filter((element) => element.page_id === page.id),
      PAGE_PLACEHOLDERS[page.slug].map((placeholder) => placeholder.key),
    )
  const elementOf = (page: StoredCmsPage, contentId: number) => {
    const element = state.elements.find(
      (candidate) => candidate.page_id === page.id && candidate.content_id === contentId,
    )
    if (!element) throw cmsError(404, lang, 'elementNotFound')
    return element
  }
  const pageElements = (page: StoredCmsPage) => ({
    page: pageAnswer(page),
    elements: structuredClone(elementsOf(page)),
  })

  return {
    async menu(layoutId) {
      const layout = layoutOf(layoutId)
      const manifest = state.pages.find(
        (page) => page.layout_id === layoutId && page.slug === 'manifest',
      )?.resource
      return {
        layout: { id: layout.id, app_id: layout.app_id, name: layout.name },
        pwa: manifest
          ? (manifest as unknown as NonNullable<Awaited<ReturnType<CmsApi['menu']>>['pwa']>)
          : null,
        links: state.pages
          .filter((page) => page.layout_id === layoutId)
          .map((page) => ({
            id: page.id,
            slug: page.slug,
            label: CMS_PAGE_LABELS[page.slug],
            kind: isCmsResource(page.slug) ? ('resource' as const) : ('page' as const),
            has_seo: pageHasSeo(page.slug),
            element_count: state.elements.filter((element) => element.page_id === page.id).length,
          })),
      }
    },
    async page(layoutId, slug) {
      return pageElements(pageBySlug(layoutId, slug))
    },
    async save(layoutId, type, value: ElementFormValue) {
      if (!isElementKind(type)) throw cmsError(404, lang, 'unknownType')
      layoutOf(layoutId)
      const input = parseBody(
        ELEMENT_INPUT_SCHEMAS[type],
        withUploads(cleanElementValue(value)),
        lang,
      ) as Record<string, unknown> & { content_id?: number; page_id: number; placeholder: string }
      const page = pageById(layoutId, input.page_id)
      if (
        !PAGE_PLACEHOLDERS[page.slug].some((placeholder) => placeholder.key === input.placeholder)
      )
        throw cmsError(
          400,
          lang,
          PAGE_PLACEHOLDERS[page.slug].length ? 'placeholderUnknown' : 'pageHasNoElements',
          'placeholder',
        )
      const at = now().toISOString()
      const conditions = Array.isArray(input.conditions)
        ? numberConditions(input.conditions as Record<string, unknown>[])
        : undefined
      const { content_id: contentId, ...fields } = input
      if (contentId !== undefined) {
        const current = elementOf(page, contentId)
        if (current.type !== type) throw cmsError(422, lang, 'typeMismatch')
        const moved = current.placeholder !== input.placeholder
        const updated = {
          ...current,
          ...fields,
          ...(conditions ? { conditions } : {}),
          position: moved ? nextPosition(page.id, input.placeholder) : current.position,
          updated_at: at,
        } as CmsElement
        state.elements = state.elements.map((element) =>
          element.content_id === contentId ? updated : element,
        )
        return structuredClone(updated)
      }
      const created = {
        ...fields,
        ...(conditions ? { conditions } : {}),
        content_id: state.nextId++,
        type,
        entity: ENTITY_OF_KIND[type as ElementKind],
        position: nextPosition(page.id, input.placeholder),
        created_at: at,
        updated_at: at,
      } as CmsElement
      state.elements.push(created)
      return structuredClone(created)
    },
    async order(layoutId, body) {
      const input = parseBody(OrderInputSchema, body, lang)
      const page = pageById(layoutId, input.page_id)
      const positions = positionsFor(elementsOf(page), input.orders)
      if (!positions) throw cmsError(422, lang, 'orderMismatch', 'orders')
      for (const element of state.elements) {
        const position = positions.get(element.content_id)
        if (element.page_id === page.id && position !== undefined) element.position = position
      }
      return pageElements(page)
    },
    async action(layoutId, action, body) {
      if (action !== 'status') throw cmsError(404, lang, 'unknownAction')
      const ref = parseBody(ElementRefSchema, body, lang)
      const element = elementOf(pageById(layoutId, ref.page_id), ref.content_id)
      element.status = element.status === 1 ? 0 : 1
      element.updated_at = now().toISOString()
      return structuredClone(element)
    },
    async remove(layoutId, body) {
      const ref = parseBody(ElementRefSchema, body, lang)
      const element = elementOf(pageById(layoutId, ref.page_id), ref.content_id)
      state.elements = state.elements.filter((candidate) => candidate !== element)
      for (const other of state.elements) {
        if (
          other.page_id === element.page_id &&
          other.placeholder === element.placeholder &&
          other.position > element.position
        )
          other.position -= 1
      }
    },
    async duplicate(layoutId, slug, body) {
      const page = pageBySlug(layoutId, slug)
      const input = parseBody(DuplicateInputSchema, body, lang)
      const original = elementOf(page, input.content_id)
      for (const other of state.elements) {
        if (
          other.page_id === page.id &&
          other.placeholder === original.placeholder &&
          other.position > original.position
        )
          other.position += 1
      }
      const at = now().toISOString()
      const copy = {
        ...structuredClone(original),
        content_id: state.nextId++,
        position: original.position + 1,
        created_at: at,
        updated_at: at,
      }
      state.elements.push(copy)
      return structuredClone(copy)
    },
    async seo(layoutId, slug) {
      const page = pageBySlug(layoutId, slug)
      if (!page.seo) throw cmsError(404, lang, 'noSeo')
      return { ...page.seo }
    },
    async saveSeo(layoutId, slug, body) {
      const page = pageBySlug(layoutId, slug)
      if (!page.seo) throw cmsError(404, lang, 'noSeo')
      page.seo = parseBody(PageSeoSchema, body, lang)
      return { ...page.seo }
    },
    async saveResource(layoutId, slug, body) {
      const page = pageBySlug(layoutId, slug)
      if (!isCmsResource(page.slug)) throw cmsError(404, lang, 'notResource')
      page.resource = { ...parseBody(RESOURCE_SCHEMAS[page.slug], body, lang) }
      return pageAnswer(page)
    },
    async preview(layoutId, contentId) {
      layoutOf(layoutId)
      const element = state.elements.find(
        (candidate) =>
          candidate.content_id === contentId &&
          state.pages.some((page) => page.id === candidate.page_id && page.layout_id === layoutId),
      )
      if (!element) throw cmsError(404, lang, 'elementNotFound')
      if (element.type !== 'products' && element.type !== 'categories')
        throw cmsError(422, lang, 'notCatalogue')
      const products = element.type === 'products'
      return {
        content_id: element.content_id,
        entity: products ? 'product' : 'category',
        items: Array.from({ length: Math.min(element.limit, 6) }, (_, index) => ({
          id: index + 1,
          name: products
            ? SAMPLE_PRODUCT_NAMES[index % SAMPLE_PRODUCT_NAMES.length]!
            : SAMPLE_CATEGORY_NAMES[index % SAMPLE_CATEGORY_NAMES.length]!,
          url: products ? `/produto/${index + 1}` : `/categoria/${index + 1}`,
          image: products ? sampleImage(`produto-${index + 1}`) : null,
          price_cents: products ? 4990 + index * 1000 : null,
          sales_price_cents: products && index % 2 === 0 ? 3990 + index * 1000 : null,
        })),
      }
    },
    async createLayout(appId) {
      if (state.layouts.some((layout) => layout.app_id === appId))
        throw cmsError(409, lang, 'layoutExists')
      const layout = {
        id: Math.max(0, ...state.layouts.map((candidate) => candidate.id)) + 1,
        app_id: appId,
        name: 'Layout principal',
        created_at: now().toISOString(),
      }
      state.layouts.push(layout)
      const firstPage = Math.max(0, ...state.pages.map((page) => page.id)) + 1
      state.pages.push(...pagesOf(layout.id, firstPage))
      return { ...layout }
    },
  }

  function nextPosition(pageId: number, placeholder: string): number {
    return state.elements.filter(
      (element) => element.page_id === pageId && element.placeholder === placeholder,
    ).length
  }
}

const SAMPLE_PRODUCT_NAMES = [
  'Camiseta básica algodão',
  'Camiseta listrada marinho',
  'Regata linho areia',
  'Camiseta gola V preta',
  'Camiseta estampa folhas',
  'Camiseta oversized off-white',
]
const SAMPLE_CATEGORY_NAMES = [
  'Camisetas',
  'Vestidos',
  'Calçados',
  'Acessórios',
  'Praia',
  'Infantil',
]
