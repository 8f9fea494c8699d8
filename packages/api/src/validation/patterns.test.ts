import { describe, expect, it } from 'vitest'
import { endsWith, is, matches, not, startsWith } from './patterns.ts'
import { check, runRuleCases, type Expected } from './rule-cases.ts'

const badFormat = {
  en: 'This field is not in a valid format.',
  'pt-BR': 'Este campo não está em um formato válido.',
}
const fails = (expected: Expected, ...inputs: unknown[]) =>
  inputs.map((input) => [input, expected] as const)

runRuleCases([
  {
    name: 'matches a RegExp',
    action: matches(/^\d{5}-\d{3}$/),
    pass: ['01310-100', ''],
    fail: fails(badFormat, '01310100', 'abcde-fgh'),
  },
  {
    name: 'matches text in /…/flags form as a RegExp',
    action: matches('/^abc$/i'),
    pass: ['ABC', 'abc'],
    fail: fails(badFormat, 'abcd', '/^abc$/i'),
  },
  {
    name: 'matches other text exactly',
    action: matches('abc'),
    pass: ['abc'],
    fail: fails(badFormat, 'ABC', 'abcd'),
  },
  {
    name: 'matches any of several patterns',
    action: matches([/^a/, '/^b/', 'exato']),
    pass: ['a1', 'b1', 'exato'],
    fail: fails(badFormat, 'c1', 'exatos'),
  },
  {
    name: 'is',
    action: is(['pix', 'billet', 1], {
      label: { en: 'payment method', 'pt-BR': 'forma de pagamento' },
    }),
    pass: ['pix', 'billet', 1, '1'],
    fail: fails(
      {
        en: 'Payment method must be one of the allowed values.',
        'pt-BR': 'Forma de pagamento deve ser um dos valores permitidos.',
      },
      'creditcard',
      'PIX',
      2,
    ),
  },
  {
    name: 'not quotes the forbidden value',
    action: not(['admin', 'root']),
    pass: ['ana', 'Admin'],
    fail: [
      ['admin', { en: '“admin” is not allowed.', 'pt-BR': '“admin” não é permitido.' }],
      ['root', { en: '“root” is not allowed.', 'pt-BR': '“root” não é permitido.' }],
    ],
  },
  {
    name: 'startsWith any of the prefixes',
    action: startsWith(['http://', 'https://'], { label: 'site' }),
    pass: ['https://loja.com', 'http://loja.com', ''],
    fail: fails(
      {
        en: 'Site must start with “http://” or “https://”.',
        'pt-BR': 'Site deve começar com “http://” ou “https://”.',
      },
      'ftp://loja.com',
      'HTTPS://loja.com',
    ),
  },
  {
    name: 'endsWith any of the suffixes',
    action: endsWith('.csv', { label: { en: 'file', 'pt-BR': 'arquivo' } }),
    pass: ['clientes.csv'],
    fail: fails(
      { en: 'File must end with “.csv”.', 'pt-BR': 'Arquivo deve terminar com “.csv”.' },
      'clientes.txt',
      'clientes.CSV',
    ),
  },
  {
    name: 'endsWith lists three suffixes the way each language does',
    action: endsWith(['.png', '.jpg', '.jpeg']),
    pass: ['foto.jpeg'],
    fail: fails(
      {
        en: 'This field must end with “.png”, “.jpg”, or “.jpeg”.',
        'pt-BR': 'Este campo deve terminar com “.png”, “.jpg” ou “.jpeg”.',
      },
      'foto.gif',
    ),
  },
])

describe('matches with a global RegExp', () => {
  it('gives the same answer every time (lastIndex is reset)', () => {
    const rule = matches(/a/g)
    expect(check(rule, 'a').success).toBe(true)
    expect(check(rule, 'a').success).toBe(true)
    expect(check(rule, 'b').success).toBe(false)
  })
})
