import { formatDocument, formatPhone, type AuditEntry, type CustomerAddress } from '@vitrine/api'
import { addressLine } from '../../shared/format.ts'

/*
 * The audit log's changes (shared/audit-log) know the settings' field names; a customer's entries are handed to
 * it already in words: each field under its Portuguese label, documents and phones formatted,
 * addresses as one line each. Dates, booleans and lists it formats itself.
 */

const labels: Record<string, string> = {
  name: 'Nome',
  email: 'E-mail',
  document: 'CPF/CNPJ',
  phone: 'Telefone',
  birth_date: 'Data de nascimento',
  addresses: 'Endereços',
  tags: 'Etiquetas',
  notes: 'Observações',
  marketing_consent: 'Aceita ofertas',
}

const isAddress = (value: unknown): value is CustomerAddress =>
  typeof value === 'object' && value !== null && 'postal_code' in value && 'street' in value

function inWords(field: string, value: unknown): unknown {
  if (typeof value === 'string' && value) {
    if (field === 'document') return formatDocument(value)
    if (field === 'phone') return formatPhone(value)
  }
  if (field === 'addresses' && Array.isArray(value)) {
    if (value.length === 0) return 'Nenhum'
    return value.map((item) => (isAddress(item) ? addressLine(item) : String(item))).join('; ')
  }
  // Joined here: the table would read a tag named like a special role as that role.
  if (field === 'tags' && Array.isArray(value)) return value.join(', ') || 'Nenhuma'
  return value
}

export function customerChanges(changes: AuditEntry['changes']): AuditEntry['changes'] {
  return Object.fromEntries(
    Object.entries(changes).map(([field, { before, after }]) => [
      labels[field] ?? field,
      { before: inWords(field, before), after: inWords(field, after) },
    ]),
  )
}
