import type { PublicCheckoutApps } from '@vitrine/api'

/** The order bump app's offer beside the payer's form: a box to add it to the payment. */
export function OrderBumpOffer(_props: {
  offer: NonNullable<PublicCheckoutApps['order_bump']>
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return null
}
