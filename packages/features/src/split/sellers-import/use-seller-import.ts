import { useCallback, useEffect, useRef, useState } from 'react'
import { splitKeys, type SellerImportReport } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { useRevalidateUnder } from '../../shared/revalidate-under.ts'
import { importFailure, refusedReport } from './import-texts.ts'

/** Where an import stands: each step holds what its screen shows. */
export type SellerImportStep =
  | { kind: 'choose' }
  | { kind: 'checking'; file: File }
  | { kind: 'checked'; file: File; check: SellerImportReport }
  | { kind: 'importing'; file: File; check: SellerImportReport }
  | { kind: 'done'; file: File; result: SellerImportReport }

/** A failed call, shown in the dialog on the step it went back to. */
export interface SellerImportNotice {
  tone: 'danger' | 'warning'
  message: string
}

/**
 * The import as a small state machine: a check (dry run) as soon as a file is chosen, the
 * import when asked. The check can be cancelled, and an answer that arrives after its call was
 * cancelled (or a newer one started) is dropped. The import writes in one transaction on the
 * server, all or nothing: it is not cancelled half-way, and when it is refused (a seller
 * registered since the check) the dialog goes back to the report, now with that problem.
 */
export function useSellerImport(appId: number, gatewayId: number) {
  const api = useApi()
  // The gateways' seller counts and every list of the gateway's sellers change.
  const revalidate = useRevalidateUnder(splitKeys.all(appId))
  const [step, setStep] = useState<SellerImportStep>({ kind: 'choose' })
  const [notice, setNotice] = useState<SellerImportNotice | null>(null)
  const running = useRef<AbortController | null>(null)

  const start = () => {
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    return controller
  }

  useEffect(() => () => running.current?.abort(), [])

  async function check(file: File) {
    const controller = start()
    setNotice(null)
    setStep({ kind: 'checking', file })
    try {
      const report = await api.split.importSellers(appId, gatewayId, file, {
        dryRun: true,
        signal: controller.signal,
      })
      if (controller.signal.aborted) return
      setStep({ kind: 'checked', file, check: report })
    } catch (error) {
      if (controller.signal.aborted) return
      setNotice({ tone: 'danger', message: importFailure(error) })
      setStep({ kind: 'choose' })
    }
  }

  async function commit() {
    if (step.kind !== 'checked') return
    const { file, check } = step
    const controller = start()
    setNotice(null)
    setStep({ kind: 'importing', file, check })
    try {
      const result = await api.split.importSellers(appId, gatewayId, file, { dryRun: false })
      if (controller.signal.aborted) return
      setStep({ kind: 'done', file, result })
      void revalidate()
    } catch (error) {
      if (controller.signal.aborted) return
      setNotice({ tone: 'danger', message: importFailure(error) })
      setStep({ kind: 'checked', file, check: refusedReport(error) ?? check })
    }
  }

  /** Stops the check under way and goes back to choosing a file. */
  function cancel() {
    if (step.kind !== 'checking') return
    running.current?.abort()
    running.current = null
    setNotice(null)
    setStep({ kind: 'choose' })
  }

  const reset = useCallback(() => {
    running.current?.abort()
    running.current = null
    setNotice(null)
    setStep({ kind: 'choose' })
  }, [])

  return { step, notice, check, commit, cancel, reset }
}
