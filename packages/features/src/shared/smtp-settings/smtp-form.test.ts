import { describe, expect, it } from 'vitest'
import { portAfterSecurity, smtpFormOf, smtpInputOf } from './smtp-form.ts'

const stored = {
  configured: true,
  host: 'smtp.loja.com.br',
  port: 587,
  security: 'starttls' as const,
  user: 'contato@loja.com.br',
  has_password: true,
  sender_name: 'Loja',
  sender_email: 'contato@loja.com.br',
  updated_at: null,
}

describe('SMTP form', () => {
  it('leaves a kept password out of what it sends, and sends one typed (even empty)', () => {
    const form = smtpFormOf(stored)
    expect(form.password).toBeNull()
    expect(smtpInputOf(form)).not.toHaveProperty('password')
    expect(smtpInputOf({ ...form, password: 'nova' }).password).toBe('nova')
    expect(smtpInputOf({ ...form, password: '' }).password).toBe('')
  })

  it('opens the password field when none is kept', () => {
    expect(smtpFormOf({ ...stored, has_password: false }).password).toBe('')
  })

  it('sends a port that is not a number as NaN, for the server to refuse', () => {
    expect(smtpInputOf({ ...smtpFormOf(stored), port: '' }).port).toBeNaN()
    expect(smtpInputOf({ ...smtpFormOf(stored), port: ' 465 ' }).port).toBe(465)
  })

  it('moves a usual port with the security and keeps one typed on purpose', () => {
    expect(portAfterSecurity('587', 'tls')).toBe('465')
    expect(portAfterSecurity('465', 'starttls')).toBe('587')
    expect(portAfterSecurity('2525', 'tls')).toBe('2525')
  })
})
