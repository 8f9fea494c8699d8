import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { applyMask, customFieldErrors, fitsMask, keptAnswers } from './answers.ts'
import { CustomFieldInputSchema, type CustomFieldType, type PublicCustomField } from './schema.ts'

const CPF = '295.379.955-93'
const CNPJ = '54.550.752/0001-55'

function field(type: CustomFieldType, extra: Partial<PublicCustomField> = {}): PublicCustomField {
  return {
    key: 'campo',
    group: 'identification',
    label: 'Campo',
    type,
    placeholder: '',
    help_text: '',
    required: false,
    mask: '',
    min_length: null,
    max_length: null,
    min: null,
    max: null,
    options: [],
    visible_when: null,
    ...extra,
  }
}

/** The message for one answer ('' when it passes). */
const check = (
  f: PublicCustomField,
  answer: string | boolean | undefined,
  kind = null as 'cpf' | 'cnpj' | null,
) => customFieldErrors([f], answer === undefined ? {} : { campo: answer }, kind)['campo'] ?? ''

describe('customFieldErrors, per type (pt-BR, the form layer’s messages)', () => {
  it('requires an answer only when the field is required', () => {
    expect(check(field('text'), undefined)).toBe('')
    expect(check(field('text', { required: true }), undefined)).toBe('Campo é obrigatório.')
    expect(check(field('text', { required: true }), '   ')).toBe('Campo é obrigatório.')
  })

  it('text: lengths and mask', () => {
    const f = field('text', { min_length: 3, max_length: 5 })
    expect(check(f, 'abcd')).toBe('')
    expect(check(f, 'ab')).toBe('Campo deve ter entre 3 e 5 caracteres.')
    expect(check(f, 'abcdef')).toBe('Campo deve ter entre 3 e 5 caracteres.')
    const masked = field('text', { mask: 'AA-999' })
    expect(check(masked, 'SP-123')).toBe('')
    expect(check(masked, 'SP123')).toBe('Campo não está em um formato válido.')
    expect(check(field('text'), 'a\u0000b')).toMatch(/caracteres/)
  })

  it('number: a number within min and max', () => {
    const f = field('number', { min: 1, max: 10 })
    expect(check(f, '5')).toBe('')
    expect(check(f, '2.5')).toBe('')
    expect(check(f, 'cinco')).toBe('Campo deve ser um número.')
    expect(check(f, '11')).toBe('Campo deve estar entre 1 e 10.')
  })

  it('select: one of the options', () => {
    const f = field('select', { options: [{ value: 'insta', label: 'Instagram' }] })
    expect(check(f, 'insta')).toBe('')
    expect(check(f, 'tv')).toBe('Campo deve ser um dos valores permitidos.')
  })

  it('checkbox: a required one must be ticked; text is not an answer', () => {
    expect(check(field('checkbox'), undefined)).toBe('')
    expect(check(field('checkbox', { required: true }), false)).toBe('É preciso aceitar campo.')
    expect(check(field('checkbox', { required: true }), true)).toBe('')
    expect(check(field('checkbox'), 'sim')).toBe('Este campo não é válido.')
  })

  it('date: a real day', () => {
    expect(check(field('date'), '2026-02-28')).toBe('')
    expect(check(field('date'), '2026-02-31')).toMatch(/^Campo deve ser uma data/)
  })

  it('document: CPF or CNPJ check digits', () => {
    expect(check(field('document'), CPF)).toBe('')
    expect(check(field('document'), CNPJ)).toBe('')
    expect(check(field('document'), '295.379.955-94')).toBe(
      'Informe um CPF ou CNPJ válido: confira os dígitos.',
    )
  })

  it('postal_code: 8 digits', () => {
    expect(check(field('postal_code'), '01310-100')).toBe('')
    expect(check(field('postal_code'), '0131010')).toBe('Informe um CEP com 8 dígitos.')
  })

  it('phone: 10 or 11 digits with the area code', () => {
    expect(check(field('phone'), '(11) 98765-4321')).toBe('')
    expect(check(field('phone'), '(11) 3456-7890')).toBe('')
    expect(check(field('phone'), '98765-4321')).toBe(
      'Informe um telefone com DDD: 10 ou 11 dígitos.',
    )
  })

  it('email', () => {
    expect(check(field('email'), 'ana@exemplo.com.br')).toBe('')
    expect(check(field('email'), 'ana@')).toBe('Informe um endereço de e-mail válido.')
  })

  it('a wrong kind of answer is refused, never thrown', () => {
    expect(check(field('text'), true)).toBe('Este campo não é válido.')
  })

  it('answers in English when asked', () => {
    const errors = customFieldErrors([field('text', { required: true })], {}, null, 'en')
    expect(errors).toEqual({ campo: 'Campo is required.' })
  })
})

