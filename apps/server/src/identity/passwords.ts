import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * scrypt is memory-hard, so guessing on GPUs costs memory as well as time. N=2^14, r=8, p=5 uses
 * 16 MiB per hash, OWASP's equivalent of N=2^17 with p=1; about 130 ms on the reference machine.
 */
export const CURRENT_PARAMS = { N: 2 ** 14, r: 8, p: 5 } as const
type ScryptParams = { N: number; r: number; p: number }

const KEY_LENGTH = 32
const SALT_LENGTH = 16
/** Bounds for parameters read back from the database, so one bad row cannot exhaust memory. */
const MAX_N = 2 ** 20
const MAX_RP = 64

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    ...params,
    // Node refuses anything above 32 MiB by default; leave headroom for stronger settings.
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  }
  return new Promise((resolve, reject) => {
    // NFC so that the same password typed on different keyboards (composed or decomposed
    // accents) gives the same key.
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/** `scrypt$N=16384,r=8,p=5$<salt>$<key>`: the parameters travel with each hash, so they can change. */
function encode(params: ScryptParams, salt: Buffer, key: Buffer): string {
  return `scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

interface DecodedHash {
  params: ScryptParams
  salt: Buffer
  key: Buffer
}

function decode(encoded: string): DecodedHash | undefined {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(encoded)
  if (!match) return undefined
  const [, n, r, p, salt, key] = match
  const params = { N: Number(n), r: Number(r), p: Number(p) }
  const powerOfTwo = params.N > 1 && (params.N & (params.N - 1)) === 0
  if (!powerOfTwo || params.N > MAX_N || params.r > MAX_RP || params.p > MAX_RP) return undefined
  return { params, salt: Buffer.from(salt!, 'base64url'), key: Buffer.from(key!, 'base64url') }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  return encode(CURRENT_PARAMS, salt, await derive(password, salt, CURRENT_PARAMS))
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const decoded = decode(encoded)
  if (!decoded) return false
  const key = await derive(password, decoded.salt, decoded.params)
  return key.length === decoded.key.length && timingSafeEqual(key, decoded.key)
}

/** True when a hash was made with older parameters and should be replaced at the next sign-in. */
export function needsRehash(encoded: string): boolean {
  const decoded = decode(encoded)
  return (
    !decoded ||
    decoded.params.N !== CURRENT_PARAMS.N ||
    decoded.params.r !== CURRENT_PARAMS.r ||
    decoded.params.p !== CURRENT_PARAMS.p
  )
}

let dummyHash: Promise<string> | undefined

/**
 * Spends the same time as checking a real password, for e-mails that have no account, so the
 * answer time does not tell which addresses are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  await verifyPassword(password, await dummyHash)
  return false
}
