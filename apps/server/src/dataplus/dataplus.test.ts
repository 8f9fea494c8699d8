import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  DataplusImportReportSchema,
  DataplusPublicPageSchema,
  DataplusRowPageSchema,
  DataplusRowSchema,
  DataplusTableSchema,
  DataplusTriggerWithSecretSchema,
  WEBHOOK_VERIFY_SNIPPET,
  WebhookDeliverySchema,
  type DataplusColumnInput,
  type DataplusTable,
} from '@vitrine/api'
import { and, asc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  addManager,
  everyArea,
  levels,
  storeWithPeople,
  type AppRecord,
} from '../testing/access-fixtures.ts'
import { auditLog } from '../audit/schema.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.ts'

type Verify = (
  secret: string,
  header: string,
  rawBody: string,
  options?: { now?: number },
) => boolean

/** The contract's verify recipe (what the webhook console shows), run as written. */
async function verifyRecipe(): Promise<Verify> {
  const file = path.join(os.tmpdir(), `vitrine-dataplus-recipe-${process.pid}.mjs`)
  await fs.writeFile(file, WEBHOOK_VERIFY_SNIPPET)
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
let noLayout: TestAccount
let receiver: WebhookReceiver | undefined

beforeAll(async () => {
  t = await createTestServer()
  ;({ app, otherApp, owner, reader, stranger } = await storeWithPeople(t))
  noLayout = await t.register({ name: 'Caio Pagamentos' })
  await addManager(t, app, noLayout, levels({ payments: 'write' }))
  await t.startJobs({ retryDelayScale: 0.0001 })
})
afterAll(async () => {
  await t.close()
  await receiver?.close()
})

const api = (rest = '', store: AppRecord = app) => `/api/indexer/apps/${store.id}/dataplus${rest}`
const pt = { lang: 'pt-BR' }

async function newTable(name: string, columns: DataplusColumnInput[] = []): Promise<DataplusTable> {
  const created = await t.request('POST', api('/tables'), { token: owner.token, json: { name } })
  expect(created.status, created.text).toBe(201)
  let table = v.parse(DataplusTableSchema, created.body)
  for (const column of columns) {
    const added = await t.request('POST', api(`/tables/${table.id}/columns`), {
      token: owner.token,
      json: column,
    })
    expect(added.status, added.text).toBe(200)
    table = v.parse(DataplusTableSchema, added.body)
  }
  return table
}

async function addRow(tableId: number, values: Record<string, unknown>) {
  const answer = await t.request('POST', api(`/tables/${tableId}/rows`), {
    token: owner.token,
    json: { values },
  })
  expect(answer.status, answer.text).toBe(201)
  return v.parse(DataplusRowSchema, answer.body)
}

describe('tables and columns', () => {
  test('changes to a table, its columns and its triggers are in the audit log, by whom, with what', async () => {
    receiver ??= await startWebhookReceiver([200])
    const table = await newTable('Auditada', [{ key: 'cidade', label: 'Cidade', type: 'text' }])
    const column = table.columns[0]!
    await addRow(table.id, { cidade: 'Recife' })
    const retyped = await t.request('PUT', api(`/tables/${table.id}/columns/${column.id}`), {
      token: owner.token,
      json: { key: 'cidade', label: 'Cidade', type: 'long_text' },
    })
    expect(retyped.status, retyped.text).toBe(200)
    const trigger = await t.request('POST', api(`/tables/${table.id}/triggers`), {
      token: owner.token,
      json: { url: receiver.url, events: ['inserted'] },
    })
    expect(trigger.status, trigger.text).toBe(201)
    await t.request('DELETE', api(`/tables/${table.id}/columns/${column.id}`), {
      token: owner.token,
    })
    expect(
      (await t.request('DELETE', api(`/tables/${table.id}`), { token: owner.token })).status,
    ).toBe(204)
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.appId, app.id), eq(auditLog.area, 'layout')))
      .orderBy(asc(auditLog.id))
    const ours = entries.filter((entry) => entry.entity.startsWith('dataplus_'))
    expect(ours.map((entry) => `${entry.action} ${entry.entity}`)).toEqual([
      'create dataplus_table',
      'create dataplus_column',
      'update dataplus_column',
      'create dataplus_trigger',
      'delete dataplus_column',
      'delete dataplus_table',
    ])
    expect(new Set(ours.map((entry) => entry.actorEmail))).toEqual(new Set([owner.email]))
    expect(ours[2]!.changes).toEqual({ type: { before: 'text', after: 'long_text' } })
    expect(ours[5]!.changes).toMatchObject({ rows: { before: 1, after: null } })
  })

  test('a slug comes from the name, is unique in the store and refused with a pt-BR field error', async () => {
    const table = await newTable('Lojas Físicas')
    expect(table.slug).toBe('lojas-fisicas')
    const again = await t.request('POST', api('/tables'), {
      token: owner.token,
      json: { name: 'Outra', slug: 'lojas-fisicas' },
      ...pt,
    })
    expect(again.status).toBe(409)
    expect(again.body.data.fields.slug).toBe('Já existe uma tabela com este endereço na loja.')
    const bad = await t.request('POST', api(`/tables/${table.id}/columns`), {
      token: owner.token,
      json: { key: 'Nome Completo', label: '', type: 'text' },
      ...pt,
    })
    expect(bad.status).toBe(400)
    expect(bad.body.data.fields.key).toMatch(/^Use letras minúsculas/)
    expect(bad.body.data.fields.label).toBeTruthy()
    const badDefault = await t.request('POST', api(`/tables/${table.id}/columns`), {
      token: owner.token,
      json: { key: 'andar', label: 'Andar', type: 'number', default: 'térreo' },
      ...pt,
    })
    expect(badDefault.status).toBe(422)
    expect(badDefault.body.data.fields.default).toMatch(/Informe um número inteiro/)
  })

  test('a type change checks every row first: refused with a report and nothing changed, then converted', async () => {
    const table = await newTable('Medidas', [{ key: 'busto', label: 'Busto', type: 'text' }])
    const good = await addRow(table.id, { busto: '88' })
    const bad = await addRow(table.id, { busto: 'oitenta' })
    await addRow(table.id, { busto: null })
    const column = table.columns[0]!
    const refused = await t.request('PUT', api(`/tables/${table.id}/columns/${column.id}`), {
      token: owner.token,
      json: { key: 'busto', label: 'Busto', type: 'number' },
      ...pt,
    })
    expect(refused.status).toBe(422)
    expect(refused.body.data.report).toEqual({
      column: 'busto',
      total: 1,
      problems: [{ row_id: bad.id, value: 'oitenta', message: 'Informe um número inteiro.' }],
    })
    const rows = async () =>
      v.parse(
        DataplusRowPageSchema,
        (await t.request('GET', api(`/tables/${table.id}/rows`), { token: owner.token })).body,
      )
    expect((await rows()).items.map((row) => row.values.busto)).toEqual(['88', 'oitenta', null])

    await t.request('PUT', api(`/tables/${table.id}/rows/${bad.id}`), {
      token: owner.token,
      json: { values: { busto: '92' } },
    })
    const converted = await t.request('PUT', api(`/tables/${table.id}/columns/${column.id}`), {
      token: owner.token,
      json: { key: 'busto_cm', label: 'Busto (cm)', type: 'number', indexed: true },
    })
    expect(converted.status, converted.text).toBe(200)
    expect((await rows()).items.map((row) => row.values.busto_cm)).toEqual([88, 92, null])
    const sorted = await t.request('GET', api(`/tables/${table.id}/rows?sort=busto_cm&dir=desc`), {
      token: owner.token,
    })
    // Going down, empty cells come first (the index walked backwards), then by value.
    expect(
      v.parse(DataplusRowPageSchema, sorted.body).items.map((row) => row.values.busto_cm),
    ).toEqual([null, 92, 88])
    expect(good.id).toBeGreaterThan(0)
  })

  test('unique and required: 409 and 422 on the column, in pt-BR; a unique flag on repeated values is refused', async () => {
    const table = await newTable('Tamanhos', [
      { key: 'tamanho', label: 'Tamanho', type: 'text', required: true, unique: true },
      { key: 'ordem', label: 'Ordem', type: 'number' },
    ])
    await addRow(table.id, { tamanho: 'P', ordem: 1 })
    const repeated = await t.request('POST', api(`/tables/${table.id}/rows`), {
      token: owner.token,
      json: { values: { tamanho: 'P', ordem: 2 } },
      ...pt,
    })
    expect(repeated.status).toBe(409)
    expect(repeated.body.data.fields.tamanho).toBe(
      'Outra linha já tem este valor, e esta coluna não aceita repetidos.',
    )
    const missing = await t.request('POST', api(`/tables/${table.id}/rows`), {
      token: owner.token,
      json: { values: { ordem: 'dois', cor: 'azul' } },
      ...pt,
    })
    expect(missing.status).toBe(422)
    expect(missing.body.data.fields).toEqual({
      tamanho: 'Preencha este campo.',
      ordem: 'Informe um número inteiro.',
      cor: 'A tabela não tem esta coluna.',
    })
    await addRow(table.id, { tamanho: 'M', ordem: 1 })
    const ordem = table.columns[1]!
    const notUnique = await t.request('PUT', api(`/tables/${table.id}/columns/${ordem.id}`), {
      token: owner.token,
      json: { key: 'ordem', label: 'Ordem', type: 'number', unique: true },
      ...pt,
    })
    expect(notUnique.status).toBe(422)
    expect(notUnique.body.data.fields.unique).toBe(
      'Há valores repetidos na coluna ordem: ela não pode ser única.',
    )
  })

  test('a reference must exist in the store catalogue', async () => {
    const table = await newTable('Destaques', [
      { key: 'produto', label: 'Produto', type: 'product' },
    ])
    const answer = await t.request('POST', api(`/tables/${table.id}/rows`), {
      token: owner.token,
      json: { values: { produto: 999999 } },
      ...pt,
    })
    expect(answer.status).toBe(422)
    expect(answer.body.data.fields.produto).toBe('Não há produto 999999 no catálogo da loja.')
  })

  test('filter, sort and keyset pages; bad queries are 400 field errors, never 500', async () => {
    const table = await newTable('Perguntas', [
      { key: 'categoria', label: 'Categoria', type: 'text', indexed: true },
      { key: 'pergunta', label: 'Pergunta', type: 'text' },
    ])
    for (let i = 1; i <= 7; i += 1) {
      await addRow(table.id, { categoria: i % 2 ? 'entrega' : 'trocas', pergunta: `Pergunta ${i}` })
    }
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const query: string = `?filter_column=categoria&filter_value=entrega&sort=pergunta&dir=desc&limit=2${cursor ? `&cursor=${cursor}` : ''}`
      const page = v.parse(
        DataplusRowPageSchema,
        (await t.request('GET', api(`/tables/${table.id}/rows${query}`), { token: reader.token }))
          .body,
      )
      seen.push(...page.items.map((row) => String(row.values.pergunta)))
      cursor = page.next_cursor
    } while (cursor)
    expect(seen).toEqual(['Pergunta 7', 'Pergunta 5', 'Pergunta 3', 'Pergunta 1'])
    const contains = await t.request(
      'GET',
      api(
        `/tables/${table.id}/rows?filter_column=pergunta&filter_op=contains&filter_value=gunta%206`,
      ),
      { token: owner.token },
    )
    expect(v.parse(DataplusRowPageSchema, contains.body).items).toHaveLength(1)
    for (const query of [
      '?filter_column=nada',
      '?sort=nada',
      '?cursor=xyz',
      '?filter_column=categoria&filter_op=gt&filter_value=',
      '?limit=9999',
    ]) {
      const answer = await t.request('GET', api(`/tables/${table.id}/rows${query}`), {
        token: owner.token,
        ...pt,
      })
      expect(answer.status, query).toBe(400)
      expect(Object.keys(answer.body.data.fields).length, query).toBeGreaterThan(0)
    }
  })

  test('CSV: export with the keys as header; import checks first (dry run) and then writes all or nothing', async () => {
    const table = await newTable('Lojas CSV', [
      { key: 'nome', label: 'Nome', type: 'text', required: true },
      { key: 'lat', label: 'Latitude', type: 'decimal' },
      { key: 'aberta', label: 'Aberta', type: 'boolean', default: true },
    ])
    await addRow(table.id, { nome: '=Centro', lat: -23.5 })
    const exported = await t.request('GET', api(`/tables/${table.id}/export`), {
      token: reader.token,
    })
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(exported.text.replace(/^\uFEFF/, '')).toBe(
      'nome,lat,aberta\r\n\'=Centro,"-23,5",sim\r\n',
    )
    const file = 'nome;lat\nNorte;-3,72\n;abc\nSul;-30,03\n'
    const dry = await t.request('POST', api(`/tables/${table.id}/import?dry_run=1`), {
      token: owner.token,
      body: file,
      headers: { 'Content-Type': 'text/csv' },
      ...pt,
    })
    expect(dry.status, dry.text).toBe(200)
    const report = v.parse(DataplusImportReportSchema, dry.body)
    expect(report).toMatchObject({ rows: 3, valid: 2, invalid: 1, created: 0, separator: ';' })
    expect(report.errors).toEqual([
      { line: 3, column: 'nome', message: 'Preencha este campo.' },
      { line: 3, column: 'lat', message: 'Informe um número (ex. 12,5).' },
    ])
    const refused = await t.request('POST', api(`/tables/${table.id}/import?dry_run=0`), {
      token: owner.token,
      body: file,
      headers: { 'Content-Type': 'text/csv' },
    })
    expect(refused.status).toBe(400)
    const fixed = await t.request('POST', api(`/tables/${table.id}/import?dry_run=0`), {
      token: owner.token,
      body: 'nome;lat\nNorte;-3,72\nSul;-30,03\n',
      headers: { 'Content-Type': 'text/csv' },
    })
    expect(v.parse(DataplusImportReportSchema, fixed.body).created).toBe(2)
    const rows = v.parse(
      DataplusRowPageSchema,
      (await t.request('GET', api(`/tables/${table.id}/rows`), { token: owner.token })).body,
    )
    expect(rows.items.map((row) => row.values)).toEqual([
      { nome: '=Centro', lat: -23.5, aberta: true },
      { nome: 'Norte', lat: -3.72, aberta: true },
      { nome: 'Sul', lat: -30.03, aberta: true },
    ])
  })
})

