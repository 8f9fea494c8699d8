import { useState } from 'react'
import { isApiError } from '@vitrine/api'
import { Button, useNotify } from '@vitrine/ui'
import { Download } from 'lucide-react'
import { saveFile } from './save-file.ts'

export interface ExportCsvButtonProps {
  /** Asks the server for the file (a list's rows under its current filters). */
  exportFile: () => Promise<Blob>
  /** The name the file is saved under, asked once it has arrived. */
  fileName: () => string
}

/** "Exportar CSV": a file the server streams, handed to the browser's downloads. */
export function ExportCsvButton({ exportFile, fileName }: ExportCsvButtonProps) {
  const notify = useNotify()
  const [exporting, setExporting] = useState(false)

  async function exportCsv() {
    if (exporting) return
    setExporting(true)
    try {
      const file = await exportFile()
      const name = fileName()
      saveFile(file, name)
      notify({ type: 'success', message: `Exportação pronta: ${name}.` })
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
    <Button variant="secondary" loading={exporting} onClick={exportCsv}>
      {exporting ? null : <Download aria-hidden />}
      Exportar CSV
    </Button>
  )
}
