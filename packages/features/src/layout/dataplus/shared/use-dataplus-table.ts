import useSWR from 'swr'
import { dataplusKeys } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/** One table and its columns (null key when the level reads nothing). */
export function useDataplusTable(appId: number, tableId: number, enabled: boolean) {
  const api = useApi()
  return useSWR(enabled ? dataplusKeys.table(appId, tableId) : null, () =>
    api.dataplus.getTable(appId, tableId),
  )
}