describe('access', () => {
  test('another store is 404; a reader reads and is refused every write; no layout level is 403', async () => {
    const table = await newTable('Privada', [{ key: 'nome', label: 'Nome', type: 'text' }])
    const row = await addRow(table.id, { nome: 'x' })
    expect(
      (await t.request('GET', api(`/tables/${table.id}`), { token: stranger.token })).status,
    ).toBe(404)
    expect(
      (await t.request('GET', api(`/tables/${table.id}`, otherApp), { token: stranger.token }))
        .status,
    ).toBe(404)
    expect(
      (await t.request('GET', api(`/tables/${table.id}/rows`), { token: reader.token })).status,
    ).toBe(200)
    expect(
      (await t.request('GET', api(`/tables/${table.id}/rows`), { token: noLayout.token })).status,
    ).toBe(403)
    const writes: [string, string, unknown?][] = [
      ['POST', '/tables', { name: 'x' }],
      ['PUT', `/tables/${table.id}`, { name: 'y' }],
      ['DELETE', `/tables/${table.id}`],
      ['POST', `/tables/${table.id}/rows`, { values: { nome: 'y' } }],
      ['PUT', `/tables/${table.id}/rows/${row.id}`, { values: { nome: 'y' } }],
      ['DELETE', `/tables/${table.id}/rows/${row.id}`],
      [
        'POST',
        `/tables/${table.id}/triggers`,
        { url: 'https://example.com', events: ['inserted'] },
      ],
    ]
    for (const [method, rest, json] of writes) {
      const answer = await t.request(method, api(rest), {
        token: reader.token,
        ...(json ? { json } : {}),
      })
      expect(answer.status, `${method} ${rest}`).toBe(403)
    }
  })

  test('the storefront reads by slug with an API token that reads layout; a token without it gets 403', async () => {
    const table = await newTable('Vitrine Pública', [
      { key: 'nome', label: 'Nome', type: 'text', indexed: true },
    ])
    const row = await addRow(table.id, { nome: 'Loja Centro' })
    await addRow(table.id, { nome: 'Loja Sul' })
    const token = async (scope: Record<string, string>) => {
      const created = await t.request('POST', `/api/connect/control/${app.id}/tokens`, {
        token: owner.token,
        json: {
          name: `Vitrine ${Object.values(scope).join()}`,
          scope: { ...everyArea('none'), ...scope },
        },
      })
      expect(created.status, created.text).toBe(201)
      return created.body.secret as string
    }
    const storefront = await token({ layout: 'read' })
    const page = await t.request(
      'GET',
      api(`/${table.slug}/rows?filter_column=nome&filter_value=Loja%20Sul`),
      { token: storefront },
    )
    expect(page.status, page.text).toBe(200)
    const parsed = v.parse(DataplusPublicPageSchema, page.body)
    expect(parsed.table).toEqual({
      id: table.id,
      slug: 'vitrine-publica',
      name: 'Vitrine Pública',
      columns: [{ key: 'nome', type: 'text' }],
    })
    expect(parsed.items.map((item) => item.values.nome)).toEqual(['Loja Sul'])
    const one = await t.request('GET', api(`/${table.slug}/rows/${row.id}`), { token: storefront })
    expect(one.body.values).toEqual({ nome: 'Loja Centro' })
    // Read only: the token cannot write.
    expect(
      (
        await t.request('POST', api(`/tables/${table.id}/rows`), {
          token: storefront,
          json: { values: { nome: 'z' } },
        })
      ).status,
    ).toBe(403)
    const payments = await token({ payments: 'read' })
    expect((await t.request('GET', api(`/${table.slug}/rows`), { token: payments })).status).toBe(
      403,
    )
    expect((await t.request('GET', api('/nao-existe/rows'), { token: storefront })).status).toBe(
      404,
    )
    expect(
      (await t.request('GET', api(`/${table.slug}/rows`, otherApp), { token: storefront })).status,
    ).toBe(404)
  })
})

