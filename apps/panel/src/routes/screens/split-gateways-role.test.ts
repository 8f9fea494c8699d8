import { describe, expect, it } from 'vitest'
import type { EntryGrant } from '@vitrine/api'
import { splitRoleOf } from './split-gateways-role.ts'

const access = (permissions: EntryGrant[], owner = false) => ({
  owner,
  whRole: 'none',
  permissions,
})
const seller: EntryGrant = { name: '__seller', type: 'role' }

describe('splitRoleOf', () => {
  it('is the seller role when the role alone lets the person in', () => {
    expect(splitRoleOf(access([seller]))).toBe('__seller')
    expect(splitRoleOf(access([seller, { name: 'payments', type: 'none' }]))).toBe('__seller')
  })

  it('is nothing for someone with a payments level: they see the whole store', () => {
    expect(splitRoleOf(access([seller, { name: 'payments', type: 'read' }]))).toBeUndefined()
    expect(splitRoleOf(access([], true))).toBeUndefined()
    expect(splitRoleOf(access([{ name: 'payments', type: 'write' }]))).toBeUndefined()
  })

  it('is nothing before the access is loaded', () => {
    expect(splitRoleOf(null)).toBeUndefined()
  })
})
