import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { WEBHOOK_VERIFY_SNIPPET, type WebhookEventData } from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { auditLog } from '../db/schema.ts'
import { addManager, levels, storeWithPeople, type AppRecord } from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.ts'
import { JOBS_SCHEMA } from '../jobs/queue.ts'
import { HOUR } from '../clock.ts'
import { WEBHOOK_RETRY } from './deliver.ts'
import { publish } from './publish.ts'
import { webhookDeliveries } from './schema.ts'
import { postWebhook } from './send.ts'
import { RefusedTargetError } from './targets.ts'

type Verify = (
  secret: string,
  header: string,
  rawBody: string,
  options?: { toleranceSeconds?: number; now?: number },
) => boolean

/**
 * The README's Node snippet, run as written: the recipe people copy must work. It is the
 * contract's WEBHOOK_VERIFY_SNIPPET, the text the webhook console shows, to the character.
 */
async function readmeRecipe(): Promise<Verify> {
  const readme = await fs.readFile(
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'README.md'),
    'utf8',
  )
  const section = readme.slice(readme.indexOf('## Verifying the signature'))
  const snippet = /```js\n([\s\S]*?)```/.exec(section)![1]!
  expect(snippet).toBe(WEBHOOK_VERIFY_SNIPPET)
  const file = path.join(os.tmpdir(), `vitrine-webhook-recipe-${process.pid}.mjs`)
  await fs.writeFile(file, snippet)
  try {
    const module = (await import(pathToFileURL(file).href)) as { verifyVitrineSignature: Verify }
    return module.verifyVitrineSignature
  } finally {
    await fs.rm(file, { force: true })
  }
}

let t: TestServer
let app: AppRecord
let otherApp: AppRecord
let owner: TestAccount
let reader: TestAccount
let stranger: TestAccount
const receivers: WebhookReceiver[] = []

beforeAll(async () => {
  t = await createTestServer()
  ;({ app, otherApp, owner, reader, stranger } = await storeWithPeople(t))
  // Retries a ten-thousandth of their real wait apart (30 s → 3 ms), so nothing waits on time.
  await t.startJobs({ retryDelayScale: 0.0001 })
})
afterAll(async () => {
  await t.close()
  for (const receiver of receivers) await receiver.close()
})

async function receiver(statuses: number[], headers?: Record<string, string>) {
  const started = await startWebhookReceiver(statuses, headers)
  receivers.push(started)
  return started
}

const base = (appId: number) => `/api/main/apps/${appId}/webhooks`

async function createEndpoint(
  url: string,
  fields: Record<string, unknown> = {},
  on: { app: AppRecord; account: TestAccount } = { app, account: owner },
) {
  const response = await t.request('POST', base(on.app.id), {
    token: on.account.token,
    json: { url, description: 'ERP', event_types: ['webhook.test'], ...fields },
  })
  expect(response.status, response.text).toBe(201)
  return response.body as { endpoint: { id: number; secret_prefix: string }; secret: string }
}

async function deliveries(query = '') {
  const response = await t.request('GET', `${base(app.id)}/deliveries${query}`, {
    token: owner.token,
  })
  expect(response.status, response.text).toBe(200)
  return response.body.items as {
    id: number
    status: string
    trigger: string
    replay_of: number | null
    event_id: string
    attempts: {
      attempt: number
      request: { headers: Record<string, string>; body: string }
      response: { status: number; body: string } | null
      error: string | null
    }[]
  }[]
}

async function settled(deliveryId: number) {
  let found: Awaited<ReturnType<typeof deliveries>>[number] | undefined
  await vi.waitFor(
    async () => {
      found = (await deliveries()).find((delivery) => delivery.id === deliveryId)
      expect(found?.status).not.toBe('pending')
    },
    { timeout: 15_000, interval: 50 },
  )
  return found!
}

