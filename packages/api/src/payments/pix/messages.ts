import type { Texts } from '../../validation/index.ts'

/*
 * What a payer or merchant reads when a pix key is refused, one constant per message like the
 * validation catalogue (validation/catalogue.ts). When the text had the shape of one kind of
 * key (eleven digits, an @) the message names that kind: "confira os dígitos" helps more than
 * a list of every kind there is.
 */

export const pixKeyLabel = { en: 'Pix key', 'pt-BR': 'Chave pix', feminine: true } as const

export const unrecognizedKey = {
  en: 'Invalid pix key: use a CPF, CNPJ, e-mail, mobile number with +55 or random key.',
  'pt-BR': 'Chave pix inválida: use CPF, CNPJ, e-mail, celular com +55 ou chave aleatória.',
} as const satisfies Texts

export const invalidCpfKey = {
  // Eleven digits may also be a mobile number typed without +55: say how to write one.
  en: 'Invalid CPF: check the digits. For a mobile number, start with +55 and the area code.',
  'pt-BR': 'CPF inválido: confira os dígitos. Para celular, comece com +55 e o DDD.',
} as const satisfies Texts

export const invalidCnpjKey = {
  en: 'Invalid CNPJ: check the digits.',
  'pt-BR': 'CNPJ inválido: confira os dígitos.',
} as const satisfies Texts

export const invalidEmailKey = {
  en: 'Enter a valid e-mail address of up to 77 characters.',
  'pt-BR': 'Informe um e-mail válido de até 77 caracteres.',
} as const satisfies Texts

export const invalidPhoneKey = {
  en: 'Enter the mobile number with +55, area code and number, e.g. +5511987654321.',
  'pt-BR': 'Informe o celular com +55, DDD e número, por exemplo +5511987654321.',
} as const satisfies Texts

export const invalidRandomKey = {
  en: 'Invalid random key: copy all 36 characters as your bank shows them.',
  'pt-BR': 'Chave aleatória inválida: copie os 36 caracteres como o banco mostra.',
} as const satisfies Texts
