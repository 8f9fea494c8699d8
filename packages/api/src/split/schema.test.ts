import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fieldErrorsOf } from '../http/api-error.ts'
import { parseBody } from '../http/field-errors.ts'
import {
  EfiCustomSchema,
  fromEfiCustom,
  toEfiCustom,
  type EfiCustomInput,
  type EfiSellerAccount,
} from './eficustom.ts'
import {
  SplitRuleSchema,
  StaticPixSplitRuleSchema,
  type SplitRule,
  type SplitRuleInput,
} from './schema.ts'
import type * as v from 'valibot'

/** The field messages a body gets, in Portuguese (as the server answers and the form shows). */
function fieldsOf(schema: v.GenericSchema, body: unknown): Record<string, string> {
  try {
    parseBody(schema, body, 'pt-BR')
  } catch (error) {
    return fieldErrorsOf(error) ?? {}
  }
  return {}
}

const percent = (seller_id: number, basis_points: number) =>
  ({ seller_id, kind: 'percent', basis_points }) as const
const fixed = (seller_id: number, cents: number) => ({ seller_id, kind: 'fixed', cents }) as const

describe('SplitRuleSchema', () => {
  it('takes a rule and fills the merchant as the default of every party', () => {
    const rule = parseBody(SplitRuleSchema, { shares: [percent(1, 2000)] }, 'pt-BR')
    expect(rule).toEqual({
      shares: [percent(1, 2000)],
      fee_payer: { kind: 'merchant' },
      remainder_taker: { kind: 'merchant' },
      chargeback_liability: { kind: 'merchant' },
      overrides: [],
    })
  })

  it('says what is wrong with each problem, at the field to fix', () => {
    const cases: [SplitRuleInput | Record<string, unknown>, Record<string, string>][] = [
      [{ shares: [] }, { shares: 'Adicione pelo menos um vendedor com a parte que ele recebe.' }],
      [
        { shares: [percent(1, 7000), percent(2, 3050)], fee_payer: { kind: 'pro_rata' } },
        { shares: 'As porcentagens somam 100,5%: juntas, não podem passar de 100%.' },
      ],
      [
        { shares: [percent(1, 1000), fixed(1, 500)] },
        {
          'shares.1.seller_id':
            'Este vendedor já tem uma parte nesta divisão: junte as duas numa só.',
        },
      ],
      [
        { shares: [percent(1, 6000), percent(2, 4000)] },
        {
          shares:
            'Com as porcentagens somando 100%, a loja não fica com nada e não teria de onde pagar a tarifa: escolha quem paga a tarifa entre os vendedores ou diminua as porcentagens.',
        },
      ],
      [
        {
          shares: [percent(1, 1000)],
          fee_payer: { kind: 'seller', seller_id: 2 },
          remainder_taker: { kind: 'seller', seller_id: 3 },
          chargeback_liability: { kind: 'seller', seller_id: 4 },
        },
        {
          'fee_payer.seller_id':
            'O vendedor que paga a tarifa precisa ter uma parte nesta divisão.',
          'remainder_taker.seller_id':
            'O vendedor que fica com os centavos do arredondamento precisa ter uma parte nesta divisão.',
          'chargeback_liability.seller_id':
            'O vendedor responsável por estornos e chargebacks precisa ter uma parte nesta divisão.',
        },
      ],
      [
        {
          shares: [percent(1, 1000), percent(2, 1000)],
          fee_payer: { kind: 'seller', seller_id: 2 },
          overrides: [
            { payment_type: 'billet', shares: [percent(2, 500)] },
            { payment_type: 'creditcard', shares: [percent(1, 500)] },
            { payment_type: 'billet', shares: [percent(2, 800)] },
          ],
        },
        {
          'overrides.1.shares': 'O vendedor que paga a tarifa precisa ter uma parte nesta divisão.',
          'overrides.2.payment_type': 'Esta forma de pagamento já tem uma divisão própria.',
        },
      ],
      [
        { shares: [percent(1, 0), fixed(2, 0)] },
        {
          'shares.0.basis_points': 'Porcentagem deve estar entre 1 e 10.000.',
          'shares.1.cents': 'Valor fixo deve estar entre 1 e 1.000.000.000.',
        },
      ],
      [
        { shares: Array.from({ length: 21 }, (_, index) => fixed(index + 1, 100)) },
        { shares: 'Uma divisão pode ter no máximo 20 vendedores.' },
      ],
    ]
    for (const [body, messages] of cases) expect(fieldsOf(SplitRuleSchema, body)).toEqual(messages)
  })

  it('speaks English to an English caller', () => {
    try {
      parseBody(SplitRuleSchema, { shares: [percent(1, 9000), percent(2, 2000)] }, 'en')
    } catch (error) {
      expect(fieldErrorsOf(error)).toEqual({
        shares: 'The percentages add up to 110%: together they cannot exceed 100%.',
      })
    }
    expect.assertions(1)
  })
})

