import {
  ThemeEntrySchema,
  ThemeFileSchema,
  ThemeFileVersionContentSchema,
  ThemeFileVersionSchema,
  ThemeSearchResultSchema,
  ThemeTreeSchema,
  type ThemeFile,
} from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { auditLog } from '../audit/schema.ts'
import {
  addManager,
  createStore,
  everyArea,
  levels,
  storeWithPeople,
  type AppRecord,
} from '../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../testing/test-server.ts'
import { seedThemeFilesDemo } from './demo.ts'

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

/** Every call in Portuguese, the panel's language (the test server's default is English). */
const request: TestServer['request'] = (method, path, options = {}) =>
  t.request(method, path, { lang: 'pt-BR', ...options })

const api = (rest: string, store: AppRecord = app) => `/api/main/apps/${store.id}/theme${rest}`
const q = (path: string) => `?path=${encodeURIComponent(path)}`

async function create(path: string, content = '', kind: 'file' | 'folder' = 'file') {
  const answer = await request('POST', api('/files'), {
    token: owner.token,
    json: { path, kind, ...(kind === 'file' ? { content } : {}) },
  })
  expect(answer.status, answer.text).toBe(201)
  return v.parse(ThemeEntrySchema, answer.body)
}

async function paths(store = app): Promise<string[]> {
  const answer = await request('GET', api('/files', store), { token: owner.token })
  expect(answer.status, answer.text).toBe(200)
  return v.parse(ThemeTreeSchema, answer.body).entries.map((entry) => `${entry.kind}:${entry.path}`)
}

async function read(path: string): Promise<ThemeFile> {
  const answer = await request('GET', api(`/files/content${q(path)}`), { token: owner.token })
  expect(answer.status, answer.text).toBe(200)
  return v.parse(ThemeFileSchema, answer.body)
}

const save = (path: string, content: string, base_version: number, token = owner.token) =>
  request('PUT', api('/files/content'), { token, json: { path, content, base_version } })

