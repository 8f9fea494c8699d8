import { SETTINGS_SCHEMA_DIALECT, type SettingsJsonSchema } from './json-schema.ts'

/*
 * The marketplace's catalogue (issue 16 item 3): every app listed here really works on the
 * store's checkout — analytics tags and the chat button on the public page (checkout/shared/apps),
 * the order bump and the anti-fraud rules in the charge (the server's
 * checkout-setup/marketplace/at-charge.ts). An app that would do nothing is not listed.
 */

export const CHECKOUT_APP_SLUGS = [
  'ga4',
  'meta_pixel',
  'whatsapp',
  'order_bump',
  'antifraud',
] as const
export type CheckoutAppSlug = (typeof CHECKOUT_APP_SLUGS)[number]

export const CHECKOUT_APP_CATEGORIES = {
  analytics: 'Análise e pixels',
  sales: 'Vendas',
  chat: 'Atendimento',
  security: 'Segurança',
} as const
export type CheckoutAppCategory = keyof typeof CHECKOUT_APP_CATEGORIES

/** What a screenshot shows; the panel draws each with the public page's own components. */
export type CheckoutAppPicture =
  'analytics-events' | 'whatsapp-button' | 'order-bump-offer' | 'antifraud-log'

export interface CheckoutAppDefinition {
  slug: CheckoutAppSlug
  name: string
  category: CheckoutAppCategory
  /** One line for the card. */
  summary: string
  /** The app's page: what it does and where, paragraphs separated by blank lines. */
  description: string
  /** What installing lets the app do, shown before installing. */
  permissions: readonly string[]
  screenshots: readonly { picture: CheckoutAppPicture; caption: string }[]
  settings: SettingsJsonSchema
}

const object = (
  properties: SettingsJsonSchema['properties'],
  required: readonly string[],
): SettingsJsonSchema => ({
  $schema: SETTINGS_SCHEMA_DIALECT,
  type: 'object',
  properties,
  required,
  additionalProperties: false,
})

/** Twenty million reais: past the checkout's own limit, an amount no setting needs. */
const MONEY_MAX = 2_000_000_000

