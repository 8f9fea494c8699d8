import { openSecret, sealSecret } from '../../identity/secrets.ts'

/**
 * The SMTP password at rest, sealed under the gateways' credentials key with the store as its
 * owner, so a ciphertext copied to another store does not decrypt.
 */
const owner = (appId: number) => `mail-smtp:${appId}`

export function encryptSmtpPassword(key: Buffer, appId: number, password: string): string {
  return sealSecret(key, owner(appId), password)
}

export function decryptSmtpPassword(key: Buffer, appId: number, stored: string): string {
  return openSecret(key, owner(appId), stored)
}
