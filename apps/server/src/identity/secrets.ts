import { createHash, randomBytes } from 'node:crypto'

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
