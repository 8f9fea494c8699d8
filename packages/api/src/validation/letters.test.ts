import {
  alpha,
  alphaSpaces,
  alphanumeric,
  containsAlpha,
  containsAlphaSpaces,
  containsAlphanumeric,
  containsLowercase,
  containsNumeric,
  containsSymbol,
  containsUppercase,
  lowercase,
  uppercase,
} from './letters.ts'
import { runRuleCases, type Expected } from './rule-cases.ts'

const fails = (expected: Expected, ...inputs: unknown[]) =>
  inputs.map((input) => [input, expected] as const)
const only = (en: string, pt: string) => ({
  en: `This field can only contain ${en}.`,
  'pt-BR': `Este campo deve conter apenas ${pt}.`,
})
const some = (en: string, pt: string) => ({
  en: `This field must contain at least one ${en}.`,
  'pt-BR': `Este campo deve conter pelo menos ${pt}.`,
})
const letters = only('letters', 'letras')

runRuleCases([
  {
    name: 'alpha takes letters of any script with their accents',
    action: alpha(),
    pass: ['João', 'ÇÃO', 'Zoë', 'João'.normalize('NFD'), 'Σωκράτης', ''],
    fail: fails(letters, 'Ana1', 'Ana Maria', 'Ana-Maria', ' '),
  },
  {
    name: "alpha with the 'latin' set takes A–Z only",
    action: alpha({ set: 'latin' }),
    pass: ['Joao'],
    fail: fails(letters, 'João', 'Ç'),
  },
  {
    name: 'alphanumeric',
    action: alphanumeric(),
    pass: ['abc123', 'Ação2'],
    fail: fails(only('letters and numbers', 'letras e números'), 'abc 123', 'a-b', 'a_b'),
  },
  {
    name: "alphanumeric with the 'latin' set",
    action: alphanumeric({ set: 'latin' }),
    pass: ['SKU123'],
    fail: fails(only('letters and numbers', 'letras e números'), 'Ação2'),
  },
  {
    name: 'alphaSpaces takes a person’s name',
    action: alphaSpaces(),
    pass: ['João da Silva', 'ÇÃO', 'Maria Conceição'],
    fail: fails(only('letters and spaces', 'letras e espaços'), 'Ana-Maria', 'Ana1', "D'Ávila"),
  },
  {
    name: "alphaSpaces with the 'latin' set",
    action: alphaSpaces({ set: 'latin' }),
    pass: ['Joao da Silva'],
    fail: fails(only('letters and spaces', 'letras e espaços'), 'João da Silva'),
  },
  {
    name: 'uppercase',
    action: uppercase(),
    pass: ['ABC', 'ÇÃO'],
    fail: fails(only('uppercase letters', 'letras maiúsculas'), 'Abc', 'ABC1', 'AB C'),
  },
  {
    name: "uppercase with the 'latin' set",
    action: uppercase({ set: 'latin' }),
    pass: ['ABC'],
    fail: fails(only('uppercase letters', 'letras maiúsculas'), 'ÇÃO'),
  },
  {
    name: 'lowercase',
    action: lowercase(),
    pass: ['ação', 'abc'],
    fail: fails(only('lowercase letters', 'letras minúsculas'), 'Ação', 'abc1'),
  },
  {
    name: 'containsAlpha',
    action: containsAlpha(),
    pass: ['123a', 'ç'],
    fail: fails(some('letter', 'uma letra'), '123', '!@#'),
  },
  {
    name: 'containsAlphanumeric',
    action: containsAlphanumeric(),
    pass: ['!!a', '!!1'],
    fail: fails(some('letter or number', 'uma letra ou um número'), '!!', '  '),
  },
  {
    name: 'containsAlphaSpaces',
    action: containsAlphaSpaces(),
    pass: ['1 2', '1a'],
    fail: fails(some('letter or space', 'uma letra ou um espaço'), '12', '!?'),
  },
  {
    name: 'containsLowercase',
    action: containsLowercase(),
    pass: ['ABc', 'ÇÃo'],
    fail: fails(some('lowercase letter', 'uma letra minúscula'), 'ABC', '123'),
  },
  {
    name: 'containsUppercase',
    action: containsUppercase(),
    pass: ['abC', 'Ção'],
    fail: fails(some('uppercase letter', 'uma letra maiúscula'), 'abc', 'ção'),
  },
  {
    name: 'containsNumeric',
    action: containsNumeric(),
    pass: ['senha1'],
    fail: fails(some('number', 'um número'), 'senha', 'senha!'),
  },
  {
    name: 'containsSymbol',
    action: containsSymbol(),
    pass: ['senha!', 'senha§', 'a_b'],
    fail: fails(some('symbol', 'um símbolo'), 'senha1', 'senha 1', 'ação'),
  },
  {
    name: "containsSymbol with the 'latin' set counts ASCII punctuation only",
    action: containsSymbol({ set: 'latin' }),
    pass: ['senha!', 'a~b'],
    fail: fails(some('symbol', 'um símbolo'), 'senha§', 'senha1'),
  },
])
