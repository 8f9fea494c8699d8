/*
 * The store's e-mails (specification section 3 "E-mail", issue 15 item 1): two groups and nine
 * types. A type is also the mail's id (`mails/edit/{mailID}` is `mails/edit/waiting_payment`):
 * each store has exactly one mail of each type, its default until the store saves its own.
 */

export const MAIL_GROUPS = ['transactional', 'recover'] as const
export type MailGroup = (typeof MAIL_GROUPS)[number]

export const MAIL_TYPES = [
  'recover_cart',
  'recover_payment',
  'canceled_payment',
  'no_password',
  'process_order',
  'waiting_payment',
  'in_transport',
  'nf',
  'password',
] as const
export type MailType = (typeof MAIL_TYPES)[number]

export function isMailType(value: unknown): value is MailType {
  return typeof value === 'string' && (MAIL_TYPES as readonly string[]).includes(value)
}

/** The recover group is the two reminder mails; every other type answers an order or account event. */
export const MAIL_GROUP_OF: Record<MailType, MailGroup> = {
  recover_cart: 'recover',
  recover_payment: 'recover',
  canceled_payment: 'transactional',
  no_password: 'transactional',
  process_order: 'transactional',
  waiting_payment: 'transactional',
  in_transport: 'transactional',
  nf: 'transactional',
  password: 'transactional',
}

export const MAIL_GROUP_LABELS: Record<MailGroup, string> = {
  transactional: 'Transacionais',
  recover: 'Recuperação',
}

/** The name and the one-line "when it is sent" the list and the editor show. */
export const MAIL_TYPE_LABELS: Record<MailType, { name: string; description: string }> = {
  recover_cart: {
    name: 'Carrinho abandonado',
    description: 'Lembra o cliente dos itens que ficaram no carrinho.',
  },
  recover_payment: {
    name: 'Pagamento pendente',
    description: 'Lembra o cliente de pagar o pix ou o boleto de um pedido.',
  },
  canceled_payment: {
    name: 'Pagamento cancelado',
    description: 'Enviado quando o pagamento de um pedido é cancelado ou expira.',
  },
  no_password: {
    name: 'Acesso sem senha',
    description: 'Enviado com o link de acesso à conta, para quem entra sem senha.',
  },
  process_order: {
    name: 'Pedido em processamento',
    description: 'Enviado quando o pagamento é aprovado e o pedido começa a ser preparado.',
  },
  waiting_payment: {
    name: 'Aguardando pagamento',
    description: 'Enviado logo após o pedido, com o pix ou o boleto para pagar.',
  },
  in_transport: {
    name: 'Pedido em transporte',
    description: 'Enviado quando o pedido é despachado, com o código de rastreio.',
  },
  nf: {
    name: 'Nota fiscal emitida',
    description: 'Enviado quando a nota fiscal do pedido é emitida.',
  },
  password: {
    name: 'Recuperação de senha',
    description: 'Enviado quando o cliente pede para criar uma nova senha.',
  },
}
