import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { applyBrand } from '@vitrine/ui'
import type { WhitelabelStore } from './whitelabel-store.ts'

/**
 * Brands the panel with the reseller's colours and name through the design tokens' CSS
 * variables (no re-render of the screens needed), and puts the standard brand back without one.
 */
export function useBranding(whitelabel: WhitelabelStore): void {
  const { data } = useSnapshot(whitelabel.state)
  useEffect(() => {
    applyBrand({
      primary: data?.branding.primary_color ?? undefined,
      primaryForeground: data?.branding.primary_foreground ?? undefined,
    })
    document.title = data?.name ?? 'Vitrine'
  }, [data])
}
