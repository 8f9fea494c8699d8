/**
 * PostgreSQL's answers for a transaction that collided with another running at the same time:
 * a deadlock (40P01, one side chosen to fail) or a serialization failure (40001). Payments of
 * one customer paid side by side meet on the customer's row (its aggregates, payments/apply.ts)
 * and a new store's ledger accounts; PostgreSQL breaks the cycle by failing one, which is then
 * simply made again.
 */
const CONFLICTS = new Set(['40P01', '40001'])

export function isConflict(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if (CONFLICTS.has(String((cause as { code?: unknown }).code))) return true
  }
  return false
}

/**
 * Runs `work` again (up to `tries` times in all) when it failed on a collision, after a short
 * random pause, so the two sides do not meet again in step.
 */
export async function againOnConflict<T>(work: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work()
    } catch (error) {
      if (attempt >= tries || !isConflict(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 40 * attempt))
    }
  }
}
