import { describe, expect, it } from 'vitest'
import { decodeEmvFields, encodeEmvField, encodeEmvFields } from './emv.ts'

describe('EMV data objects', () => {
  it('writes ID, two-digit length and value', () => {
    expect(encodeEmvField('00', '01')).toBe('000201')
    expect(encodeEmvField('59', 'Fulano de Tal')).toBe('5913Fulano de Tal')
    expect(encodeEmvFields([{ id: '05', value: '***' }])).toBe('0503***')
  })

  it('refuses IDs that are not two digits and values of 0 or more than 99 characters', () => {
    expect(() => encodeEmvField('5', 'x')).toThrow(RangeError)
    expect(() => encodeEmvField('0A', 'x')).toThrow(RangeError)
    expect(() => encodeEmvField('62', '')).toThrow(RangeError)
    expect(() => encodeEmvField('62', 'x'.repeat(100))).toThrow(RangeError)
    expect(encodeEmvField('62', 'x'.repeat(99))).toHaveLength(103)
  })

  it('counts characters, not bytes', () => {
    expect(encodeEmvField('60', 'BRASÍLIA')).toBe('6008BRASÍLIA')
    expect(decodeEmvFields('6008BRASÍLIA')).toEqual({
      ok: true,
      fields: [{ id: '60', value: 'BRASÍLIA' }],
    })
  })

  it('reads back what it writes, nested templates included', () => {
    const inner = encodeEmvFields([
      { id: '00', value: 'br.gov.bcb.pix' },
      { id: '01', value: 'loja@exemplo.com.br' },
    ])
    const decoded = decodeEmvFields(encodeEmvFields([{ id: '26', value: inner }]))
    expect(decoded.ok && decodeEmvFields(decoded.fields[0]!.value)).toEqual({
      ok: true,
      fields: [
        { id: '00', value: 'br.gov.bcb.pix' },
        { id: '01', value: 'loja@exemplo.com.br' },
      ],
    })
  })

  it.each([
    ['000', 'truncated', 0],
    ['0002010', 'truncated', 6],
    ['000501', 'truncated', 0],
    ['AB0201', 'bad_id', 0],
    ['00X201', 'bad_length', 0],
    ['0000', 'empty_value', 0],
    ['000201 1001', 'bad_id', 6],
  ] as const)('refuses %s (%s at %i)', (payload, reason, offset) => {
    expect(decodeEmvFields(payload)).toEqual({ ok: false, error: { reason, offset } })
  })
})
