import {
  parseRedirectFrom,
  RedirectImportReportSchema,
  RedirectPageSchema,
  RedirectSavedSchema,
  RedirectTraceSchema,
  type RedirectInput,
} from '@vitrine/api'
import { and, asc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  addManager,
  createStore,
  everyArea,
  levels,
  storeWithPeople,
  type AppRecord,
} from '../testing/access-fixtures.ts'
import { auditLog } from '../audit/schema.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { seedRedirectsDemo } from './demo.ts'
import { bumpVersion, lockVersion } from './rules.ts'
import { storefrontRedirects } from './schema.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer()
})
afterAll(async () => {
  await t.close()
})

let owner: TestAccount
let reader: TestAccount
let stranger: TestAccount
let noLayout: TestAccount
let app: AppRecord
let otherApp: AppRecord
beforeAll(async () => {
  ;({ owner, reader, stranger } = await storeWithPeople(t))
  noLayout = await t.register({ name: 'Caio Pagamentos' })
})
beforeEach(async () => {
  app = await createStore(t, owner)
  await addManager(t, app, reader, everyArea('read'))
  await addManager(t, app, noLayout, levels({ payments: 'write' }))
  otherApp = await createStore(t, stranger, { name: 'Loja Alheia' })
})

const url = (rest = '', store: AppRecord = app) => `/api/indexer/apps/${store.id}/redirects${rest}`

async function create(input: RedirectInput, store = app, token = owner.token) {
  const answer = await t.request('POST', url('', store), { token, json: input, lang: 'pt-BR' })
  expect(answer.status, answer.text).toBe(201)
  return v.parse(RedirectSavedSchema, answer.body)
}

async function count(store = app) {
  return (
    await t.db.select().from(storefrontRedirects).where(eq(storefrontRedirects.appId, store.id))
  ).length
}

const csv = (text: string, dryRun: boolean, token = owner.token) =>
  t.request('POST', url(`/import?dry_run=${dryRun ? 1 : 0}`), {
    token,
    body: text,
    headers: { 'Content-Type': 'text/csv' },
    lang: 'pt-BR',
  })

