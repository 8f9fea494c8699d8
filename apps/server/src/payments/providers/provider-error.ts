/**
 * Why a provider refused an operation, as the provider said it. The payments routes turn it
 * into an answer: `status` is the HTTP status it stands for (409 when the charge is not in a
 * state that allows the operation, 422 when the request itself cannot be carried out, 404 when
 * the provider does not know the charge). `message` is Portuguese and shown to the merchant.
 */
export type ProviderErrorCode =
  /** The provider has no such charge (for this store). */
  | 'charge_not_found'
  /** The charge's status does not allow the operation (capture of a paid pix, a second cancel…). */
  | 'invalid_status'
  /** More than the charge allows: capture beyond the authorisation, refund beyond what is left. */
  | 'amount_exceeded'
  /** A refund retried under the same operation key with another amount. */
  | 'operation_key_reused'
  /** A pix code past its expiry. */
  | 'expired'
  /** Something the provider cannot build a charge from (no card data, a merchant without a city…). */
  | 'invalid_request'

const STATUS_OF: Record<ProviderErrorCode, 404 | 409 | 422> = {
  charge_not_found: 404,
  invalid_status: 409,
  amount_exceeded: 422,
  operation_key_reused: 422,
  expired: 409,
  invalid_request: 422,
}

export class ProviderError extends Error {
  override readonly name = 'ProviderError'
  /** The HTTP status this refusal stands for. */
  readonly status: 404 | 409 | 422

  constructor(
    readonly code: ProviderErrorCode,
    message: string,
  ) {
    super(message)
    this.status = STATUS_OF[code]
  }
}
