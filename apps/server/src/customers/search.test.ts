import { describe, expect, test } from 'vitest'
import { foldName } from './names.ts'
import { looksLikeAddressOrNumber, namePrefixQuery, startsWithPattern } from './search.ts'

describe('foldName', () => {
  test('lower-case, without diacritics, single spaces', () => {
    expect(foldName('  Érica  Conceição\tD’Ávila ')).toBe('erica conceicao d’avila')
    expect(foldName('JOÃO')).toBe(foldName('joao'))
  })
})

describe('namePrefixQuery', () => {
  test('each word a prefix, all of them required', () => {
    expect(namePrefixQuery('Ana Sou')).toBe('ana:* & sou:*')
    expect(namePrefixQuery('  João  ')).toBe('joao:*')
    expect(namePrefixQuery('ana-clara')).toBe('ana:* & clara:*')
  })

  test('tsquery syntax is never passed through', () => {
    expect(namePrefixQuery("a & b | !(c):* 'd' <-> e\\")).toBe('a:* & b:* & c:* & d:* & e:*')
    expect(namePrefixQuery('!!! :* ()')).toBeUndefined()
  })

  test('at most eight words', () => {
    expect(namePrefixQuery('a b c d e f g h i j')!.split(' & ')).toHaveLength(8)
  })
})

describe('startsWithPattern', () => {
  test('LIKE wildcards and the escape character are taken literally', () => {
    expect(startsWithPattern('ana')).toBe('ana%')
    expect(startsWithPattern('100%_a\\b')).toBe('100\\%\\_a\\\\b%')
  })
})

describe('looksLikeAddressOrNumber', () => {
  test('an @ or a dot inside a word is an e-mail or a document, not a name', () => {
    expect(looksLikeAddressOrNumber('ana.souza')).toBe(true)
    expect(looksLikeAddressOrNumber('ana@')).toBe(true)
    expect(looksLikeAddressOrNumber('295.379')).toBe(true)
    expect(looksLikeAddressOrNumber('ana souza')).toBe(false)
    expect(looksLikeAddressOrNumber('Jr. Silva')).toBe(false)
  })
})
