import {
  EMPTY_SEO,
  ENTITY_OF_KIND,
  type ElementKind,
  type PageSeo,
  type VisibilityByEntities,
} from '@vitrine/api'
import { and, asc, eq, sql } from 'drizzle-orm'
import { catalogueCategories, catalogueProducts } from '../catalogue/schema.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import { storeImage } from '../files/upload.ts'
import { createLayout } from '../layouts/create.ts'
import { cmsElements, cmsPages } from './schema.ts'

/*
 * The demo store's layout: a home page built of every element kind — a banner, a carousel, a
 * products catalogue of the demo catalogue's first category ordered by price, the categories in
 * the menu, texts — its SEO filled, and the global page's notice bar and footer. Run after the
 * catalogue demo (its category is looked up; without one the products element shows the
 * visible products). Its banners are pictures drawn here (no internet: a gradient with a few
 * shapes, an SVG the upload service turns into a PNG with its WebP copies), desktop and mobile;
 * without the file store's configuration they carry none and an upload fills them.
 */

const NO_ENTITIES: VisibilityByEntities = { categories: { status: 0 }, products: { status: 0 } }

interface DemoElement {
  page: 'home' | 'global'
  placeholder: string
  type: ElementKind
  title: string
  status?: 0 | 1
  visibilityCondition?: 'all' | 'logged_in' | 'guest'
  visibilityPeriod?: { start: string | null; end: string | null; weekdays: string[] } | null
  conditions?: Record<string, unknown>[]
  content: Record<string, unknown>
  images?: Banner
}

interface Banner {
  desktop: string | null
  mobile: string | null
}

const NO_BANNER: Banner = { desktop: null, mobile: null }

/** A banner drawn for the demo: a diagonal gradient between two colours, with circles. */
function bannerSvg(width: number, height: number, from: string, to: string): string {
  const r = Math.round(height * 0.35)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${Math.round(width * 0.8)}" cy="${Math.round(height * 0.5)}" r="${r}" fill="#ffffff" fill-opacity="0.25"/>` +
    `<circle cx="${Math.round(width * 0.68)}" cy="${Math.round(height * 0.3)}" r="${Math.round(r / 2)}" fill="#ffffff" fill-opacity="0.2"/>` +
    `</svg>`
  )
}

/** A desktop (4:1) and a mobile (4:3) picture in the two colours, kept by the upload service. */
async function drawBanner(config: Config | undefined, from: string, to: string): Promise<Banner> {
  if (!config) return NO_BANNER
  const draw = async (width: number, height: number) =>
    (await storeImage(config, new TextEncoder().encode(bannerSvg(width, height, from, to)))).url
  return { desktop: await draw(1600, 400), mobile: await draw(800, 600) }
}

const HOME_SEO: PageSeo = {
  ...EMPTY_SEO,
  title: 'Loja Demonstração | Moda, casa e presentes',
  description:
    'Roupas, acessórios e presentes com frete grátis acima de R$ 299,00, parcelamento em até 6x sem juros e troca fácil.',
  canonical_url: 'https://loja-demonstracao.vitrine.dev/',
  og_title: 'Loja Demonstração',
  og_description: 'Moda, casa e presentes com frete grátis acima de R$ 299,00.',
}

