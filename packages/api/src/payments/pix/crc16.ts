/**
 * The BR Code's checksum (field 63): CRC-16/CCITT-FALSE — polynomial 0x1021, initial value
 * 0xFFFF, no reflection, no final XOR — written as four upper-case hexadecimal digits. It is
 * computed over the whole payload up to and including "6304", the CRC field's own ID and length.
 */

const POLYNOMIAL = 0x1021
const INITIAL = 0xffff

/**
 * The CRC over the payload's UTF-8 bytes. Codes we build are plain ASCII, where characters and
 * bytes coincide; for codes read from elsewhere with accents (a city written "BRASÍLIA"), the
 * readers we checked against hash UTF-8, so that is what a payer's app will have verified.
 */
export function crc16(payload: string | Uint8Array): number {
  const bytes = typeof payload === 'string' ? new TextEncoder().encode(payload) : payload
  let crc = INITIAL
  for (const byte of bytes) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ POLYNOMIAL) & 0xffff : (crc << 1) & 0xffff
    }
  }
  return crc
}

/** The CRC as field 63 carries it: four upper-case hexadecimal digits, zero-padded. */
export function crc16Hex(payload: string | Uint8Array): string {
  return crc16(payload).toString(16).toUpperCase().padStart(4, '0')
}
