import * as v from 'valibot'
import type { DefaultValues } from 'react-hook-form'
import {
  SUPPLIER_CATEGORIES,
  SupplierInputSchema,
  type BankAccountType,
  type Supplier,
} from '@vitrine/api'

/*
 * The supplier's form: the contract's schema, so the messages are the server's, with a
 * sentence of our own for a category not chosen yet (a picklist's own is about types).
 */
export const SupplierFormSchema = v.object({
  ...SupplierInputSchema.entries,
  category: v.picklist(SUPPLIER_CATEGORIES, 'Escolha a categoria do fornecedor.'),
})
export type SupplierFormValues = v.InferInput<typeof SupplierFormSchema>

/**
 * Where the money goes, as the form holds it: the fields of both kinds at once, so switching
 * between a bank account and a pix key loses nothing typed. The contract's variant reads only
 * the chosen kind's fields (the others are dropped when the form is parsed).
 */
export interface DestinationFormValues {
  kind: 'bank_account' | 'pix'
  bank_code: string
  agency: string
  agency_digit: string
  account: string
  account_digit: string
  account_type: BankAccountType
  pix_key: string
}

export function destinationFormValues(
  destination?: Supplier['destination'],
): DestinationFormValues {
  const blank: DestinationFormValues = {
    kind: 'pix',
    bank_code: '',
    agency: '',
    agency_digit: '',
    account: '',
    account_digit: '',
    account_type: 'checking',
    pix_key: '',
  }
  if (!destination) return blank
  if (destination.kind === 'pix') return { ...blank, pix_key: destination.pix_key }
  return { ...blank, ...destination, agency_digit: destination.agency_digit ?? '' }
}

/** A new supplier's blank form, or a supplier's own values to edit. */
export function supplierFormValues(supplier?: Supplier): DefaultValues<SupplierFormValues> {
  // The variant's input type cannot say "both kinds' fields": the parsed output is exact.
  return {
    name: supplier?.name ?? '',
    document: supplier?.document ?? '',
    email: supplier?.email ?? '',
    category: supplier?.category ?? ('' as SupplierFormValues['category']),
    destination: destinationFormValues(supplier?.destination),
  } as DefaultValues<SupplierFormValues>
}
