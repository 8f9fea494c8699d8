import type { CustomFieldGroup, CustomFieldType } from '@vitrine/api'

/** The groups as the menu and the tabs name them, with what each is for. */
export const GROUP_TEXTS: Record<CustomFieldGroup, { label: string; description: string }> = {
  identification: {
    label: 'Identificação',
    description: 'Perguntas ao lado do nome, e-mail e CPF ou CNPJ do pagador.',
  },
  address: {
    label: 'Endereço',
    description: 'Perguntas junto do endereço, quando o link pede um.',
  },
  shipping: { label: 'Entrega', description: 'Uma seção de entrega com as suas perguntas.' },
  payment: { label: 'Pagamento', description: 'Perguntas logo abaixo das formas de pagamento.' },
  cart: { label: 'Carrinho', description: 'Uma seção sobre o pedido, antes do botão de pagar.' },
}

export const TYPE_LABELS: Record<CustomFieldType, string> = {
  text: 'Texto',
  number: 'Número',
  select: 'Lista de opções',
  checkbox: 'Caixa de marcar',
  date: 'Data',
  document: 'CPF ou CNPJ',
  postal_code: 'CEP',
  phone: 'Telefone',
  email: 'E-mail',
}

export const VISIBILITY_LABELS = {
  always: 'Para todos',
  cpf: 'Só para quem informa CPF',
  cnpj: 'Só para quem informa CNPJ',
} as const
