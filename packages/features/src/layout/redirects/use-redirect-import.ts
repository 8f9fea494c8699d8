import { storefrontRedirectKeys, type RedirectImportReport } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { useRevalidateUnder } from '../../shared/revalidate-under.ts'
import {
  useCheckedImport,
  type CheckedImportStep,
} from '../../shared/import-dialog/use-checked-import.ts'
import { importFailure, refusedReport } from './words.ts'

export type RedirectImportStep = CheckedImportStep<RedirectImportReport>

/**
 * The redirects' import, all or nothing: a refused import (a rule saved since the check) goes
 * back to the report, now with that problem.
 */
export function useRedirectImport(appId: number) {
  const api = useApi()
  const revalidate = useRevalidateUnder(storefrontRedirectKeys.all(appId))
  return useCheckedImport<RedirectImportReport>({
    run: (file, options) => api.storefrontRedirects.importCsv(appId, file, options),
    failure: importFailure,
    refused: refusedReport,
    onWritten: () => void revalidate(),
  })
}
