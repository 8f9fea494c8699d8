import { decimalAmount } from '../../money/money.ts'
import { formatPhone, formatPostalCode } from '../contact.ts'
import { formatDocument } from '../document.ts'
import { CSV_COLUMNS, type Customer } from '../schema.ts'
import type { CsvField } from './columns.ts'
import { guardFormula } from './formulas.ts'

/*
 * The export writes what Brazilian spreadsheets open well: UTF-8 with a BOM, semicolons,
 * decimal commas, formatted documents.
 */

/** Makes Excel read the file as UTF-8 (without it, accents come out garbled). */
export const CSV_BOM = '\uFEFF'

/** Quotes a value when it holds the separator, a quote, a line break or edge spaces. */
function csvCell(value: string): string {
  return /[;"\r\n]/.test(value) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value
}

/** Centavos as reais with a decimal comma and no thousands mark: 184790 → 1847,90. */
export function formatMoneyCell(centavos: number): string {
  return decimalAmount(centavos, ',')
}

/** aaaa-mm-dd → dd/mm/aaaa. */
const brazilianDate = (date: string) => date.split('-').reverse().join('/')

const line = (cells: string[]) => `${cells.map(csvCell).join(';')}\r\n`

/** The export's first line: every column's main name, in order. */
export function csvHeaderLine(): string {
  return line(CSV_COLUMNS.map((column) => column.headers[0]))
}

/** One customer as a line of the export, CRLF-terminated; the first address only. */
export function customerCsvLine(customer: Customer): string {
  const address = customer.addresses[0]
  const cells: Record<CsvField, string> = {
    id: String(customer.id),
    name: guardFormula(customer.name),
    email: guardFormula(customer.email ?? ''),
    document: customer.document ? formatDocument(customer.document) : '',
    phone: customer.phone ? formatPhone(customer.phone) : '',
    birth_date: customer.birth_date ? brazilianDate(customer.birth_date) : '',
    postal_code: address ? formatPostalCode(address.postal_code) : '',
    street: guardFormula(address?.street ?? ''),
    number: guardFormula(address?.number ?? ''),
    complement: guardFormula(address?.complement ?? ''),
    district: guardFormula(address?.district ?? ''),
    city: guardFormula(address?.city ?? ''),
    state: address?.state ?? '',
    tags: guardFormula(customer.tags.join(', ')),
    notes: guardFormula(customer.notes),
    marketing_consent: customer.marketing_consent ? 'sim' : 'não',
    purchases_count: String(customer.purchases_count),
    total_spent: formatMoneyCell(customer.total_spent),
    last_purchase_at: customer.last_purchase_at ?? '',
    created_at: customer.created_at,
    updated_at: customer.updated_at,
  }
  return line(CSV_COLUMNS.map((column) => cells[column.field]))
}
