import type { HttpClient } from '../http/client.ts'
import { LinkImageSchema } from '../links/schema.ts'
import type { RecurrenceApi } from './api.ts'
import { PlanPageSchema, PlanSchema, RecurrenceTotalsSchema } from './plans.ts'
import { ProductPageSchema, ProductSchema } from './products.ts'
import { SignupPageSchema, SubscriberViewSchema } from './public.ts'
import { BillingSettingsSchema } from './settings.ts'
import { SubscriptionDetailSchema, SubscriptionPageSchema } from './subscriptions.ts'

export function createHttpRecurrenceApi(http: HttpClient): RecurrenceApi {
  const app = (appId: number) => `/apps/${appId}`
  const plan = (appId: number, planId: number) => `${app(appId)}/plans/${planId}`
  const product = (appId: number, productId: number) => `${app(appId)}/products/${productId}`
  const subscription = (appId: number, id: string) =>
    `${app(appId)}/subscriptions/${encodeURIComponent(id)}`
  const publicOne = (id: string) => `/public/subscriptions/${encodeURIComponent(id)}`
  const act = (appId: number, id: string, action: string, body: unknown = {}) =>
    http.request('recurrence', 'POST', `${subscription(appId, id)}/${action}`, {
      body,
      schema: SubscriptionDetailSchema,
    })
  return {
    totals: (appId, signal) =>
      http.request('recurrence', 'GET', `${app(appId)}/totals`, {
        schema: RecurrenceTotalsSchema,
        signal,
      }),

    listPlans: (appId, query = {}, signal) =>
      http.request('recurrence', 'GET', `${app(appId)}/plans`, {
        query: { ...query, q: query.q || undefined },
        schema: PlanPageSchema,
        signal,
      }),
    getPlan: (appId, planId, signal) =>
      http.request('recurrence', 'GET', plan(appId, planId), { schema: PlanSchema, signal }),
    createPlan: (appId, input) =>
      http.request('recurrence', 'POST', `${app(appId)}/plans`, {
        body: input,
        schema: PlanSchema,
      }),
    updatePlan: (appId, planId, input) =>
      http.request('recurrence', 'PUT', plan(appId, planId), { body: input, schema: PlanSchema }),
    setPlanArchived: (appId, planId, archived) =>
      http.request('recurrence', 'PUT', `${plan(appId, planId)}/archived`, {
        body: { archived },
        schema: PlanSchema,
      }),

    listProducts: (appId, query = {}, signal) =>
      http.request('recurrence', 'GET', `${app(appId)}/products`, {
        query: { ...query, q: query.q || undefined },
        schema: ProductPageSchema,
        signal,
      }),
    getProduct: (appId, productId, signal) =>
      http.request('recurrence', 'GET', product(appId, productId), {
        schema: ProductSchema,
        signal,
      }),
    createProduct: (appId, input) =>
      http.request('recurrence', 'POST', `${app(appId)}/products`, {
        body: input,
        schema: ProductSchema,
      }),
    updateProduct: (appId, productId, input) =>
      http.request('recurrence', 'PUT', product(appId, productId), {
        body: input,
        schema: ProductSchema,
      }),
    setProductArchived: (appId, productId, archived) =>
      http.request('recurrence', 'PUT', `${product(appId, productId)}/archived`, {
        body: { archived },
        schema: ProductSchema,
      }),
    uploadProductImage(appId, file) {
      const form = new FormData()
      form.append('file', file)
      return http.request('recurrence', 'POST', `${app(appId)}/products/images`, {
        body: form,
        schema: LinkImageSchema,
      })
    },

    listSubscriptions: (appId, query = {}, signal) =>
      http.request('recurrence', 'GET', `${app(appId)}/subscriptions`, {
        query: { ...query, q: query.q || undefined },
        schema: SubscriptionPageSchema,
        signal,
      }),
    getSubscription: (appId, id, signal) =>
      http.request('recurrence', 'GET', subscription(appId, id), {
        schema: SubscriptionDetailSchema,
        signal,
      }),
    createSubscription: (appId, input) =>
      http.request('recurrence', 'POST', `${app(appId)}/subscriptions`, {
        body: input,
        schema: SubscriptionDetailSchema,
      }),
    pause: (appId, id) => act(appId, id, 'pause'),
    resume: (appId, id) => act(appId, id, 'resume'),
    cancel: (appId, id, input) => act(appId, id, 'cancel', input),
    keep: (appId, id) => act(appId, id, 'keep'),
    changePlan: (appId, id, input) => act(appId, id, 'plan', input),
    changeChargeDate: (appId, id, input) =>
      http.request('recurrence', 'PUT', `${subscription(appId, id)}/charge-date`, {
        body: input,
        schema: SubscriptionDetailSchema,
      }),
    retryInvoice: (appId, id, invoiceId, idempotencyKey) =>
      http.request('recurrence', 'POST', `${subscription(appId, id)}/invoices/${invoiceId}/retry`, {
        body: {},
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: SubscriptionDetailSchema,
      }),

    billingSettings: (appId, signal) =>
      http.request('recurrence', 'GET', `${app(appId)}/settings`, {
        schema: BillingSettingsSchema,
        signal,
      }),
    saveBillingSettings: (appId, input) =>
      http.request('recurrence', 'PUT', `${app(appId)}/settings`, {
        body: input,
        schema: BillingSettingsSchema,
      }),

    publicSubscription: (id, signal) =>
      http.request('recurrence', 'GET', publicOne(id), { schema: SubscriberViewSchema, signal }),
    publicUpdateCard: (id, input) =>
      http.request('recurrence', 'PUT', `${publicOne(id)}/card`, {
        body: input,
        schema: SubscriberViewSchema,
      }),
    publicCancel: (id) =>
      http.request('recurrence', 'POST', `${publicOne(id)}/cancel`, {
        body: {},
        schema: SubscriberViewSchema,
      }),
    signup: (id, cycle, signal) =>
      http.request('recurrence', 'GET', `${publicOne(id)}/cycles/${cycle}`, {
        schema: SignupPageSchema,
        signal,
      }),
    signupCharge: (id, cycle, input, idempotencyKey) =>
      http.request('recurrence', 'POST', `${publicOne(id)}/cycles/${cycle}/charges`, {
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: SignupPageSchema,
      }),
  }
}
