import type { PublicCustomField } from './schema.ts'

const blank: Omit<PublicCustomField, 'key' | 'group' | 'label' | 'type'> = {
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
}

/**
 * The demo store's fields (the server's demo and the fixture): all optional, since the e2e tests
 * pay demo links without answering them — the state registration only for CNPJ payers, how they
 * found the store in the cart, a gift box in the shipping.
 */
export const DEMO_CUSTOM_FIELDS: PublicCustomField[] = [
  {
    ...blank,
    key: 'inscricao_estadual',
    group: 'identification',
    label: 'Inscrição estadual',
    type: 'text',
    help_text: 'Para a nota fiscal da sua empresa. Deixe em branco se for isenta.',
    max_length: 20,
    visible_when: { document_kind: 'cnpj' },
  },
  {
    ...blank,
    key: 'como_conheceu',
    group: 'cart',
    label: 'Como conheceu a loja?',
    type: 'select',
    options: [
      { value: 'instagram', label: 'Instagram' },
      { value: 'indicacao', label: 'Indicação de alguém' },
      { value: 'busca', label: 'Busca no Google' },
      { value: 'outro', label: 'Outro' },
    ],
  },
  {
    ...blank,
    key: 'presente',
    group: 'shipping',
    label: 'É para presente?',
    type: 'checkbox',
    help_text: 'Enviamos sem a nota de preço dentro da caixa.',
  },
]
