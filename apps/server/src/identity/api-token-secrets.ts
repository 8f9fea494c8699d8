import { randomBytes } from 'node:crypto'
import { API_TOKEN_PREFIX } from '@vitrine/api'

/** Shown in the list so people recognise a token: "vt_" and four characters of the secret. */
export const API_TOKEN_PREFIX_LENGTH = 7

const API_TOKEN_SHAPE = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`)

/**
 * "vt_" and 32 random bytes (256 bits) in base64url: 46 characters. Session tokens are 43, so
 * the two never look alike even when a session token happens to begin with "vt_".
 */
export function newApiTokenSecret(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`
}

export function looksLikeApiToken(value: string | undefined): value is string {
  return value !== undefined && API_TOKEN_SHAPE.test(value)
}
