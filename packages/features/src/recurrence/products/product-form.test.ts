import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { productFormSchema, productFormValues } from './product-form.ts'

describe('the product form', () => {
  test('typed values become the contract’s input', () => {
    expect(
      v.parse(productFormSchema, {
        ...productFormValues(),
        name: ' Café 500 g ',
        sku: 'CAFE-500',
        price_cents: '1.089,90',
      }),
    ).toEqual({
      name: 'Café 500 g',
      sku: 'CAFE-500',
      description: '',
      price_cents: 108_990,
      image_url: null,
    })
  })

  test('a SKU with spaces and a missing price are refused, each on its field', () => {
    const result = v.safeParse(
      productFormSchema,
      { ...productFormValues(), name: 'Café', sku: 'com espaço' },
      { lang: 'pt-BR' },
    )
    expect(result.success).toBe(false)
    const fields = v.flatten(result.issues!).nested ?? {}
    expect(Object.keys(fields).sort()).toEqual(['price_cents', 'sku'])
  })
})
