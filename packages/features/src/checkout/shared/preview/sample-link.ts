import {
  publicInstallmentOptions,
  type PublicCheckoutSetup,
  type PublicInstallmentSetup,
  type PublicLink,
  type PublicMethod,
} from '@vitrine/api'

const PRICE_CENTS = 8_990

const SETUP: PublicInstallmentSetup = {
  max_installments: 12,
  interest_free: 3,
  monthly_rate_bps: 299,
  min_installment_cents: 500,
  by_brand: [],
}

function method(
  gateway_id: number,
  type: PublicMethod['type'],
  name: string,
  max_installments = 1,
): PublicMethod {
  const base = {
    gateway_id,
    type,
    name,
    max_installments,
    card_brands: type === 'creditcard' ? (['visa', 'mastercard', 'elo'] as const) : [],
  }
  return {
    ...base,
    card_brands: [...base.card_brands],
    installments: publicInstallmentOptions(PRICE_CENTS, base, SETUP),
  }
}

/**
 * The link the appearance editor's preview shows: a fixed price paid by Pix, card or boleto, in
 * the store's name, with the set-up being edited. It exists nowhere: the preview sends nothing.
 */
export function previewLink(setup: PublicCheckoutSetup, storeName = 'Sua loja'): PublicLink {
  return {
    slug: 'pre-visualizacao',
    title: 'Camiseta orgânica',
    description: 'Exemplo de produto: assim seus clientes veem o checkout.',
    image_url: null,
    amount_mode: 'fixed',
    amount_cents: PRICE_CENTS,
    min_cents: null,
    store: {
      name: storeName,
      contact_email: null,
      account_path: '/acc/pre-visualizacao',
      brand: null,
    },
    availability: 'available',
    ask_address: false,
    max_installments: 3,
    methods: [
      method(1, 'pix', 'Pix'),
      method(5, 'creditcard', 'Cartão de crédito', 3),
      method(3, 'billet', 'Boleto'),
    ],
    installment_setup: SETUP,
    checkout: setup,
  }
}
