import {
  CustomerImportSchema,
  IMPORT_BATCH_SIZE,
  IMPORT_MAX_BYTES,
  UndoImportResultSchema,
  type ImportEvent,
} from '@vitrine/api'
import { and, asc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { auditLog } from '../../audit/schema.ts'
import { customerImportChanges, customers } from '../schema.ts'
import {
  addManager,
  createStore,
  everyArea,
  levels,
  storeWithPeople,
  type AppRecord,
} from '../../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../../testing/test-server.ts'
import { cpfWithCheckDigits } from '../documents.ts'
import { customerColumns, editableFields } from '../rows.ts'
import { importReport, latin1, postImport, rowCounts } from '../../testing/customer-imports.ts'

let t: TestServer
beforeAll(async () => {
  t = await createTestServer()
})
afterAll(() => t.close())

let owner: TestAccount
let reader: TestAccount
let stranger: TestAccount
let app: AppRecord
beforeAll(async () => {
  ;({ owner, reader, stranger } = await storeWithPeople(t))
})
// A fresh store per test: imports are counted and undone per store.
beforeEach(async () => {
  app = await createStore(t, owner)
  await addManager(t, app, reader, everyArea('read'))
})

/** The n-th valid CPF of the tests, punctuated as people type it. */
const cpf = (n: number) => {
  const digits = cpfWithCheckDigits(String(100_000_000 + n))
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`
}
const digitsOf = (document: string) => document.replace(/\D/g, '')

const HEADER = 'nome;email;cpf;telefone;etiquetas;aceita_marketing'
const csv = (...lines: string[]) => `${[HEADER, ...lines].join('\r\n')}\r\n`

const commit = (file: string | Uint8Array, token = owner.token) =>
  importReport(t, app.id, file, { token, dryRun: false, fileName: 'clientes.csv' })
const dryRun = (file: string | Uint8Array, token = owner.token) =>
  importReport(t, app.id, file, { token, dryRun: true })

async function storedCustomers(appId = app.id) {
  return t.db
    .select(customerColumns)
    .from(customers)
    .where(eq(customers.appId, appId))
    .orderBy(asc(customers.id))
}

async function storedByEmail(email: string) {
  const [row] = await t.db
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.appId, app.id), eq(customers.email, email)))
  return row
}

/** Two customers the store already has, by e-mail (Ana) and by document only (Bruno). */
async function seedCustomers() {
  const report = await commit(
    csv(`Ana Souza;ana@exemplo.com;;11987654321;vip;sim`, `Bruno Lima;;${cpf(2)};;;não`),
  )
  expect(report).toMatchObject({ created: 2, failed: 0 })
}

/** A file that creates two, updates Ana, skips Bruno and has one invalid row. */
const mixedFile = () =>
  csv(
    'Carla Dias;CARLA@Exemplo.com;' + cpf(3) + ';(21) 99876-1234;b2b|vip;s',
    'Davi Rocha;davi@exemplo.com;;;;',
    'Ana Souza;ana@exemplo.com;;11912345678;vip;sim',
    `Bruno Lima;;${cpf(2)};;;não`,
    'E;eva@;123.456.789-00;;;talvez',
  )

describe('dry run', () => {
  test('reports what a commit would do, per row, and writes nothing', async () => {
    await seedCustomers()
    const before = await rowCounts(t, app.id)
    const answer = await postImport(t, app.id, mixedFile(), { token: owner.token, dryRun: true })
    expect(answer.status).toBe(200)
    const phases = answer.events.flatMap((event) => (event.type === 'progress' ? event.phase : []))
    expect(phases[0]).toBe('read')
    expect(phases.at(-1)).toBe('check')
    expect(answer.events.at(-1)?.type).toBe('report')
    expect(answer.report).toEqual({
      import_id: null,
      dry_run: true,
      encoding: 'utf-8',
      separator: ';',
      unknown_columns: [],
      ignored_columns: [],
      total_rows: 5,
      created: 2,
      updated: 1,
      skipped: 1,
      failed: 1,
      errors_total: 4,
      errors: [
        { line: 6, column: 'nome', message: 'Nome deve ter entre 2 e 120 caracteres.' },
        { line: 6, column: 'email', message: 'Informe um endereço de e-mail válido.' },
        { line: 6, column: 'cpf', message: 'Informe um CPF ou CNPJ válido: confira os dígitos.' },
        { line: 6, column: 'aceita_marketing', message: 'Use sim ou não.' },
      ],
    })
    expect(await rowCounts(t, app.id)).toEqual(before)
  })

  test('is the default when the flag is left out', async () => {
    const report = await importReport(t, app.id, mixedFile(), { token: owner.token })
    expect(report.dry_run).toBe(true)
    expect(await rowCounts(t, app.id)).toEqual({ customers: 0, imports: 0, audit: 0 })
  })
})

describe('commit', () => {
  test('creates, updates and skips, stores normalised values, and records the import', async () => {
    await seedCustomers()
    const ana = await storedByEmail('ana@exemplo.com')
    const answer = await postImport(t, app.id, mixedFile(), {
      token: owner.token,
      dryRun: false,
      fileName: 'planilha.csv',
    })
    const phases = answer.events.flatMap((event) => (event.type === 'progress' ? event.phase : []))
    expect([...new Set(phases)]).toEqual(['read', 'check', 'write'])
    expect(answer.report).toMatchObject({
      dry_run: false,
      import_id: expect.any(Number),
      total_rows: 5,
      // The bad row spoils its batch: the whole file here (fewer rows than a batch).
      created: 0,
      updated: 0,
      skipped: 0,
      failed: 5,
    })
    // In file order: the batch's notice (at its first line) before the rows' issues.
    expect(answer.report?.errors[0]).toEqual({
      line: 2,
      column: null,
      message: expect.stringContaining('Nada das linhas 2 a 6 foi gravado'),
    })
    expect(await storedByEmail('carla@exemplo.com')).toBeUndefined()
    expect(await storedByEmail('ana@exemplo.com')).toEqual(ana)

    // Without the bad row, everything lands.
    const fixed = mixedFile().replace(/E;eva@.*\r\n/, '')
    const report = await commit(fixed)
    expect(report).toMatchObject({ total_rows: 4, created: 2, updated: 1, skipped: 1, failed: 0 })
    expect(report.errors).toEqual([])
    const carla = await storedByEmail('carla@exemplo.com')
    expect(carla).toMatchObject({
      name: 'Carla Dias',
      sortName: 'carla dias',
      document: digitsOf(cpf(3)),
      documentKind: 'cpf',
      phone: '21998761234',
      tags: ['b2b', 'vip'],
      marketingConsent: true,
    })
    expect(await storedByEmail('ana@exemplo.com')).toMatchObject({
      phone: '11912345678',
      tags: ['vip'],
    })

    const history = await t.request('GET', `/api/main/apps/${app.id}/customers/imports`, {
      token: reader.token,
    })
    expect(history.status).toBe(200)
    const imports = v.parse(v.array(CustomerImportSchema), history.body)
    expect(imports.map((item) => [item.file_name, item.created, item.failed])).toEqual([
      ['clientes.csv', 2, 0],
      ['planilha.csv', 0, 5],
      ['clientes.csv', 2, 0],
    ])
    expect(imports[0]).toMatchObject({ actor_name: 'Marina Costa', total_rows: 4, updated: 1 })
    expect(imports[0]?.undone_at).toBeNull()
  })

  test('writes an audit entry per changed customer and one for the import', async () => {
    await seedCustomers()
    const report = await commit(mixedFile().replace(/E;eva@.*\r\n/, ''))
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.appId, app.id))
      .orderBy(asc(auditLog.id))
    const last = entries.slice(-4)
    expect(last.map((entry) => [entry.entity, entry.action, entry.label])).toEqual([
      ['customer', 'create', 'Carla Dias'],
      ['customer', 'create', 'Davi Rocha'],
      ['customer', 'update', 'Ana Souza'],
      ['customer_import', 'create', 'clientes.csv'],
    ])
    expect(
      last.every((entry) => entry.area === 'customers' && entry.actorName === 'Marina Costa'),
    ).toBe(true)
    expect(last[2]?.changes).toEqual({ phone: { before: '11987654321', after: '11912345678' } })
    expect(last[3]?.entityId).toBe(String(report.import_id))
    expect(last[3]?.changes).toMatchObject({ created: { before: null, after: 2 } })
  })

  test('finds customers by e-mail or by document, and refuses a row naming two of them', async () => {
    await seedCustomers()
    const report = await commit(
      csv(
        // Bruno by his document: the e-mail is new, so it is added.
        `Bruno Lima;bruno@exemplo.com;${cpf(2)};;;não`,
        // Ana by her e-mail, in capitals: a document is added.
        `Ana Souza;ANA@EXEMPLO.COM;${cpf(4)};11987654321;vip;sim`,
      ),
    )
    expect(report).toMatchObject({ created: 0, updated: 2, failed: 0 })
    expect(await storedByEmail('bruno@exemplo.com')).toMatchObject({ document: digitsOf(cpf(2)) })
    expect(await storedByEmail('ana@exemplo.com')).toMatchObject({ document: digitsOf(cpf(4)) })

    const clash = await dryRun(csv(`Ana Souza;ana@exemplo.com;${cpf(2)};;;`))
    expect(clash).toMatchObject({ updated: 0, failed: 1 })
    expect(clash.errors).toEqual([
      {
        line: 2,
        column: null,
        message: expect.stringMatching(/e-mail é de um cliente e este documento, de outro/),
      },
    ])
  })

  test('refuses a second row for a customer an earlier row already changes', async () => {
    await seedCustomers()
    await commit(csv(`Ana Souza;ana@exemplo.com;${cpf(6)};11987654321;vip;sim`))
    // Ana by her e-mail, then Ana again by her document.
    const report = await dryRun(csv(`Ana S.;ana@exemplo.com;;;;`, `Ana Souza;;${cpf(6)};;;`))
    expect(report).toMatchObject({ updated: 1, failed: 1 })
    expect(report.errors).toEqual([
      { line: 3, column: null, message: expect.stringMatching(/já foi alterado pela linha 2/) },
    ])
  })

  test('skips rows identical to the stored customer (a file imported twice)', async () => {
    const file = csv(
      `Carla Dias;carla@exemplo.com;${cpf(3)};(21) 99876-1234;b2b, vip;sim`,
      `Davi Rocha;davi@exemplo.com;;;;não`,
    )
    expect(await commit(file)).toMatchObject({ created: 2, updated: 0, skipped: 0 })
    const before = await rowCounts(t, app.id)
    expect(await commit(file)).toMatchObject({ created: 0, updated: 0, skipped: 2, failed: 0 })
    // Only the second import's record and its own audit entry were added.
    expect(await rowCounts(t, app.id)).toEqual({
      ...before,
      imports: before.imports + 1,
      audit: before.audit + 1,
    })
  })

  test('a batch with a bad row writes nothing, and the other batches land', async () => {
    const lines = Array.from(
      { length: IMPORT_BATCH_SIZE + 10 },
      (_, i) => `Cliente ${i};cliente${i}@exemplo.com;;;;`,
    )
    lines[7] = 'Cliente 7;cliente7@;;;;'
    const report = await commit(csv(...lines))
    expect(report).toMatchObject({
      total_rows: IMPORT_BATCH_SIZE + 10,
      created: 10,
      failed: IMPORT_BATCH_SIZE,
      errors_total: 2,
    })
    expect(report.errors).toEqual([
      {
        line: 2,
        column: null,
        message: expect.stringContaining(`linhas 2 a ${IMPORT_BATCH_SIZE + 1}`),
      },
      { line: 9, column: 'email', message: 'Informe um endereço de e-mail válido.' },
    ])
    const stored = await storedCustomers()
    expect(stored.map((row) => row.email)).toEqual(
      Array.from({ length: 10 }, (_, i) => `cliente${IMPORT_BATCH_SIZE + i}@exemplo.com`),
    )
  })
})

describe('undo', () => {
  const undo = (importId: number, token = owner.token) =>
    t.request('DELETE', `/api/main/apps/${app.id}/customers/imports/${importId}`, {
      token,
      lang: 'pt-BR',
    })

  test('deletes what the import created and restores what it changed, exactly', async () => {
    await seedCustomers()
    const before = (await storedCustomers()).map(editableFields)
    const report = await commit(
      csv(
        `Ana Souza Lima;ana@exemplo.com;${cpf(7)};;cliente antiga;não`,
        `Bruno Lima;bruno@exemplo.com;${cpf(2)};(31) 98888-7777;;sim`,
        `Carla Dias;carla@exemplo.com;;;;`,
      ),
    )
    expect(report).toMatchObject({ created: 1, updated: 2 })
    expect(await storedCustomers()).toHaveLength(3)

    const response = await undo(report.import_id!)
    expect(response.status, response.text).toBe(200)
    expect(v.parse(UndoImportResultSchema, response.body)).toEqual({ deleted: 1, restored: 2 })
    expect((await storedCustomers()).map(editableFields)).toEqual(before)
    // Undone, its changes stay recorded; the history says when it was undone.
    const [record] = v.parse(
      v.array(CustomerImportSchema),
      (await t.request('GET', `/api/main/apps/${app.id}/customers/imports`, { token: owner.token }))
        .body,
    )
    expect(record).toMatchObject({ id: report.import_id, undone_at: t.clock.now().toISOString() })
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.appId, app.id), eq(auditLog.entity, 'customer_import')))
      .orderBy(asc(auditLog.id))
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'create', 'update'])

    const again = await undo(report.import_id!)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Esta importação já foi desfeita.')
  })

  test('deleting a customer erases the personal values the import kept to undo', async () => {
    await seedCustomers()
    const report = await commit(csv(`Ana Souza Lima;ana@exemplo.com;;11900001111;vip|nova;sim`))
    expect(report).toMatchObject({ updated: 1 })
    const ana = await storedByEmail('ana@exemplo.com')
    const removed = await t.request('DELETE', `/api/main/apps/${app.id}/customers/${ana!.id}`, {
      token: owner.token,
    })
    expect(removed.status).toBe(204)
    const [kept] = await t.db
      .select()
      .from(customerImportChanges)
      .where(eq(customerImportChanges.importId, report.import_id!))
    expect(kept!.before).toEqual({
      name: '[removido]',
      phone: '[removido]',
      tags: ['vip'],
    })
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.appId, app.id),
          eq(auditLog.entity, 'customer'),
          eq(auditLog.entityId, String(ana!.id)),
        ),
      )
    expect(entries).toHaveLength(3)
    expect(JSON.stringify(entries)).not.toMatch(/Ana|ana@|11900001111|11987654321/)
  })

  test('refuses while a customer it created has purchases', async () => {
    const report = await commit(
      csv(`Carla Dias;carla@exemplo.com;;;;`, `Davi;davi@exemplo.com;;;;`),
    )
    await t.db
      .update(customers)
      .set({ purchasesCount: 1 })
      .where(eq(customers.email, 'carla@exemplo.com'))
    const response = await undo(report.import_id!)
    expect(response.status).toBe(409)
    expect(response.body.message).toMatch(/1 cliente criado por ela já tem compras/)
    expect(await storedCustomers()).toHaveLength(2)
    const changes = await t.db
      .select()
      .from(customerImportChanges)
      .where(eq(customerImportChanges.importId, report.import_id!))
    expect(changes).toHaveLength(2)
  })

  test('answers 404 for an import of another store or none', async () => {
    const report = await commit(csv(`Carla Dias;carla@exemplo.com;;;;`))
    const other = await createStore(t, owner, { name: 'Outra Loja' })
    const elsewhere = await t.request(
      'DELETE',
      `/api/main/apps/${other.id}/customers/imports/${report.import_id}`,
      { token: owner.token, lang: 'pt-BR' },
    )
    expect(elsewhere.status).toBe(404)
    expect(elsewhere.body.message).toBe('Importação não encontrada.')
    expect((await undo(999_999)).status).toBe(404)
    expect((await undo(Number.NaN)).status).toBe(404)
  })
})

describe('bad input', () => {
  test(`refuses a file over ${IMPORT_MAX_BYTES / 1024 / 1024} MB with a 413`, async () => {
    const big = new Uint8Array(IMPORT_MAX_BYTES + 1).fill(0x61)
    const declared = await postImport(t, app.id, big, { token: owner.token })
    expect(declared.status).toBe(413)
    expect(declared.body.message).toMatch(/passa de 10 MB/)
    // Without a declared length, counted while reading.
    const chunked = await postImport(
      t,
      app.id,
      new ReadableStream({
        start(controller) {
          for (let sent = 0; sent <= IMPORT_MAX_BYTES; sent += 1024 * 1024) {
            controller.enqueue(new Uint8Array(1024 * 1024).fill(0x61))
          }
          controller.close()
        },
      }),
      { token: owner.token },
    )
    expect(chunked.status).toBe(413)
    expect(chunked.body.message).toMatch(/passa de 10 MB/)
    expect(await rowCounts(t, app.id)).toEqual({ customers: 0, imports: 0, audit: 0 })
  })

  test('takes a file of several megabytes', async () => {
    // Above the 1 MB of JSON bodies, below the import's own limit.
    const notes = 'x'.repeat(4000)
    const lines = Array.from({ length: 600 }, (_, i) => `Cliente ${i};c${i}@exemplo.com;${notes}`)
    const file = `nome;email;observacoes\n${lines.join('\n')}\n`
    expect(file.length).toBeGreaterThan(2 * 1024 * 1024)
    expect(await dryRun(file)).toMatchObject({ total_rows: 600, created: 600, failed: 0 })
  })

  test.each([
    ['an empty file', '', 'O arquivo está vazio.'],
    ['blank lines', '\r\n\r\n', 'O arquivo está vazio.'],
    [
      'a spreadsheet (xlsx)',
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]),
      /não parece ser um CSV/,
    ],
    ['UTF-16 text', new Uint8Array([0xff, 0xfe, 0x6e, 0, 0x6f, 0]), /não parece ser um CSV/],
  ])('refuses %s with a 400 before streaming', async (_name, file, message) => {
    const answer = await postImport(t, app.id, file, { token: owner.token, dryRun: false })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(message)
    expect(await rowCounts(t, app.id)).toEqual({ customers: 0, imports: 0, audit: 0 })
  })

  test('refuses a dry_run flag that is not true or false', async () => {
    const answer = await postImport(t, app.id, mixedFile(), { token: owner.token, dryRun: 'yes' })
    expect(answer.status).toBe(400)
    expect(answer.body.data.fields).toHaveProperty('dry_run')
  })

  test('reports malformed CSV on its rows and reads the others', async () => {
    const report = await dryRun(
      'nome;email;observacoes\n' +
        'Ana;ana@exemplo.com;"disse" oi\n' + // text after the closing quote
        'Bia;bia@exemplo.com;a;b;c\n' +
        'Caio;caio@exemplo.com;"sem fim\n' +
        'Davi;davi@exemplo.com;ok\n',
    )
    expect(report).toMatchObject({ total_rows: 4, created: 1, failed: 3 })
    expect(report.errors.map((issue) => [issue.line, issue.column])).toEqual([
      [2, 'observacoes'],
      [3, null],
      [4, null],
    ])
    expect(report.errors[1]?.message).toBe(
      'A linha tem 5 colunas e o cabeçalho, 3: confira o separador e as aspas.',
    )
    expect(report.errors[2]?.message).toMatch(/Aspas abertas e não fechadas/)
  })

  test('reports values of the wrong type in their columns', async () => {
    const report = await dryRun(
      'nome;email;cpf;telefone;data_nascimento;aceita_marketing\n' +
        'Ana;ana@exemplo.com;abc;12;ontem;talvez\n',
    )
    expect(report.errors.map((issue) => issue.column)).toEqual([
      'cpf',
      'telefone',
      'data_nascimento',
      'aceita_marketing',
    ])
    expect(report.failed).toBe(1)
  })

  test('lists unknown columns and refuses the rows with values in them', async () => {
    const report = await dryRun(
      'nome;email;Apelido\nAna;ana@exemplo.com;\nBia;bia@exemplo.com;Bibi\n',
    )
    expect(report).toMatchObject({ unknown_columns: ['Apelido'], created: 1, failed: 1 })
    expect(report.errors).toEqual([
      {
        line: 3,
        column: 'Apelido',
        message: 'Coluna desconhecida «Apelido»: confira o cabeçalho.',
      },
    ])
  })

  test('answers in English when asked', async () => {
    const report = await importReport(t, app.id, 'name;email\nAna;ana@\n', {
      token: owner.token,
      lang: 'en',
    })
    expect(report.errors).toEqual([
      { line: 2, column: 'email', message: 'Please enter a valid email address.' },
    ])
  })
})

test('imports a Latin-1 semicolon file from a Brazilian tool, CPFs with punctuation', async () => {
  const file = latin1(
    'Nome;E-mail;CPF;Telefone;Cidade;CEP;Logradouro;Número;Bairro;UF;Total gasto\r\n' +
      `José Conceição;jose@exemplo.com.br;${cpf(8)};(11) 98765-4321;São Paulo;1310100;` +
      'Avenida Paulista;1578;Bela Vista;SP;1.234,56\r\n' +
      `Márcia Araújo;MARCIA@EXEMPLO.COM.BR;${cpf(9)};;;;;;;;0,00\r\n`,
  )
  const report = await commit(file)
  expect(report).toMatchObject({
    encoding: 'latin1',
    separator: ';',
    ignored_columns: ['Total gasto'],
    created: 2,
    failed: 0,
    errors: [],
  })
  expect(await storedByEmail('jose@exemplo.com.br')).toMatchObject({
    name: 'José Conceição',
    sortName: 'jose conceicao',
    document: digitsOf(cpf(8)),
    addresses: [
      {
        label: null,
        postal_code: '01310100',
        street: 'Avenida Paulista',
        number: '1578',
        complement: null,
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
    ],
  })
  expect(await storedByEmail('marcia@exemplo.com.br')).toMatchObject({ name: 'Márcia Araújo' })
})

describe('access', () => {
  test('people with customers read cannot import or undo, but see the history', async () => {
    const report = await commit(csv(`Carla Dias;carla@exemplo.com;;;;`))
    const refused = await postImport(t, app.id, mixedFile(), { token: reader.token })
    expect(refused.status).toBe(403)
    const undo = await t.request(
      'DELETE',
      `/api/main/apps/${app.id}/customers/imports/${report.import_id}`,
      { token: reader.token },
    )
    expect(undo.status).toBe(403)
    const history = await t.request('GET', `/api/main/apps/${app.id}/customers/imports`, {
      token: reader.token,
    })
    expect(history.status).toBe(200)
    expect(await storedCustomers()).toHaveLength(1)
  })

  test('customers write is enough, whatever the other areas', async () => {
    const clerk = await t.register({ name: 'Caixa' })
    await addManager(t, app, clerk, levels({ customers: 'write' }))
    expect(await dryRun(mixedFile(), clerk.token)).toMatchObject({ total_rows: 5 })
  })

  test('a stranger gets 404 and no one signed in gets 401', async () => {
    expect((await postImport(t, app.id, mixedFile(), { token: stranger.token })).status).toBe(404)
    expect((await postImport(t, app.id, mixedFile(), { token: '' })).status).toBe(401)
  })
})

test('progress counts every row of every phase', async () => {
  const lines = Array.from(
    { length: IMPORT_BATCH_SIZE * 2 + 1 },
    (_, i) => `Cliente ${i};cliente${i}@exemplo.com;;;;`,
  )
  const answer = await postImport(t, app.id, csv(...lines), { token: owner.token, dryRun: false })
  const total = lines.length
  const progress = answer.events.filter(
    (event): event is Extract<ImportEvent, { type: 'progress' }> => event.type === 'progress',
  )
  const of = (phase: string) =>
    progress.filter((event) => event.phase === phase).map((event) => [event.done, event.total])
  expect(progress.map((event) => event.phase)).toEqual([
    'read',
    'check',
    'check',
    'check',
    'write',
    'write',
    'write',
  ])
  expect(of('read')).toEqual([[total, total]])
  expect(of('check')).toEqual([
    [IMPORT_BATCH_SIZE, total],
    [IMPORT_BATCH_SIZE * 2, total],
    [total, total],
  ])
  // Batches are written two at a time: each one done adds its rows, whichever ends first.
  const written = of('write').map(([done]) => done!)
  expect(written).toEqual([...written].sort((a, b) => a - b))
  expect(written.at(-1)).toBe(total)
  expect(answer.report?.created).toBe(total)
})