describe('theme files', () => {
  test('a file is made with the folders above it; a folder can be empty; the tree has no contents', async () => {
    const file = await create('templates/conta/pedidos.html', '<h1>Pedidos</h1>\n')
    expect(file).toMatchObject({ kind: 'file', version: 1, size: 17, updated_by: 'Marina Costa' })
    await create('assets/fontes', '', 'folder')
    expect(await paths()).toEqual([
      'folder:assets',
      'folder:assets/fontes',
      'folder:templates',
      'folder:templates/conta',
      'file:templates/conta/pedidos.html',
    ])
    const tree = await request('GET', api('/files'), { token: owner.token })
    expect(JSON.stringify(tree.body)).not.toContain('Pedidos</h1>')
    expect((await read('templates/conta/pedidos.html')).content).toBe('<h1>Pedidos</h1>\n')
  })

  test('an existing path is 409; a file cannot hold others (422); a folder is not read as a file', async () => {
    await create('layouts/tema.html', 'a')
    const again = await request('POST', api('/files'), {
      token: owner.token,
      json: { path: 'layouts/tema.html', content: 'b' },
    })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({
      data: { fields: { path: 'Já existe um arquivo ou pasta com este caminho.' } },
    })
    const under = await request('POST', api('/files'), {
      token: owner.token,
      json: { path: 'layouts/tema.html/x.css', content: '' },
    })
    expect(under.status).toBe(422)
    expect(under.body).toMatchObject({
      data: { fields: { path: 'layouts/tema.html é um arquivo: não pode conter outros.' } },
    })
    const folder = await request('GET', api(`/files/content${q('layouts')}`), {
      token: owner.token,
    })
    expect(folder.status).toBe(422)
    expect((await read('layouts/tema.html')).content).toBe('a')
  })

  test.each([
    ['../segredo.html', 'Use nomes de pasta de verdade: . e .. não são aceitos.'],
    ['templates/../../x', 'Use nomes de pasta de verdade: . e .. não são aceitos.'],
    ['/etc/passwd', 'O caminho não pode começar nem terminar com /.'],
    ['templates//x.html', 'O caminho tem // ou uma pasta sem nome.'],
    [
      'minha página.html',
      'Use só letras sem acento, números, ponto, hífen e _ em cada nome (sem espaços).',
    ],
    ['a/b/c/d/e/f/g/h/i.html', 'O caminho pode ter até 8 níveis de pasta.'],
    [`${'a'.repeat(199)}/b`, 'O caminho pode ter até 200 caracteres.'],
    ['', 'Informe o caminho.'],
  ])('the path %j is refused in Portuguese: %s', async (path, message) => {
    const answer = await request('POST', api('/files'), {
      token: owner.token,
      json: { path, content: '' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ data: { fields: { path: message } } })
  })

  test('bad input never reaches a 500: control characters, oversize content, a bad version or query', async () => {
    await create('a.txt', 'x')
    const control = await save('a.txt', 'x\u0000y', 1)
    expect(control.status).toBe(400)
    expect(control.body).toMatchObject({ data: { fields: { content: expect.any(String) } } })
    const tooLong = await save('a.txt', 'x'.repeat(256 * 1024 + 1), 1)
    expect(tooLong.status).toBe(400)
    expect(tooLong.body).toMatchObject({
      data: { fields: { content: 'O arquivo passou do limite de 262144 caracteres.' } },
    })
    const version = await save('a.txt', 'y', 0)
    expect(version.status).toBe(400)
    expect(version.body).toMatchObject({
      data: { fields: { base_version: 'Informe a versão sobre a qual você editou.' } },
    })
    const noPath = await request('GET', api('/files/content'), { token: owner.token })
    expect(noPath.status).toBe(404)
    const badPath = await request('GET', api(`/files/content${q('../a.txt')}`), {
      token: owner.token,
    })
    expect(badPath.status).toBe(400)
    const badVersion = await request('GET', api(`/files/versions/abc${q('a.txt')}`), {
      token: owner.token,
    })
    expect(badVersion.status).toBe(404)
    const noSearch = await request('GET', api('/search'), { token: owner.token })
    expect(noSearch.body).toEqual({ hits: [], truncated: false })
    const shortSearch = await request('GET', api('/search?q=a'), { token: owner.token })
    expect(shortSearch.status).toBe(400)
    expect(shortSearch.body).toMatchObject({
      data: { fields: { q: 'Busque entre 2 e 100 caracteres.' } },
    })
  })

  test('every save is a version; the same content is none; a restore is a new version with the old content', async () => {
    await create('assets/tema.css', 'body {}\n')
    const first = await save('assets/tema.css', 'body { color: red; }\n', 1)
    expect(first.status, first.text).toBe(200)
    expect(first.body).toMatchObject({ version: 2, content: 'body { color: red; }\n' })
    const same = await save('assets/tema.css', 'body { color: red; }\n', 2)
    expect(same.body).toMatchObject({ version: 2 })
    expect((await save('assets/tema.css', 'body { color: blue; }\n', 2)).status).toBe(200)

    const list = await request('GET', api(`/files/versions${q('assets/tema.css')}`), {
      token: reader.token,
    })
    const versions = v.parse(v.array(ThemeFileVersionSchema), list.body)
    expect(versions.map((item) => item.version)).toEqual([3, 2, 1])
    expect(versions[0]).toMatchObject({ author: 'Marina Costa', size: 22 })

    const one = await request('GET', api(`/files/versions/1${q('assets/tema.css')}`), {
      token: reader.token,
    })
    expect(v.parse(ThemeFileVersionContentSchema, one.body).content).toBe('body {}\n')

    const restored = await request('POST', api('/files/restore'), {
      token: owner.token,
      json: { path: 'assets/tema.css', version: 1 },
    })
    expect(restored.status, restored.text).toBe(200)
    expect(restored.body).toMatchObject({ version: 4, content: 'body {}\n' })
    const missing = await request('POST', api('/files/restore'), {
      token: owner.token,
      json: { path: 'assets/tema.css', version: 99 },
    })
    expect(missing.status).toBe(404)
  })

  test('a save on an old version is 409 with the file as it is now; saving on that version then wins', async () => {
    await create('templates/produto.html', 'v1\n')
    expect((await save('templates/produto.html', 'da aba 2\n', 1)).status).toBe(200)
    const late = await save('templates/produto.html', 'da aba 1\n', 1)
    expect(late.status).toBe(409)
    expect(late.body).toMatchObject({
      message: expect.stringContaining('Outra sessão salvou este arquivo (versão 2)'),
      data: { current: { path: 'templates/produto.html', version: 2, content: 'da aba 2\n' } },
    })
    const merged = await save('templates/produto.html', 'da aba 1\nda aba 2\n', 2)
    expect(merged.body).toMatchObject({ version: 3, content: 'da aba 1\nda aba 2\n' })
    expect((await read('templates/produto.html')).content).toBe('da aba 1\nda aba 2\n')
  })

  test('two saves on the same version at once: exactly one wins, the other is 409', async () => {
    await create('snippets/preco.html', 'R$ 10\n')
    const answers = await Promise.all([
      save('snippets/preco.html', 'R$ 20\n', 1),
      save('snippets/preco.html', 'R$ 30\n', 1),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect((await read('snippets/preco.html')).version).toBe(2)
  })

  test('a file and a folder move with their versions; nothing is overwritten; a folder not into itself', async () => {
    await create('templates/produto.html', 'p')
    await save('templates/produto.html', 'p2', 1)
    await create('templates/categoria.html', 'c')
    await create('snippets/x.html', 'x')
    const renamed = await request('POST', api('/files/move'), {
      token: owner.token,
      json: { from: 'templates/produto.html', to: 'templates/produto-v2.html' },
    })
    expect(renamed.status, renamed.text).toBe(200)
    const taken = await request('POST', api('/files/move'), {
      token: owner.token,
      json: { from: 'templates/categoria.html', to: 'templates/produto-v2.html' },
    })
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({ data: { fields: { to: expect.any(String) } } })
    const into = await request('POST', api('/files/move'), {
      token: owner.token,
      json: { from: 'templates', to: 'templates/dentro' },
    })
    expect(into.status).toBe(422)
    const folder = await request('POST', api('/files/move'), {
      token: owner.token,
      json: { from: 'templates', to: 'tema/paginas' },
    })
    expect(folder.status, folder.text).toBe(200)
    expect(await paths()).toEqual([
      'folder:snippets',
      'file:snippets/x.html',
      'folder:tema',
      'folder:tema/paginas',
      'file:tema/paginas/categoria.html',
      'file:tema/paginas/produto-v2.html',
    ])
    const versions = await request(
      'GET',
      api(`/files/versions${q('tema/paginas/produto-v2.html')}`),
      { token: owner.token },
    )
    expect((versions.body as unknown[]).length).toBe(2)
  })

  test('deleting a folder deletes everything in it, audited; a missing path is 404', async () => {
    await create('snippets/a.html', 'a')
    await create('snippets/b/c.html', 'c')
    await create('snippets-extra.html', 'fica')
    const gone = await request('DELETE', api(`/files${q('snippets')}`), { token: owner.token })
    expect(gone.status, gone.text).toBe(204)
    expect(await paths()).toEqual(['file:snippets-extra.html'])
    const again = await request('DELETE', api(`/files${q('snippets')}`), { token: owner.token })
    expect(again.status).toBe(404)
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.appId, app.id), eq(auditLog.entity, 'theme_file')))
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: 'delete', label: 'snippets', area: 'layout' })
    expect(audit[0]!.changes).toMatchObject({
      files: { before: ['snippets/a.html', 'snippets/b/c.html'] },
    })
  })

  test('search: case-insensitive lines with numbers, literal % and _, capped', async () => {
    await create('a.html', 'linha um\nFrete Grátis aqui\noutra\n')
    await create('b/c.css', '.frete-gratis { color: red }\n/* frete grátis */\n')
    await create('d.txt', '100% de_desconto\n')
    const answer = await request('GET', api(`/search?q=${encodeURIComponent('FRETE GRÁTIS')}`), {
      token: reader.token,
    })
    expect(answer.status, answer.text).toBe(200)
    const result = v.parse(ThemeSearchResultSchema, answer.body)
    expect(result.hits.map((hit) => [hit.path, hit.line, hit.column, hit.text])).toEqual([
      ['a.html', 2, 1, 'Frete Grátis aqui'],
      ['b/c.css', 2, 4, '/* frete grátis */'],
    ])
    const literal = await request('GET', api(`/search?q=${encodeURIComponent('0% de_')}`), {
      token: owner.token,
    })
    expect(v.parse(ThemeSearchResultSchema, literal.body).hits).toHaveLength(1)
    const many = Array.from({ length: 250 }, (_, index) => `achado ${index}`).join('\n')
    await create('muitos.txt', many)
    const capped = await request('GET', api('/search?q=achado'), { token: owner.token })
    const cappedResult = v.parse(ThemeSearchResultSchema, capped.body)
    expect(cappedResult.hits).toHaveLength(200)
    expect(cappedResult.truncated).toBe(true)
  })

  test('levels: read reads and changes nothing (403); another area is 403; another store is 404', async () => {
    await create('a.html', 'a')
    expect((await request('GET', api('/files'), { token: reader.token })).status).toBe(200)
    expect((await save('a.html', 'b', 1, reader.token)).status).toBe(403)
    const readerDelete = await request('DELETE', api(`/files${q('a.html')}`), {
      token: reader.token,
    })
    expect(readerDelete.status).toBe(403)
    expect((await request('GET', api('/files'), { token: noLayout.token })).status).toBe(403)
    expect((await request('GET', api('/files', otherApp), { token: owner.token })).status).toBe(404)
    expect((await save('a.html', 'b', 1, stranger.token)).status).toBe(404)
    expect((await read('a.html')).content).toBe('a')
  })

  test("tenant isolation: the same path in two stores is two files; a store's search sees only its own", async () => {
    await create('a.html', 'segredo da loja')
    const other = await request('POST', api('/files', otherApp), {
      token: stranger.token,
      json: { path: 'a.html', content: 'outra loja' },
    })
    expect(other.status).toBe(201)
    const search = await request('GET', api('/search?q=loja', otherApp), {
      token: stranger.token,
    })
    expect(v.parse(ThemeSearchResultSchema, search.body).hits.map((hit) => hit.text)).toEqual([
      'outra loja',
    ])
    expect(await paths()).toEqual(['file:a.html'])
  })

  test('the demo theme: a few dozen files, several languages, earlier versions; seeded once', async () => {
    await seedThemeFilesDemo(t.db, app.id, t.clock.now())
    await seedThemeFilesDemo(t.db, app.id, t.clock.now())
    const entries = await paths()
    const files = entries.filter((entry) => entry.startsWith('file:'))
    expect(files.length).toBeGreaterThanOrEqual(30)
    expect(entries).toContain('folder:assets/fontes')
    const extensions = new Set(files.map((file) => file.slice(file.lastIndexOf('.') + 1)))
    expect([...extensions]).toEqual(
      expect.arrayContaining(['html', 'css', 'js', 'svg', 'md', 'json', 'sql', 'sh', 'py']),
    )
    const versions = await request('GET', api(`/files/versions${q('templates/produto.html')}`), {
      token: owner.token,
    })
    expect((versions.body as unknown[]).length).toBe(3)
  })
})
