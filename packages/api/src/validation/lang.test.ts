import { describe, expect, it } from 'vitest'
import { DEFAULT_LANG, capitalize, decapitalize, labelText, resolveLang } from './lang.ts'

describe('resolveLang', () => {
  it.each([
    ['pt', 'pt-BR'],
    ['pt-BR', 'pt-BR'],
    ['pt_BR', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['PT-BR', 'pt-BR'],
    [' pt-BR ', 'pt-BR'],
    ['pt-BR,pt;q=0.9,en;q=0.8', 'pt-BR'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['fr', 'en'],
    ['en,pt-BR;q=0.5', 'en'],
    ['portuguese', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    [null, 'en'],
  ])('%j → %s', (value, lang) => {
    expect(resolveLang(value)).toBe(lang)
  })

  it('defaults to English, the form library’s own default', () => {
    expect(DEFAULT_LANG).toBe('en')
  })
})

describe('labels', () => {
  it('pick the text of the language, or the one text for both', () => {
    const label = { en: 'Password', 'pt-BR': 'Senha' }
    expect(labelText(label, 'pt-BR')).toBe('Senha')
    expect(labelText(label, 'en')).toBe('Password')
    expect(labelText('CPF', 'en')).toBe('CPF')
  })

  it('say "this field" when there is none', () => {
    expect(labelText(undefined, 'en')).toBe('This field')
    expect(labelText(undefined, 'pt-BR')).toBe('Este campo')
  })

  it('capitalise for the start of a sentence', () => {
    expect(capitalize('é hoje')).toBe('É hoje')
    expect(capitalize('')).toBe('')
  })

  it('lower-case mid-sentence, except acronyms', () => {
    expect(decapitalize('Termos de uso')).toBe('termos de uso')
    expect(decapitalize('CPF')).toBe('CPF')
    expect(decapitalize('URL da loja')).toBe('URL da loja')
    expect(decapitalize('A')).toBe('a')
  })
})
