import type {
  CaptureRequest,
  CaptureRequestInput,
  PublicCapture,
  PublicCaptureInput,
  PublicChargeInput,
  PublicLink,
  PublicPayment,
} from './schema.ts'

/**
 * The payer's side of payment links (payments service, `/public/…`): no login, no `Token`
 * header. Unknown slugs and tokens are a 404; a link that cannot be paid still answers (with its
 * `availability`), and charging it is a 409. Charges and simulations take an idempotency key:
 * the page makes one per attempt and sends it again on a retry or a double click, which gets the
 * first answer back and never a second charge. Too many attempts from one address or on one
 * link are a 429 with `Retry-After`.
 */
export interface CheckoutApi {
  /** The link's public page data. */
  link(slug: string, signal?: AbortSignal): Promise<PublicLink>
  /** Pays the link: answers the receipt (with its `token`), whatever the provider said. */
  charge(slug: string, input: PublicChargeInput, idempotencyKey: string): Promise<PublicPayment>
  /** The receipt: status, timeline, pix code or boleto while pending. */
  payment(token: string, signal?: AbortSignal): Promise<PublicPayment>
  /**
   * Sandbox gateways only: pretend the payer paid the pending pix or boleto (for test pages and
   * the end-to-end test). A payment of a production gateway answers 404, as if the route did not
   * exist for it. Idempotent: paying a paid payment again answers it as it is.
   */
  simulatePaid(token: string, idempotencyKey: string): Promise<PublicPayment>
  /** A capture request's public page (`/c-capture/{hash}`); an unknown hash is a 404. */
  capture(hash: string, signal?: AbortSignal): Promise<PublicCapture>
  /**
   * Pays a capture request: once a payment through it is pending or paid, it is `used` (409);
   * a declined card leaves it open.
   */
  payCapture(
    hash: string,
    input: PublicCaptureInput,
    idempotencyKey: string,
  ): Promise<PublicPayment>
  /**
   * The merchant's side (signed in, payments write): a capture request to send to the payer;
   * its `url` is the page.
   */
  createCapture(appId: number, input: CaptureRequestInput): Promise<CaptureRequest>
}
