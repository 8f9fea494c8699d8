import * as v from 'valibot'
import { isValidCnpj, isValidCpf, normalizeDocument } from '../../customers/document.ts'
import * as catalogue from '../../validation/catalogue.ts'
import { formatText, required, resolveLang, type Texts } from '../../validation/index.ts'
import * as messages from './messages.ts'

/*
 * Pix keys (chaves pix) as the DICT registers them: a CPF or CNPJ (digits only), an e-mail
 * address, a mobile number in E.164 with +55, or a random key (EVP, a UUID the DICT generates).
 * `normalized` is the form a BR Code carries in field 26-01 and the DICT looks up, so a key
 * typed "123.456.789-09" or "Loja@Exemplo.com.br" finds the same account as its stored form.
 */

export type PixKeyType = 'cpf' | 'cnpj' | 'email' | 'phone' | 'evp'

/**
 * Why a text is not a pix key. A kind of key names the one the text looked like (eleven
 * digits, an @, a +) but failed; 'unrecognized' means it looked like none.
 */
export type PixKeyError = 'empty' | 'unrecognized' | PixKeyType

export type PixKeyClassification =
  | { readonly ok: true; readonly type: PixKeyType; readonly normalized: string }
  | { readonly ok: false; readonly error: PixKeyError }

/** DICT's limit for e-mail keys. */
export const PIX_EMAIL_MAX_LENGTH = 77

/**
 * +55, a two-digit area code (DDD; none contains a 0) and 8 or 9 digits: 10 or 11 digits after
 * +55. Landlines can be keys too, so the leading 9 of mobiles is not required.
 */
const PHONE = /^\+55[1-9]{2}\d{8,9}$/

/** Spaces, brackets and dashes people type in phone numbers; the key holds none of them. */
const PHONE_PUNCTUATION = /[\s().-]/g

/**
 * An address in the subset DICT accepts: ASCII, lower-case once normalised, a dotted domain.
 * Internationalised addresses (accented letters) are not keys.
 */
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/

/** A UUID in its 8-4-4-4-12 text form, any version. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
/** Version 4 (random) with the RFC 4122 variant: what DICT generates for random keys. */
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** Which kind of pix key a text is, and its normalised form; or why it is none. */
export function classifyPixKey(text: string): PixKeyClassification {
  const value = text.trim()
  if (value === '') return refuse('empty')
  if (value.startsWith('+')) {
    const phone = value.replace(PHONE_PUNCTUATION, '')
    return PHONE.test(phone) ? accept('phone', phone) : refuse('phone')
  }
  if (value.includes('@')) {
    const email = value.toLowerCase()
    const local = email.slice(0, email.lastIndexOf('@'))
    const valid =
      email.length <= PIX_EMAIL_MAX_LENGTH &&
      EMAIL.test(email) &&
      !local.startsWith('.') &&
      !local.endsWith('.') &&
      !local.includes('..')
    return valid ? accept('email', email) : refuse('email')
  }
  const uuid = value.toLowerCase()
  if (UUID.test(uuid)) return UUID_V4.test(uuid) ? accept('evp', uuid) : refuse('evp')
  const document = normalizeDocument(value)
  if (/^\d{11}$/.test(document)) {
    return isValidCpf(document) ? accept('cpf', document) : refuse('cpf')
  }
  // Numeric CNPJs and the alphanumeric ones issued from July 2026 (see customers/document.ts).
  if (/^[0-9A-Z]{12}\d{2}$/.test(document)) {
    return isValidCnpj(document) ? accept('cnpj', document) : refuse('cnpj')
  }
  return refuse('unrecognized')
}

/** Whether a text is a pix key of any kind (or of the given kind). */
export function isValidPixKey(text: string, type?: PixKeyType): boolean {
  const result = classifyPixKey(text)
  return result.ok && (type === undefined || result.type === type)
}

const errorTexts: Record<Exclude<PixKeyError, 'empty'>, Texts> = {
  unrecognized: messages.unrecognizedKey,
  cpf: messages.invalidCpfKey,
  cnpj: messages.invalidCnpjKey,
  email: messages.invalidEmailKey,
  phone: messages.invalidPhoneKey,
  evp: messages.invalidRandomKey,
}

/** The message for a refused key, in the issue's language. */
export function pixKeyMessage(error: PixKeyError, lang?: string | null): string {
  const resolved = resolveLang(lang)
  if (error === 'empty') {
    return formatText(catalogue.required, resolved, messages.pixKeyLabel)
  }
  return formatText(errorTexts[error], resolved)
}

/**
 * A pix key field: any kind of key, typed as people type it; the output is the normalised key.
 * An empty field says only that the key is required (the validation README's convention).
 */
export const PixKeySchema = v.pipe(
  v.string(),
  v.trim(),
  required({ label: messages.pixKeyLabel }),
  v.check(
    (value) => value === '' || classifyPixKey(value).ok,
    (issue) => {
      const result = classifyPixKey(String(issue.input))
      return pixKeyMessage(result.ok ? 'unrecognized' : result.error, issue.lang)
    },
  ),
  v.transform((value) => {
    const result = classifyPixKey(value)
    return result.ok ? result.normalized : value
  }),
)

function accept(type: PixKeyType, normalized: string): PixKeyClassification {
  return { ok: true, type, normalized }
}

function refuse(error: PixKeyError): PixKeyClassification {
  return { ok: false, error }
}
