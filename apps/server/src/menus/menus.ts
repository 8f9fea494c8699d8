import type { MenuItem, NavbarItem } from '@vitrine/api'

/**
 * The panel's menus (specification section 2, "Menu sections" and "Sub-navigation"), in
 * Portuguese. Route names are the panel's manifest names: the panel hides an entry whose route
 * it does not have yet, so every module is listed here whether or not its screens exist.
 * Icon names are lucide's.
 */

/** The general navbar: one entry per module, `key` being what a reseller's has_{key} flag names. */
export const NAVBAR: readonly NavbarItem[] = [
  {
    key: 'overview',
    label: 'Visão geral',
    icon: 'gauge',
    route: 'overview',
    area: null,
    module: null,
  },
  {
    key: 'checklist',
    label: 'Primeiros passos',
    icon: 'list-checks',
    route: 'onboarding-checklist',
    area: null,
    module: null,
  },
  {
    key: 'layout',
    label: 'Layout',
    icon: 'layout-template',
    route: 'layout-page',
    area: 'layout',
    module: 'layout',
  },
  {
    key: 'ecommerce',
    label: 'Plataforma',
    icon: 'shopping-bag',
    route: 'ecommerce-mails-transactional',
    area: 'ecommerce',
    module: 'ecommerce',
  },
  {
    key: 'checkout',
    label: 'Checkout',
    icon: 'shopping-cart',
    route: 'checkout-appearance',
    area: 'checkout',
    module: 'checkout',
  },
  {
    key: 'push',
    label: 'Notificações push',
    icon: 'bell-ring',
    route: 'push-notifications',
    area: 'ecommerce',
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
    key: 'apps',
    label: 'Aplicativos',
    icon: 'blocks',
    route: 'checkout-marketplace',
    area: 'checkout',
    module: null,
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
    key: 'customers',
    label: 'Clientes',
    icon: 'users',
    route: 'customers',
    area: 'customers',
    module: null,
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

/** The CMS page kinds, each opening the layout page on its slug. */
const pageKind = (label: string, pageslug: string): MenuItem => ({
  name: 'layout-page',
  label,
  params: { pageslug },
})

/** Each module's own menu; an entry with children opens on its first child. */
export const MODULE_MENUS: Readonly<Record<string, readonly MenuItem[]>> = {
  layout: [
    {
      name: 'layout-page',
      label: 'Página de layout (CMS)',
      icon: 'panels-top-left',
      children: [
        pageKind('Início', 'home'),
        pageKind('Busca', 'search'),
        pageKind('Categoria', 'category'),
        pageKind('Minha conta', 'account'),
        pageKind('Layout', 'layout'),
        pageKind('Página de erro', 'error'),
        pageKind('Detalhes do produto', 'product'),
        pageKind('Global', 'global'),
      ],
    },
    {
      name: 'layout-catalog-products',
      label: 'Catálogo',
      icon: 'package',
      children: [
        { name: 'layout-catalog-products', label: 'Produtos' },
        { name: 'layout-catalog-categories', label: 'Categorias' },
      ],
    },
    { name: 'ide-page', label: 'Desenvolvimento (IDE)', icon: 'code' },
    { name: 'layout-dataplus', label: 'Data Plus', icon: 'database' },
    { name: 'layout-redirect', label: 'Redirecionamentos', icon: 'shuffle' },
    { name: 'layout-clusters', label: 'Clusters', icon: 'boxes' },
    {
      name: 'layout-settings-project',
      label: 'Configurações do layout',
      icon: 'sliders-horizontal',
      children: [
        { name: 'layout-settings-project', label: 'Projeto' },
        { name: 'layout-settings-catalog', label: 'Catálogo' },
      ],
    },
  ],
  ecommerce: [
    { name: 'ecommerce-access', label: 'Acessos', icon: 'mouse-pointer-click' },
    { name: 'ecommerce-front-performance', label: 'Performance do front', icon: 'zap' },
    { name: 'ecommerce-sales', label: 'Vendas', icon: 'chart-line' },
    {
      name: 'ecommerce-mails-transactional',
      label: 'E-mails',
      icon: 'mail',
      children: [
        { name: 'ecommerce-mails-transactional', label: 'Transacionais' },
        { name: 'ecommerce-mails-smtp', label: 'SMTP' },
        { name: 'ecommerce-mails-recover', label: 'Recuperação' },
      ],
    },
    {
      name: 'ecommerce-search-term-rules',
      label: 'Busca',
      icon: 'search',
      children: [
        { name: 'ecommerce-search-term-rules', label: 'Por termo' },
        { name: 'ecommerce-search-fixed-rules', label: 'Fixas' },
        { name: 'ecommerce-search-agreement-percentage', label: 'Prioridade' },
      ],
    },
    { name: 'ecommerce-xml', label: 'XML de produtos', icon: 'file-code' },
    { name: 'ecommerce-promotions', label: 'Promoções', icon: 'badge-percent' },
    { name: 'ecommerce-coupons', label: 'Cupons de desconto', icon: 'ticket-percent' },
    { name: 'ecommerce-publish', label: 'Publicar', icon: 'upload' },
    { name: 'ecommerce-order-tracking', label: 'Rastreio de pedidos', icon: 'truck' },
    { name: 'ecommerce-platform', label: 'Plataforma', icon: 'store' },
    { name: 'ecommerce-logs', label: 'Registros', icon: 'scroll-text' },
    { name: 'ecommerce-customers', label: 'Clientes', icon: 'users' },
  ],
  checkout: [
    { name: 'checkout-appearance', label: 'Aparência do checkout', icon: 'palette' },
    {
      name: 'checkout-custom-fields-identification',
      label: 'Campos personalizados',
      icon: 'text-cursor-input',
      children: [
        { name: 'checkout-custom-fields-identification', label: 'Identificação' },
        { name: 'checkout-custom-fields-address', label: 'Endereço' },
        { name: 'checkout-custom-fields-shipping', label: 'Entrega' },
        { name: 'checkout-custom-fields-payment', label: 'Pagamento' },
        { name: 'checkout-custom-fields-cart', label: 'Carrinho' },
      ],
    },
    { name: 'checkout-marketplace', label: 'Apps de checkout', icon: 'blocks' },
  ],
  payments: [
    { name: 'payments-transactions', label: 'Todos os pagamentos', icon: 'receipt' },
    { name: 'payments-installments', label: 'Configuração de parcelamento', icon: 'calculator' },
    {
      name: 'payments-links',
      label: 'Links de pagamento',
      icon: 'link',
      children: [
        { name: 'payments-links', label: 'Todos os links' },
        { name: 'payments-links-xml', label: 'XML de produtos' },
      ],
    },
    { name: 'payments-gateways', label: 'Meios de pagamento', icon: 'landmark' },
    { name: 'payments-split', label: 'Split de pagamento', icon: 'split' },
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
    { name: 'payments-customers', label: 'Clientes', icon: 'users' },
  ],
  recurrence: [
    { name: 'recurrence-plans', label: 'Planos', icon: 'clipboard-list' },
    { name: 'recurrence-products', label: 'Produtos', icon: 'package' },
    { name: 'recurrence-subscriptions', label: 'Assinaturas', icon: 'calendar-sync' },
    { name: 'recurrence-webhook', label: 'Webhook', icon: 'webhook' },
    { name: 'recurrence-customers', label: 'Lista de clientes', icon: 'users' },
  ],
  settings: [
    { name: 'settings-users', label: 'Usuários e permissões', icon: 'user-cog' },
    { name: 'settings-logs', label: 'Registro de atividades', icon: 'scroll-text' },
    { name: 'settings-tokens', label: 'Tokens de API', icon: 'key-round' },
  ],
}
