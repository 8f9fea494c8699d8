import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/*
 * The SMTP password at rest: AES-256-GCM under the same key as the gateways' credentials
 * (gateways/credentials.ts `credentialsKey`), `v1.<iv>.<tag>.<ciphertext>` in base64url, with
 * the store as additional data so a ciphertext copied to another store does not decrypt.
 */

const VERSION = 'v1'
const aad = (appId: number) => Buffer.from(`mail-smtp:${appId}`)

export function encryptSmtpPassword(key: Buffer, appId: number, password: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(aad(appId))
  const ciphertext = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()])
  return [
    VERSION,
    ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')),
  ].join('.')
}

export function decryptSmtpPassword(key: Buffer, appId: number, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split('.')
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) {
    throw new Error(`store ${appId}: SMTP password in an unknown format`)
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  decipher.setAAD(aad(appId))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64url')),
    decipher.final(),
  ]).toString('utf8')
}
