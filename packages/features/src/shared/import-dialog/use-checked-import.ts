import { useCallback, useEffect, useRef, useState } from 'react'
import type { ImportNotice } from './ImportDialogFrame.tsx'

/** Where an all-or-nothing import stands: each step holds what its screen shows. */
export type CheckedImportStep<Report> =
  | { kind: 'choose' }
  | { kind: 'checking'; file: File }
  | { kind: 'checked'; file: File; check: Report }
  | { kind: 'importing'; file: File; check: Report }
  | { kind: 'done'; file: File; result: Report }

/** What an area's import gives the flow: its call and its words. */
export interface CheckedImportCalls<Report> {
  /** The import call: the dry run (the check, cancellable) or the import itself. */
  run: (file: File, options: { dryRun: boolean; signal?: AbortSignal }) => Promise<Report>
  /** A failed call, in words. */
  failure: (error: unknown) => string
  /** The server's fresh report when it refused the import (something changed since the check). */
  refused: (error: unknown) => Report | null
  /** Rows were written: the lists follow. */
  onWritten?: () => void
}

/**
 * An import checked whole and then written all or nothing in one request (split sellers,
 * storefront redirects, Data Plus rows): a check (dry run) as soon as a file is chosen, the
 * import when asked. The check can be cancelled, and an answer that arrives after its call was
 * cancelled (or a newer one started) is dropped. The import is not cancelled half-way; when the
 * server refuses it, the dialog goes back to the report, now with the server's problems. The
 * customers' and the catalogue's imports, which write in batches with progress and undo, use
 * `useImportSteps` instead.
 */
export function useCheckedImport<Report>(calls: CheckedImportCalls<Report>) {
  const [step, setStep] = useState<CheckedImportStep<Report>>({ kind: 'choose' })
  const [notice, setNotice] = useState<ImportNotice | null>(null)
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
      const report = await calls.run(file, { dryRun: true, signal: controller.signal })
      if (controller.signal.aborted) return
      setStep({ kind: 'checked', file, check: report })
    } catch (error) {
      if (controller.signal.aborted) return
      setNotice({ tone: 'danger', message: calls.failure(error) })
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
      const result = await calls.run(file, { dryRun: false })
      if (controller.signal.aborted) return
      setStep({ kind: 'done', file, result })
      calls.onWritten?.()
    } catch (error) {
      if (controller.signal.aborted) return
      setNotice({ tone: 'danger', message: calls.failure(error) })
      setStep({ kind: 'checked', file, check: calls.refused(error) ?? check })
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

  // Stable: the dialog's frame resets the flow in an effect whenever it is closed.
  const reset = useCallback(() => {
    running.current?.abort()
    running.current = null
    setNotice(null)
    setStep({ kind: 'choose' })
  }, [])

  return { step, notice, check, commit, cancel, reset }
}
