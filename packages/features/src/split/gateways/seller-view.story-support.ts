/*
 * The data a seller signed in gets (the `__seller` role): the server answers only its own
 * records — Joana's, on the store's pix — so the stories of its view give the fixture just
 * those. Not a stories file (.storybook/main.ts picks up *.stories.tsx only).
 */
import { DEFAULT_INSTALLMENT_SETUP } from '@vitrine/api'
import type { FixtureState } from '@vitrine/api/fixture'
import {
  sampleGateways,
  sampleSellerParts,
  sampleSellers,
  sampleSplitVersions,
} from '@vitrine/api/fixture'

/** Joana Ribeiro Cerâmica (seller 2), on "Pix da loja" (gateway 1). */
export const SELLER_ID = 2

export const sellerViewState: Partial<FixtureState> = {
  gateways: {
    gateways: sampleGateways.filter((gateway) => gateway.id === 1),
    installments: DEFAULT_INSTALLMENT_SETUP,
  },
  split: {
    sellers: sampleSellers.filter((seller) => seller.id === SELLER_ID),
    versions: sampleSplitVersions,
    parts: sampleSellerParts.filter((part) => part.seller_id === SELLER_ID),
  },
}
