import {
  formatDocument,
  SUPPLIER_CATEGORY_LABELS,
  type Supplier,
  type SupplierCategory,
} from '@vitrine/api'

/*
 * How the wallet's suppliers read on the screens: the document with its punctuation and the
 * category in Portuguese (where the money goes is the contract's `destinationLabel`).
 */

/** "CNPJ 12.345.678/0001-95", "CPF 123.456.789-09". */
export function documentText(supplier: Pick<Supplier, 'document' | 'document_kind'>): string {
  return `${supplier.document_kind === 'cpf' ? 'CPF' : 'CNPJ'} ${formatDocument(supplier.document)}`
}

export const categoryText = (category: SupplierCategory) => SUPPLIER_CATEGORY_LABELS[category]

/** The category filter's and the form's choices, in the contract's order. */
export const CATEGORY_OPTIONS = Object.entries(SUPPLIER_CATEGORY_LABELS).map(([value, label]) => ({
  value,
  label,
}))