describe('rules', () => {
  test('create, list in pages with search and filters, update, delete', async () => {
    const saved = await create({ from_path: '/Promocao/', to: '/ofertas', status: 302 })
    expect(saved).toMatchObject({
      rule: { from_path: '/Promocao/', to: '/ofertas', status: 302, active: true, note: '' },
      warning: null,
    })
    for (let i = 0; i < 5; i += 1) await create({ from_path: `/p/${i}`, to: `/produto/${i}` })
    const first = v.parse(
      RedirectPageSchema,
      (await t.request('GET', url('?limit=4'), { token: reader.token })).body,
    )
    expect(first.total).toBe(6)
    expect(first.items.map((r) => r.from_path)).toEqual(['/p/0', '/p/1', '/p/2', '/p/3'])
    const second = v.parse(
      RedirectPageSchema,
      (
        await t.request('GET', url(`?limit=4&cursor=${first.next_cursor}`), {
          token: reader.token,
        })
      ).body,
    )
    expect(second.items.map((r) => r.from_path)).toEqual(['/p/4', '/Promocao/'])
    expect(second.next_cursor).toBeNull()
    const searched = await t.request('GET', url('?q=OFERTA&status=302&active=1'), {
      token: reader.token,
    })
    expect(searched.body.items.map((r: { id: number }) => r.id)).toEqual([saved.rule.id])

    const updated = await t.request('PUT', url(`/${saved.rule.id}`), {
      token: owner.token,
      json: { from_path: '/promocao', to: '/ofertas/natal', active: false },
    })
    expect(updated.status, updated.text).toBe(200)
    expect(updated.body.rule).toMatchObject({ to: '/ofertas/natal', active: false, status: 301 })

    const removed = await t.request('DELETE', url(`/${saved.rule.id}`), { token: owner.token })
    expect(removed.status).toBe(204)
    expect(await count()).toBe(5)
    const listed = await t.request('GET', url(), { token: reader.token })
    expect(listed.body.total).toBe(5)

    // Each change is in the audit log, by whom, with what changed.
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.appId, app.id), eq(auditLog.entityId, String(saved.rule.id))))
      .orderBy(asc(auditLog.id))
    expect(audit.map((entry) => `${entry.action} ${entry.entity} ${entry.label}`)).toEqual([
      'create redirect /Promocao/',
      'update redirect /promocao',
      'delete redirect /promocao',
    ])
    expect(audit[1]!.actorEmail).toBe(owner.email)
    expect(audit[1]!.changes).toEqual({
      from_path: { before: '/Promocao/', after: '/promocao' },
      to: { before: '/ofertas', after: '/ofertas/natal' },
      status: { before: 302, after: 301 },
      active: { before: true, after: false },
    })
  })

  test('bad input is a 400 with pt-BR field messages, never a 500', async () => {
    const answer = await t.request('POST', url(), {
      token: owner.token,
      lang: 'pt-BR',
      json: { from_path: 'promocao', to: 'ofertas', status: 307 },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.data.fields).toEqual({
      from_path: 'Comece com / e use só o caminho da loja, sem domínio: ex. /promocao ou /blog/*.',
      to: 'Informe um caminho da loja começando com / (ex. /novidades) ou um endereço completo com http:// ou https://.',
      status: 'Use 301 (permanente) ou 302 (temporário).',
    })
    const star = await t.request('POST', url(), {
      token: owner.token,
      lang: 'pt-BR',
      json: { from_path: '/a/*/b', to: '/b/:splat' },
    })
    expect(star.body.data.fields).toMatchObject({
      from_path: 'O * só pode vir no fim, depois de uma barra: ex. /blog/*.',
    })
    const splat = await t.request('POST', url(), {
      token: owner.token,
      lang: 'pt-BR',
      json: { from_path: '/a', to: '/b/:splat' },
    })
    expect(splat.body.data.fields.to).toMatch(/^:splat só vale/)
    expect(await count()).toBe(0)
  })

  test('a from-path is unique as compared: case, trailing slash and query order', async () => {
    await create({ from_path: '/natal?a=1&b=2', to: '/x' })
    for (const from_path of ['/NATAL/?b=2&a=1']) {
      const answer = await t.request('POST', url(), {
        token: owner.token,
        lang: 'pt-BR',
        json: { from_path, to: '/y' },
      })
      expect(answer.status).toBe(409)
      expect(answer.body.data.fields.from_path).toBe(
        'Já existe uma regra para este endereço de origem.',
      )
    }
    // Another query is another rule.
    await create({ from_path: '/natal', to: '/y' })
  })
})

describe('loops and chains', () => {
  test('A → B → A is refused naming the chain, and nothing is saved', async () => {
    await create({ from_path: '/a', to: '/b' })
    const answer = await t.request('POST', url(), {
      token: owner.token,
      lang: 'pt-BR',
      json: { from_path: '/b', to: '/a' },
    })
    expect(answer.status).toBe(422)
    expect(answer.body).toMatchObject({
      message: 'Esta regra criaria um laço de redirecionamentos: /b → /a → /b. Mude o destino.',
      data: { fields: { to: expect.stringContaining('/b → /a → /b') }, chain: ['/b', '/a', '/b'] },
    })
    expect(await count()).toBe(1)
  })

  test('a wildcard catching its own target is refused; switching a loop on is refused', async () => {
    const self = await t.request('POST', url(), {
      token: owner.token,
      lang: 'pt-BR',
      json: { from_path: '/loja/*', to: '/loja/nova/:splat' },
    })
    expect(self.status).toBe(422)
    expect(self.body.data.chain.slice(0, 2)).toEqual(['/loja/*', '/loja/nova/*'])

    await create({ from_path: '/x', to: '/y' })
    const off = await create({ from_path: '/y', to: '/x', active: false })
    const on = await t.request('PUT', url(`/${off.rule.id}`), {
      token: owner.token,
      lang: 'pt-BR',
      json: { from_path: '/y', to: '/x', active: true },
    })
    expect(on.status).toBe(422)
    const [row] = await t.db
      .select()
      .from(storefrontRedirects)
      .where(eq(storefrontRedirects.id, off.rule.id))
    expect(row?.active).toBe(false)
  })

  test('a chain of 4 hops is saved with a warning naming it', async () => {
    await create({ from_path: '/b', to: '/c' })
    await create({ from_path: '/c', to: '/d' })
    expect((await create({ from_path: '/d', to: '/e' })).warning).toBeNull()
    const saved = await create({ from_path: '/a', to: '/b' })
    expect(saved.warning).toMatchObject({ hops: 4, chain: ['/a', '/b', '/c', '/d', '/e'] })
    expect(saved.warning?.message).toMatch(/^Salva, mas o visitante passa por 4 redirecionamentos/)
    expect(await count()).toBe(4)
  })
})

