import { describe, expect, it } from 'vitest'
import { validateLayoutPage, validateLayoutPageSeo, validateXmlEdit } from './validators.ts'

describe('XML edit route', () => {
  it.each([
    ['new', true],
    ['42', true],
    ['007', true],
    ['', false],
    [undefined, false],
    ['abc', false],
    ['12a', false],
    ['-1', false],
    ['NEW', false],
  ])('xmlID %j valid: %s', (xmlID, ok) => {
    expect(validateXmlEdit({ appID: '1', xmlID })).toEqual({ ok })
  })
})

describe('layout page route', () => {
  it('sends a missing slug to the home page', () => {
    expect(validateLayoutPage({ appID: '7' })).toEqual({
      ok: 'redirect',
      params: { appID: '7', pageslug: 'home' },
    })
  })

  it.each(['home', 'category', 'product', 'global', 'layout'])('opens the %s page', (pageslug) => {
    expect(validateLayoutPage({ appID: '7', pageslug })).toEqual({ ok: true })
  })
})

describe('layout page SEO route', () => {
  it.each([
    ['home', true],
    ['category', true],
    ['product', true],
    ['global', false],
    ['layout', false],
    [undefined, false],
  ])('slug %s valid: %s', (pageslug, ok) => {
    expect(validateLayoutPageSeo({ appID: '7', pageslug })).toEqual({ ok })
  })
})
