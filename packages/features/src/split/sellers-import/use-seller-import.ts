import { splitKeys, type SellerImportReport } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { useRevalidateUnder } from '../../shared/revalidate-under.ts'
import {
  useCheckedImport,
  type CheckedImportStep,
} from '../../shared/import-dialog/use-checked-import.ts'
import { importFailure, refusedReport } from './import-texts.ts'

/** Where an import stands: each step holds what its screen shows. */
export type SellerImportStep = CheckedImportStep<SellerImportReport>

/**
 * The sellers' import, checked and then written in one transaction on the server, all or
 * nothing: when it is refused (a seller registered since the check) the dialog goes back to the
 * report, now with that problem.
 */
export function useSellerImport(appId: number, gatewayId: number) {
  const api = useApi()
  // The gateways' seller counts and every list of the gateway's sellers change.
  const revalidate = useRevalidateUnder(splitKeys.all(appId))
  return useCheckedImport<SellerImportReport>({
    run: (file, options) => api.split.importSellers(appId, gatewayId, file, options),
    failure: importFailure,
    refused: refusedReport,
    onWritten: () => void revalidate(),
  })
}
