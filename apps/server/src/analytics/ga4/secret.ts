import { openSecret, sealSecret } from '../../identity/secrets.ts'

/** The GA4 API secret at rest, sealed like the SMTP password with the store as its owner. */
const owner = (appId: number) => `analytics-ga4:${appId}`

export function encryptGa4Secret(key: Buffer, appId: number, secret: string): string {
  return sealSecret(key, owner(appId), secret)
}

export function decryptGa4Secret(key: Buffer, appId: number, stored: string): string {
  return openSecret(key, owner(appId), stored)
}
