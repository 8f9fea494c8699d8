import { runRuleCases, type Expected } from './rule-cases.ts'
import { between, length, max, min } from './sizes.ts'

const atLeast3 = {
  en: 'This field must be at least 3.',
  'pt-BR': 'Este campo deve ser maior ou igual a 3.',
}
const atLeast3Chars = {
  en: 'This field must be at least 3 characters.',
  'pt-BR': 'Este campo deve ter pelo menos 3 caracteres.',
}
const atLeast3Items = {
  en: 'This field must have at least 3 items.',
  'pt-BR': 'Este campo deve ter pelo menos 3 itens.',
}
const atMost10 = {
  en: 'This field must be at most 10.',
  'pt-BR': 'Este campo deve ser menor ou igual a 10.',
}
const atMost10Chars = {
  en: 'This field must be at most 10 characters.',
  'pt-BR': 'Este campo deve ter no máximo 10 caracteres.',
}
const between1And5 = {
  en: 'This field must be between 1 and 5.',
  'pt-BR': 'Este campo deve estar entre 1 e 5.',
}
const lengthBetween = {
  en: 'Name must be between 2 and 4 characters.',
  'pt-BR': 'Nome deve ter entre 2 e 4 caracteres.',
}
const name = { en: 'Name', 'pt-BR': 'Nome' }

const fails = (expected: Expected, ...inputs: unknown[]) =>
  inputs.map((input) => [input, expected] as const)

runRuleCases([
  {
    name: 'min measures numbers and numeric text by value',
    action: min(3),
    pass: [3, 4.5, '3', '10', ''],
    fail: fails(atLeast3, 2, -1, '2', '0.5'),
  },
  {
    name: 'min measures other text by length (in code points)',
    action: min(3),
    pass: ['abc', 'ação', '👍👍👍'],
    fail: fails(atLeast3Chars, 'ab', '👍👍'),
  },
  {
    name: 'min measures arrays by item count',
    action: min(3),
    pass: [[1, 2, 3]],
    fail: fails(atLeast3Items, [], [1, 2]),
  },
  {
    name: 'min counts one thing in the singular',
    action: min(),
    pass: [['a']],
    fail: [
      [
        [],
        {
          en: 'This field must have at least 1 item.',
          'pt-BR': 'Este campo deve ter pelo menos 1 item.',
        },
      ],
    ],
  },
  {
    name: "min with force 'length' measures numeric text by characters",
    action: min(3, { force: 'length' }),
    pass: ['007', 123],
    fail: fails(atLeast3Chars, '12', 99),
  },
  {
    name: "min with force 'value' rejects non-numeric text",
    action: min(3, { force: 'value' }),
    pass: ['4'],
    fail: fails(atLeast3, 'abcd'),
  },
  {
    name: 'max defaults to 10',
    action: max(),
    pass: [10, '10', -4, 'abcdefghij', [1, 2]],
    fail: [...fails(atMost10, 11, '10.5'), ...fails(atMost10Chars, 'abcdefghijk')],
  },
  {
    name: 'max writes numbers the way the language does',
    action: max(1000),
    pass: [1000],
    fail: [
      [
        1000.5,
        {
          en: 'This field must be at most 1,000.',
          'pt-BR': 'Este campo deve ser menor ou igual a 1.000.',
        },
      ],
    ],
  },
  {
    name: 'max measures arrays by item count',
    action: max(1),
    pass: [[1]],
    fail: [
      [
        [1, 2],
        {
          en: 'This field must have at most 1 item.',
          'pt-BR': 'Este campo deve ter no máximo 1 item.',
        },
      ],
    ],
  },
  {
    name: 'between is inclusive on both ends',
    action: between(1, 5),
    pass: [1, 5, '3', 2.5],
    fail: fails(between1And5, 0, 5.01, '6', -1),
  },
  {
    name: 'between accepts its bounds in either order',
    action: between(5, 1),
    pass: [1, 5],
    fail: fails(between1And5, 6),
  },
  {
    name: 'between measures other text by length',
    action: between(2, 4, { label: name }),
    pass: ['ab', 'abcd'],
    fail: fails(lengthBetween, 'a', 'abcde'),
  },
  {
    name: 'between measures arrays by item count',
    action: between(1, 2),
    pass: [[1]],
    fail: fails(
      {
        en: 'This field must have between 1 and 2 items.',
        'pt-BR': 'Este campo deve ter entre 1 e 2 itens.',
      },
      [],
      [1, 2, 3],
    ),
  },
  {
    name: 'length between a minimum and a maximum',
    action: length(2, 4, { label: name }),
    pass: ['ab', 'abcd', 'ção', ''],
    fail: fails(lengthBetween, 'a', 'abcde'),
  },
  {
    name: 'length has no maximum by default',
    action: length(8),
    pass: ['abcdefgh', 'a'.repeat(500)],
    fail: fails(
      {
        en: 'This field must be at least 8 characters.',
        'pt-BR': 'Este campo deve ter pelo menos 8 caracteres.',
      },
      'abc',
    ),
  },
  {
    name: 'length with only a maximum',
    action: length(0, 5),
    pass: ['abcde'],
    fail: fails(
      {
        en: 'This field must be at most 5 characters.',
        'pt-BR': 'Este campo deve ter no máximo 5 caracteres.',
      },
      'abcdef',
    ),
  },
  {
    name: 'length with equal bounds asks for an exact size',
    action: length(11, 11, { label: 'CPF' }),
    pass: ['12345678901'],
    fail: fails(
      {
        en: 'CPF must be exactly 11 characters.',
        'pt-BR': 'CPF deve ter exatamente 11 caracteres.',
      },
      '1234567890',
      '123456789012',
    ),
  },
  {
    name: 'length of an array',
    action: length(1, 2),
    pass: [['a'], ['a', 'b']],
    fail: fails(
      {
        en: 'This field must have between 1 and 2 items.',
        'pt-BR': 'Este campo deve ter entre 1 e 2 itens.',
      },
      [],
      ['a', 'b', 'c'],
    ),
  },
  {
    name: 'length counts one character in the singular',
    action: length(1, 1),
    pass: ['👍', 'é'],
    fail: fails(
      {
        en: 'This field must be exactly 1 character.',
        'pt-BR': 'Este campo deve ter exatamente 1 caractere.',
      },
      'ab',
    ),
  },
])
