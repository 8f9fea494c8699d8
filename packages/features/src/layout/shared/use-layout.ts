import { useState } from 'react'
import useSWR from 'swr'
import { appKeys, cmsKeys } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/**
 * The store's layout: its id is the app's `layout_id` (null until the store has one; then a
 * layout made here is used at once, before the app is asked again). Nothing is asked when
 * `enabled` is false (level none).
 */
export function useLayout(appId: number, enabled: boolean) {
  const api = useApi()
  const app = useSWR(enabled ? appKeys.detail(appId) : null, () => api.apps.get(appId))
  const [created, setCreated] = useState<number | null>(null)
  const layoutId = app.data ? (app.data.layout_id ?? created) : undefined
  const menu = useSWR(layoutId ? cmsKeys.menu(layoutId) : null, () => api.cms.menu(layoutId!))
  return {
    /** undefined while the app loads; null when the store has no layout. */
    layoutId,
    storeName: app.data?.name,
    error: app.error as unknown,
    retry: () => app.mutate(),
    menu,
    /** POST /apps/{appId}/layout: the store gets a layout with every default page. */
    async create() {
      const layout = await api.cms.createLayout(appId)
      setCreated(layout.id)
      await app.mutate()
      return layout
    },
  }
}
