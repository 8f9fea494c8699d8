import {
  decimalAmount,
  formatDocument,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
} from '@vitrine/api'
import type { ListedPayment } from './list.ts'
import { feesOf } from './rows.ts'

/*
 * The transactions' CSV export: what Brazilian spreadsheets open well (UTF-8 with a BOM,
 * semicolons, decimal commas, dates as dd/mm/aaaa hh:mm in São Paulo), streamed one page at a
 * time, the same way as the customers' export (customers/export/csv-stream.ts).
 */

/** Payments read per query: big enough to keep queries few, small enough to hold nothing. */
export const EXPORT_PAGE_SIZE = 1000

/** Makes Excel read the file as UTF-8 (without it, accents come out garbled). */
const BOM = '\uFEFF'

/** The payment types as a merchant names them. */
const TYPE_NAMES: Record<string, string> = {
  pix: 'Pix',
  billet: 'Boleto',
  voucher: 'Vale',
  creditcard: 'Cartão de crédito',
  'pix-installment': 'Pix parcelado',
  'static-pix': 'Pix estático',
  debitcard: 'Cartão de débito',
  custom: 'Personalizado',
  free: 'Gratuito',
  onetap: 'Cartão salvo',
  other: 'Outro',
}

const COLUMNS = [
  'ID',
  'Data',
  'Status',
  'Tipo',
  'Valor',
  'Capturado',
  'Estornado',
  'Taxa',
  'Líquido',
  'Parcelas',
  'Cliente',
  'E-mail',
  'Documento',
  'Meio de pagamento',
  'ID no provedor',
  'Descrição',
  'Pago em',
] as const

/** A text a spreadsheet would run as a formula gets an apostrophe in front (OWASP). */
const guardFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)

/** Quotes a value when it holds the separator, a quote, a line break or edge spaces. */
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

const when = (date: Date | null) => (date ? dateTime.format(date).replace(',', '') : '')
const money = (cents: number) => decimalAmount(cents, ',')

export function transactionsCsvHeader(): string {
  return BOM + line([...COLUMNS])
}

export function transactionCsvLine(row: ListedPayment): string {
  const { fee, net } = feesOf(row)
  return line([
    String(row.id),
    when(row.createdAt),
    PAYMENT_STATUS_LABELS[row.status as PaymentStatus]?.['pt-BR'] ?? row.status,
    TYPE_NAMES[row.type] ?? row.type,
    money(row.amountCents),
    money(row.capturedCents),
    money(row.refundedCents),
    money(fee),
    money(net),
    String(row.installments),
    guardFormula(row.customerName ?? ''),
    guardFormula(row.customerEmail ?? ''),
    row.customerDocument ? formatDocument(row.customerDocument) : '',
    guardFormula(row.gatewayName ?? ''),
    guardFormula(row.externalId ?? ''),
    guardFormula(row.description),
    when(row.paidAt),
  ])
}

/** The page after `cursor` (undefined: the first) of the payments being exported. */
export type NextPage = (
  cursor: string | undefined,
) => Promise<{ rows: ListedPayment[]; nextCursor: string | null }>

/**
 * The export as a byte stream: the header with the first page, then one page per pull. A pull
 * comes only when the reader took the previous chunk, so a million rows go out with one page in
 * memory; the first query runs before the first byte, so a failing one is still answered as an
 * error (http/streamed.ts).
 */
export function transactionsCsvStream(nextPage: NextPage): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let cursor: string | undefined
  let started = false
  let cancelled = false
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const page = await nextPage(cursor)
        if (cancelled) return
        const head = started ? '' : transactionsCsvHeader()
        started = true
        const lines = page.rows.map(transactionCsvLine).join('')
        if (head || lines) controller.enqueue(encoder.encode(head + lines))
        if (page.nextCursor === null) controller.close()
        else cursor = page.nextCursor
      },
      cancel() {
        cancelled = true
      },
    },
    { highWaterMark: 0 },
  )
}
