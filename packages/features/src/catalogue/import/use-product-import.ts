import { useCallback, useEffect, useRef, useState } from 'react'
import type {
  CatalogueImportFormat,
  CatalogueImportProgress,
  CatalogueImportReport,
  CatalogueUndoResult,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import type { ImportNotice } from '../../shared/import-dialog/ImportDialogFrame.tsx'
import { importFailure } from './import-words.ts'

/** Where an import stands: each step holds what its screen shows. */
export type ProductImportStep =
  | { kind: 'choose' }
  | { kind: 'checking'; file: File; progress: CatalogueImportProgress | null }
  | { kind: 'checked'; file: File; check: CatalogueImportReport }
  | {
      kind: 'writing'
      file: File
      check: CatalogueImportReport
      progress: CatalogueImportProgress | null
    }
  | {
      kind: 'done'
      file: File
      check: CatalogueImportReport
      result: CatalogueImportReport
      undone: CatalogueUndoResult | null
    }

const INTERRUPTED =
  'A gravação foi interrompida. Produtos que o servidor já tinha gravado podem ter ficado salvos: confira a lista de produtos.'

/**
 * The products' import as the customers' (a dry run as soon as a file is chosen, the commit
 * when asked, the undo), in the chosen format: the project's CSV or a Shopify export. Every
 * call can be cancelled; an answer arriving after its call was cancelled, or after a newer
 * one started, is dropped.
 */
export function useProductImport(appId: number, onWritten: () => void) {
  const api = useApi()
  const [format, setFormat] = useState<CatalogueImportFormat>('shopify')
  const [step, setStep] = useState<ProductImportStep>({ kind: 'choose' })
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
      const check = await api.catalogue.importCsv(appId, file, {
        format,
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
      const result = await api.catalogue.importCsv(appId, file, {
        format: check.format,
        dryRun: false,
        signal: controller.signal,
        onProgress: (progress) => {
          if (!controller.signal.aborted) setStep({ kind: 'writing', file, check, progress })
        },
      })
      if (controller.signal.aborted) return
      setStep({ kind: 'done', file, check, result, undone: null })
      onWritten()
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
      onWritten()
    }
  }

  /** Undoes the import just made; throws on failure (the confirmation shows the message). */
  async function undo() {
    if (step.kind !== 'done' || step.result.import_id === null) return
    const undone = await api.catalogue.undoImport(appId, step.result.import_id)
    setStep({ ...step, undone })
    onWritten()
  }

  const reset = useCallback(() => {
    running.current?.abort()
    running.current = null
    setNotice(null)
    setStep({ kind: 'choose' })
  }, [])

  return { format, setFormat, step, notice, check, commit, cancel, undo, reset }
}
