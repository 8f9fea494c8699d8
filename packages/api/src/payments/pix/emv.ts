/**
 * EMV® QR Code "Merchant-Presented Mode" data objects, the TLV layout under every BR Code: a
 * two-digit ID, a two-digit length, then exactly that many characters of value. Templates (26
 * for the Pix account, 62 for additional data) hold further objects in their value, laid out
 * the same way.
 *
 * Lengths count characters (Unicode code points), not bytes or UTF-16 units: that is how the
 * manual's examples and the readers we checked count a city written "BRASÍLIA" (08). Codes we
 * build are ASCII only, so for them the three agree.
 */

export interface EmvField {
  /** Two digits, "00" to "99". */
  readonly id: string
  readonly value: string
}

/** Why a payload is not a well-formed run of data objects, and where it stopped making sense. */
export interface EmvDecodeError {
  readonly reason: 'truncated' | 'bad_id' | 'bad_length' | 'empty_value'
  /** Position (in characters) of the object that could not be read. */
  readonly offset: number
}

export type EmvDecodeResult =
  | { readonly ok: true; readonly fields: readonly EmvField[] }
  | { readonly ok: false; readonly error: EmvDecodeError }

/** Two digits, so a value can never exceed 99 characters. */
export const EMV_MAX_LENGTH = 99

const ID = /^\d{2}$/
const LENGTH = /^\d{2}$/

/** Characters as the length field counts them. */
export function emvLength(value: string): number {
  let count = 0
  for (const _ of value) count++
  return count
}

/** One data object. Throws on an ID that is not two digits or a value of 0 or over 99 characters. */
export function encodeEmvField(id: string, value: string): string {
  if (!ID.test(id)) throw new RangeError(`EMV ID must be two digits, got "${id}"`)
  const length = emvLength(value)
  // An object present with an empty value has no meaning in MPM: leave the object out instead.
  if (length === 0 || length > EMV_MAX_LENGTH) {
    throw new RangeError(`EMV field ${id} must hold 1 to 99 characters, got ${length}`)
  }
  return `${id}${String(length).padStart(2, '0')}${value}`
}

/** Several objects in the given order (the caller decides the order; the format does not). */
export function encodeEmvFields(fields: readonly EmvField[]): string {
  return fields.map((field) => encodeEmvField(field.id, field.value)).join('')
}

/**
 * Reads a run of data objects, strictly: every object must have a two-digit ID, a two-digit
 * length of at least 1, and that many characters after it; nothing may be left over. Nested
 * templates are not opened here — call this again on a template's value.
 */
export function decodeEmvFields(payload: string): EmvDecodeResult {
  // Work on code points so that lengths count characters (see the header comment).
  const chars = Array.from(payload)
  const fields: EmvField[] = []
  let offset = 0
  while (offset < chars.length) {
    if (offset + 4 > chars.length) return failure('truncated', offset)
    const id = chars.slice(offset, offset + 2).join('')
    const lengthText = chars.slice(offset + 2, offset + 4).join('')
    if (!ID.test(id)) return failure('bad_id', offset)
    if (!LENGTH.test(lengthText)) return failure('bad_length', offset)
    const length = Number(lengthText)
    if (length === 0) return failure('empty_value', offset)
    const start = offset + 4
    if (start + length > chars.length) return failure('truncated', offset)
    fields.push({ id, value: chars.slice(start, start + length).join('') })
    offset = start + length
  }
  return { ok: true, fields }
}

function failure(reason: EmvDecodeError['reason'], offset: number): EmvDecodeResult {
  return { ok: false, error: { reason, offset } }
}
