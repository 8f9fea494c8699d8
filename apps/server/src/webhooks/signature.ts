import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { WEBHOOK_SECRET_PREFIX } from '@vitrine/api'

/** `whsec_` and 32 random bytes (base64url): 256 bits, the size of the HMAC's key block. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`
}

/** What people see of a secret in the list, to tell which one a receiver holds. */
export const secretPrefix = (secret: string) => secret.slice(0, WEBHOOK_SECRET_PREFIX.length + 4)

/**
 * The Vitrine-Signature header: the unix time of the attempt, and the HMAC-SHA256 of
 * "<that time>.<body>" keyed with the endpoint's secret, in hex. The time inside the signed
 * text lets receivers refuse old requests replayed by whoever captured one.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')
  return `t=${unixSeconds},v1=${digest}`
}

/**
 * The receiver's check, as README.md shows it: the signature must match and be recent. The
 * server does not need it; tests use it to prove the documented recipe works.
 */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  { nowSeconds = Date.now() / 1000, toleranceSeconds = 300 } = {},
): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]))
  const timestamp = Number(parts.get('t'))
  const given = Buffer.from(parts.get('v1') ?? '', 'hex')
  const expected = createHmac('sha256', secret)
    .update(`${parts.get('t')}.${body}`)
    .digest()
  return (
    Number.isInteger(timestamp) &&
    Math.abs(nowSeconds - timestamp) <= toleranceSeconds &&
    given.length === expected.length &&
    timingSafeEqual(given, expected)
  )
}
