import {
  SubscriptionDetailSchema,
  type RecurrenceMethod,
  type SubscriptionDetail,
  type SubscriptionInput,
} from '@vitrine/api'
import * as v from 'valibot'
import { expect } from 'vitest'
import { foldName } from '../../customers/names.ts'
import { customers } from '../../customers/schema.ts'
import type { AppRecord } from '../../testing/access-fixtures.ts'
import type { TestAccount, TestServer } from '../../testing/test-server.ts'
import { recurrencePlans } from '../schema.ts'

/*
 * What the subscriptions' and the subscriber's tests share: customers and plans written
 * straight into their tables (they are other domains'), subscriptions and actions through the
 * real API.
 */

export async function createCustomer(
  t: TestServer,
  app: AppRecord,
  name = 'Ana Souza',
  email: string | null = `${foldName(name).replace(/\s+/g, '.')}@example.com`,
): Promise<number> {
  const now = t.clock.now()
  const [row] = await t.db
    .insert(customers)
    .values({
      appId: app.id,
      name,
      sortName: foldName(name),
      email,
      document: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: customers.id })
  return row!.id
}

export async function createPlan(
  t: TestServer,
  app: AppRecord,
  overrides: Partial<typeof recurrencePlans.$inferInsert> = {},
): Promise<number> {
  const now = t.clock.now()
  const [row] = await t.db
    .insert(recurrencePlans)
    .values({
      appId: app.id,
      name: 'Clube do Café',
      description: 'Um pacote de café especial por mês.',
      priceCents: 3000,
      interval: 'monthly',
      methods: ['creditcard', 'pix', 'billet'] satisfies RecurrenceMethod[],
      createdAt: now,
      updatedAt: now,
      ...overrides,
    })
    .returning({ id: recurrencePlans.id })
  return row!.id
}

export const subscriptionsUrl = (app: AppRecord) => `/api/recurrence/apps/${app.id}/subscriptions`

export const subscriptionUrl = (app: AppRecord, id: string) => `${subscriptionsUrl(app)}/${id}`

export async function subscribe(
  t: TestServer,
  owner: TestAccount,
  app: AppRecord,
  input: SubscriptionInput,
): Promise<SubscriptionDetail> {
  const answer = await t.request('POST', subscriptionsUrl(app), {
    token: owner.token,
    lang: 'pt-BR',
    json: input,
  })
  expect(
    answer.status,
    `${answer.text} ${JSON.stringify(t.logs.filter((line) => line.level === 'error' || Boolean(line.err) || Boolean(line.error)).slice(-3))}`,
  ).toBe(201)
  return v.parse(SubscriptionDetailSchema, answer.body)
}

/** An action on a subscription, as the panel sends it; answers the raw response. */
export function act(
  t: TestServer,
  owner: TestAccount,
  app: AppRecord,
  id: string,
  action: 'pause' | 'resume' | 'cancel' | 'keep' | 'plan',
  json: unknown = {},
) {
  return t.request('POST', `${subscriptionUrl(app, id)}/${action}`, {
    token: owner.token,
    lang: 'pt-BR',
    json,
  })
}

export async function detail(
  t: TestServer,
  owner: TestAccount,
  app: AppRecord,
  id: string,
): Promise<SubscriptionDetail> {
  const answer = await t.request('GET', subscriptionUrl(app, id), { token: owner.token })
  expect(answer.status, answer.text).toBe(200)
  return v.parse(SubscriptionDetailSchema, answer.body)
}
