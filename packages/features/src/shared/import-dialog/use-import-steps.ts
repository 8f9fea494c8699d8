import { useCallback, useEffect, useRef, useState } from 'react'
import type { ImportNotice } from './ImportDialogFrame.tsx'

/** Where an import stands: each step holds what its screen shows. */
export type ImportSteps<Report, Progress, Undone> =
  | { kind: 'choose' }
  | { kind: 'checking'; file: File; progress: Progress | null }
  | { kind: 'checked'; file: File; check: Report }
  | { kind: 'writing'; file: File; check: Report; progress: Progress | null }
  | { kind: 'done'; file: File; check: Report; result: Report; undone: Undone | null }

/** What an area's import gives the steps: its calls, its words and what follows a write. */
export interface ImportCalls<Report extends { import_id: number | null }, Progress, Undone> {
  /** The import call: a dry run (the check) or the commit, with progress as it goes. */
  run: (
    file: File,
    options: {
      dryRun: boolean
      signal: AbortSignal
      onProgress: (progress: Progress) => void
      /** The commit's check, for a call that repeats the options the check was made with. */
      check?: Report
    },
  ) => Promise<Report>
  undo: (importId: number) => Promise<Undone>
  /** A failed call, in words. */
  failure: (error: unknown) => string
  /** What an interrupted commit may have left behind, in the area's words. */
  interrupted: string
  /** Rows may have been written (a commit, an interruption, an undo): the lists follow. */
  onWritten: () => void
}

/**
 * An import as a small state machine, the same for every area (customers, catalogue): a dry
 * run as soon as a file is chosen, the commit when asked, the undo. Every call can be
 * cancelled; an answer that arrives after its call was cancelled (or after a newer one started)
 * is dropped, so a late report never replaces what the user moved on to.
 */
export function useImportSteps<Report extends { import_id: number | null }, Progress, Undone>(
  calls: ImportCalls<Report, Progress, Undone>,
) {
  type Step = ImportSteps<Report, Progress, Undone>
  const [step, setStep] = useState<Step>({ kind: 'choose' })
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
      const check = await calls.run(file, {
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
      setNotice({ tone: 'danger', message: calls.failure(error) })
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
      const result = await calls.run(file, {
        dryRun: false,
        check,
        signal: controller.signal,
        onProgress: (progress) => {
          if (!controller.signal.aborted) setStep({ kind: 'writing', file, check, progress })
        },
      })
      if (controller.signal.aborted) return
      setStep({ kind: 'done', file, check, result, undone: null })
      calls.onWritten()
    } catch (error) {
      if (controller.signal.aborted) return
      setNotice({ tone: 'danger', message: calls.failure(error) })
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
      setNotice({ tone: 'warning', message: calls.interrupted })
      setStep({ kind: 'checked', file: step.file, check: step.check })
      // Some batches may be in: what the lists show must follow.
      calls.onWritten()
    }
  }

  /** Undoes the import just made; throws on failure (the confirmation shows the message). */
  async function undo() {
    if (step.kind !== 'done' || step.result.import_id === null) return
    const undone = await calls.undo(step.result.import_id)
    setStep({ ...step, undone })
    calls.onWritten()
  }

  const reset = useCallback(() => {
    running.current?.abort()
    running.current = null
    setNotice(null)
    setStep({ kind: 'choose' })
  }, [])

  return { step, notice, check, commit, cancel, undo, reset }
}
