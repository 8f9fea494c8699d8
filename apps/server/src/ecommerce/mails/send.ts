import type { MailDeliverySource, MailSendStatus, MailType, MailVariableValues } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import { apps } from '../../access/schema.ts'
import type { AppDeps } from '../../http/context.ts'
import { errorFields } from '../../logger.ts'
import { markMail, recordMail } from '../../mail/outbox.ts'
import { writeEcommerceLog } from '../logs/write.ts'
import type { ComposedMail } from './compose.ts'
import { ecommerceMailDeliveries } from './schema.ts'
import { smtpFailure } from './smtp.ts'
import { mailRouteOf } from '../../whitelabel/smtp.ts'

/*
 * Sending one store mail: written to the server's outbox first (mail/outbox.ts, so nothing is
 * lost if the process dies mid-send), then through the store's SMTP when it has one, else the
 * platform's (SMTP_URL; without one the outbox keeps it as `logged`, as the platform's own
 * mails). Each send is a line of the delivery log and of the e-commerce log.
 */

export interface DeliveryMeta {
  appId: number
  type: MailType
  source: MailDeliverySource
  to: string
  step?: number | null
  reference?: string | null
  /** Who asked for it (a test send); absent for the server's own mails. */
  actor?: { id: number | null; name: string } | null
}

export interface DeliveryOutcome {
  status: MailSendStatus
  via: 'store' | 'platform'
  outboxId: number
  deliveryId: number
  error: string | null
}

/** The values every mail of a store knows without being told: its name. */
export async function storeValues(
  deps: Pick<AppDeps, 'db'>,
  appId: number,
): Promise<MailVariableValues> {
  const [app] = await deps.db.select({ name: apps.name }).from(apps).where(eq(apps.id, appId))
  return app ? { store_name: app.name } : {}
}

export async function deliverStoreMail(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'logger'>,
  meta: DeliveryMeta,
  mail: ComposedMail,
): Promise<DeliveryOutcome> {
  const { db, config, clock, logger } = deps
  const message = { to: meta.to, subject: mail.subject, text: mail.text, html: mail.html }
  const outboxId = await recordMail(db, message, clock.now())
  // The store's SMTP, else its reseller's (whitelabel/smtp.ts), else the platform's. The log's
  // `via` tells a configured SMTP (store) from the platform's; the reseller's counts as the former.
  const route = await mailRouteOf(db, config, meta.appId)
  const store = route.smtp
  const via = route.via === 'platform' ? 'platform' : 'store'
  let status: MailSendStatus = 'sent'
  let error: string | null = null
  if (!store && !config.smtpUrl) {
    await markMail(db, outboxId, 'logged', clock.now())
    logger.info('mail.outbox', { to: meta.to, subject: mail.subject, outbox_id: outboxId })
  } else {
    const { default: nodemailer } = await import('nodemailer')
    const transport = store
      ? nodemailer.createTransport(store.transport)
      : nodemailer.createTransport(config.smtpUrl)
    try {
      await transport.sendMail({ ...message, from: store ? store.from : config.mailFrom })
      await markMail(db, outboxId, 'sent', clock.now())
    } catch (failure) {
      status = 'failed'
      error = store
        ? (smtpFailure(failure, {
            host: String(store.transport.host),
            port: Number(store.transport.port),
            security: store.transport.secure
              ? 'tls'
              : store.transport.requireTLS
                ? 'starttls'
                : 'none',
          }).reason ?? 'Falha no envio.')
        : 'O servidor de e-mail da plataforma não aceitou a mensagem.'
      await markMail(db, outboxId, 'failed', clock.now(), error)
      logger.warn('ecommerce.mail.failed', {
        app_id: meta.appId,
        type: meta.type,
        outbox_id: outboxId,
        ...errorFields(failure),
      })
    } finally {
      transport.close()
    }
  }
  const now = clock.now()
  const [delivery] = await db
    .insert(ecommerceMailDeliveries)
    .values({
      appId: meta.appId,
      type: meta.type,
      source: meta.source,
      to: meta.to,
      subject: mail.subject,
      status,
      via,
      error,
      step: meta.step ?? null,
      reference: meta.reference ?? null,
      outboxId,
      createdAt: now,
    })
    .returning({ id: ecommerceMailDeliveries.id })
  await writeEcommerceLog(db, {
    appId: meta.appId,
    kind: status === 'sent' ? 'mail_sent' : 'mail_failed',
    subject: meta.to,
    detail: {
      type: meta.type,
      source: meta.source,
      subject: mail.subject,
      via,
      ...(error ? { error } : {}),
      ...(meta.reference ? { reference: meta.reference, step: meta.step } : {}),
    },
    actor: meta.actor ?? null,
    at: now,
  })
  return { status, via, outboxId, deliveryId: delivery!.id, error }
}
