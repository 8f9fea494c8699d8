import { formatLinhaDigitavel, formatMoney, type ResendInput } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import type { AppAccess } from '../access/require-access.ts'
import type { AppDeps } from '../http/context.ts'
import type { MailMessage } from '../mail/outbox.ts'
import { paymentError } from './messages.ts'
import { findPayment } from './read.ts'
import { billetUrl, type PaymentRow } from './rows.ts'

/** The day of a boleto's due date as people read it: 2026-03-05 → 05/03/2026. */
const brazilianDate = (iso: string) => iso.split('-').reverse().join('/')

/**
 * The payment instructions as the payer gets them: the pix code to paste, the boleto's line
 * and printable page, or the custom method's instructions. Null when the payment has none, or
 * is no longer awaiting payment (a paid or failed payment has nothing left to pay).
 */
export function instructionsMail(
  row: PaymentRow,
  storeName: string,
  publicUrl: string,
  to: string,
): MailMessage | null {
  if (row.status !== 'pending') return null
  const amount = formatMoney(row.amountCents)
  const hello = row.customerName ? `Olá, ${row.customerName}.` : 'Olá.'
  const lines: string[] = [hello, '']
  let subject: string
  if (row.pix) {
    subject = `Pix de ${amount} para ${storeName}`
    lines.push(
      `Para pagar ${amount} a ${storeName}, copie o código abaixo e cole no aplicativo do seu banco, em "Pix copia e cola":`,
      '',
      row.pix.code,
    )
    if (row.pix.expires_at) {
      lines.push(
        '',
        `O código vale até ${new Date(row.pix.expires_at).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}.`,
      )
    }
  } else if (row.billet && row.publicToken) {
    subject = `Boleto de ${amount} para ${storeName}`
    lines.push(
      `Seu boleto de ${amount} para ${storeName} vence em ${brazilianDate(row.billet.due_date)}.`,
      '',
      'Linha digitável:',
      formatLinhaDigitavel(row.billet.linha_digitavel),
      '',
      `Boleto para imprimir: ${billetUrl(publicUrl, row.publicToken)}`,
    )
  } else if (row.instructions) {
    subject = `Como pagar ${amount} para ${storeName}`
    lines.push(
      `Para pagar ${amount} a ${storeName} por ${row.instructions.method_name}:`,
      '',
      row.instructions.text,
    )
  } else {
    return null
  }
  lines.push('', `Pagamento nº ${row.id}. Se você já pagou, desconsidere este e-mail.`)
  return { to, subject, text: lines.join('\n') }
}

/** Mails the instructions again, to the payment's customer or to the address given. */
export async function resendInstructions(
  { db, config, mailer }: AppDeps,
  access: AppAccess,
  paymentId: number,
  input: ResendInput,
  lang: Lang,
): Promise<void> {
  const row = await findPayment(db, access.app.id, paymentId)
  if (!row) throw paymentError(404, lang, 'paymentNotFound')
  const to = input.email ?? row.customerEmail
  const message = instructionsMail(row, access.app.name, config.publicUrl, to ?? '')
  if (!message) throw paymentError(409, lang, 'nothingToResend')
  if (!to) throw paymentError(409, lang, 'noAddressToResend')
  await mailer.send(message)
}
