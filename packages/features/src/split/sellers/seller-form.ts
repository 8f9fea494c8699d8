import * as v from 'valibot'
import {
  BANK_ACCOUNT_TYPES,
  formatDocument,
  SELLER_PAYOUT_KINDS,
  SellerInputSchema,
  type Seller,
  type SellerInput,
} from '@vitrine/api'

/*
 * The seller's form holds what people type: every payout field at once (switching between a
 * bank account and a pix key keeps what was typed in the other), all as text. On submit the
 * other kind's fields are dropped and the contract's own schema checks and normalises the rest,
 * so its messages land on the same paths as the server's (`payout.agency`, `document`).
 */

const text = v.string()

const SellerFormValuesSchema = v.object({
  name: text,
  document: text,
  email: text,
  provider_account: text,
  payout: v.object({
    kind: v.picklist(SELLER_PAYOUT_KINDS),
    bank_code: text,
    agency: text,
    agency_digit: text,
    account: text,
    account_digit: text,
    account_type: v.picklist(BANK_ACCOUNT_TYPES),
    pix_key: text,
  }),
})
export type SellerFormValues = v.InferOutput<typeof SellerFormValuesSchema>

/** The request the form's values make. */
export function sellerInputOf(values: SellerFormValues): SellerInput {
  const { payout } = values
  return {
    name: values.name,
    document: values.document,
    email: values.email,
    provider_account: values.provider_account.trim() || null,
    payout:
      payout.kind === 'pix'
        ? { kind: 'pix', pix_key: payout.pix_key }
        : {
            kind: 'bank_account',
            bank_code: payout.bank_code,
            agency: payout.agency,
            agency_digit: payout.agency_digit.trim() || null,
            account: payout.account,
            account_digit: payout.account_digit,
            account_type: payout.account_type,
          },
  }
}

export const SellerFormSchema = v.pipe(
  SellerFormValuesSchema,
  v.transform(sellerInputOf),
  SellerInputSchema,
)

const blankPayout: SellerFormValues['payout'] = {
  kind: 'bank_account',
  bank_code: '',
  agency: '',
  agency_digit: '',
  account: '',
  account_digit: '',
  account_type: 'checking',
  pix_key: '',
}

/** A new seller's form, or an existing one's as it is stored. */
export function sellerFormValues(seller?: Seller): SellerFormValues {
  if (!seller) {
    return { name: '', document: '', email: '', provider_account: '', payout: blankPayout }
  }
  const { payout } = seller
  return {
    name: seller.name,
    document: formatDocument(seller.document),
    email: seller.email,
    provider_account: seller.provider_account ?? '',
    payout:
      payout.kind === 'pix'
        ? { ...blankPayout, kind: 'pix', pix_key: payout.pix_key }
        : { ...blankPayout, ...payout, agency_digit: payout.agency_digit ?? '' },
  }
}
