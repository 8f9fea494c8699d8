import type { Transporter } from 'nodemailer'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { errorFields, type Logger } from '../logger.ts'
import { markMail, recordMail, type MailMessage } from './outbox.ts'

export type { MailMessage } from './outbox.ts'

export interface Mailer {
  /** Records and delivers one message; resolves when it is sent, logged or marked failed. */
  send(message: MailMessage): Promise<void>
  /**
   * Composes and delivers in the background: the request answers at once, so neither the SMTP
   * exchange nor the work of composing (e.g. looking up whether an account exists and creating
   * its recovery token) shows in the answer time. `compose` answers undefined for "nothing to
   * send".
   */
  deliver(compose: () => Promise<MailMessage | undefined>): void
  /** Waits for background deliveries: before shutdown, and in tests. */
  flush(): Promise<void>
  close(): void
}

export interface MailerOptions {
  db: Database
  clock: Clock
  logger: Logger
  smtpUrl: string | undefined
  from: string
}

/**
 * Mail through nodemailer when SMTP is configured. Without it, each message is kept in the
 * outbox table and written to the log as one `mail.outbox` line, which is how a developer (and
 * the end-to-end tests) follow a recovery link without a mail server.
 */
export function createMailer({ db, clock, logger, smtpUrl, from }: MailerOptions): Mailer {
  let transport: Promise<Transporter> | undefined
  const inFlight = new Set<Promise<void>>()

  function smtp(url: string): Promise<Transporter> {
    // nodemailer is loaded only by servers that send through SMTP.
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(url),
    )
    return transport
  }

  async function send(message: MailMessage): Promise<void> {
    const id = await recordMail(db, message, clock.now())
    if (!smtpUrl) {
      await markMail(db, id, 'logged', clock.now())
      logger.info('mail.outbox', { to: message.to, subject: message.subject, text: message.text })
      return
    }
    try {
      await (await smtp(smtpUrl)).sendMail({ from, ...message })
      await markMail(db, id, 'sent', clock.now())
      logger.info('mail.sent', { to: message.to, subject: message.subject, outbox_id: id })
    } catch (error) {
      const fields = errorFields(error)
      await markMail(db, id, 'failed', clock.now(), String(fields.error))
      logger.error('mail.failed', {
        to: message.to,
        subject: message.subject,
        outbox_id: id,
        ...fields,
      })
    }
  }

  return {
    send,
    deliver(compose) {
      const job = (async () => {
        const message = await compose()
        if (message) await send(message)
      })().catch((error: unknown) => logger.error('mail.failed', errorFields(error)))
      inFlight.add(job)
      void job.finally(() => inFlight.delete(job))
    },
    async flush() {
      while (inFlight.size > 0) await Promise.all(inFlight)
    },
    close() {
      void transport?.then((t) => t.close())
    },
  }
}
