import type { Area, Level, Role } from '@vitrine/api'

/** The permission areas as merchants read them. */
export const areaLabels: Record<Area, string> = {
  layout: 'Layout',
  ecommerce: 'E-commerce',
  checkout: 'Checkout',
  payments: 'Pagamentos',
  recurrence: 'Recorrência',
  customers: 'Clientes',
  settings: 'Configurações',
}

export const levelLabels: Record<Level, string> = {
  none: 'Sem acesso',
  read: 'Leitura',
  write: 'Edição',
}

export const roleLabels: Record<Role, { label: string; description: string }> = {
  __seller: {
    label: 'Vendedor',
    description: 'Acessa o split de pagamentos (vendedores e regras).',
  },
  __wallet: {
    label: 'Administrador da carteira',
    description: 'Acessa a carteira: saldo, fornecedores e ativação.',
  },
}
