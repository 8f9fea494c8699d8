import { formatPixAmount, parsePixAmount } from './amount.ts'
import { crc16Hex } from './crc16.ts'
import { decodeEmvFields, emvLength, encodeEmvField, type EmvField } from './emv.ts'
import { classifyPixKey, type PixKeyType } from './keys.ts'
import {
  MERCHANT_CITY_MAX_LENGTH,
  MERCHANT_NAME_MAX_LENGTH,
  normalizeMerchantText,
  toPlainAscii,
} from './merchant.ts'
import { isValidStaticTxid, NO_TXID } from './txid.ts'

/*
 * The BR Code of a Pix payment — the text behind the QR code and the "Pix copia e cola" — as
 * the Manual de Padrões para Iniciação do Pix (BACEN) profiles EMV® QRCPS Merchant-Presented
 * Mode:
 *
 *   00 "01"            payload format
 *   01 "12"            single use (dynamic codes only; see below)
 *   26 template        00 "br.gov.bcb.pix", then 01 key + optional 02 description (static)
 *                      or 25 payload location without "https://" (dynamic)
 *   52 "0000"          merchant category code, not used by Pix
 *   53 "986"           currency: real
 *   54 "12.34"         amount, optional
 *   58 "BR"            country
 *   59 / 60            receiver's name (≤ 25) and city (≤ 15)
 *   62 template        05 txid, "***" when none
 *   63 CRC             CRC16-CCITT-FALSE over everything before it, "6304" included
 */

/** Globally unique identifier of the Pix arrangement in field 26-00. */
export const PIX_GUI = 'br.gov.bcb.pix'

/** Field 26 holds at most 99 characters, 18 of them taken by the GUI. */
const ACCOUNT_ROOM = 99 - encodeEmvField('00', PIX_GUI).length

export interface StaticPixInput {
  readonly type?: 'static'
  /** Any pix key as typed ("123.456.789-09", "+55 11 98765-4321"); written normalised. */
  readonly key: string
  readonly merchantName: string
  readonly merchantCity: string
  /** Integer centavos; null or absent lets the payer type the amount. */
  readonly amountCents?: number | null
  /** 1 to 25 letters and digits to reconcile the payment; absent writes "***". */
  readonly txid?: string | null
  /** Text the payer's app shows with the payment (26-02). */
  readonly description?: string | null
}

export interface DynamicPixInput {
  readonly type: 'dynamic'
  /** The payload location the PSP gave for the charge, with or without "https://". */
  readonly url: string
  readonly merchantName: string
  readonly merchantCity: string
  /** Shown before the payload is fetched; the payload's own amount is the one that counts. */
  readonly amountCents?: number | null
  /**
   * Writes 01 = "12", so payer apps refuse a second payment. Default true: a dynamic code
   * names one charge. Static codes never carry 01 (omitting it means "may be reused", the
   * same as "11", and keeps the manual's own example byte for byte).
   */
  readonly singleUse?: boolean
}

export type PixBrCodeInput = StaticPixInput | DynamicPixInput

export type PixBrCodeInputField =
  'key' | 'url' | 'merchantName' | 'merchantCity' | 'amountCents' | 'txid' | 'description'

/** An input the BR Code cannot carry; `field` names the input property to point at. */
export class PixBrCodeInputError extends Error {
  override readonly name = 'PixBrCodeInputError'
  constructor(
    readonly field: PixBrCodeInputField,
    message: string,
  ) {
    super(message)
  }
}

/** The longest description (26-02) a static code with this normalised key has room for. */
export function pixDescriptionMaxLength(normalizedKey: string): number {
  return ACCOUNT_ROOM - 4 - emvLength(normalizedKey) - 4
}

/**
 * The BR Code for a payment. Name and city are normalised to upper-case ASCII and cut to
 * their limits (a payer only needs to recognise them); everything else that does not fit —
 * an invalid key, a txid with a dash, a description too long for field 26 — throws
 * `PixBrCodeInputError` rather than being silently changed.
 */
