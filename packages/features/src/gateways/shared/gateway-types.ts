import type { GatewayType } from '@vitrine/api'

/** How each type reads on the screens: its name, what it is for, and its list's words. */
export interface GatewayTypeText {
  /** The type's name ("Boleto"), as a card title and breadcrumb. */
  name: string
  /** One sentence saying what the merchant gets from it. */
  description: string
  /** The create button ("Novo boleto"). */
  newLabel: string
  /** What the empty list says. */
  emptyTitle: string
}

/** The overview's order: the ones every store uses first. */
export const GATEWAY_TYPE_ORDER = [
  'pix',
  'creditcard',
  'billet',
  'pix-installment',
  'static-pix',
  'voucher',
  'custom',
] as const satisfies readonly GatewayType[]

export const gatewayTypeTexts: Record<GatewayType, GatewayTypeText> = {
  pix: {
    name: 'Pix',
    description: 'Cobranças com QR Code e código copia e cola, confirmadas na hora.',
    newLabel: 'Novo pix',
    emptyTitle: 'Nenhum pix configurado.',
  },
  billet: {
    name: 'Boleto',
    description: 'Boletos com vencimento, multa, juros e desconto por pagamento antecipado.',
    newLabel: 'Novo boleto',
    emptyTitle: 'Nenhum boleto configurado.',
  },
  creditcard: {
    name: 'Cartão de crédito',
    description: 'À vista ou parcelado, com captura automática ou pré-autorização.',
    newLabel: 'Novo cartão de crédito',
    emptyTitle: 'Nenhum cartão de crédito configurado.',
  },
  voucher: {
    name: 'Vale-refeição e alimentação',
    description: 'Cartões de benefício como Alelo, Pluxee, Ticket e VR.',
    newLabel: 'Novo vale',
    emptyTitle: 'Nenhum vale configurado.',
  },
  'pix-installment': {
    name: 'Pix parcelado',
    description: 'O cliente paga em parcelas mensais, cada uma por pix.',
    newLabel: 'Novo pix parcelado',
    emptyTitle: 'Nenhum pix parcelado configurado.',
  },
  'static-pix': {
    name: 'Pix estático',
    description: 'Um QR Code fixo, com ou sem valor, para imprimir ou mostrar no balcão.',
    newLabel: 'Novo pix estático',
    emptyTitle: 'Nenhum pix estático configurado.',
  },
  custom: {
    name: 'Métodos personalizados',
    description: 'Transferência, pagamento na entrega e outros que você confirma manualmente.',
    newLabel: 'Novo método',
    emptyTitle: 'Nenhum método personalizado.',
  },
}
