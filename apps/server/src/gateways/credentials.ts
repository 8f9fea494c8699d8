import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Config } from '../config.ts'

/*
 * Gateway credentials at rest: one JSON object per gateway, encrypted with AES-256-GCM under a
 * key from the environment (GATEWAY_CREDENTIALS_KEY). The stored text is
 * `v1.<iv>.<tag>.<ciphertext>` in base64url; the gateway's id is the additional data, so a
 * ciphertext copied onto another gateway does not decrypt. Values are never answered or logged.
 */

const VERSION = 'v1'
const keys = new WeakMap<Config, Buffer>()

/**
 * The configured key, or the data directory's key file (made on first use, readable by the
 * owner only) so that `npm start` works on a fresh machine.
 */
export function credentialsKey(config: Config): Buffer {
  if (config.gatewayCredentialsKey) return config.gatewayCredentialsKey
  const known = keys.get(config)
  if (known) return known
  const file = path.join(config.dataDir, 'gateway-credentials.key')
  let key: Buffer
  try {
    key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex')
  } catch {
    key = randomBytes(32)
    mkdirSync(config.dataDir, { recursive: true })
    // 'wx': two processes starting together must not both write a different key.
    try {
      writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' })
    } catch {
      key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex')
    }
  }
  if (key.length !== 32) throw new Error(`${file} must hold 32 bytes as 64 hex characters`)
  keys.set(config, key)
  return key
}

export function encryptCredentials(
  key: Buffer,
  gatewayId: number,
  values: Record<string, string>,
): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(`gateway:${gatewayId}`))
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()])
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))
  return [VERSION, ...parts].join('.')
}

export function decryptCredentials(
  key: Buffer,
  gatewayId: number,
  stored: string | null,
): Record<string, string> {
  if (!stored) return {}
  const [version, iv, tag, ciphertext] = stored.split('.')
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) {
    throw new Error(`gateway ${gatewayId}: credentials in an unknown format`)
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  decipher.setAAD(Buffer.from(`gateway:${gatewayId}`))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  const plain = Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64url')),
    decipher.final(),
  ])
  return JSON.parse(plain.toString('utf8')) as Record<string, string>
}