describe('tester and resolve', () => {
  test('the tester shows the rule, the chain and the result, or "nenhuma regra"', async () => {
    await create({ from_path: '/blog/*', to: '/novidades/:splat' })
    await create({ from_path: '/novidades/antigo', to: '/novidades/novo', status: 302 })
    const answer = await t.request('POST', url('/test'), {
      token: reader.token,
      lang: 'pt-BR',
      json: { url: 'https://loja.com.br/Blog/antigo/?utm=1' },
    })
    expect(answer.status, answer.text).toBe(200)
    expect(v.parse(RedirectTraceSchema, answer.body)).toMatchObject({
      path: '/Blog/antigo?utm=1',
      rule: { from_path: '/blog/*' },
      location: '/novidades/novo?utm=1',
      status: 302,
      outcome: 'end',
    })
    expect(answer.body.hops).toHaveLength(2)
    const none = await t.request('POST', url('/test'), {
      token: reader.token,
      lang: 'pt-BR',
      json: { url: '/sobre' },
    })
    expect(none.body).toMatchObject({
      outcome: 'none',
      location: null,
      message: 'Nenhuma regra para este endereço: a loja o abre normalmente.',
    })
    const bad = await t.request('POST', url('/test'), {
      token: reader.token,
      lang: 'pt-BR',
      json: { url: 'sobre nós' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.data.fields.url).toMatch(/^Informe um caminho/)
  })

  test('the storefront resolves with an API token; a change shows at once, even from elsewhere', async () => {
    const token = await t.request('POST', `/api/connect/control/${app.id}/tokens`, {
      token: owner.token,
      json: { name: 'Vitrine', scope: { layout: 'read' } },
    })
    expect(token.status, token.text).toBe(201)
    const secret = token.body.secret as string
    const rule = await create({ from_path: '/promo', to: '/ofertas' })
    const resolve = (path: string) =>
      t.request('GET', url(`/resolve?path=${encodeURIComponent(path)}`), { token: secret })
    const first = await resolve('/promo?x=1')
    expect(first.status, first.text).toBe(200)
    expect(first.body).toMatchObject({ location: '/ofertas?x=1', status: 301 })

    await t.request('PUT', url(`/${rule.rule.id}`), {
      token: owner.token,
      json: { from_path: '/promo', to: '/ofertas/natal', status: 302 },
    })
    expect((await resolve('/promo')).body).toMatchObject({
      location: '/ofertas/natal',
      status: 302,
    })

    // Another process writes (here: straight into the tables, with the version raised).
    await t.db.transaction(async (tx) => {
      await lockVersion(tx, app.id)
      await tx.insert(storefrontRedirects).values({
        appId: app.id,
        fromPath: '/nova',
        fromKey: parseRedirectFrom('/nova').key,
        to: '/novidades',
        status: 301,
        active: true,
        createdAt: t.clock.now(),
        updatedAt: t.clock.now(),
      })
      await bumpVersion(tx, app.id, 1)
    })
    expect((await resolve('/nova')).body).toMatchObject({ location: '/novidades' })

    // A token of another store is a stranger here.
    const foreign = await t.request('GET', url('/resolve?path=/promo', otherApp), { token: secret })
    expect(foreign.status).toBe(404)
  })
})

describe('access', () => {
  test('another store, another area and read level are refused on the server', async () => {
    const rule = await create({ from_path: '/a', to: '/b' })
    // The stranger's own store cannot reach this store's rule by id.
    const viaOther = await t.request('DELETE', url(`/${rule.rule.id}`, otherApp), {
      token: stranger.token,
    })
    expect(viaOther.status).toBe(404)
    expect(await count()).toBe(1)
    expect((await t.request('GET', url(), { token: stranger.token })).status).toBe(404)
    expect((await t.request('GET', url(), { token: noLayout.token })).status).toBe(403)
    const write = await t.request('POST', url(), {
      token: reader.token,
      json: { from_path: '/c', to: '/d' },
    })
    expect(write.status).toBe(403)
    expect((await t.request('GET', url(), { token: reader.token })).status).toBe(200)
    // The other store's list does not show this one's rules.
    const theirs = await t.request('GET', url('', otherApp), { token: stranger.token })
    expect(theirs.body).toMatchObject({ items: [], total: 0 })
  })
})

describe('CSV', () => {
  test('a dry run reports each row, loops with the store and the file included; nothing written', async () => {
    await create({ from_path: '/a', to: '/b' })
    const file =
      'de;para;status;ativo\n' +
      '/b;/a;301;sim\n' + // loops with the store's /a → /b
      '/c;/d;307;sim\n' + // bad status
      '/e;/f;;talvez\n' + // bad active
      '/g;/h;;\n' +
      '/G/;/i;;\n' + // repeats /g
      '/a;/z;;\n' // the store has /a
    const answer = await csv(file, true)
    expect(answer.status, answer.text).toBe(200)
    const report = v.parse(RedirectImportReportSchema, answer.body)
    expect(report).toMatchObject({ dry_run: true, rows: 6, valid: 1, invalid: 5, created: 0 })
    expect(report.errors.map((e) => [e.line, e.column, e.message.slice(0, 30)])).toEqual([
      [2, 'para', 'Esta regra criaria um laço de r'.slice(0, 30)],
      [3, 'status', 'Use 301 (permanente) ou 302 (t'],
      [4, 'ativo', 'Use sim ou não (ou 1 e 0).'],
      [6, 'de', 'A origem /G/ já aparece na lin'],
      [7, 'de', 'Já existe uma regra para /a na'],
    ])
    expect(await count()).toBe(1)
    // The import of the same file writes nothing either: all or nothing.
    const refused = await csv(file, false)
    expect(refused.status).toBe(400)
    expect(refused.body.data.report.errors_total).toBe(5)
    expect(await count()).toBe(1)
  })

  test('a clean file is imported whole (English headers too), warned chains and all; export reads back', async () => {
    const file =
      'from,to,status,active,note\n' +
      '/um,/dois,,,\n' +
      '/dois,/tres,,,\n' +
      '/tres,/quatro,,,\n' +
      '/quatro,/cinco,302,no,desligada\n' +
      '/blog/*,/novidades/:splat,301,yes,"Blog, agora Novidades"\n'
    const dry = await csv(file, true)
    expect(dry.body).toMatchObject({ errors_total: 0, valid: 5, warnings: [] })
    const done = await csv(file, false)
    expect(done.status, done.text).toBe(200)
    expect(done.body).toMatchObject({ dry_run: false, created: 5 })
    expect(await count()).toBe(5)
    const [imported] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.appId, app.id), eq(auditLog.entity, 'redirect_import')))
    expect(imported).toMatchObject({ action: 'create', label: '5 regras', actorEmail: owner.email })
    const exported = await t.request('GET', url('/export'), { token: reader.token })
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-type')).toContain('text/csv')
    expect(exported.text).toContain('/blog/*;/novidades/:splat;301;sim;Blog, agora Novidades')
    expect(exported.text).toContain('/quatro;/cinco;302;não;desligada')

    // A file making a chain of 4 with the store's rules is warned, not refused.
    const longer = await csv('de;para\n/zero;/um\n', true)
    expect(longer.body.errors_total).toBe(0)
    expect(longer.body.warnings[0].message).toBe(
      'Cadeia de 4 redirecionamentos seguidos: /zero → /um → /dois → /tres → /quatro.',
    )
  })

  test('a file without the needed columns is refused whole', async () => {
    const answer = await csv('origem;observacao\n/a;x\n', true)
    expect(answer.body.errors[0].message).toBe(
      'O cabeçalho não tem a(s) coluna(s) para: confira a primeira linha do arquivo.',
    )
  })
})

test('the demo store gets its rules once, with the wildcard and the chain of three', async () => {
  await seedRedirectsDemo(t.db, app.id, t.clock.now())
  await seedRedirectsDemo(t.db, app.id, t.clock.now())
  expect(await count()).toBe(30)
  const trace = await t.request('POST', url('/test'), {
    token: owner.token,
    json: { url: '/colecao-verao' },
  })
  expect(trace.body.hops).toHaveLength(3)
  const blog = await t.request('POST', url('/test'), {
    token: owner.token,
    json: { url: '/blog/dicas' },
  })
  expect(blog.body.location).toBe('/novidades/dicas')
})
