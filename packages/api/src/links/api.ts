import type {
  LinkFeedInfo,
  LinkImage,
  LinkInput,
  LinkPage,
  LinkQuery,
  LinkTotals,
  PaymentLink,
} from './schema.ts'

/**
 * The store's payment links (payments service, `/apps/{appId}/links`), payments level: read for
 * reads, write for changes. A link's payments are listed by the transactions API
 * (`transactions.list(appId, { link_id })`).
 */
export interface LinksApi {
  /** Newest first, keyset pages; `q` searches the title and the start of the slug. */
  list(appId: number, query?: LinkQuery, signal?: AbortSignal): Promise<LinkPage>
  get(appId: number, linkId: number, signal?: AbortSignal): Promise<PaymentLink>
  /** The link with this slug (the panel's `links/detail/{slug}`). */
  getBySlug(appId: number, slug: string, signal?: AbortSignal): Promise<PaymentLink>
  /** A slug another link has (of any store: `/pay/{slug}` names none) is a 409 on `slug`. */
  create(appId: number, input: LinkInput): Promise<PaymentLink>
  /** Replaces the link (slug left out: kept). */
  update(appId: number, linkId: number, input: LinkInput): Promise<PaymentLink>
  /** A copy with the slug `<slug>-copia` (then `-copia-2`, …), switched off until edited. */
  duplicate(appId: number, linkId: number): Promise<PaymentLink>
  setActive(appId: number, linkId: number, active: boolean): Promise<PaymentLink>
  /** Only a link without payments; otherwise 409 (deactivate it instead). */
  remove(appId: number, linkId: number): Promise<void>
  totals(appId: number, linkId: number, signal?: AbortSignal): Promise<LinkTotals>
  /** PNG, JPEG or WebP up to 2 MB; answers the public address to put in `image_url`. */
  uploadImage(appId: number, file: Blob): Promise<LinkImage>
  /** The Google Merchant Center feed's address, last generation and first items. */
  feed(appId: number, signal?: AbortSignal): Promise<LinkFeedInfo>
}
