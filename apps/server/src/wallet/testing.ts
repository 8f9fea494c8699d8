import { randomUUID } from 'node:crypto'
import { postJournal } from '../ledger/post.ts'
import type { AppRecord } from '../testing/access-fixtures.ts'
import type { TestResponse, TestServer } from '../testing/test-server.ts'

/*
 * What the wallet tests share: money made available straight through the ledger (a released
 * sale's net, as payments/ledger-entries.ts posts it), and the wallet's routes.
 */

export const walletUrl = (app: AppRecord) => `/api/payments/apps/${app.id}/wallet`

export const PIX_DESTINATION = { kind: 'pix', pix_key: 'financeiro@lojaaurora.com.br' } as const
export const FAILING_DESTINATION = { kind: 'pix', pix_key: 'falha@sandbox.dev' } as const

let sale = 0

/** A sale's net of `cents` released to the store: received, then available. */
export async function fund(t: TestServer, app: AppRecord, cents: number): Promise<void> {
  sale += 1
  const reference = `payment:${900_000 + sale}`
  const now = t.clock.now()
  await postJournal(t.db, {
    appId: app.id,
    kind: 'net',
    reference,
    now,
    postings: [
      { account: 'merchant_pending', amountCents: cents },
      { account: 'gateway_clearing', amountCents: -cents },
    ],
  })
  await postJournal(t.db, {
    appId: app.id,
    kind: 'release',
    reference,
    now,
    postings: [
      { account: 'merchant_available', amountCents: cents },
      { account: 'merchant_pending', amountCents: -cents },
    ],
  })
}

/** The wallet on, with a pix destination and the given limits. */
export async function enableWallet(
  t: TestServer,
  token: string,
  app: AppRecord,
  limits: { min?: number; cap?: number; destination?: unknown } = {},
): Promise<void> {
  const saved = await t.request('PUT', `${walletUrl(app)}/settings`, {
    token,
    json: {
      min_withdrawal_cents: limits.min ?? 1_000,
      daily_withdrawal_cap_cents: limits.cap ?? 5_000_000,
      destination: limits.destination === undefined ? PIX_DESTINATION : limits.destination,
    },
  })
  if (saved.status !== 200) throw new Error(saved.text)
  const enabled = await t.request('PUT', `${walletUrl(app)}/enabled`, {
    token,
    json: { enabled: true },
  })
  if (enabled.status !== 200) throw new Error(enabled.text)
}

export function withdraw(
  t: TestServer,
  token: string,
  app: AppRecord,
  amountCents: number,
  key: string = randomUUID(),
): Promise<TestResponse> {
  return t.request('POST', `${walletUrl(app)}/withdrawals`, {
    token,
    lang: 'pt-BR',
    headers: { 'Idempotency-Key': key },
    json: { amount_cents: amountCents },
  })
}

export const SUPPLIER = {
  name: 'Gráfica Estrela',
  document: '11.222.333/0001-81',
  email: 'contato@graficaestrela.com.br',
  category: 'services',
  destination: {
    kind: 'bank_account',
    bank_code: '260',
    agency: '0001',
    account: '123456',
    account_digit: '7',
    account_type: 'checking',
  },
} as const