describe('triggers', () => {
  test('row writes are delivered signed (the contract recipe verifies them), with old_row on update, and logged', async () => {
    receiver = await startWebhookReceiver([200])
    const table = await newTable('Estoque Lojas', [{ key: 'nome', label: 'Nome', type: 'text' }])
    const other = await newTable('Sem Gatilho', [{ key: 'nome', label: 'Nome', type: 'text' }])
    const created = await t.request('POST', api(`/tables/${table.id}/triggers`), {
      token: owner.token,
      json: { url: receiver.url, events: ['updated', 'inserted'], description: 'ERP' },
    })
    expect(created.status, created.text).toBe(201)
    const { trigger, secret } = v.parse(DataplusTriggerWithSecretSchema, created.body)
    expect(trigger.events).toEqual(['inserted', 'updated'])
    expect(secret).toMatch(/^whsec_/)

    const row = await addRow(table.id, { nome: 'Centro' })
    await addRow(other.id, { nome: 'Não vai' })
    await t.request('PUT', api(`/tables/${table.id}/rows/${row.id}`), {
      token: owner.token,
      json: { values: { nome: 'Centro Novo' } },
    })
    // Not subscribed to removals: nothing is sent for this one.
    await t.request('DELETE', api(`/tables/${table.id}/rows/${row.id}`), { token: owner.token })

    await expect.poll(() => receiver!.received.length, { timeout: 10_000 }).toBe(2)
    const verify = await verifyRecipe()
    const bodies = receiver.received.map((request) => {
      // Signed at the server's (fake) clock: the recipe checks the time against it.
      const now = { now: t.clock.now().getTime() }
      const header = String(request.headers['vitrine-signature'])
      expect(verify(secret, header, request.body, now)).toBe(true)
      expect(verify('whsec_wrong', header, request.body, now)).toBe(false)
      return JSON.parse(request.body) as {
        type: string
        data: { table: unknown; row: { values: unknown }; old_row?: { values: unknown } }
      }
    })
    const byType = Object.fromEntries(bodies.map((body) => [body.type, body.data]))
    expect(byType['dataplus.row.inserted']).toMatchObject({
      table: { id: table.id, slug: table.slug },
      row: { id: row.id, values: { nome: 'Centro' } },
    })
    expect(byType['dataplus.row.inserted']!.old_row).toBeUndefined()
    expect(byType['dataplus.row.updated']).toMatchObject({
      row: { values: { nome: 'Centro Novo' } },
      old_row: { values: { nome: 'Centro' } },
    })

    await expect
      .poll(
        async () => {
          const log = await t.request('GET', api(`/tables/${table.id}/deliveries`), {
            token: reader.token,
          })
          return v
            .parse(v.array(WebhookDeliverySchema), log.body)
            .map((delivery) => delivery.status)
        },
        { timeout: 10_000 },
      )
      .toEqual(['delivered', 'delivered'])

    // The trigger's endpoint is its own: the webhook console neither lists nor changes it, and
    // no console endpoint subscribes to the row events.
    const console = (rest = '') => `/api/main/apps/${app.id}/webhooks${rest}`
    const listed = await t.request('GET', console(), { token: owner.token })
    expect(listed.body).toEqual([])
    for (const [method, rest] of [
      ['PATCH', `/${trigger.endpoint_id}`],
      ['POST', `/${trigger.endpoint_id}/test`],
      ['POST', `/${trigger.endpoint_id}/secret`],
      ['DELETE', `/${trigger.endpoint_id}`],
    ] as const) {
      const refused = await t.request(method, console(rest), {
        token: owner.token,
        json: method === 'PATCH' ? { active: false } : undefined,
      })
      expect(refused.status, `${method} ${rest}`).toBe(404)
    }
    const subscribing = await t.request('POST', console(), {
      token: owner.token,
      json: { url: receiver.url, event_types: ['dataplus.row.inserted'] },
    })
    expect(subscribing.status).toBe(400)
    expect(Object.keys(subscribing.body.data.fields)).toEqual(['event_types.0'])

    const test = await t.request('POST', api(`/triggers/${trigger.id}/test`), {
      token: owner.token,
    })
    expect(test.status).toBe(202)
    await expect.poll(() => receiver!.received.length, { timeout: 10_000 }).toBe(3)

    const off = await t.request('PUT', api(`/triggers/${trigger.id}`), {
      token: owner.token,
      json: { url: receiver.url, events: ['inserted'], active: false },
    })
    expect(off.body.active).toBe(false)
    expect(
      (await t.request('DELETE', api(`/triggers/${trigger.id}`), { token: owner.token })).status,
    ).toBe(204)
    expect(
      (await t.request('GET', api(`/tables/${table.id}/triggers`), { token: owner.token })).body,
    ).toEqual([])
  })
})