describe('delivery', () => {
  test('is tried 15 times over more than three days', () => {
    expect(WEBHOOK_RETRY.attempts).toBe(15)
    let span = 0
    for (let failed = 1; failed < WEBHOOK_RETRY.attempts; failed += 1) {
      const wait = WEBHOOK_RETRY.backoff(failed)
      if (failed > 1) expect(wait).toBeGreaterThan(WEBHOOK_RETRY.backoff(failed - 1))
      span += wait
    }
    expect(span).toBeGreaterThan(72 * HOUR)
  })

  test('a receiver failing twice then answering 200 gets it once, signed, with three attempts logged', async () => {
    const target = await receiver([500, 503, 200])
    const { endpoint, secret } = await createEndpoint(target.url)
    expect(secret).toMatch(/^whsec_[\w-]{43}$/)
    expect(secret.startsWith(endpoint.secret_prefix)).toBe(true)

    const sent = await t.request('POST', `${base(app.id)}/${endpoint.id}/test`, {
      token: owner.token,
    })
    expect(sent.status).toBe(202)
    expect(sent.body).toMatchObject({ status: 'pending', trigger: 'test', attempts: [] })

    const delivery = await settled(sent.body.id)
    expect(delivery.status).toBe('delivered')
    expect(target.received.map((request) => request.status)).toEqual([500, 503, 200])
    expect(delivery.attempts.map((attempt) => [attempt.attempt, attempt.response?.status])).toEqual(
      [
        [1, 500],
        [2, 503],
        [3, 200],
      ],
    )
    expect(delivery.attempts[0]!.response!.body).toBe('no (500)')

    const verify = await readmeRecipe()
    const now = t.clock.now().getTime()
    const last = target.received.at(-1)!
    const event = JSON.parse(last.body)
    expect(event).toMatchObject({
      id: delivery.event_id,
      type: 'webhook.test',
      app_id: app.id,
      data: { message: expect.any(String) },
    })
    expect(last.headers).toMatchObject({
      'content-type': 'application/json',
      'vitrine-event': 'webhook.test',
      'vitrine-event-id': delivery.event_id,
      'vitrine-delivery': String(delivery.id),
    })
    const header = String(last.headers['vitrine-signature'])
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    expect(verify(secret, header, last.body, { now })).toBe(true)
    // The log shows the request as sent.
    expect(delivery.attempts[2]!.request).toMatchObject({ body: last.body })
    expect(delivery.attempts[2]!.request.headers['Vitrine-Signature']).toBe(header)
    // And the recipe refuses what it must.
    expect(verify(secret, header, `${last.body} `, { now })).toBe(false)
    expect(verify(`${secret}x`, header, last.body, { now })).toBe(false)
    expect(verify(secret, header, last.body, { now: now + 301_000 })).toBe(false)
    // Every attempt sent the same bytes.
    expect(new Set(target.received.map((request) => request.body)).size).toBe(1)
    expect(t.logs.filter((line) => line.msg === 'job.retry')).toHaveLength(2)
  })

  test('a replay sends the same event again as a new delivery', async () => {
    const target = await receiver([200])
    const { endpoint } = await createEndpoint(target.url)
    const sent = await t.request('POST', `${base(app.id)}/${endpoint.id}/test`, {
      token: owner.token,
    })
    const original = await settled(sent.body.id)
    const replayed = await t.request('POST', `${base(app.id)}/deliveries/${original.id}/replay`, {
      token: owner.token,
    })
    expect(replayed.status).toBe(202)
    expect(replayed.body).toMatchObject({ trigger: 'replay', replay_of: original.id })
    expect((await settled(replayed.body.id)).status).toBe('delivered')
    expect(target.received).toHaveLength(2)
    expect(target.received[1]!.body).toBe(target.received[0]!.body)
  })

  test('publish fans out to active subscribed endpoints, in the caller’s transaction', async () => {
    const target = await receiver([200])
    const subscribed = await createEndpoint(target.url)
    await createEndpoint(target.url, { active: false })
    const count = async () =>
      (
        await t.db
          .select({ id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.appId, app.id), eq(webhookDeliveries.trigger, 'event')))
      ).length
    const jobCount = async () =>
      Number(
        (
          await t.database.handle.executeSql(
            `select count(*) as n from ${JOBS_SCHEMA}.job where name = 'webhook.deliver'`,
          )
        ).rows[0].n,
      )

    const jobsBefore = await jobCount()
    await expect(
      t.db.transaction(async (tx) => {
        await publish(t.deps, app.id, 'webhook.test', { message: 'rolled back' }, { tx })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect(await count()).toBe(0)
    expect(await jobCount()).toBe(jobsBefore)

    // Earlier tests' endpoints subscribe to webhook.test too and are active.
    const active = (await t.request('GET', base(app.id), { token: owner.token })).body.filter(
      (endpoint: { active: boolean }) => endpoint.active,
    ).length
    expect(await publish(t.deps, app.id, 'webhook.test', { message: 'olá' })).toBe(active)
    const page = await deliveries(`?endpoint_id=${subscribed.endpoint.id}`)
    expect(page.filter((delivery) => delivery.trigger === 'event')).toHaveLength(1)
    await vi.waitFor(() => expect(target.received.length).toBeGreaterThanOrEqual(1), {
      timeout: 15_000,
    })
  })

  test('redirects are not followed, and private targets are refused unless allowed', async () => {
    const target = await receiver([302], { Location: 'http://169.254.169.254/latest' })
    const answer = await postWebhook({
      url: target.url,
      headers: {},
      body: '{}',
      allowPrivateTargets: true,
    })
    expect(answer.status).toBe(302)
    expect(target.received).toHaveLength(1)

    for (const url of [target.url, target.url.replace('127.0.0.1', 'localhost')]) {
      await expect(
        postWebhook({ url, headers: {}, body: '{}', allowPrivateTargets: false }),
      ).rejects.toBeInstanceOf(RefusedTargetError)
    }
    expect(target.received).toHaveLength(1)

    const guarded = await createTestServer({
      database: t.database,
      env: { WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'off' },
    })
    try {
      for (const url of ['http://127.0.0.1:9/x', 'http://[::1]/x', 'http://localhost/x']) {
        const refused = await guarded.request('POST', base(app.id), {
          token: owner.token,
          json: { url, event_types: ['webhook.test'] },
        })
        expect(refused.status, url).toBe(400)
        expect(Object.keys(refused.body.data.fields)).toEqual(['url'])
      }
    } finally {
      await guarded.close()
    }
  })
})

describe('endpoints', () => {
  test('are listed without secrets; changes and rotation are audited, secrets never', async () => {
    const { endpoint, secret } = await createEndpoint('https://erp.example.com/hooks')
    const listed = await t.request('GET', base(app.id), { token: reader.token })
    expect(listed.status).toBe(200)
    expect(listed.text).not.toContain(secret)
    expect(listed.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: endpoint.id, active: true })]),
    )

    const updated = await t.request('PATCH', `${base(app.id)}/${endpoint.id}`, {
      token: owner.token,
      json: { active: false, description: 'ERP (desligado)' },
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ active: false, description: 'ERP (desligado)' })

    const rotated = await t.request('POST', `${base(app.id)}/${endpoint.id}/secret`, {
      token: owner.token,
    })
    expect(rotated.status).toBe(200)
    expect(rotated.body.secret).not.toBe(secret)
    expect(rotated.body.endpoint.secret_prefix).toBe(rotated.body.secret.slice(0, 10))

    const removed = await t.request('DELETE', `${base(app.id)}/${endpoint.id}`, {
      token: owner.token,
    })
    expect(removed.status).toBe(204)

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.appId, app.id),
          eq(auditLog.entity, 'webhook_endpoint'),
          eq(auditLog.entityId, String(endpoint.id)),
        ),
      )
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'update', 'delete'])
    const logged = JSON.stringify(entries)
    expect(logged).not.toContain(secret)
    expect(logged).not.toContain(rotated.body.secret)
  })

  test('another app’s endpoint or delivery is a 404', async () => {
    const target = await receiver([200])
    const foreign = await createEndpoint(target.url, {}, { app: otherApp, account: stranger })
    const id = foreign.endpoint.id
    for (const [method, url] of [
      ['PATCH', `${base(app.id)}/${id}`],
      ['DELETE', `${base(app.id)}/${id}`],
      ['POST', `${base(app.id)}/${id}/secret`],
      ['POST', `${base(app.id)}/${id}/test`],
    ] as const) {
      const response = await t.request(method, url, {
        token: owner.token,
        json: { active: false },
        lang: 'pt-BR',
      })
      expect(response.status, `${method} ${url}`).toBe(404)
      expect(response.body.message).toBe('Webhook não encontrado.')
    }
    const sent = await t.request('POST', `${base(otherApp.id)}/${id}/test`, {
      token: stranger.token,
    })
    expect(sent.status).toBe(202)
    const replay = await t.request('POST', `${base(app.id)}/deliveries/${sent.body.id}/replay`, {
      token: owner.token,
    })
    expect(replay.status).toBe(404)
    const page = await deliveries(`?endpoint_id=${id}`)
    expect(page).toEqual([])
  })

  test('a manager who can only read settings cannot create one', async () => {
    const response = await t.request('POST', base(app.id), {
      token: reader.token,
      json: { url: 'https://erp.example.com/hooks', event_types: ['webhook.test'] },
    })
    expect(response.status).toBe(403)
    expect(response.body.data).toEqual({ area: 'settings', level: 'write' })

    const payments = await t.register()
    await addManager(t, app, payments, levels({ payments: 'write' }))
    const list = await t.request('GET', base(app.id), { token: payments.token })
    expect(list.status).toBe(403)
  })

  test('bad input is a 400 with a message per field', async () => {
    const response = await t.request('POST', base(app.id), {
      token: owner.token,
      lang: 'en',
      json: { url: 'not a url', event_types: [], description: 'x'.repeat(201) },
    })
    expect(response.status).toBe(400)
    expect(Object.keys(response.body.data.fields).sort()).toEqual([
      'description',
      'event_types',
      'url',
    ])
    const unknown = await t.request('POST', base(app.id), {
      token: owner.token,
      json: { url: 'https://erp.example.com/hooks', event_types: ['payment.nothing'] },
    })
    expect(unknown.status).toBe(400)
    expect(Object.keys(unknown.body.data.fields)).toEqual(['event_types.0'])
    const patch = await t.request('PATCH', `${base(app.id)}/1`, {
      token: owner.token,
      json: { active: 'yes' },
    })
    expect(patch.status).toBe(400)
    const cursor = await t.request('GET', `${base(app.id)}/deliveries?cursor=nope`, {
      token: owner.token,
    })
    expect(cursor.status).toBe(400)
  })
})

