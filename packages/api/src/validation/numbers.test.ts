import { number } from './numbers.ts'
import { runRuleCases } from './rule-cases.ts'

const notNumber = { en: 'Price must be a number.', 'pt-BR': 'Preço deve ser um número.' }

runRuleCases([
  {
    name: 'number',
    action: number({ label: { en: 'price', 'pt-BR': 'preço' } }),
    pass: [12, 0, -3.5, '12', '-3.5', '+4', '.5', '5.', '1e3', ' 7 ', ''],
    fail: ['abc', '1,5', '1.2.3', '12a', '1 000', Infinity, '-'].map(
      (input) => [input, notNumber] as const,
    ),
  },
])
