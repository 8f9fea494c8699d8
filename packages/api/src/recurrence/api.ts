import type { LinkImage } from '../links/schema.ts'
import type { BillingSettings, BillingSettingsInput } from './settings.ts'
import type { Plan, PlanInput, PlanPage, PlanQuery, RecurrenceTotals } from './plans.ts'
import type { ProductInput, ProductPage, ProductQuery, RecurrenceProduct } from './products.ts'
import type { SignupChargeInput, SignupPage, SubscriberView, UpdateCardInput } from './public.ts'
import type {
  CancelInput,
  ChangePlanInput,
  ChargeDateInput,
  SubscriptionDetail,
  SubscriptionInput,
  SubscriptionPage,
  SubscriptionQuery,
} from './subscriptions.ts'

/**
 * Recurrence (recurrence service, `/apps/{appId}/…`), recurrence level: read for reads, write
 * for changes. Subscriptions are addressed by their public id. The `public*` calls need no
 * login: the subscription's public id is the key (`/public/subscriptions/{id}`).
 */
export interface RecurrenceApi {
  totals(appId: number, signal?: AbortSignal): Promise<RecurrenceTotals>

  listPlans(appId: number, query?: PlanQuery, signal?: AbortSignal): Promise<PlanPage>
  getPlan(appId: number, planId: number, signal?: AbortSignal): Promise<Plan>
  createPlan(appId: number, input: PlanInput): Promise<Plan>
  updatePlan(appId: number, planId: number, input: PlanInput): Promise<Plan>
  /** Archived plans take no new subscriptions; the ones they have keep billing. */
  setPlanArchived(appId: number, planId: number, archived: boolean): Promise<Plan>

  listProducts(appId: number, query?: ProductQuery, signal?: AbortSignal): Promise<ProductPage>
  getProduct(appId: number, productId: number, signal?: AbortSignal): Promise<RecurrenceProduct>
  createProduct(appId: number, input: ProductInput): Promise<RecurrenceProduct>
  updateProduct(appId: number, productId: number, input: ProductInput): Promise<RecurrenceProduct>
  setProductArchived(
    appId: number,
    productId: number,
    archived: boolean,
  ): Promise<RecurrenceProduct>
  /** Uploads a product's image (PNG, JPEG or WebP, ≤ 2 MB): its path, for `image_url`. */
  uploadProductImage(appId: number, file: Blob): Promise<LinkImage>

  listSubscriptions(
    appId: number,
    query?: SubscriptionQuery,
    signal?: AbortSignal,
  ): Promise<SubscriptionPage>
  getSubscription(appId: number, id: string, signal?: AbortSignal): Promise<SubscriptionDetail>
  createSubscription(appId: number, input: SubscriptionInput): Promise<SubscriptionDetail>
  pause(appId: number, id: string): Promise<SubscriptionDetail>
  resume(appId: number, id: string): Promise<SubscriptionDetail>
  cancel(appId: number, id: string, input: CancelInput): Promise<SubscriptionDetail>
  /** Takes back a cancellation at the period's end. */
  keep(appId: number, id: string): Promise<SubscriptionDetail>
  changePlan(appId: number, id: string, input: ChangePlanInput): Promise<SubscriptionDetail>
  changeChargeDate(appId: number, id: string, input: ChargeDateInput): Promise<SubscriptionDetail>
  /** Charges a failed card invoice again now (Idempotency-Key: one per click). */
  retryInvoice(
    appId: number,
    id: string,
    invoiceId: number,
    idempotencyKey: string,
  ): Promise<SubscriptionDetail>

  billingSettings(appId: number, signal?: AbortSignal): Promise<BillingSettings>
  saveBillingSettings(appId: number, input: BillingSettingsInput): Promise<BillingSettings>

  /** The subscriber's view (no login). */
  publicSubscription(id: string, signal?: AbortSignal): Promise<SubscriberView>
  publicUpdateCard(id: string, input: UpdateCardInput): Promise<SubscriberView>
  /** The subscriber cancels: at the end of the period already paid. */
  publicCancel(id: string): Promise<SubscriberView>
  /** The sign-up page of one cycle (no login). */
  signup(id: string, cycle: number, signal?: AbortSignal): Promise<SignupPage>
  signupCharge(
    id: string,
    cycle: number,
    input: SignupChargeInput,
    idempotencyKey: string,
  ): Promise<SignupPage>
}
