import type {
  Mail,
  MailDraft,
  MailInput,
  MailList,
  MailListQuery,
  MailPreview,
  MailTestInput,
  MailTestResult,
} from './mails.ts'
import type {
  MailDeliveryPage,
  MailDeliveryQuery,
  RecoverKind,
  RecoverSchedule,
  RecoverScheduleInput,
  RecoverSettings,
} from './recover.ts'
import type { SmtpSettings, SmtpSettingsInput, SmtpVerifyResult } from './smtp.ts'
import type { MailType } from './types.ts'

/**
 * The store's e-mails (ecommerce service, `/apps/{appId}/mails/…`), ecommerce level: read for
 * reads and previews, write for saves, restores, test sends and the SMTP check. A mail's id is
 * its type.
 */
export interface MailsApi {
  listMails(appId: number, query?: MailListQuery, signal?: AbortSignal): Promise<MailList>
  getMail(appId: number, mailId: MailType, signal?: AbortSignal): Promise<Mail>
  /** 400 with field errors (unknown variables among them); the body comes back sanitised. */
  saveMail(appId: number, mailId: MailType, input: MailInput): Promise<Mail>
  /** Back to the default template (the active flag is kept). */
  restoreMail(appId: number, mailId: MailType): Promise<Mail>
  /** The message as sent, with sample values; the draft when given, else the saved mail. */
  previewMail(
    appId: number,
    mailId: MailType,
    draft?: MailDraft,
    signal?: AbortSignal,
  ): Promise<MailPreview>
  /** Sends through the outbox with the store's SMTP (else the platform's); logged as a delivery. */
  sendTestMail(appId: number, mailId: MailType, input: MailTestInput): Promise<MailTestResult>

  getSmtp(appId: number, signal?: AbortSignal): Promise<SmtpSettings>
  saveSmtp(appId: number, input: SmtpSettingsInput): Promise<SmtpSettings>
  /** Forgets the store's SMTP: its mails go through the platform again. */
  removeSmtp(appId: number): Promise<SmtpSettings>
  /** "Testar conexão" with the form's values (password left out: the stored one). */
  verifySmtp(appId: number, input: SmtpSettingsInput): Promise<SmtpVerifyResult>

  getRecover(appId: number, signal?: AbortSignal): Promise<RecoverSettings>
  saveRecover(
    appId: number,
    kind: RecoverKind,
    input: RecoverScheduleInput,
  ): Promise<RecoverSchedule>
  listDeliveries(
    appId: number,
    query?: MailDeliveryQuery,
    signal?: AbortSignal,
  ): Promise<MailDeliveryPage>
}
