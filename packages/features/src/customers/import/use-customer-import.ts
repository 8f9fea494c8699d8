import type { ImportProgress, ImportReport, UndoImportResult } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { useImportSteps, type ImportSteps } from '../../shared/import-dialog/use-import-steps.ts'
import { importFailure } from './import-texts.ts'
import { useRevalidateCustomers } from './revalidate-customers.ts'

/** Where a customers' import stands: each step holds what its screen shows. */
export type ImportStep = ImportSteps<ImportReport, ImportProgress, UndoImportResult>

const INTERRUPTED =
  'A gravação foi interrompida. Lotes que o servidor já tinha gravado podem ter ficado salvos: confira a lista de clientes e o histórico de importações, onde é possível desfazê-la.'

/** The customers' import: the shared steps (dry run, commit, undo) on the customers' calls. */
export function useCustomerImport(appId: number) {
  const api = useApi()
  const revalidate = useRevalidateCustomers(appId)
  return useImportSteps<ImportReport, ImportProgress, UndoImportResult>({
    run: (file, { dryRun, signal, onProgress }) =>
      api.customers.importCsv(appId, file, { dryRun, signal, onProgress }),
    undo: (importId) => api.customers.undoImport(appId, importId),
    failure: importFailure,
    interrupted: INTERRUPTED,
    onWritten: () => void revalidate(),
  })
}
