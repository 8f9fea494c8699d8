import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { issuesToFieldErrors } from '@vitrine/api'
import { sampleGateways } from '@vitrine/api/fixture'
import { gatewayFormDefaults, gatewayFormSchema, type GatewayFormValues } from './gateway-form.ts'

const parse = (values: GatewayFormValues) =>
  v.safeParse(gatewayFormSchema(values.type), values, { lang: 'pt-BR' })

/** What the form sends for valid values. */
const output = (values: GatewayFormValues) =>
  v.parse(gatewayFormSchema(values.type), values, { lang: 'pt-BR' })

/** The first message of each failing field, as the form shows them. */
function messagesOf(values: GatewayFormValues) {
  const result = parse(values)
  return result.success ? {} : issuesToFieldErrors(result.issues)
}

const withSettings = (
  type: GatewayFormValues['type'],
  settings: GatewayFormValues['settings'],
): GatewayFormValues => {
  const values = gatewayFormDefaults(type)
  return { ...values, name: 'Teste', settings: { ...values.settings, ...settings } }
}

describe('gateway form', () => {
  it('shows every stored gateway as typed values that save it back unchanged', () => {
    for (const gateway of sampleGateways) {
      const result = parse(gatewayFormDefaults(gateway.type, gateway))
      expect(result.issues, gateway.name).toBeUndefined()
      expect(result.output, gateway.name).toEqual({
        type: gateway.type,
        name: gateway.name,
        provider: gateway.provider,
        environment: gateway.environment,
        active: gateway.active,
        fees: gateway.fees,
        credentials: {},
        settings: gateway.settings,
      })
    }
  })

  it('turns percentages into basis points and reais into centavos, on the digits', () => {
    const values = withSettings('billet', {
      bank: '341',
      wallet: '109',
      agreement: '123456',
      fine_bps: '1,5',
      interest_monthly_bps: '0.33',
      discount_bps: '10',
      discount_days: '5',
    })
    values.fees = { percent_bps: '2,99', fixed_cents: '1.000,00' }
    const result = parse(values)
    expect(result.output).toMatchObject({
      fees: { percent_bps: 299, fixed_cents: 100_000 },
      settings: { fine_bps: 150, interest_monthly_bps: 33, discount_bps: 1000, discount_days: 5 },
    })
  })

  it('says in Portuguese what is wrong, in the units typed', () => {
    expect(
      messagesOf(
        withSettings('billet', {
          bank: '1',
          wallet: '',
          agreement: '12',
          fine_bps: '2,5',
          interest_monthly_bps: '1,234',
          days_to_due: '90',
        }),
      ),
    ).toEqual({
      'settings.bank': 'Banco não está em um formato válido.',
      'settings.wallet': 'Carteira é obrigatória.',
      'settings.agreement': 'Convênio não está em um formato válido.',
      'settings.days_to_due': 'Prazo de vencimento (dias) deve estar entre 1 e 60.',
      'settings.fine_bps': 'Multa deve ser de no máximo 2,00%.',
      'settings.interest_monthly_bps':
        'Taxa de juros ao mês deve ser um percentual com até duas casas decimais, como 2,99.',
    })
    expect(
      messagesOf(withSettings('creditcard', { soft_descriptor: 'LOJA AURORA LTDA', brands: [] })),
    ).toEqual({
      'settings.soft_descriptor': 'Nome na fatura deve ter no máximo 13 caracteres.',
      'settings.brands': 'Escolha pelo menos uma bandeira.',
    })
    expect(messagesOf(withSettings('pix', { pix_key: '123.456.789-00' }))).toEqual({
      'settings.pix_key': 'CPF inválido: confira os dígitos. Para celular, comece com +55 e o DDD.',
    })
    expect(
      messagesOf(withSettings('static-pix', { pix_key: 'loja@exemplo.com', amount_cents: '0,00' })),
    ).toEqual({
      'settings.amount_cents': 'Valor fixo deve estar entre R$\u00a00,01 e R$\u00a099.999.999,99.',
    })
    const fees = { ...withSettings('voucher', { brands: ['vr'] }) }
    fees.fees = { percent_bps: 'dois', fixed_cents: '2.000,00' }
    expect(messagesOf(fees)).toEqual({
      'fees.percent_bps':
        'Taxa percentual deve ser um percentual com até duas casas decimais, como 2,99.',
      'fees.fixed_cents': 'Taxa fixa deve estar entre R$\u00a00,00 e R$\u00a01.000,00.',
    })
  })

  it('leaves an empty fixed amount as none, so the payer types it', () => {
    const sent = output(withSettings('static-pix', { pix_key: '+55 11 98765-4321' }))
    expect(sent.settings).toEqual({
      pix_key: '+5511987654321',
      amount_cents: null,
      description: '',
    })
  })

  it('sends only the credentials that change: a new value, or null to remove one', () => {
    const values = withSettings('voucher', { brands: ['alelo'] })
    expect(output(values).credentials).toEqual({})
    expect(output({ ...values, credentials: { api_key: 'sk_test_1' } }).credentials).toEqual({
      api_key: 'sk_test_1',
    })
    expect(output({ ...values, credentials: { api_key: null } }).credentials).toEqual({
      api_key: null,
    })
  })

  it('speaks the contract’s rules across fields on their fields', () => {
    const sandbox = withSettings('voucher', { brands: ['vr'] })
    expect(messagesOf({ ...sandbox, environment: 'production' })).toEqual({
      environment:
        'O provedor sandbox só funciona no ambiente sandbox: ele não movimenta dinheiro de verdade.',
    })
    const longKey = withSettings('static-pix', {
      pix_key: 'financeiro.loja.aurora.centro@exemplo-de-loja.com.br',
      description: 'Pagamento no balcao da loja do centro',
    })
    expect(messagesOf(longKey)['settings.description']).toMatch(
      /^Com esta chave pix, a descrição cabe no código com até \d+ caracteres\.$/,
    )
  })
})
