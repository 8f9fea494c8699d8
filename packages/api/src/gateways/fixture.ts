import { ApiError } from '../http/api-error.ts'
import type { GatewaysApi } from './api.ts'
import { DEFAULT_INSTALLMENT_SETUP, type Gateway, type InstallmentSetup } from './schema.ts'

// The gateways area's screens enrich this sample (issue 10): one sandbox gateway per type.

export interface GatewaysFixtureState {
  gateways: Gateway[]
  installments: InstallmentSetup
}

const at = '2026-11-01T12:00:00.000Z'
const gateway = (id: number, fields: Pick<Gateway, 'type' | 'name' | 'settings'>): Gateway => ({
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
  }),
]

export function sampleGatewaysState(empty: boolean): GatewaysFixtureState {
  return {
    gateways: empty ? [] : structuredClone(sampleGateways),
    installments: structuredClone(DEFAULT_INSTALLMENT_SETUP),
  }
}

const notFound = () =>
  new ApiError({
    statusCode: 404,
    statusMessage: 'Not Found',
    message: 'Meio de pagamento não encontrado.',
  })

export function createGatewaysFixture(state: GatewaysFixtureState, now: () => Date): GatewaysApi {
  const find = (id: number) => {
    const found = state.gateways.find((item) => item.id === id)
    if (!found) throw notFound()
    return found
  }
  return {
    list: async (_appId, type) =>
      structuredClone(state.gateways.filter((item) => !type || item.type === type)),
    get: async (_appId, id) => structuredClone(find(id)),
    async create(_appId, input) {
      const id = Math.max(0, ...state.gateways.map((item) => item.id)) + 1
      const stamp = now().toISOString()
      const created: Gateway = {
        ...gateway(id, { type: input.type, name: input.name, settings: input.settings }),
        environment: input.environment,
        active: input.active,
        fees: input.fees,
        created_at: stamp,
        updated_at: stamp,
      }
      state.gateways.push(created)
      return structuredClone(created)
    },
    async update(_appId, id, input) {
      const found = find(id)
      Object.assign(found, {
        name: input.name,
        environment: input.environment,
        active: input.active,
        fees: input.fees,
        settings: input.settings,
        updated_at: now().toISOString(),
      })
      return structuredClone(found)
    },
    async remove(_appId, id) {
      find(id)
      state.gateways = state.gateways.filter((item) => item.id !== id)
    },
    installments: async () => structuredClone(state.installments),
    async saveInstallments(_appId, input) {
      state.installments = { ...DEFAULT_INSTALLMENT_SETUP, ...input } as InstallmentSetup
      return structuredClone(state.installments)
    },
  }
}
