import { describe, expect, it } from 'vitest'
import { crc16, crc16Hex } from './crc16.ts'

describe('crc16 (CCITT-FALSE)', () => {
  it('gives the catalogued check value for "123456789"', () => {
    // The standard check value of CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF).
    expect(crc16('123456789')).toBe(0x29b1)
  })

  it('is the initial value over nothing, written with four upper-case digits', () => {
    expect(crc16Hex('')).toBe('FFFF')
    expect(crc16Hex('123456789')).toBe('29B1')
  })

  it('pads small values to four digits', () => {
    // Search a short ASCII payload whose CRC is below 0x1000 so padding is exercised.
    const payload = Array.from({ length: 5000 }, (_, i) => `x${i}`).find((p) => crc16(p) < 0x1000)
    expect(payload).toBeDefined()
    expect(crc16Hex(payload!)).toMatch(/^0[0-9A-F]{3}$/)
  })

  it('hashes UTF-8 bytes, as the BR Code readers do', () => {
    expect(crc16Hex('Í')).toBe(crc16Hex(new Uint8Array([0xc3, 0x8d])))
  })
})
