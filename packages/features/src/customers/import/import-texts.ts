import {
  CSV_COLUMNS,
  IMPORT_BATCH_SIZE,
  IMPORT_MAX_BYTES,
  isApiError,
  type ImportProgress,
  type ImportReport,
} from '@vitrine/api'
import { formatFileSize } from '@vitrine/ui/components/file-field'
import type { CsvFileGuide } from '../../shared/import-dialog/ChooseCsvFile.tsx'

/*
 * The words of the import and its reports, kept apart from the components so the rules behind
 * them (which buttons a report allows, what a failure says) are tested on their own.
 */

const integer = new Intl.NumberFormat('pt-BR')

/** "1.200" */
export const formatCount = (count: number) => integer.format(count)

/** "1 cliente", "1.200 clientes" */
export const counted = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`

export const encodingLabels: Record<ImportReport['encoding'], string> = {
  'utf-8': 'UTF-8',
  latin1: 'Latin-1 (ISO-8859-1)',
}

export const separatorLabels: Record<ImportReport['separator'], string> = {
  ',': 'vírgula',
  ';': 'ponto e vírgula',
}

/** The columns people fill, by the name the export writes (read-only ones come from us). */
export const EDITABLE_COLUMNS = CSV_COLUMNS.filter((column) => !('read_only' in column)).map(
  (column) => column.headers[0],
)

export const MAX_SIZE_LABEL = formatFileSize(IMPORT_MAX_BYTES)

export const tooLargeMessage = (file: File) =>
  `O arquivo tem ${formatFileSize(file.size)} e o limite é ${MAX_SIZE_LABEL}. Divida-o em arquivos menores e importe um de cada vez.`

/** What the file should hold, on the first step. */
export const CUSTOMER_FILE_GUIDE: CsvFileGuide = {
  hint: `Até ${MAX_SIZE_LABEL}.`,
  maxBytes: IMPORT_MAX_BYTES,
  tooLargeMessage,
  columnsIntro: 'Na primeira linha, os nomes das colunas. Use as que tiver, em qualquer ordem:',
  columns: EDITABLE_COLUMNS,
  rules: [
    'Cada cliente precisa de nome e de e-mail ou documento (CPF ou CNPJ): é por eles que quem já está cadastrado é encontrado e atualizado, em vez de duplicado.',
    'Colunas separadas por vírgula ou por ponto e vírgula, texto em UTF-8 ou Latin-1: o formato é detectado sozinho. Um arquivo exportado daqui pode voltar como está.',
    'Nada é gravado antes de você ver o resultado da verificação.',
  ],
}

export interface ProgressShown {
  label: string
  value: number | null
  max: number
  valueText?: string
}

/**
 * The progress bar for a phase of the work. Until the server's first progress line arrives the
 * file is still on its way up, and the amount is unknown.
 */
export function progressShown(progress: ImportProgress | null, stage: 'check' | 'write') {
  if (!progress || progress.total <= 0) {
    return {
      label: stage === 'check' ? 'Enviando o arquivo…' : 'Gravando…',
      value: null,
      max: 0,
    } satisfies ProgressShown
  }
  const { phase, done, total } = progress
  if (phase === 'read') {
    // Read progress counts bytes, not rows: a percentage says it best.
    return { label: 'Lendo o arquivo…', value: done, max: total } satisfies ProgressShown
  }
  return {
    label: phase === 'check' ? 'Verificando linhas…' : 'Gravando…',
    value: done,
    max: total,
    valueText: `${formatCount(done)} de ${formatCount(total)}`,
  } satisfies ProgressShown
}

/** Rows a commit would write: new customers and changed ones (unchanged rows are skipped). */
export const rowsToWrite = (report: Pick<ImportReport, 'created' | 'updated'>) =>
  report.created + report.updated

/**
 * What the user may do after a dry run. A batch of IMPORT_BATCH_SIZE rows with one bad row
 * writes nothing, so a file that fits in one batch and has bad rows would write nothing at all:
 * offering "import anyway" there would only mislead.
 */
export function reportChoices(report: ImportReport) {
  const rowErrors = report.failed > 0
  const singleBatch = report.total_rows <= IMPORT_BATCH_SIZE
  const writable = rowsToWrite(report)
  return {
    rowErrors,
    /** Rows with errors sink whole batches: nothing of this file would be written. */
    blocked: rowErrors && singleBatch,
    canImport: writable > 0 && !(rowErrors && singleBatch),
    /** The import button's words: plain when the file is clean, a warning otherwise. */
    importLabel:
      report.errors_total > 0
        ? 'Importar assim mesmo'
        : `Importar ${counted(writable, 'cliente', 'clientes')}`,
  }
}

const FALLBACK = 'Não foi possível importar o arquivo. Tente novamente.'

/** A failed call in the user's words; the server's own message when it has one for us. */
export function importFailure(error: unknown): string {
  if (!isApiError(error)) return FALLBACK
  // A proxy in front of the server may answer this one without our message.
  if (error.statusCode === 413) {
    return `O arquivo passa do limite de ${MAX_SIZE_LABEL} da importação. Divida-o em arquivos menores e importe um de cada vez.`
  }
  return error.message || FALLBACK
}

const sentence = (parts: string[]) => `${parts.join(' e ')}.`

/** What an undo will do, for its confirmation. */
export function undoPlan({ created, updated }: Pick<ImportReport, 'created' | 'updated'>) {
  const parts: string[] = []
  if (created > 0) {
    parts.push(
      counted(
        created,
        'cliente criado por ela é excluído',
        'clientes criados por ela são excluídos',
      ),
    )
  }
  if (updated > 0) {
    parts.push(
      counted(
        updated,
        'cliente atualizado volta a ser como era antes',
        'clientes atualizados voltam a ser como eram antes',
      ),
    )
  }
  return sentence(parts)
}

/** What an undo did. */
export function undoSummary({ deleted, restored }: { deleted: number; restored: number }) {
  const parts: string[] = []
  if (deleted > 0) parts.push(counted(deleted, 'cliente excluído', 'clientes excluídos'))
  if (restored > 0) {
    parts.push(
      counted(restored, 'cliente voltou a ser como era', 'clientes voltaram a ser como eram'),
    )
  }
  return parts.length ? sentence(parts) : 'Nenhum cliente precisou mudar.'
}
