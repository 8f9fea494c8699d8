import { CSV_COLUMNS, type CustomerValues } from '../schema.ts'

/* The CSV's columns and the customer fields they fill. */

export type CsvColumn = (typeof CSV_COLUMNS)[number]
export type CsvField = CsvColumn['field']
/** A customer's own field, as the import fills it (`addresses` from the address columns). */
export type CustomerField = keyof CustomerValues

/** The first address's columns (the CSV carries no more than one). */
export const ADDRESS_FIELDS = [
  'postal_code',
  'street',
  'number',
  'complement',
  'district',
  'city',
  'state',
] as const satisfies readonly CsvField[]
type AddressField = (typeof ADDRESS_FIELDS)[number]

export const isAddressField = (field: string): field is AddressField =>
  (ADDRESS_FIELDS as readonly string[]).includes(field)

/** The customer field a CSV field fills. */
export function customerFieldOf(field: CsvField): CustomerField | null {
  if (isAddressField(field)) return 'addresses'
  const column = CSV_COLUMNS.find((item) => item.field === field)
  return column && !('read_only' in column) ? (field as CustomerField) : null
}

/** The CSV field an issue's path points at ("addresses.0.city" → city). */
export function fieldOfPath(path: string | null): CsvField | null {
  if (path === null) return null
  const [head, , leaf] = path.split('.')
  if (head === 'addresses' && leaf && isAddressField(leaf)) return leaf
  return CSV_COLUMNS.some((column) => column.field === head) ? (head as CsvField) : null
}

/** The name the export gives a field's column, and the one the import's messages use. */
export function mainHeader(field: CsvField): string {
  const column = CSV_COLUMNS.find((item) => item.field === field)
  return column ? column.headers[0] : field
}
