import type { CmsElement, ElementKind } from './elements.ts'
import type { CmsPage, CmsPageSlug, CmsResource } from './pages.ts'
import type {
  CmsPageElements,
  DuplicateInput,
  ElementAction,
  ElementPreview,
  ElementRef,
  Layout,
  LayoutMenu,
  OrderInput,
} from './schema.ts'
import type { PageSeo, PageSeoInput } from './seo.ts'
import type { ElementFormValue } from './wire.ts'

/**
 * The layout CMS (main service). Every call names the layout, which the server resolves to its
 * store and checks the caller's **layout** level there (read for reads, write for changes); a
 * layout of another store is a 404. The first seven calls are section 7's, with its paths.
 */
export interface CmsApi {
  /** GET /apps/{layoutId}/menu — the PWA module and the CMS link list (page picker). */
  menu(layoutId: number, signal?: AbortSignal): Promise<LayoutMenu>
  /** GET /cms/{layoutId}/search/{pageParams} — the page and its elements; unknown slug: 404. */
  page(layoutId: number, slug: string, signal?: AbortSignal): Promise<CmsPageElements>
  /**
   * POST /cms/{layoutId}/{type} — creates an element, or, when the value carries `content_id`,
   * changes that element (which must be of the same type on the same page). Multipart when
   * images are files (wire.ts). New elements go to the end of their placeholder.
   */
  save(layoutId: number, type: ElementKind, value: ElementFormValue): Promise<CmsElement>
  /** PUT /cms/{layoutId}/order — the placeholder's (or page's) elements in their new order. */
  order(layoutId: number, input: OrderInput): Promise<CmsPageElements>
  /** PUT /cms/{layoutId}/{action} — `status` switches the element on/off. */
  action(layoutId: number, action: ElementAction, ref: ElementRef): Promise<CmsElement>
  /** DELETE /cms/{layoutId}/remove — body `{ page_id, content_id }`. */
  remove(layoutId: number, ref: ElementRef): Promise<void>
  /** POST /cms/{layoutId}/duplicate/{pageParams} — a copy right after the original. */
  duplicate(layoutId: number, slug: string, input: DuplicateInput): Promise<CmsElement>

  /** GET /cms/{layoutId}/seo/{pageParams} (our design); global, layout, resources: 404. */
  seo(layoutId: number, slug: string, signal?: AbortSignal): Promise<PageSeo>
  /** PUT /cms/{layoutId}/seo/{pageParams} — the whole SEO. */
  saveSeo(layoutId: number, slug: string, seo: PageSeoInput): Promise<PageSeo>
  /** PUT /cms/{layoutId}/resource/{colors|robots|manifest} — the resource's fields. */
  saveResource(layoutId: number, slug: CmsPageSlug, resource: CmsResource): Promise<CmsPage>
  /** GET /cms/{layoutId}/preview/{contentId} — what a catalogue element shows now. */
  preview(layoutId: number, contentId: number, signal?: AbortSignal): Promise<ElementPreview>
  /**
   * POST /apps/{appId}/layout (main service, layout write) — a store without a layout gets
   * one with every default page; 409 when it has one.
   */
  createLayout(appId: number): Promise<Layout>
}
