import type { GatewayType } from '@vitrine/api'

/**
 * The demo store's gateways: one sandbox gateway of each type (and a second card gateway that
 * pre-authorises), with the fees Brazilian providers typically charge. The pix key is the demo
 * store's CNPJ-shaped key; settings follow the contract's GatewaySettingsSchemas.
 */
export interface DemoGateway {
  type: GatewayType
  name: string
  feePercentBps: number
  feeFixedCents: number
  settings: Record<string, unknown>
}

export const DEMO_PIX_KEY = '12345678000195'

export const DEMO_GATEWAYS: readonly DemoGateway[] = [
  {
    type: 'pix',
    name: 'Pix da loja',
    feePercentBps: 99,
    feeFixedCents: 0,
    settings: { pix_key: DEMO_PIX_KEY, expires_in_minutes: 60 },
  },
  {
    type: 'creditcard',
    name: 'Cartão de crédito',
    feePercentBps: 349,
    feeFixedCents: 39,
    settings: {
      soft_descriptor: 'LOJA DEMO',
      max_installments: 12,
      capture: 'automatic',
      brands: ['visa', 'mastercard', 'elo', 'amex', 'hipercard'],
    },
  },
  {
    type: 'creditcard',
    name: 'Cartão com pré-autorização',
    feePercentBps: 349,
    feeFixedCents: 39,
    settings: {
      soft_descriptor: 'LOJA DEMO',
      max_installments: 6,
      capture: 'pre_authorize',
      brands: ['visa', 'mastercard', 'elo'],
    },
  },
  {
    type: 'billet',
    name: 'Boleto Itaú',
    feePercentBps: 0,
    feeFixedCents: 249,
    settings: {
      bank: '341',
      wallet: '109',
      agreement: '12345',
      days_to_due: 3,
      fine_bps: 200,
      interest_monthly_bps: 100,
      discount_bps: 0,
      discount_days: 0,
    },
  },
  {
    type: 'voucher',
    name: 'Vale-refeição',
    feePercentBps: 450,
    feeFixedCents: 0,
    settings: { brands: ['alelo', 'pluxee', 'ticket', 'vr'] },
  },
  {
    type: 'pix-installment',
    name: 'Pix parcelado',
    feePercentBps: 199,
    feeFixedCents: 0,
    settings: { pix_key: DEMO_PIX_KEY, expires_in_minutes: 30, max_installments: 6 },
  },
  {
    type: 'static-pix',
    name: 'QR Code do balcão',
    feePercentBps: 0,
    feeFixedCents: 0,
    settings: { pix_key: DEMO_PIX_KEY, amount_cents: null, description: 'Loja Demonstracao' },
  },
  {
    type: 'custom',
    name: 'Transferência bancária',
    feePercentBps: 0,
    feeFixedCents: 0,
    settings: {
      method_name: 'Transferência bancária',
      instructions:
        'Transfira para o Banco Itaú (341), agência 0001, conta 12345-6, CNPJ 12.345.678/0001-95, ' +
        'e envie o comprovante para financeiro@lojademo.com.br.',
    },
  },
]