export function buildPixBrCode(input: PixBrCodeInput): string {
  const merchantName = normalizeMerchantText(input.merchantName, MERCHANT_NAME_MAX_LENGTH)
  const merchantCity = normalizeMerchantText(input.merchantCity, MERCHANT_CITY_MAX_LENGTH)
  if (!merchantName) throw new PixBrCodeInputError('merchantName', 'merchant name is empty')
  if (!merchantCity) throw new PixBrCodeInputError('merchantCity', 'merchant city is empty')
  const amount = amountField(input.amountCents)

  const dynamic = input.type === 'dynamic'
  const account = dynamic ? dynamicAccount(input.url) : staticAccount(input)
  const txid = dynamic ? NO_TXID : staticTxid(input.txid)

  const fields: EmvField[] = [{ id: '00', value: '01' }]
  if (dynamic && input.singleUse !== false) fields.push({ id: '01', value: '12' })
  fields.push({ id: '26', value: account }, { id: '52', value: '0000' }, { id: '53', value: '986' })
  if (amount !== null) fields.push({ id: '54', value: amount })
  fields.push(
    { id: '58', value: 'BR' },
    { id: '59', value: merchantName },
    { id: '60', value: merchantCity },
    { id: '62', value: encodeEmvField('05', txid) },
  )
  const payload = `${fields.map((field) => encodeEmvField(field.id, field.value)).join('')}6304`
  return payload + crc16Hex(payload)
}

function amountField(cents: number | null | undefined): string | null {
  if (cents === null || cents === undefined) return null
  try {
    return formatPixAmount(cents)
  } catch (error) {
    throw new PixBrCodeInputError('amountCents', (error as Error).message)
  }
}

function staticAccount(input: StaticPixInput): string {
  const key = classifyPixKey(input.key)
  if (!key.ok) throw new PixBrCodeInputError('key', `not a pix key (${key.error})`)
  let account = encodeEmvField('00', PIX_GUI) + encodeEmvField('01', key.normalized)
  const description = toPlainAscii(input.description ?? '').trim()
  if (description) {
    const max = pixDescriptionMaxLength(key.normalized)
    if (description.length > max) {
      throw new PixBrCodeInputError('description', `description has room for ${max} characters`)
    }
    account += encodeEmvField('02', description)
  }
  return account
}