export const CHECKOUT_APPS: readonly CheckoutAppDefinition[] = [
  {
    slug: 'ga4',
    name: 'Google Analytics 4',
    category: 'analytics',
    summary: 'Mede quem abre o checkout e quem conclui a compra no seu GA4.',
    description:
      'Coloca a tag do Google (gtag.js) com o seu ID de métrica na página de pagamento dos links.\n\n' +
      'O evento begin_checkout é enviado quando o cliente abre a página, e purchase (com o valor ' +
      'e a moeda) quando o pagamento é criado. A tag só é carregada nas páginas das lojas que ' +
      'instalaram o app.',
    permissions: [
      'Carregar o script do Google (googletagmanager.com) na página de pagamento.',
      'Enviar ao Google Analytics a abertura do checkout e as compras, com valor e moeda.',
    ],
    screenshots: [{ picture: 'analytics-events', caption: 'Eventos enviados ao GA4' }],
    settings: object(
      {
        measurement_id: {
          type: 'string',
          title: 'ID de métrica',
          description: 'Começa com G-, como G-AB12CD34EF (Administrador › Fluxos de dados).',
          pattern: '^G-[A-Z0-9]{4,16}$',
          maxLength: 20,
        },
      },
      ['measurement_id'],
    ),
  },
  {
    slug: 'meta_pixel',
    name: 'Pixel da Meta',
    category: 'analytics',
    summary: 'Envia ao Facebook e Instagram Ads o início do checkout e as compras.',
    description:
      'Coloca o pixel da Meta (fbq) com o ID do seu pixel na página de pagamento dos links.\n\n' +
      'O evento InitiateCheckout é enviado quando o cliente abre a página, e Purchase (com o valor ' +
      'e a moeda) quando o pagamento é criado, para medir e otimizar seus anúncios.',
    permissions: [
      'Carregar o script da Meta (connect.facebook.net) na página de pagamento.',
      'Enviar à Meta a abertura do checkout e as compras, com valor e moeda.',
    ],
    screenshots: [{ picture: 'analytics-events', caption: 'Eventos enviados ao pixel' }],
    settings: object(
      {
        pixel_id: {
          type: 'string',
          title: 'ID do pixel',
          description: 'Só os dígitos, como 123456789012345 (Gerenciador de Eventos).',
          pattern: '^[0-9]{10,20}$',
          maxLength: 20,
        },
      },
      ['pixel_id'],
    ),
  },
  {
    slug: 'whatsapp',
    name: 'Chat no WhatsApp',
    category: 'chat',
    summary: 'Um botão flutuante para o cliente tirar dúvidas com a loja no WhatsApp.',
    description:
      'Mostra um botão de WhatsApp no canto da página de pagamento. Ele abre uma conversa com o ' +
      'número da loja, já com a mensagem que você escolher.\n\nO botão é alcançável pelo teclado ' +
      'e não cobre o formulário de pagamento.',
    permissions: ['Mostrar um botão que abre o WhatsApp (wa.me) com o número da loja.'],
    screenshots: [{ picture: 'whatsapp-button', caption: 'O botão na página de pagamento' }],
    settings: object(
      {
        phone: {
          type: 'string',
          title: 'Número do WhatsApp',
          description: 'Com DDI e DDD, só dígitos: 5511987654321.',
          pattern: '^[0-9]{12,13}$',
          maxLength: 13,
        },
        message: {
          type: 'string',
          title: 'Mensagem inicial',
          description: 'O texto que já vem escrito na conversa.',
          maxLength: 200,
          default: 'Olá! Tenho uma dúvida sobre o pagamento.',
        },
      },
      ['phone'],
    ),
  },
  {
    slug: 'order_bump',
    name: 'Order bump',
    category: 'sales',
    summary: 'Oferece um item extra com um clique, logo antes de pagar.',
    description:
      'Mostra uma oferta com caixa de seleção acima do botão de pagar. Se o cliente marcar, o item ' +
      'entra no pagamento e o valor é somado ao total.\n\nO preço cobrado é sempre o salvo aqui, ' +
      'nunca o que a página envia.',
    permissions: [
      'Mostrar uma oferta na página de pagamento.',
      'Somar o preço da oferta ao pagamento quando o cliente a aceitar.',
    ],
    screenshots: [{ picture: 'order-bump-offer', caption: 'A oferta acima do botão de pagar' }],
    settings: object(
      {
        title: { type: 'string', title: 'Título da oferta', minLength: 3, maxLength: 60 },
        description: {
          type: 'string',
          title: 'Descrição',
          description: 'Uma frase sobre o item extra.',
          maxLength: 200,
        },
        price_cents: {
          type: 'integer',
          title: 'Preço',
          description: 'Em reais, como 9,90.',
          'x-money': true,
          minimum: 1,
          maximum: MONEY_MAX,
        },
      },
      ['title', 'price_cents'],
    ),
  },
  {
    slug: 'antifraud',
    name: 'Regras antifraude',
    category: 'security',
    summary: 'Recusa pagamentos fora das suas regras antes de qualquer cobrança.',
    description:
      'Analisa cada pagamento dos links antes da cobrança: valor máximo, quantos pagamentos um ' +
      'mesmo CPF/CNPJ faz por dia, domínios de e-mail e documentos bloqueados.\n\nUm pagamento ' +
      'recusado não é cobrado, e o cliente vê o motivo. As últimas análises, aprovadas e ' +
      'recusadas, ficam nesta página com a regra que recusou.',
    permissions: [
      'Ler o valor, o CPF/CNPJ e o e-mail de cada pagamento antes da cobrança.',
      'Recusar pagamentos que não seguem as regras.',
      'Guardar um registro das análises.',
    ],
    screenshots: [{ picture: 'antifraud-log', caption: 'Últimas análises' }],
    settings: object(
      {
        max_amount_cents: {
          type: 'integer',
          title: 'Valor máximo por pagamento',
          description: 'Em reais. Vazio: sem limite.',
          'x-money': true,
          minimum: 1,
          maximum: MONEY_MAX,
        },
        max_payments_per_document: {
          type: 'integer',
          title: 'Pagamentos por CPF/CNPJ em 24 horas',
          description: 'Vazio: sem limite.',
          minimum: 1,
          maximum: 10_000,
        },
        blocked_email_domains: {
          type: 'string',
          title: 'Domínios de e-mail bloqueados',
          description: 'Separados por vírgula, como exemplo.com, teste.net.',
          maxLength: 1000,
          pattern: '^\\s*([a-z0-9.-]+\\.[a-z]{2,}\\s*(,\\s*[a-z0-9.-]+\\.[a-z]{2,}\\s*)*)?$',
        },
        blocked_documents: {
          type: 'string',
          title: 'CPFs e CNPJs bloqueados',
          description: 'Só os dígitos, separados por vírgula.',
          maxLength: 2000,
          pattern: '^\\s*([0-9]{11}|[0-9]{14})?(\\s*,\\s*([0-9]{11}|[0-9]{14}))*\\s*$',
        },
      },
      [],
    ),
  },
]

export function checkoutAppOf(slug: string): CheckoutAppDefinition | undefined {
  return CHECKOUT_APPS.find((app) => app.slug === slug)
}

/** A list setting ("a.com, b.com") as its items, trimmed and lower-cased. */
export function listSetting(value: unknown): string[] {
  if (typeof value !== 'string') return []
  return value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '')
}