describe('StaticPixSplitRuleSchema', () => {
  it('takes fixed shares only, and gives a rule without overrides', () => {
    expect(parseBody(StaticPixSplitRuleSchema, { shares: [fixed(1, 500)] }, 'pt-BR')).toMatchObject(
      {
        shares: [fixed(1, 500)],
        overrides: [],
      },
    )
    expect(
      fieldsOf(StaticPixSplitRuleSchema, { shares: [fixed(1, 500), percent(2, 1000)] }),
    ).toEqual({
      'shares.1.kind':
        'No pix estático cada vendedor recebe um valor fixo por pagamento: troque a porcentagem por um valor em reais.',
    })
  })
})

describe('eficustom', () => {
  const accounts: EfiSellerAccount[] = [
    { seller_id: 1, conta: '4402175' },
    { seller_id: 2, conta: '1029384' },
    { seller_id: 3, conta: '77' },
  ]
  const config: EfiCustomInput = {
    divisaoTarifa: 'repasse',
    divisaoEstorno: 'proporcional',
    minhaParte: { tipo: 'porcentagem', valor: '70.00' },
    repasses: [
      { tipo: 'porcentagem', valor: '20.00', favorecido: { conta: '4402175' }, pagaTarifa: true },
      { tipo: 'porcentagem', valor: '10.00', favorecido: { conta: '1029384' }, recebeSobra: true },
      { tipo: 'fixo', valor: '12.50', favorecido: { conta: '77' } },
    ],
  }

  it('reads a provider rule set as our rule, and writes it back the same', () => {
    const parsed = parseBody(EfiCustomSchema, config, 'pt-BR')
    const rule = fromEfiCustom(parsed, accounts)
    expect(rule).toEqual({
      ok: true,
      value: {
        shares: [percent(1, 2000), percent(2, 1000), fixed(3, 1250)],
        fee_payer: { kind: 'seller', seller_id: 1 },
        remainder_taker: { kind: 'seller', seller_id: 2 },
        chargeback_liability: { kind: 'pro_rata' },
        overrides: [],
      },
    })
    expect(rule.ok && toEfiCustom(rule.value, accounts)).toEqual({ ok: true, value: parsed })
  })

  it('checks the format’s own rules, at the provider’s fields', () => {
    const cases: [EfiCustomInput, Record<string, string>][] = [
      [
        { ...config, minhaParte: { tipo: 'porcentagem', valor: '60.00' } },
        {
          'minhaParte.valor':
            '"minhaParte" deve ser "70.00": com os repasses em porcentagem, o total precisa dar 100.00.',
        },
      ],
      [
        {
          ...config,
          repasses: [{ ...config.repasses[0]!, valor: '20,5' }, ...config.repasses.slice(1)],
        },
        {
          'repasses.0.valor':
            'Escreva a porcentagem com ponto e duas casas decimais, entre 0.01 e 100.00 (ex.: 15.00).',
        },
      ],
      [
        {
          ...config,
          repasses: [
            ...config.repasses.slice(0, 2),
            { ...config.repasses[2]!, favorecido: { conta: '4402175' } },
          ],
        },
        {
          'repasses.2.favorecido.conta':
            'Esta conta já recebe outro repasse: junte os dois num só.',
        },
      ],
      [
        { ...config, divisaoEstorno: 'repasse' },
        {
          divisaoEstorno:
            'Com "divisaoEstorno": "repasse", marque "responsavelEstorno" no repasse escolhido.',
        },
      ],
      [
        { ...config, divisaoTarifa: 'assumir_total' },
        { 'repasses.0.pagaTarifa': '"pagaTarifa" só vale com "divisaoTarifa": "repasse".' },
      ],
      [
        {
          ...config,
          repasses: [
            config.repasses[0]!,
            { ...config.repasses[1]!, pagaTarifa: true },
            config.repasses[2]!,
          ],
        },
        { 'repasses.1.pagaTarifa': 'Marque "pagaTarifa" em um repasse só.' },
      ],
    ]
    for (const [body, messages] of cases) expect(fieldsOf(EfiCustomSchema, body)).toEqual(messages)
  })

  it('refuses accounts no seller has, and rules the format cannot carry', () => {
    const parsed = parseBody(EfiCustomSchema, config, 'pt-BR')
    expect(fromEfiCustom(parsed, accounts.slice(0, 2))).toEqual({
      ok: false,
      problems: [
        {
          text: 'efiUnknownAccount',
          path: ['repasses', 2, 'favorecido', 'conta'],
          params: { account: '77' },
        },
      ],
    })
    const rule: SplitRule = parseBody(
      SplitRuleSchema,
      {
        shares: [percent(1, 1000)],
        overrides: [{ payment_type: 'billet', shares: [percent(1, 500)] }],
      },
      'pt-BR',
    )
    expect(toEfiCustom(rule, accounts)).toMatchObject({
      ok: false,
      problems: [{ text: 'efiNoOverrides' }],
    })
    expect(toEfiCustom({ ...rule, overrides: [] }, [])).toMatchObject({
      ok: false,
      problems: [{ text: 'efiSellerWithoutAccount', path: ['shares', 0, 'seller_id'] }],
    })
  })

  it('round-trips any rule without overrides whose sellers have accounts', () => {
    const bearer = fc.constantFrom('merchant', 'pro_rata', 'sellers_pro_rata', 'seller')
    const rules = fc
      .record({
        shares: fc.uniqueArray(
          fc.record({
            seller_id: fc.integer({ min: 1, max: 3 }),
            percent: fc.boolean(),
            value: fc.integer({ min: 1, max: 3333 }),
          }),
          { minLength: 1, maxLength: 3, selector: (share) => share.seller_id },
        ),
        fee: bearer,
        liability: bearer,
        taker: fc.boolean(),
      })
      .map(({ shares, fee, liability, taker }): SplitRule => {
        const first = shares[0]!.seller_id
        const named = (kind: string) =>
          (kind === 'seller' ? { kind, seller_id: first } : { kind }) as SplitRule['fee_payer']
        return {
          shares: shares.map((share) =>
            share.percent
              ? percent(share.seller_id, share.value)
              : fixed(share.seller_id, share.value),
          ),
          fee_payer: named(fee),
          remainder_taker: taker ? { kind: 'seller', seller_id: first } : { kind: 'merchant' },
          chargeback_liability: named(liability),
          overrides: [],
        }
      })
    fc.assert(
      fc.property(rules, (rule) => {
        const written = toEfiCustom(rule, accounts)
        if (!written.ok) throw new Error(written.problems[0]!.text)
        const parsed = parseBody(EfiCustomSchema, written.value, 'pt-BR')
        expect(fromEfiCustom(parsed, accounts)).toEqual({ ok: true, value: rule })
      }),
      { numRuns: 300 },
    )
  })
})
