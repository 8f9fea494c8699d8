import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/*
 * The GA4 API secret at rest: AES-256-GCM under the gateways' credentials key, like the SMTP
 * password (`v1.<iv>.<tag>.<ciphertext>`, base64url), the store as additional data.
 */
const VERSION = 'v1'
const aad = (appId: number) => Buffer.from(`analytics-ga4:${appId}`)

export function encryptGa4Secret(key: Buffer, appId: number, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(aad(appId))
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return [
    VERSION,
    ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')),
  ].join('.')
}

export function decryptGa4Secret(key: Buffer, appId: number, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split('.')
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) {
    throw new Error(`store ${appId}: GA4 secret in an unknown format`)
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  decipher.setAAD(aad(appId))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64url')),
    decipher.final(),
  ]).toString('utf8')
}
