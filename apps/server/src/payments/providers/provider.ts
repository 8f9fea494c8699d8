import type { CardInput, GatewayEnvironment, GatewayType, PaymentStatus } from '@vitrine/api'
import type { ProviderError } from './provider-error.ts'

/*
 * The provider interface (issue 10 item 4): what the payments domain asks of a payment
 * service provider (PSP). The built-in sandbox implements it (sandbox.ts); a real PSP (Efí,
 * Pagar.me, Mercado Pago, a bank's pix API…) is one more implementation registered in
 * providers/index.ts, with its credential fields listed in the contract's PROVIDER_CREDENTIALS.
 *
 * Rules every implementation keeps:
 * - `reference` is ours and unique per store; the provider stores it with the charge, so that
 *   `lookup(reference)` finds a charge whose answer we never wrote (a crash between the
 *   provider's answer and our commit, payments/recover.ts).
 * - Calls that move money (`charge`, `capture`, `refund`) are idempotent on the provider's
 *   side for the same reference / operation key: calling again returns the first result.
 * - Card data goes to the provider and nowhere else; answers carry only the brand and the
 *   last four digits.
 * - Amounts are integer centavos.
 * - Stored cards (recurring billing, issue 13): `storeCard` keeps a card at the provider and
 *   answers a token; a charge with `cardToken` uses it and never sees the number again. A
 *   token belongs to the store it was made for. In the sandbox, the test card with the outcome
 *   `retry` (4000 0000 0000 0119) fails the first charge made with its token and is approved on
 *   later ones ("a second attempt may pass"); charged without a token it fails as before.
 */

/** A configured gateway as a provider sees it: its settings and decrypted credentials. */
export interface GatewayAccount {
  id: number
  appId: number
  type: GatewayType
  name: string
  provider: string
  environment: GatewayEnvironment
  active: boolean
  fees: { percentBps: number; fixedCents: number }
  /** The type's settings (the contract's GatewaySettingsSchemas). */
  settings: Record<string, unknown>
  credentials: Record<string, string>
}

export interface ChargeRequest {
  reference: string
  type: GatewayType
  amountCents: number
  installments: number
  description: string
  customer: { name: string; email: string | null; document: string | null } | null
  /** The store's name and city, for pix codes and boletos. */
  merchant: { name: string; city: string }
  /** Card gateways only. */
  card?: CardInput
  /** Card gateways only, instead of `card`: a card kept by `storeCard` (recurring charges). */
  cardToken?: string
  /**
   * Pix and boleto of a recurring invoice: the day (YYYY-MM-DD, store calendar) it falls due. A
   * boleto's due date is this day; a pix code stays payable until the day ends. Without it, the
   * gateway's own settings decide (days to due, minutes to expire).
   */
  dueDate?: string
  now: Date
}

/** A card kept at the provider: its token and what may be shown of it. */
export interface StoredCard {
  token: string
  brand: string
  lastFour: string
}

/** Where a charge stands at the provider. */
export type ProviderStatus = Extract<
  PaymentStatus,
  | 'pending'
  | 'pre_authorized'
  | 'authorized'
  | 'complete'
  | 'failed'
  | 'partial_refund'
  | 'refunded'
>

export interface ChargeAnswer {
  externalId: string
  status: ProviderStatus
  pix?: { code: string; txid: string; expiresAt: string | null }
  billet?: { barcode: string; linhaDigitavel: string; dueDate: string }
  card?: { brand: string; lastFour: string }
  /** Why a charge failed, in Portuguese, for the timeline. */
  declineReason?: string
}

export interface PaymentProvider {
  readonly name: string
  /** Creates the charge (a pix code, a boleto, a card authorisation). */
  charge(account: GatewayAccount, request: ChargeRequest): Promise<ChargeAnswer>
  /**
   * Several charges of one account at once (the billing engine's batch of first card charges):
   * the answers in the requests' order, a ProviderError in the place of a charge refused
   * outright. Each charge keeps `charge`'s rules (the first answer again for a reference it
   * has). References are distinct within a call. Optional: without it, the engine calls
   * `charge` for each, a few at a time.
   */
  chargeMany?(
    account: GatewayAccount,
    requests: readonly ChargeRequest[],
  ): Promise<(ChargeAnswer | ProviderError)[]>
  /** Captures a pre-authorisation, in full or in part. */
  capture(account: GatewayAccount, externalId: string, amountCents: number): Promise<void>
  /** Gives money back; `operationKey` makes a retried refund a no-op. */
  refund(
    account: GatewayAccount,
    externalId: string,
    amountCents: number,
    operationKey: string,
  ): Promise<void>
  /** Cancels a pending pix or boleto, or releases a pre-authorisation. */
  cancel(account: GatewayAccount, externalId: string): Promise<void>
  /** The charge made with our reference, if the provider has one (crash recovery). */
  lookup(account: GatewayAccount, reference: string): Promise<ChargeAnswer | null>
  /**
   * Keeps a card for later charges (`ChargeRequest.cardToken`). Throws a ProviderError
   * (`invalid_request`, its reason in Portuguese) for a card it will not keep. Providers
   * without a vault leave it out, and their gateways take no recurring card charges.
   */
  storeCard?(account: GatewayAccount, card: CardInput, now: Date): Promise<StoredCard>
}
