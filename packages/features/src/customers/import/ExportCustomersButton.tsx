import type { CustomerFilters } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { ExportCsvButton } from '../../shared/ExportCsvButton.tsx'
import { storeDay } from '../../shared/format.ts'

export interface ExportCustomersButtonProps {
  appId: number
  /** The list's current filters: the file holds every customer they match, every column. */
  filters: CustomerFilters
}

/** "clientes-2026-11-21.csv", by the store's day. */
export const exportFileName = (now: Date) => `clientes-${storeDay(now)}.csv`

/** "Exportar CSV": the customers the list's filters match, as a CSV file the server streams. */
export function ExportCustomersButton({ appId, filters }: ExportCustomersButtonProps) {
  const api = useApi()
  return (
    <ExportCsvButton
      exportFile={() => api.customers.exportCsv(appId, filters)}
      fileName={() => exportFileName(new Date())}
    />
  )
}
