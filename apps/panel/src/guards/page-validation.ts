import { fillPath } from '@vitrine/features'
import { next, redirect, type Guard } from './guard.ts'

/**
 * First guard: an address no route matches is "Page not found: {path}"; a route whose
 * validator refuses its params is "Page Not Found: {path}" (the specification keeps both
 * spellings apart, section 8); a validator may also send to a corrected address.
 */
export const pageValidation: Guard = ({ url, match }) => {
  if (!match) return { kind: 'not-found', message: `Page not found: ${url.pathname}` }
  const validation = match.route.validate?.(match.params) ?? { ok: true }
  if (validation.ok === true) return next()
  if (validation.ok === 'redirect') return redirect(fillPath(match.route.path, validation.params))
  return { kind: 'not-found', message: `Page Not Found: ${url.pathname}` }
}
