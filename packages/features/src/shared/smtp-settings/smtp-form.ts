import type { SmtpSecurity, SmtpSettings, SmtpSettingsInput } from '@vitrine/api'

/** The SMTP form's fields. The password is only sent when the person chose to change it. */
export interface SmtpForm {
  host: string
  port: string
  security: SmtpSecurity
  user: string
  /** null: keep the stored password (nothing typed, nothing sent). */
  password: string | null
  sender_name: string
  sender_email: string
}

export const smtpFormOf = (settings: SmtpSettings): SmtpForm => ({
  host: settings.host,
  port: String(settings.port),
  security: settings.security,
  user: settings.user,
  // No password kept yet: the field is open from the start.
  password: settings.has_password ? null : '',
  sender_name: settings.sender_name,
  sender_email: settings.sender_email,
})

/** What goes to save and to "Testar conexão": the stored password is kept by leaving it out. */
export function smtpInputOf(form: SmtpForm): SmtpSettingsInput {
  const port = Number(form.port)
  return {
    host: form.host.trim(),
    port: form.port.trim() === '' || !Number.isFinite(port) ? Number.NaN : port,
    security: form.security,
    user: form.user.trim(),
    sender_name: form.sender_name.trim(),
    sender_email: form.sender_email.trim(),
    ...(form.password === null ? {} : { password: form.password }),
  }
}

/** The port each kind of security usually listens on. */
export const USUAL_PORTS: Record<SmtpSecurity, number> = { none: 25, starttls: 587, tls: 465 }

/**
 * The port after a change of security: a usual port follows the security (587 ⇄ 465), a port
 * someone typed on purpose is kept.
 */
export function portAfterSecurity(port: string, security: SmtpSecurity): string {
  const usual = Object.values(USUAL_PORTS).map(String)
  return port.trim() === '' || usual.includes(port.trim()) ? String(USUAL_PORTS[security]) : port
}
