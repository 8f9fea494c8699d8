import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { parseBody } from '../http/field-errors.ts'
import { createFixtureApi } from '../fixture/index.ts'
import { SellerInputSchema } from './sellers.ts'
import { splitRuleChanges, splitRuleSummary } from './versions.ts'
import type { SplitRule } from './schema.ts'

const fieldsOf = (body: unknown) => {
  try {
    parseBody(SellerInputSchema, body, 'pt-BR')
    return {}
  } catch (error) {
    return (error as { data: { fields: Record<string, string> } }).data.fields
  }
}

describe('SellerInputSchema', () => {
  test('a pix key seller reads normalised', () => {
    const parsed = v.parse(SellerInputSchema, {
      name: ' Ana Souza ',
      document: '529.982.247-25',
      email: 'Ana@Exemplo.com.br',
      payout: { kind: 'pix', pix_key: '+55 (11) 98765-4321' },
    })
    expect(parsed).toEqual({
      name: 'Ana Souza',
      document: '52998224725',
      email: 'ana@exemplo.com.br',
      payout: { kind: 'pix', pix_key: '+5511987654321' },
      provider_account: null,
    })
  })

  test('each field says what is wrong in Portuguese', () => {
    expect(
      fieldsOf({
        name: 'A',
        document: '529.982.247-26',
        email: '',
        payout: {
          kind: 'bank_account',
          bank_code: '12',
          agency: '1234',
          agency_digit: 'Y',
          account: '12a',
          account_digit: '',
        },
      }),
    ).toEqual({
      name: expect.stringMatching(/Nome deve ter/),
      document: 'Informe um CPF ou CNPJ válido: confira os dígitos.',
      email: 'E-mail é obrigatório.',
      'payout.bank_code': expect.stringMatching(/Banco/),
      'payout.agency_digit':
        'O dígito da agência é um número ou X; deixe em branco se a agência não tem.',
      'payout.account': 'Informe a conta só com números, até 12, sem o dígito (ex.: 12345).',
      'payout.account_digit': 'Dígito da conta é obrigatório.',
    })
  })
})

const merchant = { kind: 'merchant' } as const
const rule = (shares: SplitRule['shares'], more: Partial<SplitRule> = {}): SplitRule => ({
  shares,
  fee_payer: merchant,
  remainder_taker: merchant,
  chargeback_liability: merchant,
  overrides: [],
  ...more,
})
const names = (id: number) => ({ 1: 'Ana', 2: 'Bia', 3: 'Caio' })[id] ?? `#${id}`

describe('what changed between versions', () => {
  test('sellers in, out and changed, per type, and the parties', () => {
    const before = rule([
      { seller_id: 1, kind: 'percent', basis_points: 2000 },
      { seller_id: 2, kind: 'fixed', cents: 500 },
    ])
    const after = rule(
      [
        { seller_id: 1, kind: 'percent', basis_points: 3333 },
        { seller_id: 3, kind: 'fixed', cents: 1001 },
      ],
      {
        remainder_taker: { kind: 'seller', seller_id: 1 },
        overrides: [
          { payment_type: 'billet', shares: [{ seller_id: 1, kind: 'fixed', cents: 200 }] },
        ],
      },
    )
    const changes = splitRuleChanges(before, after)
    expect(splitRuleSummary('pt-BR', changes, names)).toBe(
      'Ana: 20% → 33,33%; Caio passou a receber R$\u00a010,01; Bia deixou de receber (tinha R$\u00a05,00); divisão própria para boleto; arredondamento: a loja → Ana.',
    )
    expect(splitRuleSummary('pt-BR', splitRuleChanges(null, after), names)).toBe('Primeira versão.')
    expect(splitRuleChanges(after, structuredClone(after))).toEqual([])
  })
})

describe('the fixture', () => {
  test('saves versions, refuses a suspended seller, and lists the gateways that split', async () => {
    const api = createFixtureApi()
    const gateways = await api.split.listGateways(101)
    expect(gateways.find((gateway) => gateway.id === 1)).toMatchObject({
      rule_version: 2,
      sellers_count: 4,
      active_sellers_count: 2,
    })
    // The sample store's voucher and custom gateways do not split.
    expect(gateways.map((gateway) => gateway.type)).not.toContain('voucher')
    const history = await api.split.ruleHistory(101, 1)
    expect(history.items.map((item) => item.summary)).toEqual([
      'Ateliê Maré Alta: 25% → 20%; Joana Ribeiro Cerâmica: 5% → 10%.',
      'Primeira versão.',
    ])
    await expect(
      api.split.saveRule(101, 1, {
        shares: [{ seller_id: 4, kind: 'percent', basis_points: 100 }],
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      data: {
        fields: {
          'shares.0.seller_id':
            'O vendedor Carlos Menezes Artesanato não está ativo: ative-o ou tire-o da divisão.',
        },
      },
    })
    const saved = await api.split.saveRule(
      101,
      1,
      { shares: [{ seller_id: 1, kind: 'percent', basis_points: 3000 }] },
      { baseVersion: 2 },
    )
    expect(saved).toMatchObject({ created: true, version: { version: 3 } })
    await expect(
      api.split.saveRule(101, 1, { shares: [] }, { baseVersion: 2 }),
    ).rejects.toMatchObject({ statusCode: 400 })
    await expect(
      api.split.saveRule(101, 1, saved.version.rule, { baseVersion: 2 }),
    ).rejects.toMatchObject({ statusCode: 409 })
  })
})
