import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { parseBody } from '../../http/field-errors.ts'
import { isNfKey, ShipmentInputSchema } from './schema.ts'

/** A key of São Paulo, November 2026, model 55, series 1, number 123 (check digit 9). */
const KEY = '35261112345678000190550010000001231123456789'

/** The fields a body is refused on, with their Portuguese messages. */
function refusals(body: unknown) {
  try {
    parseBody(ShipmentInputSchema, body, 'pt-BR')
  } catch (error) {
    return (error as { data: { fields: Record<string, string> } }).data.fields
  }
  return {}
}

describe('nota fiscal access key', () => {
  test('44 digits whose last is the modulo-11 check digit of the others', () => {
    expect(isNfKey(KEY)).toBe(true)
    expect(isNfKey(KEY.replace(/(\d{4})(?=\d)/g, '$1 '))).toBe(true)
    expect(isNfKey(`${KEY.slice(0, 43)}0`)).toBe(false)
    expect(isNfKey(KEY.slice(1))).toBe(false)
    expect(isNfKey(`${KEY.slice(0, 42)}a9`)).toBe(false)
  })
  test('a remainder of 0 or 1 gives the check digit 0', () => {
    // 43 zeros sum to 0: remainder 0, check digit 0.
    expect(isNfKey('0'.repeat(44))).toBe(true)
  })
})

describe('shipment input', () => {
  test('empty is nothing to save; the key is kept as its digits alone', () => {
    expect(v.parse(ShipmentInputSchema, {})).toEqual({
      tracking_code: '',
      carrier: '',
      tracking_url: '',
      nf_number: '',
      nf_key: '',
      nf_url: '',
    })
    const grouped = KEY.replace(/(\d{4})(?=\d)/g, '$1 ')
    expect(v.parse(ShipmentInputSchema, { nf_number: '123', nf_key: grouped }).nf_key).toBe(KEY)
  })
  test('each half whole, links https, the key valid: refused field by field', () => {
    expect(refusals({ tracking_code: 'BR1' })).toEqual({
      carrier: 'Informe a transportadora.',
    })
    expect(refusals({ carrier: 'Correios' })).toEqual({
      tracking_code: 'Informe o código de rastreio.',
    })
    expect(refusals({ nf_key: KEY })).toEqual({ nf_number: 'Informe o número da nota fiscal.' })
    expect(
      Object.keys(refusals({ tracking_code: 'BR1', carrier: 'X', tracking_url: 'http://a.dev/x' })),
    ).toEqual(['tracking_url'])
    expect(refusals({ nf_number: '1', nf_key: '123' }).nf_key).toMatch(/44 dígitos/)
  })
})
