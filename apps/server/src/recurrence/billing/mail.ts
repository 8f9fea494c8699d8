import { formatMoney } from '@vitrine/api'
import { and, desc, eq, inArray } from 'drizzle-orm'
import { apps } from '../../access/schema.ts'
import { customers } from '../../customers/schema.ts'
import type { AppDeps } from '../../http/context.ts'
import { defineJob } from '../../jobs/define.ts'
import type { MailMessage } from '../../mail/outbox.ts'
import { instructionsMail } from '../../payments/resend.ts'
import { paymentColumns } from '../../payments/rows.ts'
import { paymentEvents, payments } from '../../payments/schema.ts'
import { subscriptionInvoices, subscriptions } from '../schema.ts'
import { billingMailQueue, type BillingMail } from './queue.ts'

/*
 * The subscriber's e-mails of billing, through the outbox (`deps.mailer`), queued in the
 * transaction of the step they tell about (outcome.ts `mailSubscriber`, only when the store's
 * `send_emails` is on) and composed when the job runs, from the rows as they are then. Plain
 * Portuguese; the e-mail editor is issue 15's. Every one carries the subscriber's page, where
 * they pay, give another card or cancel.
 */

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

const day = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})

/** The subscriber's page (no login: the public id is the key). */
export function subscriberPageUrl(publicUrl: string, appId: number, publicId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${appId}/recurrence/subscriptions/${publicId}`
}

const DECLINES = ['decline', 'retry_failed', 'cancel', 'void']

/** The e-mail of one step, or null when there is no one to tell or nothing left to say. */
export async function composeBillingMail(
  deps: Pick<AppDeps, 'db' | 'config'>,
  invoiceId: number,
  kind: BillingMail,
): Promise<MailMessage | null> {
  const { db, config } = deps
  const [row] = await db
    .select({
      invoice: subscriptionInvoices,
      publicId: subscriptions.publicId,
      storeName: apps.name,
      customerName: customers.name,
      customerEmail: customers.email,
    })
    .from(subscriptionInvoices)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionInvoices.subscriptionId))
    .innerJoin(apps, eq(apps.id, subscriptionInvoices.appId))
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(eq(subscriptionInvoices.id, invoiceId))
  if (!row) return null
  const { invoice, storeName } = row
  const [payment] =
    invoice.paymentId === null
      ? []
      : await db.select(paymentColumns).from(payments).where(eq(payments.id, invoice.paymentId))
  const to = payment?.customerEmail ?? row.customerEmail
  if (!to) return null
  const name = payment?.customerName ?? row.customerName
  const page = subscriberPageUrl(config.publicUrl, invoice.appId, row.publicId)
  const plan = invoice.lines[0]?.description ?? `ciclo ${invoice.cycle}`
  const amount = formatMoney(invoice.amountCents)
  const hello = name ? `Olá, ${name}.` : 'Olá.'
  const footer = ['', `Sua assinatura: ${page}`]

  switch (kind) {
    case 'issued': {
      if (!payment) return null
      const message = instructionsMail(payment, storeName, config.publicUrl, to)
      if (!message) return null
      return {
        ...message,
        subject: `${message.subject} — ${plan}`,
        text: [message.text, ...footer].join('\n'),
      }
    }
    case 'failed': {
      if (invoice.method === 'creditcard') {
        const reason = await lastDecline(deps, invoice.paymentId)
        const next = invoice.nextRetryAt
          ? `Vamos tentar de novo em ${dateTime.format(invoice.nextRetryAt)}.`
          : ''
        return {
          to,
          subject: `Não conseguimos cobrar sua assinatura de ${storeName}`,
          text: [
            hello,
            '',
            `A cobrança de ${amount} de ${plan} não foi aprovada${reason ? `: ${reason}` : ' porque não há cartão cadastrado.'}`,
            next,
            '',
            `Para pagar agora ou informar outro cartão, abra a página da sua assinatura: ${page}`,
          ]
            .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
            .join('\n'),
        }
      }
      const what = invoice.method === 'pix' ? 'O pix' : 'O boleto'
      const next = invoice.nextRetryAt
        ? `Enviaremos um novo em ${day.format(invoice.nextRetryAt)}.`
        : ''
      return {
        to,
        subject: `${what} da sua assinatura de ${storeName} venceu`,
        text: [
          hello,
          '',
          `${what} de ${amount} de ${plan} venceu sem pagamento. ${next}`.trim(),
          ...footer,
        ].join('\n'),
      }
    }
    case 'recovered':
      return {
        to,
        subject: `Pagamento da sua assinatura de ${storeName} aprovado`,
        text: [
          hello,
          '',
          `Recebemos ${amount} de ${plan}. Sua assinatura está em dia.`,
          ...footer,
        ].join('\n'),
      }
    case 'canceled':
      return {
        to,
        subject: `Sua assinatura de ${storeName} foi cancelada`,
        text: [
          hello,
          '',
          `Não conseguimos receber ${amount} de ${plan} depois de todas as tentativas, e a assinatura foi cancelada.`,
          'Se quiser voltar a assinar, fale com a loja.',
          ...footer,
        ].join('\n'),
      }
    case 'paused':
      return {
        to,
        subject: `Sua assinatura de ${storeName} foi pausada`,
        text: [
          hello,
          '',
          `Não conseguimos receber ${amount} de ${plan} depois de todas as tentativas, e a assinatura foi pausada.`,
          'Para retomá-la, fale com a loja.',
          ...footer,
        ].join('\n'),
      }
  }
}

async function lastDecline(
  { db }: Pick<AppDeps, 'db'>,
  paymentId: number | null,
): Promise<string | null> {
  if (paymentId === null) return null
  const [event] = await db
    .select({ note: paymentEvents.note })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, paymentId), inArray(paymentEvents.event, DECLINES)))
    .orderBy(desc(paymentEvents.id))
    .limit(1)
  return event?.note || null
}

/** `recurrence.mail`: composes one step's e-mail and sends it through the outbox. */
export const billingMailJob = defineJob({
  ...billingMailQueue,
  async handler({ invoice_id, kind }, { deps }) {
    const message = await composeBillingMail(deps, invoice_id, kind)
    if (message) await deps.mailer.send(message)
  },
})
