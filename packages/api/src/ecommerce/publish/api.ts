import type {
  PublicationPage,
  PublicationQuery,
  Publication,
  PublishStatus,
} from './publications.ts'

/** Publishing the store (ecommerce service, `/apps/{appId}/publish…`), ecommerce level. */
export interface EcommercePublishApi {
  /** What is live and what is pending. */
  getStatus(appId: number, signal?: AbortSignal): Promise<PublishStatus>
  /** Makes everything pending live; 409 when nothing is pending. */
  publish(appId: number): Promise<Publication>
  listPublications(
    appId: number,
    query?: PublicationQuery,
    signal?: AbortSignal,
  ): Promise<PublicationPage>
}
