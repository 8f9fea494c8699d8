import { describe, expect, it } from 'vitest'
import { LANGS } from './lang.ts'
import { formatMessage, messages } from './message-catalogue.ts'
import { fallbackMessage, interpolate } from './messages.ts'

describe('the message catalogue', () => {
  const entries = Object.entries(messages)

  it.each(entries)('%s has a distinct, finished text in every language', (_, texts) => {
    for (const lang of LANGS) expect(texts[lang].trim()).not.toBe('')
    expect(texts['pt-BR']).not.toBe(texts.en)
    for (const lang of LANGS) expect(texts[lang]).toMatch(/[.]$/)
  })

  it('holds the specification’s texts word for word', () => {
    expect(messages.required.en).toBe('{Field} is required.')
    expect(formatMessage('required', 'pt-BR', 'nome')).toBe('Nome é obrigatório.')
    expect(messages.email.en).toBe('Please enter a valid email address.')
    expect(messages.url.en).toBe('Please enter a valid URL.')
    expect(messages.fallback.en).toBe('This field is not valid.')
  })

  it('uses the same placeholders in both languages', () => {
    // `agree` is Portuguese grammar (gender agreement) and has no English counterpart.
    const placeholders = (text: string) =>
      [...text.matchAll(/\{(\w+)/g)]
        .map((m) => m[1])
        .filter((name) => name !== 'agree')
        .sort()
    for (const [, texts] of entries) {
      const en = placeholders(texts.en).map((name) => name?.toLowerCase())
      const pt = placeholders(texts['pt-BR']).map((name) => name?.toLowerCase())
      expect(pt).toEqual(en)
    }
  })
})

describe('fallbackMessage', () => {
  it('is the specification’s generic text', () => {
    expect(fallbackMessage('en')).toBe('This field is not valid.')
    expect(fallbackMessage('pt-BR')).toBe('Este campo não é válido.')
  })
})

describe('interpolate', () => {
  it('fills the label, capitalised or mid-sentence', () => {
    const label = { en: 'terms', 'pt-BR': 'Termos' }
    expect(interpolate('{Field} / {field}', 'en', label)).toBe('Terms / terms')
    expect(interpolate('{Field} / {field}', 'pt-BR', label)).toBe('Termos / termos')
  })

  it('picks singular or plural by the count', () => {
    const template = '{min} {min:item|itens}'
    expect(interpolate(template, 'pt-BR', undefined, { min: 1 })).toBe('1 item')
    expect(interpolate(template, 'pt-BR', undefined, { min: 2 })).toBe('2 itens')
    expect(interpolate(template, 'pt-BR', undefined, { min: 0 })).toBe('0 itens')
  })

  it('writes numbers the way the language does', () => {
    expect(interpolate('{max}', 'en', undefined, { max: 12500.5 })).toBe('12,500.5')
    expect(interpolate('{max}', 'pt-BR', undefined, { max: 12500.5 })).toBe('12.500,5')
  })

  it('leaves unknown placeholders visible', () => {
    expect(interpolate('{nope} {Field}', 'en', 'Nome')).toBe('{nope} Nome')
  })
})

describe('formatMessage', () => {
  it('uses a fixed custom text, placeholders filled', () => {
    expect(formatMessage('required', 'pt-BR', 'Senha', {}, 'Digite {field}.')).toBe('Digite senha.')
  })

  it('uses a custom text per language', () => {
    const custom = (lang: string) =>
      lang === 'pt-BR' ? 'Obrigatória: {Field}.' : 'Needed: {Field}.'
    const label = { en: 'password', 'pt-BR': 'senha' }
    expect(formatMessage('required', 'pt-BR', label, {}, custom)).toBe('Obrigatória: Senha.')
    expect(formatMessage('required', 'en', label, {}, custom)).toBe('Needed: Password.')
  })
})
