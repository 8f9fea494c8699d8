import * as v from 'valibot'
import {
  ProductInputSchema,
  productLabels,
  RECURRENCE_MAX_CENTS,
  type ProductInput,
  type RecurrenceProduct,
} from '@vitrine/api'
import { moneyField, moneyInput } from '../../shared/money-field.ts'

/*
 * The product form holds what people type (the price as "49,90", the image as the address its
 * upload answered) under the contract's own names, so a field error the server answers (a SKU
 * taken) lands on its field; then the contract's own schema checks it, with the server's words.
 */

export interface ProductFormValues {
  name: string
  sku: string
  description: string
  /** "49,90". */
  price_cents: string
  /** The uploaded image's address ('' for none). */
  image_url: string
}

const contract = ProductInputSchema.entries

const typed = v.object({
  name: contract.name,
  sku: contract.sku,
  description: contract.description,
  price_cents: moneyField(productLabels.price, 0, RECURRENCE_MAX_CENTS),
  image_url: v.pipe(
    v.string(),
    v.transform((text) => (text === '' ? null : text)),
  ),
})

/** Typed values in, a ProductInput out, through the contract's own rules and messages. */
export const productFormSchema = v.pipe(
  typed as unknown as v.GenericSchema<ProductFormValues, ProductInput>,
  ProductInputSchema,
) as unknown as v.GenericSchema<ProductFormValues, ProductInput>

/** A new product's blank form, or the product to edit. */
export function productFormValues(product?: RecurrenceProduct): ProductFormValues {
  return {
    name: product?.name ?? '',
    sku: product?.sku ?? '',
    description: product?.description ?? '',
    price_cents: product ? moneyInput(product.price_cents) : '',
    image_url: product?.image_url ?? '',
  }
}
