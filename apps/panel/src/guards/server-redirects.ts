import type { RedirectRule } from '@vitrine/api'
import { next, redirect, type Guard } from './guard.ts'

/** The rule for a path: an exact `from`, or a `/prefix/*` one. The first match wins. */
export function ruleFor(
  rules: readonly RedirectRule[],
  pathname: string,
): RedirectRule | undefined {
  return rules.find((rule) =>
    rule.from.endsWith('/*') ? pathname.startsWith(rule.from.slice(0, -1)) : rule.from === pathname,
  )
}

/**
 * Server-configured redirects, last in the chain (section 4): a panel path is a client-side
 * navigation; an absolute target is a full page load, and one on another host is followed only
 * when the rule carries the explicit `external` flag.
 */
export const serverRedirects: Guard = ({ url, shellConfig }) => {
  const rule = ruleFor(shellConfig.redirects, url.pathname)
  if (!rule || rule.to === url.pathname) return next()
  if (rule.to.startsWith('/') && !rule.to.startsWith('//')) return redirect(rule.to)
  let target: URL
  try {
    target = new URL(rule.to)
  } catch {
    return next()
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return next()
  if (target.host !== url.host && !rule.external) return next()
  return redirect(target.href, true)
}
