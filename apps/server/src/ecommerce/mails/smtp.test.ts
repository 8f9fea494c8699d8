import type { AddressInfo } from 'node:net'
import type { SmtpSettingsInput } from '@vitrine/api'
import { SMTPServer, type SMTPServerOptions } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { smtpFailure, verifySmtpWith } from './smtp.ts'

/*
 * "Testar conexão" against real SMTP servers on loopback (smtp-server): the four answers a store
 * owner must be able to tell apart, each with its Portuguese reason.
 */

interface Running {
  port: number
  close(): Promise<void>
}

async function start(options: SMTPServerOptions): Promise<Running> {
  const server = new SMTPServer({
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'loja' && auth.password === 'certa') callback(null, { user: 'loja' })
      else callback(new Error('Invalid username or password'))
    },
    ...options,
  })
  // A client that gives up mid-handshake (the certificate test) is an error for the server.
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

let plain: Running
let implicitTls: Running
let closedPort: number
beforeAll(async () => {
  // Plain SMTP with no STARTTLS on offer, as many relays inside a network.
  plain = await start({ disabledCommands: ['STARTTLS'] })
  // TLS from the first byte with smtp-server's own self-signed certificate.
  implicitTls = await start({ secure: true })
  const gone = await start({})
  closedPort = gone.port
  await gone.close()
})
afterAll(async () => {
  await plain.close()
  await implicitTls.close()
})

const settings = (overrides: Partial<SmtpSettingsInput>): SmtpSettingsInput => ({
  host: '127.0.0.1',
  port: plain.port,
  security: 'none',
  user: 'loja',
  password: 'certa',
  sender_name: 'Loja',
  sender_email: 'contato@loja.com.br',
  ...overrides,
})

describe('verify', () => {
  test('succeeds with the right server, security and password', async () => {
    expect(await verifySmtpWith(settings({}), 'certa')).toEqual({
      ok: true,
      failure: null,
      reason: null,
      code: null,
    })
  })

  test('a wrong password is a login failure', async () => {
    const result = await verifySmtpWith(settings({}), 'errada')
    expect(result).toMatchObject({ ok: false, failure: 'auth', code: 'EAUTH' })
    expect(result.reason).toMatch(/recusou o usuário ou a senha/)
  })

  test('a port nobody listens on is a refused connection', async () => {
    const result = await verifySmtpWith(settings({ port: closedPort }), 'certa')
    expect(result).toMatchObject({ ok: false, failure: 'refused', code: 'ECONNREFUSED' })
    expect(result.reason).toContain(`127.0.0.1:${closedPort}`)
  })

  test('TLS chosen against a plain server is a TLS mismatch', async () => {
    const result = await verifySmtpWith(settings({ security: 'tls' }), 'certa')
    expect(result).toMatchObject({ ok: false, failure: 'tls' })
    expect(result.reason).toMatch(/STARTTLS ou Nenhuma/)
  })

  test('STARTTLS required by a server that does not offer it is a TLS mismatch', async () => {
    const result = await verifySmtpWith(settings({ security: 'starttls' }), 'certa')
    expect(result).toMatchObject({ ok: false, failure: 'tls' })
    expect(result.reason).toMatch(/não oferece STARTTLS/)
  })

  test('a self-signed certificate is named as such', async () => {
    const result = await verifySmtpWith(
      settings({ port: implicitTls.port, security: 'tls' }),
      'certa',
    )
    expect(result).toMatchObject({ ok: false, failure: 'certificate' })
    expect(result.reason).toMatch(/certificado TLS/)
  })

  test('an unknown host is named as such', async () => {
    const result = smtpFailure(
      Object.assign(new Error('getaddrinfo ENOTFOUND smtp.naoexiste.invalid'), {
        code: 'EDNS',
        cause: { code: 'ENOTFOUND' },
      }),
      { host: 'smtp.naoexiste.invalid', port: 587, security: 'starttls' },
    )
    expect(result).toMatchObject({ ok: false, failure: 'host_not_found' })
    expect(result.reason).toMatch(/não foi encontrado/)
  })
})
