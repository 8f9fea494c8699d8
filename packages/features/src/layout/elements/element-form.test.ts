import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { sampleHomeElements } from '@vitrine/api/fixture'
import { newConditionRow, previewConditions } from '../../shared/conditions/condition-rows.ts'
import { elementFormSchema, elementFormValues, formFieldOf } from './element-form.ts'

const [image, , products, , , , text] = sampleHomeElements(1101)

describe('element form', () => {
  it('reads a saved catalogue element as typed values and back', () => {
    const values = elementFormValues('products', 1101, 'destaques', products)
    expect(values.conditions.map((row) => row.value)).toEqual(['3', 'true', ''])
    const out = v.parse(elementFormSchema('products'), values)
    expect(out).toMatchObject({
      content_id: 3,
      limit: 8,
      conditions: [
        { id: 1, attribute: 'categories.id', condition: '=', value: 3 },
        { id: 2, attribute: 'stock.has', condition: '=', value: true },
        { id: 3, attribute: 'prices.price', condition: 'order', order: 'asc' },
      ],
    })
  })

  it('takes prices in reais and keeps new rows temporary', () => {
    const values = elementFormValues('products', 1101, 'destaques')
    values.conditions = [
      { ...newConditionRow('products'), attribute: 'prices.price', value: '1.299,90' },
    ]
    const out = v.parse(elementFormSchema('products'), values)
    expect(out.conditions).toEqual([
      {
        id: expect.stringMatching(/^temp-/),
        attribute: 'prices.price',
        condition: '=',
        value: 129990,
      },
    ])
  })

  it('refuses a condition without its value, on the value', () => {
    const values = elementFormValues('products', 1101, 'destaques')
    values.conditions = [{ ...newConditionRow('products'), attribute: 'name' }]
    const result = v.safeParse(elementFormSchema('products'), values)
    expect(result.success).toBe(false)
    expect(v.flatten(result.issues!).nested).toEqual({
      'conditions.0.value': ['Informe o valor da condição.'],
    })
    expect(previewConditions('products', values.conditions)).toBeNull()
  })

  it('sends no period when none is set, and the weekdays in the week’s order', () => {
    const values = elementFormValues('text', 1101, 'conteudo', text)
    expect(v.parse(elementFormSchema('text'), values).visibility_period).toBeNull()
    values.visibility_period.weekdays = ['saturday', 'sunday']
    expect(v.parse(elementFormSchema('text'), values).visibility_period).toEqual({
      start: null,
      end: null,
      weekdays: ['sunday', 'saturday'],
    })
  })

  it('drops an entity’s codes when its switch is off and asks for them when on', () => {
    const values = elementFormValues('image', 1101, 'banner', image)
    values.visibility_by_entities.products = { status: false, ids: '9' }
    expect(v.parse(elementFormSchema('image'), values).visibility_by_entities).toEqual({
      categories: { status: false },
      products: { status: false },
    })
    values.visibility_by_entities.categories = { status: true, ids: '' }
    const result = v.safeParse(elementFormSchema('image'), values)
    expect(v.flatten(result.issues!).nested).toMatchObject({
      'visibility_by_entities.categories.ids': expect.arrayContaining([
        'Escolha ao menos um item.',
      ]),
    })
  })

  it('puts the server’s item errors on the form’s items', () => {
    expect(formFieldOf('images', 'items.2.alt')).toBe('image_items.2.alt')
    expect(formFieldOf('texts', 'items.0.text')).toBe('text_items.0.text')
    expect(formFieldOf('text', 'conditions.1.value')).toBe('conditions.1.value')
  })
})
