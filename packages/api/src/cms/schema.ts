import * as v from 'valibot'
import { CmsElementSchema, IdSchema } from './elements.ts'
import { CMS_PAGE_KINDS, CMS_PAGE_SLUGS, CmsPageSchema, PWA_DISPLAYS } from './pages.ts'

/*
 * The bodies and answers of the CMS calls (specification section 7), beside the element
 * (`elements.ts`), the pages (`pages.ts`) and the SEO (`seo.ts`).
 */

/** A layout (our design: one per store today, `apps.layout_id`; onboarding will pick a theme). */
export const LayoutSchema = v.object({
  id: v.number(),
  app_id: v.number(),
  name: v.string(),
  created_at: v.string(),
})
export type Layout = v.InferOutput<typeof LayoutSchema>

/** GET /cms/{layoutId}/search/{pageParams}: the page and its elements, by placeholder then position. */
export const CmsPageElementsSchema = v.object({
  page: CmsPageSchema,
  elements: v.array(CmsElementSchema),
})
export type CmsPageElements = v.InferOutput<typeof CmsPageElementsSchema>

/**
 * PUT /cms/{layoutId}/order: `orders` are content ids in their new order, exactly the elements
 * of one placeholder of the page, or exactly all of the page's elements (each placeholder then
 * takes its elements in the order given); anything else is a 422.
 */
export const OrderInputSchema = v.object({
  page_id: IdSchema,
  orders: v.pipe(
    v.array(IdSchema, 'Envie a lista de elementos na nova ordem.'),
    v.minLength(1, 'Envie a lista de elementos na nova ordem.'),
    v.maxLength(1000, 'Envie até 1.000 elementos.'),
  ),
})
export type OrderInput = v.InferInput<typeof OrderInputSchema>

/** PUT /cms/{layoutId}/{action}: the element the action runs on. */
export const ElementRefSchema = v.object({
  page_id: IdSchema,
  content_id: IdSchema,
})
export type ElementRef = v.InferInput<typeof ElementRefSchema>

/**
 * The actions of PUT /cms/{layoutId}/{action} (the specification leaves the name out): `status`
 * switches the element on or off (1 ↔ 0). Any other action is a 404.
 */
export const ELEMENT_ACTIONS = ['status'] as const
export type ElementAction = (typeof ELEMENT_ACTIONS)[number]

/** POST /cms/{layoutId}/duplicate/{pageParams}: the element to copy; the copy goes right after it. */
export const DuplicateInputSchema = v.object({ content_id: IdSchema })
export type DuplicateInput = v.InferInput<typeof DuplicateInputSchema>

/** GET /apps/{layoutId}/menu: the layout's PWA module and its CMS link list (the page picker). */
export const LayoutMenuSchema = v.object({
  layout: v.object({ id: v.number(), app_id: v.number(), name: v.string() }),
  /** From the manifest resource; null when the manifest was never filled. */
  pwa: v.nullable(
    v.object({
      name: v.string(),
      short_name: v.string(),
      theme_color: v.string(),
      background_color: v.string(),
      display: v.picklist(PWA_DISPLAYS),
    }),
  ),
  links: v.array(
    v.object({
      id: v.number(),
      slug: v.picklist(CMS_PAGE_SLUGS),
      label: v.string(),
      kind: v.picklist(CMS_PAGE_KINDS),
      has_seo: v.boolean(),
      element_count: v.number(),
    }),
  ),
})
export type LayoutMenu = v.InferOutput<typeof LayoutMenuSchema>
export type LayoutMenuLink = LayoutMenu['links'][number]

/**
 * GET /cms/{layoutId}/preview/{contentId}: what a catalogue element would show now, its
 * conditions applied by the catalogue (at most the element's limit). Money in centavos.
 */
export const ElementPreviewSchema = v.object({
  content_id: v.number(),
  entity: v.picklist(['product', 'category'] as const),
  items: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      url: v.nullable(v.string()),
      image: v.nullable(v.string()),
      price_cents: v.nullable(v.number()),
      sales_price_cents: v.nullable(v.number()),
    }),
  ),
})
export type ElementPreview = v.InferOutput<typeof ElementPreviewSchema>
