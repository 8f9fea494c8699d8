import { barcodeSvg, formatDocument, formatLinhaDigitavel, formatMoney } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import { apps } from '../access/schema.ts'
import type { Database } from '../db/client.ts'
import { paymentColumns, type PaymentRow } from './rows.ts'
import { payments } from './schema.ts'

/*
 * The payer's printable boleto (GET /api/payments/public/billets/{token}, no login): one
 * self-contained page with the bank, amount, due date, linha digitável, the barcode drawn as
 * inline SVG, payer and beneficiary, and print styles. The server's Content-Security-Policy
 * allows no inline script and inline styles, so the page has no script at all (printing is the
 * browser's own command). Every value written into it is escaped.
 */

/** What `newPublicToken` makes: 24 random bytes in base64url. */
const TOKEN = /^[\w-]{16,64}$/

/** The banks a boleto's first three digits most often name (FEBRABAN's codes). */
const BANKS: Record<string, string> = {
  '001': 'Banco do Brasil',
  '033': 'Santander',
  '041': 'Banrisul',
  '077': 'Banco Inter',
  '104': 'Caixa Econômica Federal',
  '208': 'BTG Pactual',
  '237': 'Bradesco',
  '260': 'Nu Pagamentos',
  '336': 'C6 Bank',
  '341': 'Itaú Unibanco',
  '422': 'Banco Safra',
  '748': 'Sicredi',
  '756': 'Sicoob',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

export interface BilletPage {
  row: PaymentRow
  storeName: string
}

export async function findBilletPage(db: Database, token: string): Promise<BilletPage | null> {
  if (!TOKEN.test(token)) return null
  const [found] = await db
    .select({ row: paymentColumns, storeName: apps.name })
    .from(payments)
    .innerJoin(apps, eq(apps.id, payments.appId))
    .where(eq(payments.publicToken, token))
  return found?.row.billet ? found : null
}

const brazilianDate = (iso: string) => iso.split('-').reverse().join('/')

/** Why the boleto should not be paid any more, if it should not. */
function notice(status: string): string | null {
  if (['complete', 'authorized', 'partial_refund', 'refunded', 'retry-success'].includes(status)) {
    return 'Este boleto já foi pago. Não pague de novo.'
  }
  if (['failed', 'retry-error'].includes(status)) {
    return 'Este boleto foi cancelado ou venceu. Não pague; peça um novo à loja.'
  }
  return null
}

const STYLES = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f4f4f5; color: #18181b; }
  main { max-width: 760px; margin: 24px auto; background: #fff; padding: 32px; border: 1px solid #d4d4d8; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  .muted { color: #52525b; font-size: 14px; margin: 0; }
  .notice { margin: 20px 0 0; padding: 12px 16px; border: 2px solid #b91c1c; color: #b91c1c; font-weight: 600; }
  dl { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0; margin: 24px 0; border: 1px solid #a1a1aa; }
  dl div { padding: 8px 12px; border: 1px solid #d4d4d8; }
  dt { font-size: 11px; text-transform: uppercase; letter-spacing: .04em; color: #52525b; }
  dd { margin: 2px 0 0; font-size: 16px; font-weight: 600; overflow-wrap: anywhere; }
  .linha { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 17px; letter-spacing: .02em; }
  .barcode svg { display: block; width: 103mm; max-width: 100%; height: 13mm; }
  .print-hint { margin-top: 24px; }
  @media print {
    @page { size: A4; margin: 12mm; }
    body { background: #fff; }
    main { margin: 0; border: 0; padding: 0; max-width: none; }
    .print-hint { display: none; }
  }
`

/** The page itself. Every interpolated value goes through escapeHtml (the SVG escapes its own). */
export function renderBilletPage({ row, storeName }: BilletPage): string {
  const billet = row.billet!
  const bankCode = billet.barcode.slice(0, 3)
  const bank = BANKS[bankCode] ? `${bankCode} — ${BANKS[bankCode]}` : bankCode
  const linha = formatLinhaDigitavel(billet.linha_digitavel)
  const payer = [row.customerName, row.customerDocument && formatDocument(row.customerDocument)]
    .filter(Boolean)
    .join(' — ')
  const warning = notice(row.status)
  const field = (label: string, value: string, extra = '') =>
    `<div${extra}><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`
  const svg = barcodeSvg(billet.barcode, { height: 50, title: `Código de barras ${linha}` })
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`Boleto ${formatMoney(row.amountCents)} — ${storeName}`)}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<h1>${escapeHtml(storeName)}</h1>
<p class="muted">Boleto bancário — pagamento nº ${escapeHtml(String(row.id))}</p>
${warning ? `<p class="notice" role="alert">${escapeHtml(warning)}</p>` : ''}
<dl>
${field('Banco', bank)}
${field('Vencimento', brazilianDate(billet.due_date))}
${field('Valor do documento', formatMoney(row.amountCents))}
${field('Beneficiário', storeName)}
${field('Pagador', payer || 'Não informado')}
${field('Descrição', row.description || '—')}
</dl>
<p class="muted">Linha digitável</p>
<p class="linha">${escapeHtml(linha)}</p>
<div class="barcode">${svg}</div>
<p class="muted print-hint">Para imprimir, use o comando de impressão do navegador (Ctrl+P ou ⌘+P). O banco lê o código de barras ou a linha digitável.</p>
</main>
</body>
</html>
`
}

export function renderBilletNotFound(): string {
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Boleto não encontrado</title>
<style>${STYLES}</style></head>
<body><main><h1>Boleto não encontrado</h1>
<p class="muted">Confira o endereço recebido ou peça um novo boleto à loja.</p></main></body>
</html>
`
}
