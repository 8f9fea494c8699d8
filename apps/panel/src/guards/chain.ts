import { appLoading } from './app-loading.ts'
import { authentication } from './authentication.ts'
import { managerRedirect } from './manager-redirect.ts'
import { onboardingRedirects } from './onboarding-redirects.ts'
import type { Guard } from './guard.ts'
import { pageValidation } from './page-validation.ts'
import { permissions } from './permissions.ts'
import { resellerHostLookup } from './reseller-host.ts'
import { serverRedirects } from './server-redirects.ts'

/** The guards, by name. */
export const guards: Readonly<Record<string, Guard>> = {
  'page-validation': pageValidation,
  'reseller-host': resellerHostLookup,
  authentication,
  'app-loading': appLoading,
  permissions,
  'onboarding-redirects': onboardingRedirects,
  'manager-redirect': managerRedirect,
  'server-redirects': serverRedirects,
}

/**
 * The order every navigation runs them in (specification section 4: page validation, reseller
 * host lookup, authentication, app loading, permissions, manager redirect, server redirects).
 * Onboarding's own redirects (section 2) need the loaded app, so they follow the permissions.
 */
export const GUARD_CHAIN = [
  'page-validation',
  'reseller-host',
  'authentication',
  'app-loading',
  'permissions',
  'onboarding-redirects',
  'manager-redirect',
  'server-redirects',
] as const
