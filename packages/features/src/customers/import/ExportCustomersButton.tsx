import { useState } from 'react'
import { isApiError, type CustomerFilters } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Button, useNotify } from '@vitrine/ui'
import { Download } from 'lucide-react'
import { storeDay } from '../../shared/format.ts'
import { saveFile } from '../../shared/save-file.ts'

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
  const notify = useNotify()
  const [exporting, setExporting] = useState(false)

  async function exportCustomers() {
    if (exporting) return
    setExporting(true)
    try {
      const file = await api.customers.exportCsv(appId, filters)
      const fileName = exportFileName(new Date())
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
    <Button variant="secondary" loading={exporting} onClick={exportCustomers}>
      {exporting ? null : <Download aria-hidden />}
      Exportar CSV
    </Button>
  )
}
