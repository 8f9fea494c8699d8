import type { SmtpSettings, SmtpSettingsInput, SmtpVerifyResult } from '../ecommerce/mails/smtp.ts'
import type { ResellerManager } from './managers.ts'
import type { PanelDetail, PanelReport, PanelReportQuery } from './reports.ts'
import type { Platform, Whitelabel } from './schema.ts'
import type { ResellerSettings, ResellerSettingsInput } from './settings.ts'

/**
 * The white-label calls. Everything but `lookup` and `platforms` is the reseller area's: the
 * reseller is the one named by the Whitelabel-Hash header the adapter sends, and only its
 * managers are answered.
 */
export interface WhitelabelApi {
  /** POST /whitelabel {domain}: the reseller answering on this host (404 when none). */
  lookup(domain: string, signal?: AbortSignal): Promise<Whitelabel>
  /** GET /whitelabel/config/platforms */
  platforms(signal?: AbortSignal): Promise<Platform[]>
  /** GET /whitelabel/settings */
  settings(signal?: AbortSignal): Promise<ResellerSettings>
  /** PUT /whitelabel/settings */
  saveSettings(input: ResellerSettingsInput): Promise<ResellerSettings>
  /** GET /whitelabel/managers */
  managers(signal?: AbortSignal): Promise<ResellerManager[]>
  /** POST /whitelabel/managers {email}: added at once, or invited by e-mail. */
  inviteManager(email: string): Promise<ResellerManager>
  /** DELETE /whitelabel/managers/{id} (a user's or an invitation's id). */
  removeManager(id: number): Promise<void>
  /** GET /whitelabel/smtp */
  smtp(signal?: AbortSignal): Promise<SmtpSettings>
  /** PUT /whitelabel/smtp */
  saveSmtp(input: SmtpSettingsInput): Promise<SmtpSettings>
  /** DELETE /whitelabel/smtp: the stores go back to the platform's transport. */
  removeSmtp(): Promise<SmtpSettings>
  /** POST /whitelabel/smtp/verify: "Testar conexão" with the form's values. */
  verifySmtp(input: SmtpSettingsInput): Promise<SmtpVerifyResult>
  /** GET /whitelabel/reports/panels */
  panels(query: PanelReportQuery, signal?: AbortSignal): Promise<PanelReport>
  /** GET /whitelabel/reports/panels/export: every store matching the filters. */
  panelsCsv(query: PanelReportQuery, signal?: AbortSignal): Promise<Blob>
  /** GET /whitelabel/panels/{panelId} */
  panel(
    panelId: number,
    query: { from: string; to: string },
    signal?: AbortSignal,
  ): Promise<PanelDetail>
}
