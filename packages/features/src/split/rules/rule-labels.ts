import type {
  PaymentType,
  Seller,
  SellerStatus,
  SplitBearer,
  SplitGatewayType,
  SplitParty,
} from '@vitrine/api'

/*
 * The rules screen's words: who the parties are, the payment methods a rule may split on its
 * own, and how a seller is named in a list where some cannot be picked.
 */

/** Payment methods as a list of choices names them. */
export const paymentTypeNames: Partial<Record<PaymentType, string>> = {
  pix: 'Pix',
  'pix-installment': 'Pix parcelado',
  'static-pix': 'Pix estático',
  billet: 'Boleto',
  creditcard: 'Cartão de crédito',
}

export const paymentTypeName = (type: PaymentType) => paymentTypeNames[type] ?? type

/** The methods that may have a split of their own (static pix has its own rule page). */
export const OVERRIDE_TYPES = [
  'pix',
  'pix-installment',
  'billet',
  'creditcard',
] as const satisfies readonly SplitGatewayType[]

export const bearerChoices: { value: SplitBearer['kind']; label: string }[] = [
  { value: 'merchant', label: 'A loja' },
  { value: 'pro_rata', label: 'Todos, pela parte de cada um' },
  { value: 'sellers_pro_rata', label: 'Só os vendedores, pela parte de cada um' },
  { value: 'seller', label: 'Um vendedor' },
]

export const remainderChoices: { value: 'merchant' | 'seller'; label: string }[] = [
  { value: 'merchant', label: 'A loja' },
  { value: 'seller', label: 'Um vendedor' },
]

export const sellerStatusWords: Record<SellerStatus, string> = {
  active: 'ativo',
  pending_verification: 'aguardando verificação',
  suspended: 'suspenso',
}

/** The store's own line in a split. */
export const MERCHANT_NAME = 'Loja'

/** A seller's name, or its number when the list does not have it. */
export function sellerNameOf(sellers: readonly Pick<Seller, 'id' | 'name'>[]) {
  return (sellerId: number) =>
    sellers.find((seller) => seller.id === sellerId)?.name ?? `Vendedor nº ${sellerId}`
}

export function partyName(party: SplitParty, nameOf: (sellerId: number) => string): string {
  return party.kind === 'merchant' ? MERCHANT_NAME : nameOf(party.sellerId)
}
