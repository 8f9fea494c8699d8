import type { PayoutDestination } from './schema.ts'

/**
 * Where a payout goes, as a person reads it: "Banco 260 · Ag. 0001 · C/C 12345-6", "Pix: …".
 * Shared by the server (payouts' `destination_label`), the fixture and the screens, which show
 * the registered destination before a withdrawal.
 */
export function destinationLabel(destination: PayoutDestination): string {
  if (destination.kind === 'pix') return `Pix: ${destination.pix_key}`
  const agency = destination.agency_digit
    ? `${destination.agency}-${destination.agency_digit}`
    : destination.agency
  const type = destination.account_type === 'savings' ? 'C/P' : 'C/C'
  return `Banco ${destination.bank_code} · Ag. ${agency} · ${type} ${destination.account}-${destination.account_digit}`
}
