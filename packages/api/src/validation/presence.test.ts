import { accepted, required } from './presence.ts'
import { runRuleCases } from './rule-cases.ts'

const missing = { en: 'This field is required.', 'pt-BR': 'Este campo é obrigatório.' }
const name = { en: 'Name', 'pt-BR': 'Nome' }

runRuleCases([
  {
    name: 'required (trims by default)',
    action: required(),
    pass: ['a', ' a ', 0, false, ['x'], { a: 1 }],
    fail: [
      [undefined, missing],
      [null, missing],
      ['', missing],
      ['   ', missing],
      ['\n\t', missing],
      [[], missing],
      [Number.NaN, missing],
    ],
  },
  {
    name: 'required without trim',
    action: required({ trim: false, label: name }),
    pass: ['   ', 'a'],
    fail: [['', { en: 'Name is required.', 'pt-BR': 'Nome é obrigatório.' }]],
  },
  {
    name: 'required with a feminine Portuguese label agrees in gender',
    action: required({ label: { en: 'Password', 'pt-BR': 'Senha', feminine: true } }),
    pass: ['segredo1'],
    fail: [['', { en: 'Password is required.', 'pt-BR': 'Senha é obrigatória.' }]],
  },
  {
    name: 'required with a one-language label, capitalised',
    action: required({ label: 'e-mail' }),
    pass: ['a@b.co'],
    fail: [['', { en: 'E-mail is required.', 'pt-BR': 'E-mail é obrigatório.' }]],
  },
  {
    name: 'accepted',
    action: accepted({ label: { en: 'terms of use', 'pt-BR': 'Termos de uso' } }),
    pass: [true, 'yes', 'on', 1, '1', 'true', 'YES', ' on '],
    fail: [false, undefined, null, '', 'no', 0, '0', 2, 'false'].map(
      (input) =>
        [
          input,
          { en: 'Terms of use must be accepted.', 'pt-BR': 'É preciso aceitar termos de uso.' },
        ] as const,
    ),
  },
])
