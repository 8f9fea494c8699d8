import { ApiError } from '../http/api-error.ts'
import { parseBody } from '../http/field-errors.ts'
import type { GatewaysApi } from './api.ts'
import {
  DEFAULT_INSTALLMENT_SETUP,
  GatewayInputSchema,
  InstallmentSetupSchema,
  PROVIDER_CREDENTIALS,
  type Gateway,
  type GatewaySettings,
  type GatewayType,
  type InstallmentSetup,
} from './schema.ts'

/*
 * The gateways resource in memory, with the server's rules: the contract's schema validates
 * every write (the same field messages the server answers), credentials are kept only as
 * set / not set, the type of a gateway never changes, and a gateway that took payments cannot
 * be removed. One or two sandbox gateways of every type, so each screen has something to show.
 */

export interface GatewaysFixtureState {
  gateways: Gateway[]
  installments: InstallmentSetup
}

const at = '2026-11-01T12:00:00.000Z'

type Sample<T extends GatewayType> = Partial<Omit<Gateway, 'type' | 'settings'>> & {
  type: T
  name: string
  settings: GatewaySettings<T>
}

const gateway = <T extends GatewayType>(id: number, fields: Sample<T>): Gateway => ({
  id,
  provider: 'sandbox',
  environment: 'sandbox',
  active: true,
  fees: { percent_bps: 99, fixed_cents: 0 },
  credentials: { api_key: false },
  payments_count: 0,
  last_payment_at: null,
  created_at: at,
  updated_at: at,
  ...fields,
})

export const sampleGateways: Gateway[] = [
  gateway(1, {
    type: 'pix',
    name: 'Pix da loja',
    settings: { pix_key: '12345678000195', expires_in_minutes: 60 },
    credentials: { api_key: true },
    payments_count: 1284,
    last_payment_at: '2026-11-21T11:42:00.000Z',
  }),
  gateway(2, {
    type: 'pix',
    name: 'Pix — chave aleatória',
    active: false,
    settings: { pix_key: '7d9f0335-8dcc-4054-9bf9-0dbd61a6e3d4', expires_in_minutes: 30 },
    fees: { percent_bps: 0, fixed_cents: 50 },
    created_at: '2026-11-15T14:00:00.000Z',
    updated_at: '2026-11-15T14:00:00.000Z',
  }),
  gateway(3, {
    type: 'billet',
    name: 'Boleto Banco do Brasil',
    settings: {
      bank: '001',
      wallet: '17',
      agreement: '1234567',
      days_to_due: 3,
      fine_bps: 200,
      interest_monthly_bps: 100,
      discount_bps: 500,
      discount_days: 2,
    },
    fees: { percent_bps: 0, fixed_cents: 349 },
    credentials: { api_key: true },
    payments_count: 412,
    last_payment_at: '2026-11-20T18:05:00.000Z',
  }),
  gateway(4, {
    type: 'billet',
    name: 'Boleto Itaú',
    active: false,
    settings: {
      bank: '341',
      wallet: '109',
      agreement: '12345',
      days_to_due: 5,
      fine_bps: 0,
      interest_monthly_bps: 0,
      discount_bps: 0,
      discount_days: 0,
    },
    fees: { percent_bps: 0, fixed_cents: 290 },
  }),
  gateway(5, {
    type: 'creditcard',
    name: 'Cartão de crédito',
    settings: {
      soft_descriptor: 'LOJA AURORA',
      max_installments: 12,
      capture: 'automatic',
      brands: ['visa', 'mastercard', 'elo', 'amex', 'hipercard'],
    },
    fees: { percent_bps: 399, fixed_cents: 0 },
    credentials: { api_key: true },
    payments_count: 2210,
    last_payment_at: '2026-11-21T11:58:00.000Z',
  }),
  gateway(6, {
    type: 'creditcard',
    name: 'Cartão com pré-autorização',
    settings: {
      soft_descriptor: 'AURORA RESERV',
      max_installments: 6,
      capture: 'pre_authorize',
      brands: ['visa', 'mastercard'],
    },
    fees: { percent_bps: 429, fixed_cents: 30 },
  }),
  gateway(7, {
    type: 'voucher',
    name: 'Vale-refeição',
    settings: { brands: ['alelo', 'pluxee', 'ticket', 'vr'] },
    fees: { percent_bps: 650, fixed_cents: 0 },
    payments_count: 57,
    last_payment_at: '2026-11-19T15:30:00.000Z',
  }),
  gateway(8, {
    type: 'pix-installment',
    name: 'Pix parcelado',
    settings: {
      pix_key: 'financeiro@lojaaurora.com.br',
      expires_in_minutes: 30,
      max_installments: 12,
    },
    fees: { percent_bps: 249, fixed_cents: 0 },
    payments_count: 9,
    last_payment_at: '2026-11-18T10:10:00.000Z',
  }),
  gateway(9, {
    type: 'static-pix',
    name: 'QR Code do balcão',
    settings: {
      pix_key: '+5511987654321',
      amount_cents: null,
      description: 'Pagamento no balcao',
    },
    payments_count: 143,
    last_payment_at: '2026-11-21T10:20:00.000Z',
  }),
  gateway(10, {
    type: 'static-pix',
    name: 'Contribuição de R$ 50',
    active: false,
    settings: { pix_key: '29537995593', amount_cents: 5000, description: 'Contribuicao' },
    fees: { percent_bps: 0, fixed_cents: 0 },
  }),
  gateway(11, {
    type: 'custom',
    name: 'Transferência bancária',
    settings: {
      method_name: 'Transferência bancária',
      instructions:
        'Transfira o valor para:\nBanco do Brasil — agência 1234-5, conta 67890-1\nLoja Aurora Ltda, CNPJ 12.345.678/0001-95\nEnvie o comprovante para financeiro@lojaaurora.com.br.',
    },
    fees: { percent_bps: 0, fixed_cents: 0 },
    credentials: {},
    payments_count: 12,
    last_payment_at: '2026-11-12T16:45:00.000Z',
  }),
  gateway(12, {
    type: 'custom',
    name: 'Pagamento na entrega',
    active: false,
    settings: {
      method_name: 'Pagamento na entrega',
      instructions: 'Pague ao entregador em dinheiro ou cartão de débito.',
    },
    fees: { percent_bps: 0, fixed_cents: 0 },
    credentials: {},
  }),
]

