import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Config } from '../config.ts'
import { openSecret, sealSecret } from '../identity/secrets.ts'

/*
 * Gateway credentials at rest: one JSON object per gateway, sealed (identity/secrets.ts
 * `sealSecret`, AES-256-GCM) under a key from the environment (GATEWAY_CREDENTIALS_KEY); the
 * gateway's id is the owner, so a ciphertext copied onto another gateway does not decrypt.
 * Values are never answered or logged.
 */

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
  return sealSecret(key, `gateway:${gatewayId}`, JSON.stringify(values))
}

export function decryptCredentials(
  key: Buffer,
  gatewayId: number,
  stored: string | null,
): Record<string, string> {
  if (!stored) return {}
  return JSON.parse(openSecret(key, `gateway:${gatewayId}`, stored)) as Record<string, string>
}
