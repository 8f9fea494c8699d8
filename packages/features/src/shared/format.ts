import { formatPostalCode, type PayerAddress } from '@vitrine/api'

/** Dates are stored in UTC and shown in São Paulo time (ARCHITECTURE.md). */
export const STORE_TIME_ZONE = 'America/Sao_Paulo'

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: STORE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})
const dateOnly = new Intl.DateTimeFormat('pt-BR', {
  timeZone: STORE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})

/** "20/11/2026 14:42" */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso))
}

/** "20/11/2026" */
export function formatDate(iso: string): string {
  return dateOnly.format(new Date(iso))
}

/** Today's day in São Paulo as YYYY-MM-DD (for date inputs and day filters). */
export function storeDay(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: STORE_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}`
}

/**
 * An address on one line (a customer's, a payer's):
 * "Avenida Paulista, 1578, Apto 42 – Bela Vista, São Paulo/SP – CEP 01310-100"
 */
export function addressLine(address: PayerAddress): string {
  const street = [address.street, address.number, address.complement].filter(Boolean).join(', ')
  const place = `${address.district}, ${address.city}/${address.state}`
  return `${street} – ${place} – CEP ${formatPostalCode(address.postal_code)}`
}
