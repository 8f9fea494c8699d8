import type { Api, Level } from '@vitrine/api'
import type { RouteMatch } from '@vitrine/features'
import type { AppStore } from '../app-state/app-store.ts'
import type { SessionStore } from '../session/session-store.ts'
import type { ShellConfig } from '../config/shell-config.ts'
import type { WhitelabelStore } from '../whitelabel/whitelabel-store.ts'

/** What a guard decides: let the next guard run, send the user elsewhere, or stop the page. */
export type GuardOutcome =
  | { kind: 'next' }
  | { kind: 'redirect'; to: string; external?: boolean }
  | { kind: 'not-found'; message: string }
  | { kind: 'error'; error: unknown }

export interface GuardContext {
  /** The address being opened (pathname and query). */
  url: URL
  /** The manifest route it matched, or null when none did. */
  match: RouteMatch | null
  session: SessionStore
  appStore: AppStore
  whitelabel: WhitelabelStore
  shellConfig: ShellConfig
  api: Api
  /** What the guards found out for the screen: its access level (write unless a guard says). */
  result: { level: Level }
}

export type Guard = (context: GuardContext) => GuardOutcome | Promise<GuardOutcome>

export const next = (): GuardOutcome => ({ kind: 'next' })
export const redirect = (to: string, external = false): GuardOutcome =>
  external ? { kind: 'redirect', to, external } : { kind: 'redirect', to }

/** Raised for a guard name that is not registered (specification section 8). */
export class UnknownGuardError extends Error {
  override readonly name = 'UnknownGuardError'
  constructor(guard: string) {
    super(`Unknown guard "${guard}"`)
  }
}

/**
 * Runs the named guards in order until one does not answer `next`. Every name is checked
 * before any guard runs, so a misspelt chain fails loudly instead of half-running.
 */
export async function runGuards(
  names: readonly string[],
  registry: Readonly<Record<string, Guard>>,
  context: GuardContext,
): Promise<GuardOutcome> {
  const guards = names.map((name) => {
    const guard = Object.hasOwn(registry, name) ? registry[name] : undefined
    if (!guard) throw new UnknownGuardError(name)
    return guard
  })
  for (const guard of guards) {
    const outcome = await guard(context)
    if (outcome.kind !== 'next') return outcome
  }
  return next()
}