describe('the recurrence console (/api/recurrence)', () => {
  const consoleBase = (appId: number) => `/api/recurrence/apps/${appId}/webhooks`

  test('opens to the recurrence level, on the same endpoints and log, and only there', async () => {
    const billing = await t.register()
    await addManager(t, app, billing, levels({ recurrence: 'write' }))
    const created = await t.request('POST', consoleBase(app.id), {
      token: billing.token,
      json: { url: 'https://erp.example.com/recorrencia', event_types: ['invoice.paid'] },
    })
    expect(created.status, created.text).toBe(201)
    const id = created.body.endpoint.id as number

    // One set of endpoints: settings sees what the console made.
    const listed = await t.request('GET', base(app.id), { token: owner.token })
    expect(listed.body.map((endpoint: { id: number }) => endpoint.id)).toContain(id)
    const sent = await t.request('POST', `${consoleBase(app.id)}/${id}/test`, {
      token: billing.token,
    })
    expect(sent.status).toBe(202)
    const log = await t.request('GET', `${consoleBase(app.id)}/deliveries?endpoint_id=${id}`, {
      token: billing.token,
    })
    expect(log.body.items.map((delivery: { id: number }) => delivery.id)).toEqual([sent.body.id])

    // The change is logged under the area it was made in.
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'webhook_endpoint'), eq(auditLog.entityId, String(id))))
    expect(entry).toMatchObject({ action: 'create', area: 'recurrence' })

    // Recurrence opens nothing on the settings mount…
    const main = await t.request('GET', base(app.id), { token: billing.token })
    expect(main.status).toBe(403)
    expect(main.body.data).toEqual({ area: 'settings', level: 'read' })
    // …settings opens nothing on the console's…
    const settings = await t.register()
    await addManager(t, app, settings, levels({ settings: 'write' }))
    const other = await t.request('GET', consoleBase(app.id), { token: settings.token })
    expect(other.status).toBe(403)
    expect(other.body.data).toEqual({ area: 'recurrence', level: 'read' })
    // …and reading recurrence changes nothing.
    const watcher = await t.register()
    await addManager(t, app, watcher, levels({ recurrence: 'read' }))
    expect((await t.request('GET', consoleBase(app.id), { token: watcher.token })).status).toBe(200)
    for (const [method, url] of [
      ['POST', consoleBase(app.id)],
      ['PATCH', `${consoleBase(app.id)}/${id}`],
      ['DELETE', `${consoleBase(app.id)}/${id}`],
      ['POST', `${consoleBase(app.id)}/${id}/secret`],
      ['POST', `${consoleBase(app.id)}/${id}/test`],
      ['POST', `${consoleBase(app.id)}/deliveries/${sent.body.id}/replay`],
    ] as const) {
      const refused = await t.request(method, url, {
        token: watcher.token,
        json: { url: 'https://x.example.com', event_types: ['invoice.paid'] },
      })
      expect(refused.status, `${method} ${url}`).toBe(403)
      expect(refused.body.data).toEqual({ area: 'recurrence', level: 'write' })
    }
  })
})

