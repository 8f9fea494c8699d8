import { randomBytes } from 'node:crypto'

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/**
 * A subscription's public id: `sub_` and 24 base62 characters from the CSPRNG (≈142 bits), the
 * contract's SUBSCRIPTION_PUBLIC_ID_PATTERN. Its address needs no login, so it must not be
 * guessable; rejection sampling keeps every character equally likely.
 */
export function newSubscriptionPublicId(): string {
  let id = ''
  while (id.length < 24) {
    for (const byte of randomBytes(32)) {
      if (byte < 248 && id.length < 24) id += BASE62[byte % 62]
    }
  }
  return `sub_${id}`
}
