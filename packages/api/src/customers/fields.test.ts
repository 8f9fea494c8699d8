import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { validationConfig } from '../validation/index.ts'
import { birthDateField, customerPhoneField, documentField } from './fields.ts'

const parse = (schema: v.GenericSchema, value: unknown) =>
  v.safeParse(schema, value, validationConfig('pt-BR'))

describe('customer fields', () => {
  it.each([
    ['1990-02-28', true],
    ['1990-02-31', false],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['1899-12-31', false],
    ['2090-01-01', false],
    ['12/04/1990', false],
  ])('birth date %s valid: %s', (value, valid) => {
    expect(parse(birthDateField, value).success).toBe(valid)
  })

  it.each([
    ['(11) 98765-4321', '11987654321'],
    ['+55 11 3456-7890', '1134567890'],
    ['', null],
  ])('phone %s is stored as %s', (value, stored) => {
    expect(parse(customerPhoneField, value)).toMatchObject({ success: true, output: stored })
  })

  it.each(['onze', '123', '(11) 9876'])('refuses the phone %s', (value) => {
    expect(parse(customerPhoneField, value).success).toBe(false)
  })

  it('stores documents without punctuation, letters upper-case', () => {
    expect(parse(documentField, '12.abc.345/01de-35')).toMatchObject({
      success: true,
      output: '12ABC34501DE35',
    })
    expect(parse(documentField, '529.982.247-24').success).toBe(false)
  })
})
