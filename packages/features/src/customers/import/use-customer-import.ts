import { useCallback, useEffect, useRef, useState } from 'react'
import type { ImportProgress, ImportReport, UndoImportResult } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { importFailure } from './import-texts.ts'
import { useRevalidateCustomers } from './revalidate-customers.ts'

/** Where an import stands: each step holds what its screen shows. */
export type ImportStep =
  | { kind: 'choose' }
  | { kind: 'checking'; file: File; progress: ImportProgress | null }
  | { kind: 'checked'; file: File; check: ImportReport }
  | { kind: 'writing'; file: File; check: ImportReport; progress: ImportProgress | null }
  | {
      kind: 'done'
      file: File
      check: ImportReport
      result: ImportReport
      undone: UndoImportResult | null
    }

/** A failed or interrupted call, shown in the dialog on the step it went back to. */
export interface ImportNotice {
  tone: 'danger' | 'warning'
  message: string
}

const INTERRUPTED =
  'A gravação foi interrompida. Lotes que o servidor já tinha gravado podem ter ficado salvos: confira a lista de clientes e o histórico de importações, onde é possível desfazê-la.'

/**
 * The import as a small state machine: a dry run as soon as a file is chosen, the commit when
 * asked, the undo. Every call can be cancelled; an answer that arrives after its call was
 * cancelled (or after a newer one started) is dropped, so a late report never replaces what
 * the user moved on to.
 */
export function useCustomerImport(appId: number) {
  const api = useApi()
  const revalidate = useRevalidateCustomers(appId)
  const [step, setStep] = useState<ImportStep>({ kind: 'choose' })
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
    setStep({ kind: 'checking', file, progress: null })
    try {
      const check = await api.customers.importCsv(appId, file, {
        dryRun: true,
        signal: controller.signal,
        onProgress: (progress) => {
          if (!controller.signal.aborted) setStep({ kind: 'checking', file, progress })
        },
      })
      if (controller.signal.aborted) return
      setStep({ kind: 'checked', file, check })
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
    setStep({ kind: 'writing', file, check, progress: null })
    try {
      const result = await api.customers.importCsv(appId, file, {
        dryRun: false,
        signal: controller.signal,
        onProgress: (progress) => {
          if (!controller.signal.aborted) setStep({ kind: 'writing', file, check, progress })
        },
      })
      if (controller.signal.aborted) return
      setStep({ kind: 'done', file, check, result, undone: null })
      void revalidate()
    } catch (error) {
      if (controller.signal.aborted) return
      setNotice({ tone: 'danger', message: importFailure(error) })
      setStep({ kind: 'checked', file, check })
    }
  }

  /** Stops the work under way and goes back to the step before it. */
  function cancel() {
    running.current?.abort()
    running.current = null
    if (step.kind === 'checking') {
      setNotice(null)
      setStep({ kind: 'choose' })
    } else if (step.kind === 'writing') {
      setNotice({ tone: 'warning', message: INTERRUPTED })
      setStep({ kind: 'checked', file: step.file, check: step.check })
      // Some batches may be in: what the list shows must follow.
      void revalidate()
    }
  }

  /** Undoes the import just made; throws on failure (the confirmation shows the message). */
  async function undo() {
    if (step.kind !== 'done' || step.result.import_id === null) return
    const undone = await api.customers.undoImport(appId, step.result.import_id)
    setStep({ ...step, undone })
    void revalidate()
  }

  const reset = useCallback(() => {
    running.current?.abort()
    running.current = null
    setNotice(null)
    setStep({ kind: 'choose' })
  }, [])

  return { step, notice, check, commit, cancel, undo, reset }
}
