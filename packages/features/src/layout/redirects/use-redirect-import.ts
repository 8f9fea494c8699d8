import { useCallback, useEffect, useRef, useState } from 'react'
import { storefrontRedirectKeys, type RedirectImportReport } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { useRevalidateUnder } from '../../shared/revalidate-under.ts'
import { importFailure, refusedReport } from './words.ts'

export type RedirectImportStep =
  | { kind: 'choose' }
  | { kind: 'checking'; file: File }
  | { kind: 'checked'; file: File; check: RedirectImportReport }
  | { kind: 'importing'; file: File; check: RedirectImportReport }
  | { kind: 'done'; file: File; result: RedirectImportReport }

export interface RedirectImportNotice {
  tone: 'danger' | 'warning'
  message: string
}

/**
 * The sellers' import flow for redirects: a check (dry run) as soon as a file is chosen, the
 * import when asked, all or nothing; a refused import (a rule saved since the check) goes back
 * to the report, now with that problem. An answer arriving after a newer call is dropped.
 */
export function useRedirectImport(appId: number) {
  const api = useApi()
  const revalidate = useRevalidateUnder(storefrontRedirectKeys.all(appId))
  const [step, setStep] = useState<RedirectImportStep>({ kind: 'choose' })
  const [notice, setNotice] = useState<RedirectImportNotice | null>(null)
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
      const report = await api.storefrontRedirects.importCsv(appId, file, {
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
      const result = await api.storefrontRedirects.importCsv(appId, file, { dryRun: false })
      if (controller.signal.aborted) return
      setStep({ kind: 'done', file, result })
      void revalidate()
    } catch (error) {
      if (controller.signal.aborted) return
      setNotice({ tone: 'danger', message: importFailure(error) })
      setStep({ kind: 'checked', file, check: refusedReport(error) ?? check })
    }
  }

  function cancel() {
    if (step.kind !== 'checking') return
    running.current?.abort()
    running.current = null
    setNotice(null)
    setStep({ kind: 'choose' })
  }

  // Stable: the dialog's frame resets the flow in an effect whenever it is closed.
  const reset = useCallback(() => {
    running.current?.abort()
    running.current = null
    setNotice(null)
    setStep({ kind: 'choose' })
  }, [])

  return { step, notice, check, commit, cancel, reset }
}
