import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { SplitRule } from '@vitrine/api'
import {
  draftRule,
  newShare,
  RuleFormSchema,
  ruleToValues,
  StaticPixRuleFormSchema,
  type RuleFormValues,
} from './rule-form.ts'

const rule: SplitRule = {
  shares: [
    { seller_id: 1, kind: 'percent', basis_points: 3333 },
    { seller_id: 2, kind: 'fixed', cents: 100_050 },
  ],
  fee_payer: { kind: 'sellers_pro_rata' },
  remainder_taker: { kind: 'seller', seller_id: 1 },
  chargeback_liability: { kind: 'merchant' },
  overrides: [
    { payment_type: 'creditcard', shares: [{ seller_id: 1, kind: 'percent', basis_points: 2500 }] },
  ],
}

/** Messages by field, as the form shows them. */
function messages(schema: typeof RuleFormSchema, values: RuleFormValues) {
  const result = v.safeParse(schema, values, { lang: 'pt-BR' })
  if (result.success) return {}
  return Object.fromEntries(
    result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]),
  )
}

describe('rule form values', () => {
  it('shows a stored rule in the units people type', () => {
    const values = ruleToValues(rule, 'rule')
    expect(values.shares).toEqual([
      { seller_id: '1', kind: 'percent', basis_points: '33,33', cents: '' },
      { seller_id: '2', kind: 'fixed', basis_points: '', cents: '1.000,50' },
    ])
    expect(values.fee_payer).toEqual({ kind: 'sellers_pro_rata', seller_id: '' })
    expect(values.remainder_taker).toEqual({ kind: 'seller', seller_id: '1' })
    expect(values.overrides[0]!.shares[0]!.basis_points).toBe('25,00')
  })

  it('comes back to the same rule (values → contract)', () => {
    const result = v.safeParse(RuleFormSchema, ruleToValues(rule, 'rule'))
    expect(result.success && result.output).toEqual(rule)
  })

  it('starts a gateway without a rule with one empty share and the store for the rest', () => {
    const values = ruleToValues(null, 'rule')
    expect(values.shares).toEqual([newShare('rule')])
    expect(values.fee_payer.kind).toBe('merchant')
    expect(ruleToValues(null, 'static-pix').shares[0]!.kind).toBe('fixed')
  })

  it('reads "2.5" and "3" as percentages and keeps no float', () => {
    const values = ruleToValues(rule, 'rule')
    values.shares[0]!.basis_points = '2.5'
    values.overrides[0]!.shares[0]!.basis_points = '3'
    const result = v.safeParse(RuleFormSchema, values)
    expect(result.success && result.output.shares[0]).toEqual({
      seller_id: 1,
      kind: 'percent',
      basis_points: 250,
    })
    expect(result.success && result.output.overrides[0]!.shares[0]).toMatchObject({
      basis_points: 300,
    })
  })

  it('says each problem at its field, in the contract’s words', () => {
    const values = ruleToValues(rule, 'rule')
    values.shares[0]!.basis_points = '60'
    values.shares.push({ seller_id: '3', kind: 'percent', basis_points: '50', cents: '' })
    expect(messages(RuleFormSchema, values)).toEqual({
      shares: 'As porcentagens somam 110%: juntas, não podem passar de 100%.',
    })
    values.shares[2]!.seller_id = '1'
    values.shares[2]!.basis_points = '10'
    expect(messages(RuleFormSchema, values)).toEqual({
      'shares.2.seller_id': 'Este vendedor já tem uma parte nesta divisão: junte as duas numa só.',
    })
  })

  it('asks for the seller a party names, and for a share of that seller', () => {
    const values = ruleToValues(rule, 'rule')
    values.fee_payer = { kind: 'seller', seller_id: '' }
    expect(messages(RuleFormSchema, values)).toEqual({
      'fee_payer.seller_id': 'Vendedor é obrigatório.',
    })
    values.fee_payer.seller_id = '9'
    expect(messages(RuleFormSchema, values)).toMatchObject({
      'fee_payer.seller_id': 'O vendedor que paga a tarifa precisa ter uma parte nesta divisão.',
    })
  })

  it('reads the typed fields of an amount in reais', () => {
    const values = ruleToValues(rule, 'rule')
    values.shares[1]!.cents = '10,0,0'
    expect(messages(RuleFormSchema, values)).toEqual({
      'shares.1.cents': 'Valor fixo deve ser um valor em reais, como 1.234,56.',
    })
  })

  it('keeps a static pix to fixed shares and no per-method splits', () => {
    const values = ruleToValues(rule, 'static-pix')
    expect(values.overrides).toEqual([])
    values.shares[0] = { seller_id: '1', kind: 'fixed', basis_points: '', cents: '5,00' }
    const result = v.safeParse(StaticPixRuleFormSchema, values)
    expect(result.success && result.output).toEqual({
      ...rule,
      shares: [
        { seller_id: 1, kind: 'fixed', cents: 500 },
        { seller_id: 2, kind: 'fixed', cents: 100_050 },
      ],
      overrides: [],
    })
    values.shares[0] = { seller_id: '1', kind: 'percent', basis_points: '10', cents: '' }
    expect(messages(StaticPixRuleFormSchema, values)).toEqual({
      'shares.0.kind':
        'No pix estático cada vendedor recebe um valor fixo por pagamento: troque a porcentagem por um valor em reais.',
    })
  })

  it('gives the simulator the rule being typed, unweighed, or null while a field does not read', () => {
    const values = ruleToValues(rule, 'rule')
    values.shares[0]!.basis_points = '99'
    expect(draftRule(values, 'rule')?.shares[0]).toEqual({
      seller_id: 1,
      kind: 'percent',
      basis_points: 9900,
    })
    values.shares[0]!.seller_id = ''
    expect(draftRule(values, 'rule')).toBeNull()
    expect(draftRule(ruleToValues(rule, 'rule'), 'static-pix')?.overrides).toEqual([])
  })
})