function dynamicAccount(url: string): string {
  // The manual writes the location without its scheme; payer apps always fetch over https.
  const location = url.trim().replace(/^https:\/\//i, '')
  const max = ACCOUNT_ROOM - 4
  if (!isPayloadLocation(location) || location.length > max) {
    throw new PixBrCodeInputError(
      'url',
      `payload location must be a host and path of 1 to ${max} characters`,
    )
  }
  return encodeEmvField('00', PIX_GUI) + encodeEmvField('25', location)
}

/** A host and path, printable ASCII, no scheme left ("http://" is refused, not rewritten). */
function isPayloadLocation(location: string): boolean {
  return (
    /^[\x21-\x7e]+$/.test(location) &&
    !location.includes('://') &&
    /^[a-z0-9.-]+\.[a-z]/i.test(location)
  )
}

function staticTxid(txid: string | null | undefined): string {
  if (txid === null || txid === undefined || txid === '' || txid === NO_TXID) return NO_TXID
  if (!isValidStaticTxid(txid)) {
    throw new PixBrCodeInputError('txid', 'txid must be 1 to 25 letters and digits')
  }
  return txid
}

// ---------------------------------------------------------------------------------------------
// Reading

export interface PixBrCode {
  /** Dynamic codes carry a payload location (26-25), static ones a key (26-01). */
  readonly type: 'static' | 'dynamic'
  /** 01 = "12": the payer's app must not pay it twice. */
  readonly singleUse: boolean
  readonly key: string | null
  /** The kind of key, when the key is one we recognise (codes in the wild carry others). */
  readonly keyType: PixKeyType | null
  readonly url: string | null
  readonly amountCents: number | null
  readonly merchantName: string
  readonly merchantCity: string
  readonly postalCode: string | null
  /** "***" when the code has none (and always ignored by payers for dynamic codes). */
  readonly txid: string
  readonly description: string | null
  readonly crc: string
}

export type PixBrCodeErrorReason =
  | 'empty'
  | 'malformed'
  | 'crc_mismatch'
  | 'missing_field'
  | 'invalid_field'
  | 'duplicate_field'
  | 'not_pix'

export interface PixBrCodeError {
  readonly reason: PixBrCodeErrorReason
  /** The field at fault, "59" or "26.25" for one inside a template; null for the whole code. */
  readonly field: string | null
  /** For logs and developers; screens word their own message from `reason` and `field`. */
  readonly detail: string
}

export type PixBrCodeParseResult =
  | ({ readonly valid: true; readonly crcOk: true } & PixBrCode)
  | {
      readonly valid: false
      /** Whether the CRC matched; null when the code does not end in a CRC field at all. */
      readonly crcOk: boolean | null
      readonly error: PixBrCodeError
    }

const CRC_FIELD = /6304([0-9A-F]{4})$/i

/**
 * Reads a BR Code, strictly where the manual is strict: the TLV layout, the CRC, 00 first and
 * 63 last, the fixed values of 52/53/58, the limits of 59/60, a Pix account with either a key
 * or a location without scheme, and a txid. It is lenient where codes in the wild differ
 * without harm: surrounding white space (copied text), an upper-case GUI, amounts written
 * "100", "10." or "0.9", accented names (length counted in characters, CRC over UTF-8), keys it
 * does not recognise, and fields it does not use (61, 80–99).
 */
export function parsePixBrCode(code: string): PixBrCodeParseResult {
  const text = code.trim()
  if (text === '') return invalid(null, 'empty', null, 'no code')
  const crcMatch = CRC_FIELD.exec(text)
  const crc = crcMatch?.[1]?.toUpperCase() ?? null
  const crcOk = crc === null ? null : crc16Hex(text.slice(0, -4)) === crc

  const decoded = decodeEmvFields(text)
  if (!decoded.ok) {
    const { reason, offset } = decoded.error
    return invalid(crcOk, 'malformed', null, `${reason} at character ${offset}`)
  }
  const fields = decoded.fields
  const last = fields[fields.length - 1]
  if (crc === null || last?.id !== '63') {
    return invalid(crcOk, 'missing_field', '63', 'the code must end with its CRC (6304 + 4 hex)')
  }
  if (!crcOk) {
    return invalid(
      crcOk,
      'crc_mismatch',
      '63',
      `CRC is ${crc}, content gives ${crc16Hex(text.slice(0, -4))}`,
    )
  }
  const fail = (reason: PixBrCodeErrorReason, field: string, detail: string) =>
    invalid(true, reason, field, detail)

  const top = indexFields(fields)
  if (typeof top === 'string') return fail('duplicate_field', top, 'field appears twice')
  if (fields[0]?.id !== '00' || top.get('00') !== '01') {
    return fail('invalid_field', '00', 'the code must start with payload format 01')
  }
  const initiation = top.get('01')
  if (initiation !== undefined && initiation !== '11' && initiation !== '12') {
    return fail('invalid_field', '01', 'point of initiation must be 11 or 12')
  }

  const account = findPixAccount(fields)
  if (account.error) return fail(account.error.reason, account.error.field, account.error.detail)
  const { key, url, description, id: accountId } = account
  if (key !== undefined && url !== undefined) {
    return fail('invalid_field', accountId, 'a code carries a key or a location, not both')
  }
  if (key === undefined && url === undefined) {
    return fail('missing_field', `${accountId}.01`, 'the Pix account has neither key nor location')
  }
  if (url !== undefined && (url.includes('://') || /\s/.test(url))) {
    return fail('invalid_field', `${accountId}.25`, 'the location is written without a scheme')
  }

  if (!/^\d{4}$/.test(top.get('52') ?? '')) {
    return fail(
      top.has('52') ? 'invalid_field' : 'missing_field',
      '52',
      'merchant category code is 4 digits',
    )
  }
  if (top.get('53') !== '986') {
    return fail(
      top.has('53') ? 'invalid_field' : 'missing_field',
      '53',
      'currency must be 986 (real)',
    )
  }
  const amountText = top.get('54')
  const amountCents = amountText === undefined ? null : parsePixAmount(amountText)
  if (amountText !== undefined && amountCents === null) {
    return fail('invalid_field', '54', `"${amountText}" is not an amount`)
  }
  if (top.get('58') !== 'BR') {
    return fail(top.has('58') ? 'invalid_field' : 'missing_field', '58', 'country must be BR')
  }
  const merchantName = top.get('59')
  if (merchantName === undefined) return fail('missing_field', '59', 'merchant name is required')
  if (emvLength(merchantName) > MERCHANT_NAME_MAX_LENGTH) {
    return fail(
      'invalid_field',
      '59',
      `merchant name exceeds ${MERCHANT_NAME_MAX_LENGTH} characters`,
    )
  }
  const merchantCity = top.get('60')
  if (merchantCity === undefined) return fail('missing_field', '60', 'merchant city is required')
  if (emvLength(merchantCity) > MERCHANT_CITY_MAX_LENGTH) {
    return fail(
      'invalid_field',
      '60',
      `merchant city exceeds ${MERCHANT_CITY_MAX_LENGTH} characters`,
    )
  }

  const additional = top.get('62')
  if (additional === undefined)
    return fail('missing_field', '62', 'additional data with txid is required')
  const extra = decodeEmvFields(additional)
  if (!extra.ok)
    return fail('malformed', '62', `${extra.error.reason} at character ${extra.error.offset}`)
  const extraFields = indexFields(extra.fields)
  if (typeof extraFields === 'string')
    return fail('duplicate_field', `62.${extraFields}`, 'field appears twice')
  const txid = extraFields.get('05')
  if (txid === undefined) return fail('missing_field', '62.05', 'txid is required ("***" for none)')
  if (txid !== NO_TXID && !isValidStaticTxid(txid)) {
    return fail('invalid_field', '62.05', 'txid is 1 to 25 letters and digits, or ***')
  }

  const keyClass = key === undefined ? null : classifyPixKey(key)
  return {
    valid: true,
    crcOk: true,
    type: url === undefined ? 'static' : 'dynamic',
    singleUse: initiation === '12',
    key: key ?? null,
    keyType: keyClass?.ok ? keyClass.type : null,
    url: url ?? null,
    amountCents,
    merchantName,
    merchantCity,
    postalCode: top.get('61') ?? null,
    txid,
    description: description ?? null,
    crc,
  }
}

/** Fields by ID, or the first ID that appears twice (EMV forbids repeating an ID). */
function indexFields(fields: readonly EmvField[]): Map<string, string> | string {
  const map = new Map<string, string>()
  for (const field of fields) {
    if (map.has(field.id)) return field.id
    map.set(field.id, field.value)
  }
  return map
}

type PixAccount =
  | {
      readonly error?: undefined
      readonly id: string
      readonly key?: string
      readonly url?: string
      readonly description?: string
    }
  | { readonly error: { reason: PixBrCodeErrorReason; field: string; detail: string } }

/**
 * The merchant account template (IDs 26–51) whose GUI is Pix's. BACEN puts it in 26, but EMV
 * lets a code list several payment schemes, so any of the range is looked at. Each template in
 * the range must itself be well-formed TLV.
 */
function findPixAccount(fields: readonly EmvField[]): PixAccount {
  for (const field of fields) {
    const number = Number(field.id)
    if (number < 26 || number > 51) continue
    const decoded = decodeEmvFields(field.value)
    if (!decoded.ok) {
      return {
        error: {
          reason: 'malformed',
          field: field.id,
          detail: `${decoded.error.reason} at character ${decoded.error.offset}`,
        },
      }
    }
    const inner = indexFields(decoded.fields)
    if (typeof inner === 'string') {
      return {
        error: {
          reason: 'duplicate_field',
          field: `${field.id}.${inner}`,
          detail: 'field appears twice',
        },
      }
    }
    // Readers accept the GUI in capitals ("BR.GOV.BCB.PIX"), and some banks write it so.
    if (inner.get('00')?.toLowerCase() !== PIX_GUI) continue
    return {
      id: field.id,
      key: inner.get('01'),
      url: inner.get('25'),
      description: inner.get('02'),
    }
  }
  return {
    error: { reason: 'not_pix', field: '26', detail: `no merchant account with GUI ${PIX_GUI}` },
  }
}

function invalid(
  crcOk: boolean | null,
  reason: PixBrCodeErrorReason,
  field: string | null,
  detail: string,
): PixBrCodeParseResult {
  return { valid: false, crcOk, error: { reason, field, detail } }
}
