import { formatDocument, formatPhone, formatPostalCode } from '@vitrine/api'

/*
 * The formats the detail's masked inputs type with (the design system takes them as props).
 * The document mask keeps letters: a CNPJ may carry them in its first 12 places since July 2026.
 */
export const documentMask = formatDocument
/** A pasted "+55 11 98765-4321" keeps the number, not the country code. */
export const phoneMask = (raw: string) => formatPhone(raw.replace(/^\s*\+\s*55/, ''))
export const postalCodeMask = formatPostalCode
