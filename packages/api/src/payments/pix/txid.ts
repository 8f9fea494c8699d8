/**
 * Transaction identifiers. Two different things share the name:
 *
 * - the reference label in a BR Code (field 62-05): in a static code, up to 25 letters and
 *   digits the receiver uses to reconcile the payment, or "***" when there is none; in a
 *   dynamic code always "***", because the payer's PSP takes the txid from the payload at the
 *   code's URL and ignores this field (Manual de Padrões para Iniciação do Pix);
 * - the txid of a charge created through the API Pix (`cob`), 26 to 35 letters and digits. It
 *   lives at the location a dynamic code points to, never in the code itself.
 */

/** What field 62-05 holds when a static code has no txid, and what every dynamic code holds. */
export const NO_TXID = '***'

export const STATIC_TXID_MAX_LENGTH = 25

/** A static code's txid: 1 to 25 of A–Z, a–z, 0–9 (no spaces, dashes or accents). */
export function isValidStaticTxid(txid: string): boolean {
  return /^[A-Za-z0-9]{1,25}$/.test(txid)
}

/** The txid of an API Pix charge (cob): 26 to 35 of A–Z, a–z, 0–9. */
export function isValidCobTxid(txid: string): boolean {
  return /^[A-Za-z0-9]{26,35}$/.test(txid)
}
