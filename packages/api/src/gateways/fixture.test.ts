import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { isApiError } from '../http/api-error.ts'
import { createGatewaysFixture, sampleGateways, sampleGatewaysState } from './fixture.ts'
import {
  GATEWAY_TYPES,
  GatewayInputSchema,
  InstallmentSetupSchema,
  type Gateway,
  type GatewayInput,
} from './schema.ts'

const now = () => new Date('2026-11-21T12:00:00.000Z')
const fixture = () => {
  const state = sampleGatewaysState(false)
  return { state, api: createGatewaysFixture(state, now, 'pt-BR') }
}

/** What the panel sends to save a stored gateway as it is. */
const inputOf = (gateway: Gateway): GatewayInput =>
  ({
    type: gateway.type,
    name: gateway.name,
    provider: gateway.provider,
    environment: gateway.environment,
    active: gateway.active,
    fees: gateway.fees,
    settings: gateway.settings,
  }) as GatewayInput

/** The refusal a call ends in (fails the test when it does not fail). */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  )
  if (!isApiError(error)) throw new Error(`Expected an ApiError, got ${String(error)}`)
  return error
}

const pixInput: GatewayInput = {
  type: 'pix',
  name: 'Pix novo',
  provider: 'sandbox',
  environment: 'sandbox',
  active: true,
  fees: { percent_bps: 99, fixed_cents: 0 },
  settings: { pix_key: 'Financeiro@Loja.com.br', expires_in_minutes: 60 },
}

describe('gateways fixture', () => {
  it('has one gateway or more of every type, each as the contract would accept it', () => {
    for (const type of GATEWAY_TYPES) {
      expect(
        sampleGateways.some((item) => item.type === type),
        type,
      ).toBe(true)
    }
    for (const item of sampleGateways) {
      const parsed = v.safeParse(GatewayInputSchema, inputOf(item), { lang: 'pt-BR' })
      expect(parsed.issues, item.name).toBeUndefined()
    }
  })

  it('validates with the contract and answers field errors in Portuguese', async () => {
    const { api } = fixture()
    const error = await refusal(
      api.create(101, {
        ...pixInput,
        name: '',
        settings: { pix_key: '123.456.789-00', expires_in_minutes: 1 },
      }),
    )
    expect(error.statusCode).toBe(400)
    expect(error.data).toEqual({
      fields: {
        name: 'Nome é obrigatório.',
        'settings.pix_key':
          'CPF inválido: confira os dígitos. Para celular, comece com +55 e o DDD.',
        'settings.expires_in_minutes': 'Validade do código (minutos) deve estar entre 5 e 10.080.',
      },
    })
  })

  it('stores the normalised settings and only whether each credential is set', async () => {
    const { api, state } = fixture()
    const created = await api.create(101, {
      ...pixInput,
      credentials: { api_key: 'sk_test_123' },
    })
    expect(created.settings).toEqual({ pix_key: 'financeiro@loja.com.br', expires_in_minutes: 60 })
    expect(created.credentials).toEqual({ api_key: true })
    expect(JSON.stringify(state)).not.toContain('sk_test_123')

    // Left out: kept. Null: cleared.
    const kept = await api.update(101, created.id, inputOf(created))
    expect(kept.credentials).toEqual({ api_key: true })
    const cleared = await api.update(101, created.id, {
      ...inputOf(created),
      credentials: { api_key: null },
    })
    expect(cleared.credentials).toEqual({ api_key: false })
  })

  it('refuses credentials the provider does not use, and a change of type', async () => {
    const { api } = fixture()
    const unknown = await refusal(api.create(101, { ...pixInput, credentials: { secret: 'x' } }))
    expect(unknown.data).toEqual({
      fields: { 'credentials.secret': 'Este provedor não usa esta credencial.' },
    })
    const pix = sampleGateways[0]!
    const changed = await refusal(
      api.update(101, pix.id, {
        ...inputOf(pix),
        type: 'voucher',
        settings: { brands: ['alelo'] },
      } as GatewayInput),
    )
    expect(changed.statusCode).toBe(400)
  })

  it('refuses to remove a gateway that took payments, and removes one that did not', async () => {
    const { api, state } = fixture()
    const used = sampleGateways.find((item) => item.payments_count > 0)!
    const error = await refusal(api.remove(101, used.id))
    expect(error.statusCode).toBe(409)
    expect(error.message).toMatch(/Desative-o/)
    const unused = sampleGateways.find((item) => item.payments_count === 0)!
    await api.remove(101, unused.id)
    expect(state.gateways.some((item) => item.id === unused.id)).toBe(false)
    expect((await refusal(api.get(101, unused.id))).statusCode).toBe(404)
  })

  it('saves the installments setup validated', async () => {
    const { api } = fixture()
    const error = await refusal(
      api.saveInstallments(101, {
        max_installments: 30,
        interest_free: 3,
        monthly_rate_bps: 199,
        min_installment_cents: 500,
        by_brand: [],
      }),
    )
    expect(error.data).toEqual({
      fields: { max_installments: 'Máximo de parcelas deve estar entre 1 e 24.' },
    })
    const saved = await api.saveInstallments(101, {
      max_installments: 10,
      interest_free: 5,
      monthly_rate_bps: 199,
      min_installment_cents: 1000,
      by_brand: [{ brand: 'amex', max_installments: 6, interest_free: 2, monthly_rate_bps: 299 }],
    })
    expect(v.is(InstallmentSetupSchema, saved)).toBe(true)
    expect(await api.installments(101)).toEqual(saved)
  })
})
