import { useState } from 'react'
import { isApiError, type TransactionFilters } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Button, useNotify } from '@vitrine/ui'
import { Download } from 'lucide-react'
import { storeDay } from '../../shared/format.ts'
import { saveFile } from '../../shared/save-file.ts'
import { exportFileName } from './filters.ts'

export interface ExportTransactionsButtonProps {
  appId: number
  /** The list's current filters and search: the file holds every payment they match. */
  filters: TransactionFilters
}

/** "Exportar CSV": the payments the list's filters match, as a CSV file the server streams. */
export function ExportTransactionsButton({ appId, filters }: ExportTransactionsButtonProps) {
  const api = useApi()
  const notify = useNotify()
  const [exporting, setExporting] = useState(false)

  async function exportPayments() {
    if (exporting) return
    setExporting(true)
    try {
      const file = await api.transactions.exportCsv(appId, filters)
      const fileName = exportFileName(storeDay(new Date()))
      saveFile(file, fileName)
      notify({ type: 'success', message: `Exportação pronta: ${fileName}.` })
    } catch (error) {
      notify({
        type: 'error',
        message: isApiError(error)
          ? `A exportação falhou. ${error.message}`
          : 'A exportação falhou. Tente novamente.',
      })
    } finally {
      setExporting(false)
    }
  }

  return (
    <Button variant="secondary" loading={exporting} onClick={exportPayments}>
      {exporting ? null : <Download aria-hidden />}
      Exportar CSV
    </Button>
  )
}