export function sampleGatewaysState(empty: boolean): GatewaysFixtureState {
  return {
    gateways: empty ? [] : structuredClone(sampleGateways),
    installments: structuredClone(DEFAULT_INSTALLMENT_SETUP),
  }
}

const texts = {
  notFound: { 'pt-BR': 'Meio de pagamento não encontrado.', en: 'Gateway not found.' },
  hasPayments: {
    'pt-BR':
      'Este meio de pagamento já recebeu pagamentos e não pode ser excluído: eles fazem parte do histórico da loja. Desative-o para deixar de oferecê-lo.',
    en: 'This gateway has taken payments and cannot be removed: they are part of the store’s history. Deactivate it instead.',
  },
  typeChanged: {
    'pt-BR': 'O tipo de um meio de pagamento não muda: cadastre outro.',
    en: 'A gateway’s type never changes: create another one.',
  },
  unknownCredential: {
    'pt-BR': 'Este provedor não usa esta credencial.',
    en: 'This provider has no such credential.',
  },
} as const

/** Which credentials are set after a write: a value sets, null clears, a key left out keeps. */
function credentialsAfter(
  provider: Gateway['provider'],
  current: Record<string, boolean>,
  written: Record<string, string | null>,
): Record<string, boolean> {
  // The values themselves are dropped here: the fixture, like the server's answers, keeps none.
  return Object.fromEntries(
    PROVIDER_CREDENTIALS[provider].map((key) => {
      const value = written[key]
      return [key, value === undefined ? (current[key] ?? false) : value !== null && value !== '']
    }),
  )
}

export function createGatewaysFixture(
  state: GatewaysFixtureState,
  now: () => Date,
  lang: 'en' | 'pt-BR' = 'pt-BR',
): GatewaysApi {
  const fail = (statusCode: number, statusMessage: string, message: string, fields?: object) =>
    new ApiError({
      statusCode,
      statusMessage,
      message,
      ...(fields ? { data: { fields } } : {}),
    })
  const find = (id: number) => {
    const found = state.gateways.find((item) => item.id === id)
    if (!found) throw fail(404, 'Not Found', texts.notFound[lang])
    return found
  }
  const parse = (body: unknown) => {
    const values = parseBody(GatewayInputSchema, body, lang)
    const known = PROVIDER_CREDENTIALS[values.provider]
    const unknown = Object.keys(values.credentials).filter((key) => !known.includes(key))
    if (unknown.length > 0) {
      const fields = Object.fromEntries(
        unknown.map((key) => [`credentials.${key}`, texts.unknownCredential[lang]]),
      )
      throw fail(400, 'Bad Request', texts.unknownCredential[lang], fields)
    }
    return values
  }

  return {
    list: async (_appId, type) =>
      structuredClone(state.gateways.filter((item) => !type || item.type === type)),
    get: async (_appId, id) => structuredClone(find(id)),
    async create(_appId, input) {
      const values = parse(input)
      const stamp = now().toISOString()
      const created: Gateway = {
        id: Math.max(0, ...state.gateways.map((item) => item.id)) + 1,
        type: values.type,
        name: values.name,
        provider: values.provider,
        environment: values.environment,
        active: values.active,
        fees: values.fees,
        credentials: credentialsAfter(values.provider, {}, values.credentials),
        settings: values.settings,
        payments_count: 0,
        last_payment_at: null,
        created_at: stamp,
        updated_at: stamp,
      }
      state.gateways.push(created)
      return structuredClone(created)
    },
    async update(_appId, id, input) {
      const found = find(id)
      const values = parse(input)
      if (values.type !== found.type) {
        throw fail(400, 'Bad Request', texts.typeChanged[lang], { type: texts.typeChanged[lang] })
      }
      Object.assign(found, {
        name: values.name,
        provider: values.provider,
        environment: values.environment,
        active: values.active,
        fees: values.fees,
        credentials: credentialsAfter(values.provider, found.credentials, values.credentials),
        settings: values.settings,
        updated_at: now().toISOString(),
      })
      return structuredClone(found)
    },
    async remove(_appId, id) {
      const found = find(id)
      if (found.payments_count > 0) throw fail(409, 'Conflict', texts.hasPayments[lang])
      state.gateways = state.gateways.filter((item) => item.id !== id)
    },
    installments: async () => structuredClone(state.installments),
    async saveInstallments(_appId, input) {
      state.installments = parseBody(InstallmentSetupSchema, input, lang)
      return structuredClone(state.installments)
    },
  }
}
