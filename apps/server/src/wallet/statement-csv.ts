import { decimalAmount, type StatementKind } from '@vitrine/api'
import type { StatementLine } from './statement.ts'

/*
 * The statement's CSV export: what Brazilian spreadsheets open well (UTF-8 with a BOM,
 * semicolons, amounts as "1.234,56", dates as dd/mm/aaaa hh:mm in São Paulo), streamed one
 * page at a time like the transactions' export (payments/export.ts).
 */

/** Lines read per query: big enough to keep queries few, small enough to hold nothing. */
export const STATEMENT_EXPORT_PAGE_SIZE = 1000

const BOM = '\uFEFF'

const KIND_NAMES: Record<StatementKind, string> = {
  release: 'Venda liberada',
  refund: 'Estorno',
  chargeback: 'Chargeback',
  withdrawal: 'Saque',
  supplier_payment: 'Pagamento a fornecedor',
  payout_returned: 'Devolução',
  split: 'Divisão',
  split_reversal: 'Devolução de divisão',
  other: 'Outro',
}

const COLUMNS = ['Data', 'Tipo', 'Descrição', 'Valor', 'Pagamento', 'Saque ou pagamento']

/** A text a spreadsheet would run as a formula gets an apostrophe in front (OWASP). */
const guardFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)

function cell(value: string): string {
  return /[;"\r\n]/.test(value) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value
}

const line = (cells: string[]) => `${cells.map(cell).join(';')}\r\n`

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})

/** 123456 → "1.234,56", −5 → "-0,05": exact, built from the digits. */
export function brazilianAmount(cents: number): string {
  const [whole, fraction] = decimalAmount(cents, ',').split(',') as [string, string]
  const sign = whole.startsWith('-') ? '-' : ''
  const digits = whole.replace('-', '')
  return `${sign}${digits.replace(/\B(?=(\d{3})+$)/g, '.')},${fraction}`
}

export const statementCsvHeader = () => BOM + line(COLUMNS)

export function statementCsvLine(entry: StatementLine): string {
  return line([
    dateTime.format(entry.date).replace(',', ''),
    KIND_NAMES[entry.kind],
    guardFormula(entry.description),
    brazilianAmount(entry.amount_cents),
    entry.payment_id === null ? '' : String(entry.payment_id),
    entry.payout_id === null ? '' : String(entry.payout_id),
  ])
}

/** The page after journal `before` (undefined: the first). */
export type NextLines = (
  before: number | undefined,
) => Promise<{ lines: StatementLine[]; more: boolean }>

/**
 * The export as a byte stream: the header with the first page, then a page per pull, so a
 * long statement goes out with one page in memory; the first query runs before the first byte
 * (http/streamed.ts answers a failing one as an error).
 */
export function statementCsvStream(nextLines: NextLines): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let before: number | undefined
  let started = false
  let cancelled = false
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const page = await nextLines(before)
        if (cancelled) return
        const head = started ? '' : statementCsvHeader()
        started = true
        const lines = page.lines.map(statementCsvLine).join('')
        if (head || lines) controller.enqueue(encoder.encode(head + lines))
        if (!page.more) controller.close()
        else before = page.lines.at(-1)!.id
      },
      cancel() {
        cancelled = true
      },
    },
    { highWaterMark: 0 },
  )
}