describe('events of an area the caller cannot read', () => {
  test('are neither seen, replayed, subscribed to, nor redirected, on either mount', async () => {
    const target = await receiver([200, 200])
    const { endpoint } = await createEndpoint(target.url, {
      event_types: ['webhook.test', 'payment.created'],
    })
    const data: WebhookEventData<'payment.created'> = {
      payment: {
        id: 1,
        type: 'pix',
        status: 'pending',
        amount_cents: 1990,
        captured_cents: 0,
        refunded_cents: 0,
        customer_id: null,
        gateway_id: null,
        external_id: null,
      },
    }
    await publish(t.deps, app.id, 'payment.created', data)
    const test = await t.request('POST', `${base(app.id)}/${endpoint.id}/test`, {
      token: owner.token,
    })
    const payment = (await deliveries(`?endpoint_id=${endpoint.id}`)).find(
      (delivery) => delivery.trigger === 'event',
    )!

    // Recurrence and settings, but not payments.
    const billing = await t.register()
    await addManager(t, app, billing, levels({ recurrence: 'write', settings: 'write' }))
    for (const root of [`/api/recurrence/apps/${app.id}/webhooks`, base(app.id)]) {
      const seen = await t.request('GET', `${root}/deliveries?endpoint_id=${endpoint.id}`, {
        token: billing.token,
      })
      expect(seen.status).toBe(200)
      expect(seen.body.items.map((delivery: { id: number }) => delivery.id)).toEqual([test.body.id])
      const replay = await t.request('POST', `${root}/deliveries/${payment.id}/replay`, {
        token: billing.token,
      })
      expect(replay.status, root).toBe(404)

      for (const [method, url, json] of [
        ['POST', root, { url: 'https://x.example.com/h', event_types: ['payment.refunded'] }],
        ['PATCH', `${root}/${endpoint.id}`, { url: 'https://elsewhere.example.com/h' }],
        ['POST', `${root}/${endpoint.id}/secret`, undefined],
        ['DELETE', `${root}/${endpoint.id}`, undefined],
      ] as const) {
        const refused = await t.request(method, url, { token: billing.token, json, lang: 'pt-BR' })
        expect(refused.status, `${method} ${url}`).toBe(403)
        expect(refused.body.data).toEqual({ area: 'payments', level: 'read' })
        expect(refused.body.message).toBe(
          'Você precisa de acesso de leitura em Pagamentos para fazer isso.',
        )
      }
    }
    // The test event stays theirs to send, and to replay.
    const replayed = await t.request(
      'POST',
      `/api/recurrence/apps/${app.id}/webhooks/deliveries/${test.body.id}/replay`,
      { token: billing.token },
    )
    expect(replayed.status).toBe(202)
    // Nothing was changed by the refusals.
    const [kept] = (await t.request('GET', base(app.id), { token: owner.token })).body.filter(
      (listed: { id: number }) => listed.id === endpoint.id,
    )
    expect(kept).toMatchObject({ url: target.url, secret_prefix: endpoint.secret_prefix })
  })
})
