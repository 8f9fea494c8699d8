import type { RouteValidation } from '../../../routes/route.ts'

/** A Data Plus table id in the address: digits only (anything else is "Page Not Found"). */
export function validateDataplusTable(params: Record<string, string | undefined>): RouteValidation {
  return { ok: /^[1-9]\d{0,9}$/.test(params.tableID ?? '') }
}
