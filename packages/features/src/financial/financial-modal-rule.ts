/** The financial-pending modal shows at most once in this interval (section 9: 24 hours). */
export const FINANCIAL_MODAL_INTERVAL_MS = 24 * 60 * 60 * 1000

export interface FinancialModalMoment {
  /** The app has `has_financial_pending`. */
  hasPending: boolean
  /** A page finished loading (the display flag of section 4 is set only then). */
  pageLoaded: boolean
  /** When the modal last showed, as persisted; null when it never did. */
  lastShownAt: Date | number | null
  now: Date | number
}

/**
 * Whether the financial-pending modal is due (section 4): only while the app has the pending
 * flag and a page finished loading, and at most once per 24 hours.
 */
export function financialModalDue({
  hasPending,
  pageLoaded,
  lastShownAt,
  now,
}: FinancialModalMoment): boolean {
  if (!hasPending || !pageLoaded) return false
  if (lastShownAt === null) return true
  const elapsed = Number(now) - Number(lastShownAt)
  // A last time in the future (the clock moved back) or unreadable must not silence a warning
  // about the store being blocked: show it, and the new time is stored.
  return !(elapsed >= 0 && elapsed < FINANCIAL_MODAL_INTERVAL_MS)
}
