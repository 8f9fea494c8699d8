import { useState } from 'react'
import type {
  CatalogueImportFormat,
  CatalogueImportProgress,
  CatalogueImportReport,
  CatalogueUndoResult,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { useImportSteps, type ImportSteps } from '../../shared/import-dialog/use-import-steps.ts'
import { importFailure } from './import-words.ts'

/** Where a products' import stands: each step holds what its screen shows. */
export type ProductImportStep = ImportSteps<
  CatalogueImportReport,
  CatalogueImportProgress,
  CatalogueUndoResult
>

const INTERRUPTED =
  'A gravação foi interrompida. Produtos que o servidor já tinha gravado podem ter ficado salvos: confira a lista de produtos.'

/**
 * The products' import: the shared steps (dry run, commit, undo) in the chosen format — the
 * project's CSV or a Shopify export; the commit keeps the format its check was made in.
 */
export function useProductImport(appId: number, onWritten: () => void) {
  const api = useApi()
  const [format, setFormat] = useState<CatalogueImportFormat>('shopify')
  const steps = useImportSteps<CatalogueImportReport, CatalogueImportProgress, CatalogueUndoResult>(
    {
      run: (file, { dryRun, signal, onProgress, check }) =>
        api.catalogue.importCsv(appId, file, {
          format: check?.format ?? format,
          dryRun,
          signal,
          onProgress,
        }),
      undo: (importId) => api.catalogue.undoImport(appId, importId),
      failure: importFailure,
      interrupted: INTERRUPTED,
      onWritten,
    },
  )
  return { format, setFormat, ...steps }
}
