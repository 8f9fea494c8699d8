import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createFixtureApi } from '../fixture/index.ts'
import { isApiError } from '../http/api-error.ts'
import { parsePixBrCode } from '../payments/pix/index.ts'
import { createCheckoutFixture, sampleCheckoutState } from './fixture.ts'
import {
  CHECKOUT_AVAILABILITIES,
  PublicChargeInputSchema,
  PublicLinkSchema,
  PublicPaymentSchema,
  publicInstallmentOptions,
  type PublicChargeInput,
} from './schema.ts'

const now = () => new Date('2026-11-21T12:00:00.000Z')
const fixture = () => {
  const state = sampleCheckoutState()
  return { state, api: createCheckoutFixture(state, now) }
}

const payer: PublicChargeInput = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  document: '529.982.247-25',
  gateway_id: 1,
  address: {
    postal_code: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
}

async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  )
  if (!isApiError(error)) throw new Error(`Expected an ApiError, got ${String(error)}`)
  return error
}

describe('the checkout fixture', () => {
  it('has a sample link of each availability and receipts of each state, valid by the contract', () => {
    const { state } = fixture()
    for (const link of state.links) v.parse(PublicLinkSchema, link)
    for (const payment of state.payments) v.parse(PublicPaymentSchema, payment)
    expect(new Set(state.links.map((link) => link.availability))).toEqual(
      new Set(CHECKOUT_AVAILABILITIES),
    )
    expect(state.payments.map((payment) => payment.status)).toEqual([
      'pending',
      'pending',
      'authorized',
      'failed',
      'pre_authorized',
    ])
    expect(parsePixBrCode(state.payments[0]!.pix!.code).valid).toBe(true)
  })

  it('charges a pix once per key and pays it by simulation', async () => {
    const { api } = fixture()
    const first = await api.charge('camiseta-organica', payer, 'chave-1')
    const again = await api.charge('camiseta-organica', payer, 'chave-1')
    expect(again.token).toBe(first.token)
    expect(first).toMatchObject({ status: 'pending', amount_cents: 8_990 })
    expect(parsePixBrCode(first.pix!.code).valid).toBe(true)
    const paid = await api.simulatePaid(first.token, 'chave-2')
    expect(paid).toMatchObject({ status: 'complete', pix: null })
    expect((await api.payment(first.token)).status).toBe('complete')
  })

  it('refuses what the server refuses', async () => {
    const { api } = fixture()
    expect((await refusal(api.link('nao-existe'))).statusCode).toBe(404)
    expect((await refusal(api.charge('vestido-mostruario', payer, 'k'))).statusCode).toBe(409)
    const { address: _address, ...noAddress } = payer
    expect((await refusal(api.charge('camiseta-organica', noAddress, 'k2'))).statusCode).toBe(400)
    const below = await refusal(
      api.charge('contribuicao-livre', { ...payer, amount_cents: 100 }, 'k3'),
    )
    expect(below.statusCode).toBe(422)
    const declined = await api.charge(
      'camiseta-organica',
      { ...payer, gateway_id: 5, card: cardOf('4000000000000002') },
      'k4',
    )
    expect(declined.status).toBe('failed')
  })

  it('is part of the fixture API, every method wrapped', async () => {
    const names: string[] = []
    const api = createFixtureApi({
      wrap: (method, name) => {
        names.push(name)
        return method
      },
    })
    expect(names.filter((name) => name.startsWith('checkout.'))).toHaveLength(7)
    expect((await api.checkout.link('camiseta-organica')).availability).toBe('available')
  })
})

function cardOf(number: string) {
  return { number, holder: 'ANA SOUZA', expiry_month: 12, expiry_year: 2035, cvv: '123' }
}

describe('PublicChargeInputSchema', () => {
  it('checks the document and keeps it normalised', () => {
    const parsed = v.safeParse(PublicChargeInputSchema, { ...payer, document: '111.111.111-11' })
    expect(parsed.success).toBe(false)
    expect(v.parse(PublicChargeInputSchema, payer).document).toBe('52998224725')
  })
})

describe('publicInstallmentOptions', () => {
  const setup = {
    max_installments: 12,
    interest_free: 3,
    monthly_rate_bps: 299,
    min_installment_cents: 500,
    by_brand: [
      { brand: 'amex' as const, max_installments: 2, interest_free: 1, monthly_rate_bps: 199 },
    ],
  }
  it('follows the setup for cards, the brand’s rule when known, and divides pix evenly', () => {
    const card = { type: 'creditcard' as const, max_installments: 6 }
    expect(publicInstallmentOptions(10_000, card, setup).map((o) => o.count)).toEqual([
      1, 2, 3, 4, 5, 6,
    ])
    expect(publicInstallmentOptions(10_000, card, setup, 'amex')).toHaveLength(2)
    const pix = publicInstallmentOptions(
      10_000,
      { type: 'pix-installment', max_installments: 4 },
      setup,
    )
    expect(pix.every((option) => option.interest_free && option.total_cents === 10_000)).toBe(true)
    expect(
      publicInstallmentOptions(10_000, { type: 'pix', max_installments: 1 }, setup),
    ).toHaveLength(1)
  })
})

describe('capture requests in the fixture', () => {
  it('are paid once: a declined card leaves them open, a paid one uses them', async () => {
    const { api } = fixture()
    const { address: _address, ...input } = payer
    const declined = await api.payCapture(
      'cobranca-aberta-0001',
      { ...input, gateway_id: 5, card: cardOf('4000000000000002') },
      'c1',
    )
    expect(declined.status).toBe('failed')
    expect((await api.capture('cobranca-aberta-0001')).state).toBe('open')
    const paid = await api.payCapture(
      'cobranca-aberta-0001',
      { ...input, gateway_id: 5, card: cardOf('4242424242424242') },
      'c2',
    )
    expect(paid).toMatchObject({ status: 'authorized', amount_cents: 15_000 })
    expect(await api.capture('cobranca-aberta-0001')).toMatchObject({
      state: 'used',
      payment_token: paid.token,
    })
    expect((await refusal(api.payCapture('cobranca-aberta-0001', input, 'c3'))).statusCode).toBe(
      409,
    )
    const created = await api.createCapture(1, {
      items: [{ description: 'Bolo', quantity: 1, unit_cents: 9_000 }],
      gateway_ids: [1],
    })
    expect(created.url).toMatch(/\/c-capture\//)
    const hash = created.url.split('/').at(-1)!
    expect((await api.capture(hash)).amount_cents).toBe(9_000)
  })
})
