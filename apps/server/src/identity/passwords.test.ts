import { describe, expect, test } from 'vitest'
import {
  CURRENT_PARAMS,
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords.ts'

describe('password hashes', () => {
  test('scrypt with its parameters and a random salt in the encoding', async () => {
    const first = await hashPassword('segredo123')
    const second = await hashPassword('segredo123')
    expect(first).toMatch(/^scrypt\$N=16384,r=8,p=5\$[\w-]{22}\$[\w-]{43}$/)
    expect(second).not.toBe(first)
    expect(CURRENT_PARAMS).toEqual({ N: 2 ** 14, r: 8, p: 5 })
  })

  test('verify accepts the password and rejects anything else', async () => {
    const hash = await hashPassword('segredo123')
    expect(await verifyPassword('segredo123', hash)).toBe(true)
    expect(await verifyPassword('segredo124', hash)).toBe(false)
    expect(await verifyPassword('', hash)).toBe(false)
    expect(await verifyPassword('segredo123', 'not a hash')).toBe(false)
    expect(await verifyPassword('segredo123', hash.replace('N=16384', 'N=3'))).toBe(false)
    expect(await verifyPassword('segredo123', hash.replace('N=16384', 'N=1073741824'))).toBe(false)
  })

  test('composed and decomposed accents are the same password', async () => {
    const hash = await hashPassword('cora\u00e7\u00e3o123')
    expect(await verifyPassword('corac\u0327a\u0303o123', hash)).toBe(true)
  })

  test('hashes made with other parameters still verify and ask to be redone', async () => {
    const hash = await hashPassword('segredo123')
    expect(needsRehash(hash)).toBe(false)
    // An older, cheaper setting, as a database might hold after the parameters are raised.
    const { scryptSync } = await import('node:crypto')
    const salt = Buffer.from('0123456789abcdef')
    const key = scryptSync('segredo123', salt, 32, { N: 1024, r: 8, p: 1 })
    const old = `scrypt$N=1024,r=8,p=1$${salt.toString('base64url')}$${key.toString('base64url')}`
    expect(await verifyPassword('segredo123', old)).toBe(true)
    expect(needsRehash(old)).toBe(true)
  })

  test('the dummy check for unknown accounts always fails', async () => {
    expect(await verifyAgainstDummy('segredo123')).toBe(false)
  })
})