/** Gives the store its demo layout; nothing when it already has one. */
export async function seedCmsDemo(
  db: Database,
  appId: number,
  now: Date,
  /** The file store's configuration, for the banners' pictures (none without it). */
  config?: Config,
): Promise<void> {
  const layout = await createLayout(db, appId, 'Tema Demonstração')
  if (!layout) return
  const summer = await drawBanner(config, '#f59e0b', '#db2777')
  const sale = await drawBanner(config, '#1d4ed8', '#0f766e')
  const shipping = await drawBanner(config, '#15803d', '#0369a1')
  const pages = await db
    .select({ id: cmsPages.id, slug: cmsPages.slug })
    .from(cmsPages)
    .where(and(eq(cmsPages.appId, appId), eq(cmsPages.layoutId, layout.id)))
  const pageId = (slug: string) => pages.find((page) => page.slug === slug)!.id

  const [category] = await db
    .select({ id: catalogueCategories.id, name: catalogueCategories.name })
    .from(catalogueCategories)
    .where(
      and(
        eq(catalogueCategories.appId, appId),
        sql`exists (select 1 from ${catalogueProducts} where ${catalogueProducts.appId} = ${appId})`,
      ),
    )
    .orderBy(asc(catalogueCategories.level), asc(catalogueCategories.position))
    .limit(1)
  const byCategory = category
    ? [{ id: 1, attribute: 'categories.id', condition: '=', value: category.id }]
    : [{ id: 1, attribute: 'visible', condition: '=', value: 1 }]

  const elements: DemoElement[] = [
    {
      page: 'home',
      placeholder: 'banner',
      type: 'image',
      title: 'Banner da coleção de verão',
      images: summer,
      content: { alt: 'Coleção de verão: peças leves para dias quentes', link: '/colecao/verao' },
    },
    {
      page: 'home',
      placeholder: 'banner',
      type: 'images',
      title: 'Carrossel de ofertas',
      content: {
        items: [
          {
            alt: 'Até 40% de desconto',
            link: '/ofertas',
            desktop_image: sale.desktop,
            mobile_image: sale.mobile,
          },
          {
            alt: 'Frete grátis acima de R$ 299,00',
            link: '/frete-gratis',
            desktop_image: shipping.desktop,
            mobile_image: shipping.mobile,
          },
        ],
      },
    },
    {
      page: 'home',
      placeholder: 'destaques',
      type: 'products',
      title: category ? `${category.name} pelo menor preço` : 'Produtos em destaque',
      conditions: [
        ...byCategory,
        { id: 2, attribute: 'prices.price', condition: 'order', order: 'asc' },
      ],
      content: { limit: 8, link: '' },
    },
    {
      page: 'home',
      placeholder: 'destaques',
      type: 'categories',
      title: 'Compre por categoria',
      conditions: [
        { id: 1, attribute: 'in_menu', condition: '=', value: 1 },
        { id: 2, attribute: 'position', condition: 'order', order: 'asc' },
      ],
      content: { limit: 6, link: '' },
    },
    {
      page: 'home',
      placeholder: 'destaques',
      type: 'products',
      title: 'Mais vendidos para clientes',
      visibilityCondition: 'logged_in',
      conditions: [{ id: 1, attribute: 'sold', condition: 'order', order: 'desc' }],
      content: { limit: 4, link: '' },
    },
    {
      page: 'home',
      placeholder: 'conteudo',
      type: 'text',
      title: 'Sobre a loja',
      content: {
        text: 'A Loja Demonstração mostra o que o Vitrine faz: catálogo, layout, pagamentos e recorrência.',
        link: '/sobre',
      },
    },
    {
      page: 'home',
      placeholder: 'conteudo',
      type: 'texts',
      title: 'Por que comprar aqui',
      content: {
        items: [
          { title: 'Frete grátis', text: 'Em compras acima de R$ 299,00.', link: '' },
          { title: 'Parcele em 6x', text: 'Sem juros no cartão.', link: '' },
          {
            title: 'Troca fácil',
            text: 'A primeira troca é grátis em até 30 dias.',
            link: '/trocas',
          },
        ],
      },
    },
    {
      page: 'home',
      placeholder: 'conteudo',
      type: 'text',
      title: 'Aviso de fim de semana',
      status: 0,
      visibilityPeriod: { start: null, end: null, weekdays: ['saturday', 'sunday'] },
      content: { text: 'Pedidos feitos no fim de semana saem na segunda-feira.', link: '' },
    },
    {
      page: 'global',
      placeholder: 'tarja',
      type: 'text',
      title: 'Tarja de frete',
      content: {
        text: 'Frete grátis para todo o Brasil acima de R$ 299,00',
        link: '/frete-gratis',
      },
    },
    {
      page: 'global',
      placeholder: 'rodape',
      type: 'texts',
      title: 'Atendimento',
      content: {
        items: [
          { title: 'Fale conosco', text: 'atendimento@vitrine.dev', link: '/contato' },
          { title: 'Horário', text: 'Segunda a sexta, das 9h às 18h', link: '' },
        ],
      },
    },
  ]

  const positions = new Map<string, number>()
  await db.insert(cmsElements).values(
    elements.map((element) => {
      const key = `${element.page}:${element.placeholder}`
      const position = positions.get(key) ?? 0
      positions.set(key, position + 1)
      return {
        appId,
        pageId: pageId(element.page),
        placeholder: element.placeholder,
        type: element.type,
        entity: ENTITY_OF_KIND[element.type],
        position,
        status: element.status ?? 1,
        newTab: 0,
        title: element.title,
        visibilityPeriod: (element.visibilityPeriod ?? null) as never,
        visibilityCondition: element.visibilityCondition ?? 'all',
        visibilityByEntities: NO_ENTITIES,
        conditions: element.conditions ?? [],
        content: element.content,
        desktopImage: (element.images ?? NO_BANNER).desktop,
        mobileImage: (element.images ?? NO_BANNER).mobile,
        createdAt: now,
        updatedAt: now,
      }
    }),
  )
  await db
    .update(cmsPages)
    .set({ seo: { ...HOME_SEO } })
    .where(and(eq(cmsPages.appId, appId), eq(cmsPages.id, pageId('home'))))
  await db
    .update(cmsPages)
    .set({
      resource: {
        name: 'Loja Demonstração',
        short_name: 'Demo',
        theme_color: '#1d4ed8',
        background_color: '#ffffff',
        display: 'standalone',
      },
    })
    .where(and(eq(cmsPages.appId, appId), eq(cmsPages.id, pageId('manifest'))))
}
