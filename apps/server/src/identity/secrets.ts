import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

/** 32 random bytes: 256 bits, beyond guessing, written as 43 base64url characters. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

/** Anything else cannot be one of ours, so it is rejected without a database round-trip. */
export function looksLikeToken(value: string | undefined): value is string {
  return value !== undefined && TOKEN_SHAPE.test(value)
}

/**
 * Tokens are stored as their SHA-256 only: a copy of the database gives no working session or
 * recovery link. A fast hash is enough because the token itself has 256 bits of entropy.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

const SEALED_VERSION = 'v1'

/**
 * A secret kept at rest (a gateway's credentials, an SMTP password, a GA4 API secret):
 * AES-256-GCM under the credentials key (gateways/credentials.ts `credentialsKey`), written
 * `v1.<iv>.<tag>.<ciphertext>` in base64url. `owner` is the additional data (`gateway:12`,
 * `mail-smtp:3`): a ciphertext copied onto another row does not open.
 */
export function sealSecret(key: Buffer, owner: string, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(owner))
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))
  return [SEALED_VERSION, ...parts].join('.')
}

/** The plain text of `sealSecret`'s output for the same owner; throws on any other. */
export function openSecret(key: Buffer, owner: string, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split('.')
  if (version !== SEALED_VERSION || !iv || !tag || ciphertext === undefined) {
    throw new Error(`${owner}: a secret in an unknown format`)
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  decipher.setAAD(Buffer.from(owner))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64url')),
    decipher.final(),
  ]).toString('utf8')
}
