import type { MenuApi } from './api.ts'
import type { ModuleMenu, NavbarItem } from './schema.ts'

export const sampleNavbar: NavbarItem[] = [
  {
    key: 'overview',
    label: 'Visão geral',
    icon: 'gauge',
    route: 'overview',
    area: null,
    module: null,
  },
  {
    key: 'customers',
    label: 'Clientes',
    icon: 'users',
    route: 'customers',
    area: 'customers',
    module: null,
  },
  {
    key: 'payments',
    label: 'Pagamentos',
    icon: 'credit-card',
    route: 'payments-transactions',
    area: 'payments',
    module: 'payments',
  },
  {
    key: 'recurrence',
    label: 'Recorrência',
    icon: 'repeat',
    route: 'recurrence-plans',
    area: 'recurrence',
    module: 'recurrence',
  },
  {
    key: 'settings',
    label: 'Configurações',
    icon: 'settings',
    route: 'settings-users',
    area: 'settings',
    module: 'settings',
  },
]

export const sampleMenus: Record<string, ModuleMenu> = {
  settings: {
    module: 'settings',
    items: [
      { name: 'settings-users', label: 'Usuários e permissões', icon: 'user-cog' },
      { name: 'settings-logs', label: 'Registro de atividades', icon: 'scroll-text' },
      { name: 'settings-tokens', label: 'Tokens de API', icon: 'key-round' },
    ],
  },
  payments: {
    module: 'payments',
    items: [
      { name: 'payments-transactions', label: 'Todos os pagamentos', icon: 'receipt' },
      {
        name: 'payments-links',
        label: 'Links de pagamento',
        icon: 'link',
        children: [
          { name: 'payments-links', label: 'Todos os links' },
          { name: 'payments-links-xml', label: 'XML de produtos' },
        ],
      },
      {
        name: 'payments-wallet-balance',
        label: 'Carteira',
        icon: 'wallet',
        children: [
          { name: 'payments-wallet-balance', label: 'Saldo' },
          { name: 'payments-wallet-suppliers', label: 'Fornecedores' },
          { name: 'payments-wallet-enable', label: 'Ativar/desativar' },
        ],
      },
    ],
  },
}

export interface MenuFixtureState {
  navbar: NavbarItem[]
  menus: Record<string, ModuleMenu>
}

export function createMenuFixture(state: MenuFixtureState): MenuApi {
  return {
    async module(module) {
      return structuredClone(state.menus[module] ?? { module, items: [] })
    },
    async navbar() {
      return structuredClone(state.navbar)
    },
  }
}
