import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { sampleCategories, sampleProducts } from '@vitrine/api/fixture'
import {
  combineVariants,
  formFieldOf,
  productFormSchema,
  productFormValues,
  type VariantFormValues,
} from './product-form.ts'

const blankVariant = (options: string[]): VariantFormValues => ({
  id: null,
  options,
  sku: '',
  price: '',
  sales_price: '',
  stock_quantity: '',
})

describe('combineVariants', () => {
  test('one row per combination, in the options’ order', () => {
    const rows = combineVariants(
      [
        { name: 'Tamanho', values: ['P', 'M'] },
        { name: 'Cor', values: ['Azul', 'Preta'] },
      ],
      [],
    )
    expect(rows.map((row) => row.options.join(' / '))).toEqual([
      'P / Azul',
      'P / Preta',
      'M / Azul',
      'M / Preta',
    ])
  })

  test('a combination that stays keeps what was typed (case and spaces aside)', () => {
    const kept = { ...blankVariant(['p']), id: 7, sku: 'X-P', stock_quantity: '3' }
    const rows = combineVariants([{ name: 'Tamanho', values: ['P', 'G'] }], [kept])
    expect(rows).toEqual([kept, blankVariant(['G'])])
  })

  test('options without a name or values make no combinations', () => {
    expect(combineVariants([{ name: '', values: ['P'] }], [])).toEqual([])
    expect(combineVariants([{ name: 'Cor', values: [] }], [])).toEqual([])
  })
})

describe('the form and the contract', () => {
  test('a saved product round-trips: prices in centavos, options as names', () => {
    const product = sampleProducts(sampleCategories())[0]!
    const values = productFormValues(product)
    expect(values.price).toBe('59,90')
    expect(values.options).toEqual([
      { name: 'Tamanho', values: ['P', 'M', 'G'] },
      { name: 'Cor', values: ['Branca', 'Preta'] },
    ])
    const parsed = v.safeParse(productFormSchema, values)
    expect(parsed.success).toBe(true)
    expect(parsed.output).toMatchObject({
      price: 5990,
      sales_price: null,
      option_names: ['Tamanho', 'Cor'],
      category_ids: [2],
    })
  })

  test('counts are whole numbers; blank is zero', () => {
    const values = { ...productFormValues(), name: 'Caneca', price: '39,00', weight_grams: '' }
    expect(v.parse(productFormSchema, values).weight_grams).toBe(0)
    const wrong = v.safeParse(productFormSchema, { ...values, weight_grams: '1,5' })
    expect(wrong.issues?.map((issue) => v.getDotPath(issue))).toEqual(['weight_grams'])
  })

  test('server paths of option names land on the field they are typed in', () => {
    expect(formFieldOf('option_names.1')).toBe('options.1.name')
    expect(formFieldOf('variants.2.sku')).toBe('variants.2.sku')
  })
})