describe('visibility', () => {
  const onlyCnpj = field('text', { required: true, visible_when: { document_kind: 'cnpj' } })

  it('a field hidden for the payer’s document is neither required nor kept', () => {
    expect(check(onlyCnpj, undefined, 'cpf')).toBe('')
    expect(check(onlyCnpj, undefined, null)).toBe('')
    expect(check(onlyCnpj, undefined, 'cnpj')).toBe('Campo é obrigatório.')
    expect(keptAnswers([onlyCnpj], { campo: 'x' }, 'cpf')).toEqual([])
  })

  it('keeps the visible answers with their label, normalised', () => {
    const fields = [
      field('document', { key: 'doc', label: 'CNPJ da empresa' }),
      field('phone', { key: 'tel', label: 'Telefone' }),
      field('checkbox', { key: 'news', label: 'Novidades' }),
      field('text', { key: 'vazio', label: 'Vazio' }),
    ]
    const kept = keptAnswers(
      fields,
      { doc: CNPJ, tel: '(11) 98765-4321', news: false, vazio: '', other: 'x' },
      'cnpj',
    )
    expect(kept).toEqual([
      {
        key: 'doc',
        label: 'CNPJ da empresa',
        group: 'identification',
        type: 'document',
        value: '54550752000155',
        text: CNPJ,
      },
      {
        key: 'tel',
        label: 'Telefone',
        group: 'identification',
        type: 'phone',
        value: '11987654321',
        text: '(11) 98765-4321',
      },
    ])
  })
})

describe('masks', () => {
  it('shapes typed text and says when it fits', () => {
    expect(applyMask('(99) 99999-9999', '11987654321')).toBe('(11) 98765-4321')
    expect(applyMask('(99) 99999-9999', '119')).toBe('(11) 9')
    expect(applyMask('AA-999', 'sp1x23')).toBe('sp-123')
    expect(applyMask('', 'livre')).toBe('livre')
    expect(fitsMask('99.9', '12.3')).toBe(true)
    expect(fitsMask('99.9', '1243')).toBe(false)
  })
})

describe('CustomFieldInputSchema', () => {
  const base = { key: 'como_conheceu', group: 'cart', label: 'Como conheceu a loja?', type: 'text' }
  const errors = (input: object) => {
    const result = v.safeParse(CustomFieldInputSchema, { ...base, ...input }, { lang: 'pt-BR' })
    return result.success ? {} : (v.flatten(result.issues).nested ?? {})
  }

  it('accepts a plain field with defaults', () => {
    expect(errors({})).toEqual({})
  })

  it('refuses a key out of the pattern, a missing label, a select without options', () => {
    expect(errors({ key: 'Como Conheceu' }).key?.[0]).toMatch(/letras minúsculas/)
    expect(errors({ key: '9abc' }).key?.[0]).toMatch(/letras minúsculas/)
    expect(errors({ label: ' ' }).label?.[0]).toBe('Rótulo é obrigatório.')
    expect(errors({ type: 'select' }).options?.[0]).toBe(
      'Uma lista de seleção precisa de pelo menos uma opção.',
    )
    expect(
      errors({
        type: 'select',
        options: [
          { value: 'a', label: 'A' },
          { value: 'a', label: 'B' },
        ],
      }).options?.[0],
    ).toBe('Cada opção precisa de um valor diferente.')
  })

  it('refuses min above max, for lengths and values, and a mask on a select', () => {
    expect(errors({ min_length: 5, max_length: 3 }).max_length?.[0]).toBe(
      'O tamanho máximo não pode ser menor que o mínimo.',
    )
    expect(errors({ type: 'number', min: 5, max: 3 }).max?.[0]).toBe(
      'O valor máximo não pode ser menor que o mínimo.',
    )
    expect(
      errors({ type: 'select', options: [{ value: 'a', label: 'A' }], mask: '99' }).mask?.[0],
    ).toBe('Máscaras valem só para campos de texto.')
  })

  it('drops options of a field that is not a select', () => {
    const values = v.parse(CustomFieldInputSchema, {
      ...base,
      options: [{ value: 'a', label: 'A' }],
    })
    expect(values.options).toEqual([])
  })
})
