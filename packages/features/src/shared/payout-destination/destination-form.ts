import * as v from 'valibot'
import {
  BANK_ACCOUNT_TYPES,
  SELLER_PAYOUT_KINDS,
  type PayoutDestination,
  type PayoutDestinationSchema,
  type SellerPayoutKind,
} from '@vitrine/api'

/*
 * Where money goes (a split seller's payout, a wallet supplier's or the store's own account),
 * as a form holds it: the fields of both kinds at once, all as typed, so switching between a
 * bank account and a pix key loses nothing. On submit the other kind's fields are dropped and
 * the contract's `PayoutDestinationSchema` checks and normalises the rest, at the same paths
 * as the server's messages (`payout.agency`, `destination.pix_key`).
 */

export const DestinationFormValuesSchema = v.object({
  kind: v.picklist(SELLER_PAYOUT_KINDS),
  bank_code: v.string(),
  agency: v.string(),
  agency_digit: v.string(),
  account: v.string(),
  account_digit: v.string(),
  account_type: v.picklist(BANK_ACCOUNT_TYPES),
  pix_key: v.string(),
})
export type DestinationFormValues = v.InferOutput<typeof DestinationFormValuesSchema>

/** What the contract reads: one kind's fields. */
export type DestinationInput = v.InferInput<typeof PayoutDestinationSchema>

/**
 * A destination as stored, ready to edit (the other kind's fields blank), or a blank one that
 * starts at `blankKind` (sellers start at a bank account, suppliers and the store at a pix key).
 */
export function destinationFormValues(
  destination: PayoutDestination | null | undefined,
  blankKind: SellerPayoutKind,
): DestinationFormValues {
  const blank: DestinationFormValues = {
    kind: blankKind,
    bank_code: '',
    agency: '',
    agency_digit: '',
    account: '',
    account_digit: '',
    account_type: 'checking',
    pix_key: '',
  }
  if (!destination) return blank
  if (destination.kind === 'pix') return { ...blank, kind: 'pix', pix_key: destination.pix_key }
  return { ...blank, ...destination, agency_digit: destination.agency_digit ?? '' }
}

/** The chosen kind's fields only; a blank agency digit is none (most branches have none). */
export function destinationInputOf(values: DestinationFormValues): DestinationInput {
  if (values.kind === 'pix') return { kind: 'pix', pix_key: values.pix_key }
  return {
    kind: 'bank_account',
    bank_code: values.bank_code,
    agency: values.agency,
    agency_digit: values.agency_digit.trim() || null,
    account: values.account,
    account_digit: values.account_digit,
    account_type: values.account_type,
  }
}
