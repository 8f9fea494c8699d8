import * as v from 'valibot'
import {
  SUPPLIER_CATEGORIES,
  SupplierInputSchema,
  type Supplier,
  type SupplierCategory,
  type SupplierInput,
} from '@vitrine/api'
import {
  DestinationFormValuesSchema,
  destinationFormValues,
  destinationInputOf,
} from '../../shared/payout-destination/destination-form.ts'

/*
 * The supplier's form holds what people type, all as text (where the money goes: the shared
 * `destination-form.ts`). On submit the contract's schema checks it, so the messages are the
 * server's, with a sentence of our own for a category not chosen yet (a picklist's own is
 * about types).
 */

const SupplierFormValuesSchema = v.object({
  name: v.string(),
  document: v.string(),
  email: v.string(),
  /** One of `SUPPLIER_CATEGORIES`, or '' before one is chosen. */
  category: v.string(),
  destination: DestinationFormValuesSchema,
})
export type SupplierFormValues = v.InferOutput<typeof SupplierFormValuesSchema>

/** The request the form's values make (the category is checked by the schema that follows). */
export function supplierInputOf(values: SupplierFormValues): SupplierInput {
  return {
    name: values.name,
    document: values.document,
    email: values.email,
    category: values.category as SupplierCategory,
    destination: destinationInputOf(values.destination),
  }
}

export const SupplierFormSchema = v.pipe(
  SupplierFormValuesSchema,
  v.transform(supplierInputOf),
  v.object({
    ...SupplierInputSchema.entries,
    category: v.picklist(SUPPLIER_CATEGORIES, 'Escolha a categoria do fornecedor.'),
  }),
)

/** A new supplier's blank form (a pix key to fill in), or a supplier's own values to edit. */
export function supplierFormValues(supplier?: Supplier): SupplierFormValues {
  return {
    name: supplier?.name ?? '',
    document: supplier?.document ?? '',
    email: supplier?.email ?? '',
    category: supplier?.category ?? '',
    destination: destinationFormValues(supplier?.destination, 'pix'),
  }
}
