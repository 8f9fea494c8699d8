import { useSnapshot } from 'valtio'
import { areaLevel, grantsOf, hasRole } from '@vitrine/api'
import { useAppStore } from '../../session/session-context.tsx'

/**
 * Whether the person sees the split as one of its sellers: let in by the `__seller` role and no
 * payments level, as the server decides (`split/seller-scope.ts`). The server then answers only
 * the seller's own records and refuses the rules; the screens leave out what it would refuse.
 */
export function splitRoleOf(access: Parameters<typeof grantsOf>[0] | null): '__seller' | undefined {
  if (!access) return undefined
  const grants = grantsOf(access)
  return hasRole(grants, '__seller') && areaLevel(grants, 'payments') === 'none'
    ? '__seller'
    : undefined
}

/** The split screens' `role` prop, from the app's access the guards loaded. */
export function useSplitRole(): '__seller' | undefined {
  const { access } = useSnapshot(useAppStore().state)
  return splitRoleOf(access)
}
