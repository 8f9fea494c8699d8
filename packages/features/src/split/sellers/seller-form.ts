import * as v from 'valibot'
import { formatDocument, SellerInputSchema, type Seller, type SellerInput } from '@vitrine/api'
import {
  DestinationFormValuesSchema,
  destinationFormValues,
  destinationInputOf,
} from '../../shared/payout-destination/destination-form.ts'

/*
 * The seller's form holds what people type, all as text (where it receives: the shared
 * `destination-form.ts`). On submit the contract's own schema checks and normalises it, so its
 * messages land on the same paths as the server's (`payout.agency`, `document`).
 */

const text = v.string()

const SellerFormValuesSchema = v.object({
  name: text,
  document: text,
  email: text,
  provider_account: text,
  payout: DestinationFormValuesSchema,
})
export type SellerFormValues = v.InferOutput<typeof SellerFormValuesSchema>

/** The request the form's values make. */
export function sellerInputOf(values: SellerFormValues): SellerInput {
  return {
    name: values.name,
    document: values.document,
    email: values.email,
    provider_account: values.provider_account.trim() || null,
    payout: destinationInputOf(values.payout),
  }
}

export const SellerFormSchema = v.pipe(
  SellerFormValuesSchema,
  v.transform(sellerInputOf),
  SellerInputSchema,
)

/** A new seller's form (a bank account to fill in), or an existing one's as it is stored. */
export function sellerFormValues(seller?: Seller): SellerFormValues {
  return {
    name: seller?.name ?? '',
    document: seller ? formatDocument(seller.document) : '',
    email: seller?.email ?? '',
    provider_account: seller?.provider_account ?? '',
    payout: destinationFormValues(seller?.payout, 'bank_account'),
  }
}
