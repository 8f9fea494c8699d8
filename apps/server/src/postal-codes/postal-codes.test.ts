import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { DAY, HOUR } from '../clock.ts'
import { postalCodes } from './schema.ts'
import { createLogger } from '../logger.ts'
import { createStore } from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { lookupPostalCode } from './lookup.ts'
import { readViaCep } from './viacep.ts'

/**
 * A stand-in for ViaCEP on a loopback port: each code answers what `answers` says (a status
 * and a body, or "hang" to never answer), and every request is counted.
 */
type Answer = { status: number; body: string } | 'hang'
const answers = new Map<string, Answer>()
const requests: string[] = []
let upstream: http.Server
let upstreamUrl: string

const PAULISTA = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: 'de 1047 a 1865 - lado ímpar',
  unidade: '',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
  estado: 'São Paulo',
  regiao: 'Sudeste',
  ibge: '3550308',
  gia: '1004',
  ddd: '11',
  siafi: '7107',
}

const json = (body: unknown, status = 200): Answer => ({ status, body: JSON.stringify(body) })

let t: TestServer
let person: TestAccount
let apiToken: string
beforeAll(async () => {
  upstream = http.createServer((request, response) => {
    const code = /\/ws\/(\w+)\/json\/$/.exec(request.url ?? '')?.[1] ?? ''
    requests.push(code)
    const answer = answers.get(code) ?? json({ erro: true })
    if (answer === 'hang') return
    response.writeHead(answer.status, { 'Content-Type': 'application/json' })
    response.end(answer.body)
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/ws/{cep}/json/`
  t = await createTestServer({ env: { POSTAL_CODE_URL: upstreamUrl } })
  person = await t.register({ name: 'Marina Costa' })
  // Tests move the clock by days, past a session's life; an API token without expiry stays.
  const app = await createStore(t, person)
  const created = await t.request('POST', `/api/connect/control/${app.id}/tokens`, {
    token: person.token,
    json: { name: 'ERP', scope: { customers: 'read' } },
  })
  apiToken = created.body.secret
})
afterAll(async () => {
  await t.close()
  upstream.closeAllConnections()
  await new Promise((resolve) => upstream.close(resolve))
})
beforeEach(async () => {
  answers.clear()
  requests.length = 0
  await t.db.delete(postalCodes)
})

const lookup = (code: string, token = apiToken) =>
  t.request('GET', `/api/main/postal-codes/${code}`, { token, lang: 'pt-BR' })

describe('GET /postal-codes/:code', () => {
  test('a known code: the address in our field names, then from the cache', async () => {
    answers.set('01310100', json(PAULISTA))
    const first = await lookup('01310100')
    expect(first.status).toBe(200)
    expect(first.body).toEqual({
      postal_code: '01310100',
      street: 'Avenida Paulista',
      complement: 'de 1047 a 1865 - lado ímpar',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    })
    const again = await lookup('01310-100')
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect(requests).toEqual(['01310100'])
  })

  test('an unknown code (erro) is a 404, remembered for a day', async () => {
    answers.set('99999999', json({ erro: 'true' }))
    const response = await lookup('99999999')
    expect(response.status).toBe(404)
    expect(response.body).toEqual({
      statusCode: 404,
      statusMessage: 'Not Found',
      message: 'Não encontramos este CEP. Preencha o endereço manualmente.',
    })
    expect((await lookup('99999999')).status).toBe(404)
    expect(requests).toEqual(['99999999'])
    t.clock.advance(DAY + HOUR)
    answers.set('99999999', json({ ...PAULISTA, cep: '99999-999', logradouro: 'Rua Nova' }))
    const later = await lookup('99999999')
    expect(later.status).toBe(200)
    expect(later.body.street).toBe('Rua Nova')
    expect(requests).toEqual(['99999999', '99999999'])
  })

  test.each([
    ['a server error', { status: 500, body: 'Internal Server Error' }],
    ['a body that is not JSON', { status: 200, body: '<html>manutenção</html>' }],
    ['an answer of another shape', json({ endereco: 'Avenida Paulista' })],
    ['a state that does not exist', json({ ...PAULISTA, uf: 'XX' })],
  ])('%s reads as not found and is never kept', async (_case, answer) => {
    answers.set('01310100', answer)
    expect((await lookup('01310100')).status).toBe(404)
    expect(await t.db.select().from(postalCodes)).toEqual([])
    answers.set('01310100', json(PAULISTA))
    expect((await lookup('01310100')).status).toBe(200)
    expect(requests).toEqual(['01310100', '01310100'])
  })

  test('an address is asked again after 30 days; while the service fails, the old one stays', async () => {
    answers.set('01310100', json(PAULISTA))
    await lookup('01310100')
    t.clock.advance(29 * DAY)
    await lookup('01310100')
    expect(requests).toHaveLength(1)
    t.clock.advance(2 * DAY)
    answers.set('01310100', { status: 503, body: '' })
    const stale = await lookup('01310100')
    expect(stale.status).toBe(200)
    expect(stale.body.street).toBe('Avenida Paulista')
    expect(requests).toHaveLength(2)
    answers.set('01310100', json({ ...PAULISTA, logradouro: 'Avenida Paulista (nova)' }))
    expect((await lookup('01310100')).body.street).toBe('Avenida Paulista (nova)')
  })

  test('a malformed code is a 400 and never reaches the service', async () => {
    for (const code of ['0131010', '013101000', 'abcdefgh', '01310_100', '%20']) {
      const response = await lookup(code)
      expect(response.status, code).toBe(400)
      expect(response.body.data.fields.postal_code).toBe('Informe um CEP com 8 dígitos.')
    }
    expect(requests).toEqual([])
  })

  test('needs a signed-in person or a live API token', async () => {
    answers.set('01310100', json(PAULISTA))
    expect((await t.request('GET', '/api/main/postal-codes/01310100')).status).toBe(401)
    expect((await lookup('01310100', 'x'.repeat(43))).status).toBe(401)
    expect((await lookup('01310100', `vt_${'x'.repeat(43)}`)).body.message).toMatch(/token de API/)
    const session = (await t.login(person.email, person.password)).body.token
    expect((await lookup('01310100', session)).status).toBe(200)
    expect((await lookup('01310100', apiToken)).status).toBe(200)
    expect(requests).toEqual(['01310100'])
  })
})

describe('lookupPostalCode', () => {
  /** The lookup's dependencies with a logger of its own, to read its warnings. */
  function lookupDeps(postalCodeUrl = upstreamUrl) {
    const warnings: string[] = []
    const logger = createLogger({
      level: 'warn',
      write: (line) => warnings.push((JSON.parse(line) as { msg: string }).msg),
    })
    return {
      deps: { db: t.db, clock: t.clock, config: { ...t.config, postalCodeUrl }, logger },
      warnings,
    }
  }

  test('a service that does not answer in time reads as not found, and is not kept', async () => {
    answers.set('20040002', 'hang')
    const { deps, warnings } = lookupDeps()
    const started = performance.now()
    expect(await lookupPostalCode(deps, '20040002', { timeoutMs: 200 })).toBeNull()
    expect(performance.now() - started).toBeLessThan(2000)
    expect(requests).toEqual(['20040002'])
    expect(await t.db.select().from(postalCodes).where(eq(postalCodes.code, '20040002'))).toEqual(
      [],
    )
    expect(warnings).toEqual(['postal_code.lookup_failed'])
  })

  test('an unreachable service reads as not found', async () => {
    const { deps, warnings } = lookupDeps('http://127.0.0.1:9/ws/{cep}/json/')
    expect(await lookupPostalCode(deps, '01310100')).toBeNull()
    expect(warnings).toEqual(['postal_code.lookup_failed'])
  })
})

describe('readViaCep', () => {
  test('a city with a single code has no street or district: still an address', () => {
    expect(
      readViaCep('13165000', {
        cep: '13165-000',
        logradouro: '',
        complemento: '',
        bairro: '',
        localidade: 'Engenheiro Coelho',
        uf: 'SP',
      }),
    ).toEqual({
      postal_code: '13165000',
      street: '',
      complement: '',
      district: '',
      city: 'Engenheiro Coelho',
      state: 'SP',
    })
  })

  test('erro as a boolean or as text is "no such code"; anything else is a failure', () => {
    expect(readViaCep('99999999', { erro: true })).toBeNull()
    expect(readViaCep('99999999', { erro: 'true' })).toBeNull()
    expect(readViaCep('99999999', null)).toBeUndefined()
    expect(readViaCep('99999999', [])).toBeUndefined()
    expect(readViaCep('99999999', { cep: '99999-999' })).toBeUndefined()
  })
})
