import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { validationConfig } from '../../validation/index.ts'
import { classifyPixKey, isValidPixKey, PixKeySchema } from './keys.ts'

describe('classifyPixKey', () => {
  it.each([
    ['529.982.247-25', 'cpf', '52998224725'],
    ['52998224725', 'cpf', '52998224725'],
    [' 529 982 247 25 ', 'cpf', '52998224725'],
    ['11.222.333/0001-81', 'cnpj', '11222333000181'],
    ['11222333000181', 'cnpj', '11222333000181'],
    ['12.abc.345/01de-35', 'cnpj', '12ABC34501DE35'],
    ['Loja@Exemplo.com.br', 'email', 'loja@exemplo.com.br'],
    ['pedidos+pix@loja-exemplo.com', 'email', 'pedidos+pix@loja-exemplo.com'],
    ['+5511987654321', 'phone', '+5511987654321'],
    ['+55 (11) 98765-4321', 'phone', '+5511987654321'],
    ['+551134567890', 'phone', '+551134567890'],
    ['4004901d-bd85-4769-8e52-cb4c42c506dc', 'evp', '4004901d-bd85-4769-8e52-cb4c42c506dc'],
    ['4004901D-BD85-4769-8E52-CB4C42C506DC', 'evp', '4004901d-bd85-4769-8e52-cb4c42c506dc'],
  ] as const)('%s is a %s key stored as %s', (text, type, normalized) => {
    expect(classifyPixKey(text)).toEqual({ ok: true, type, normalized })
  })

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['529.982.247-24', 'cpf'],
    ['111.111.111-11', 'cpf'],
    // A mobile number without +55 reads as eleven digits, and is no CPF.
    ['11987654321', 'cpf'],
    ['11.222.333/0001-82', 'cnpj'],
    ['00000000000000', 'cnpj'],
    ['loja@', 'email'],
    ['loja@exemplo', 'email'],
    ['lo..ja@exemplo.com', 'email'],
    ['joão@exemplo.com.br', 'email'],
    [`${'a'.repeat(66)}@exemplo.com`, 'email'],
    ['+55119876543', 'phone'],
    ['+55119876543210', 'phone'],
    ['+5501987654321', 'phone'],
    ['+1 415 555 0100', 'phone'],
    // Right shape, wrong version: DICT's random keys are version 4.
    ['123e4567-e12b-12d1-a456-426655440000', 'evp'],
    ['4004901d-bd85-4769-ce52-cb4c42c506dc', 'evp'],
    ['4004901dbd8547698e52cb4c42c506dc', 'unrecognized'],
    ['(11) 98765-4321', 'unrecognized'],
    ['loja exemplo', 'unrecognized'],
  ] as const)('refuses %j (%s)', (text, error) => {
    expect(classifyPixKey(text)).toEqual({ ok: false, error })
  })

  it('allows e-mails of exactly 77 characters', () => {
    const email = `${'a'.repeat(65)}@exemplo.com`
    expect(email).toHaveLength(77)
    expect(isValidPixKey(email, 'email')).toBe(true)
    expect(isValidPixKey(email, 'cpf')).toBe(false)
  })
})

describe('PixKeySchema', () => {
  const parse = (value: unknown, lang: 'pt-BR' | 'en' = 'pt-BR') =>
    v.safeParse(PixKeySchema, value, validationConfig(lang))

  it('outputs the normalised key, and accepts its own output', () => {
    expect(parse('529.982.247-25')).toMatchObject({ success: true, output: '52998224725' })
    expect(parse('52998224725')).toMatchObject({ success: true, output: '52998224725' })
  })

  it('says only that an empty key is required', () => {
    const result = parse('  ')
    expect(result.issues?.map((issue) => issue.message)).toEqual(['Chave pix é obrigatória.'])
    expect(parse('', 'en').issues?.map((issue) => issue.message)).toEqual(['Pix key is required.'])
  })

  it.each([
    [
      'qualquer coisa',
      'Chave pix inválida: use CPF, CNPJ, e-mail, celular com +55 ou chave aleatória.',
    ],
    ['11987654321', 'CPF inválido: confira os dígitos. Para celular, comece com +55 e o DDD.'],
    ['11.222.333/0001-82', 'CNPJ inválido: confira os dígitos.'],
    ['loja@exemplo', 'Informe um e-mail válido de até 77 caracteres.'],
    ['+55 11 9876', 'Informe o celular com +55, DDD e número, por exemplo +5511987654321.'],
    [
      '123e4567-e12b-12d1-a456-426655440000',
      'Chave aleatória inválida: copie os 36 caracteres como o banco mostra.',
    ],
  ])('refuses %j in Portuguese', (value, message) => {
    expect(parse(value).issues?.map((issue) => issue.message)).toEqual([message])
  })

  it('speaks English when asked', () => {
    expect(parse('qualquer coisa', 'en').issues?.[0]?.message).toBe(
      'Invalid pix key: use a CPF, CNPJ, e-mail, mobile number with +55 or random key.',
    )
  })
})
