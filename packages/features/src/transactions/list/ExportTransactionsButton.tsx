import type { TransactionFilters } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { ExportCsvButton } from '../../shared/ExportCsvButton.tsx'
import { storeDay } from '../../shared/format.ts'
import { exportFileName } from './filters.ts'

export interface ExportTransactionsButtonProps {
  appId: number
  /** The list's current filters and search: the file holds every payment they match. */
  filters: TransactionFilters
}

/** "Exportar CSV": the payments the list's filters match, as a CSV file the server streams. */
export function ExportTransactionsButton({ appId, filters }: ExportTransactionsButtonProps) {
  const api = useApi()
  return (
    <ExportCsvButton
      exportFile={() => api.transactions.exportCsv(appId, filters)}
      fileName={() => exportFileName(storeDay(new Date()))}
    />
  )
}
