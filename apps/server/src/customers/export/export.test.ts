import {
  CSV_BOM,
  CSV_COLUMNS,
  csvHeaderLine,
  customerCsvLine,
  CustomerPageSchema,
  type Customer,
} from '@vitrine/api'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { customers } from '../schema.ts'
import {
  addManager,
  createStore,
  everyArea,
  levels,
  storeWithPeople,
  type AppRecord,
} from '../../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../../testing/test-server.ts'
import { storeToday } from '../../time/store-time.ts'
import { cpfWithCheckDigits } from '../documents.ts'
import { importReport } from '../../testing/customer-imports.ts'
import { EXPORT_PAGE_SIZE } from './csv-stream.ts'

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
beforeEach(async () => {
  app = await createStore(t, owner)
  await addManager(t, app, reader, everyArea('read'))
})

const base = () => `/api/main/apps/${app.id}/customers`

const FILE =
  'nome;email;cpf;telefone;data_nascimento;cep;logradouro;numero;complemento;bairro;cidade;uf;' +
  'etiquetas;observacoes;aceita_marketing\r\n' +
  `Ana Souza;ana@exemplo.com;${cpfWithCheckDigits('012345678')};(11) 98765-4321;12/04/1990;` +
  '01310-100;Avenida Paulista;1578;Apto 42;Bela Vista;São Paulo;SP;vip, newsletter;' +
  '"Entregar de manhã; ligar antes.\r\nPortão azul, ""fundos""";sim\r\n' +
  `Bruno Lima;bruno@exemplo.com;;;;;;;;;;;atacado;;não\r\n` +
  `Carla Dias;;${cpfWithCheckDigits('280012389')};(31) 3456-7890;;;;;;;;;vip;=1+1;não\r\n`

async function seed() {
  const report = await importReport(t, app.id, FILE, { token: owner.token, dryRun: false })
  expect(report).toMatchObject({ created: 3, failed: 0 })
  // Bruno has bought something (the payments area keeps these; set here by hand).
  await t.db
    .update(customers)
    .set({
      purchasesCount: 2,
      totalSpent: 184_790,
      lastPurchaseAt: new Date('2026-11-18T14:20:00.000Z'),
    })
    .where(eq(customers.email, 'bruno@exemplo.com'))
}

async function exportCsv(query = '', token = reader.token) {
  const response = await t.app.request(`${base()}/export${query}`, {
    headers: { Token: token, Language: 'pt-BR' },
  })
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) }
}

/** The list's answer for the same filters, every page. */
async function listed(query: string): Promise<Customer[]> {
  const items: Customer[] = []
  let cursor: string | null = ''
  while (cursor !== null) {
    const separator = query ? '&' : '?'
    const suffix: string = cursor ? `${separator}cursor=${cursor}` : ''
    const response = await t.request('GET', `${base()}${query}${suffix}`, { token: reader.token })
    expect(response.status).toBe(200)
    const page = v.parse(CustomerPageSchema, response.body)
    items.push(...page.items)
    cursor = page.next_cursor
  }
  return items
}

describe('export', () => {
  test('streams a UTF-8 file with BOM, the header and every column of every customer', async () => {
    await seed()
    const { response, bytes, text } = await exportCsv()
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="clientes-${storeToday(t.clock.now())}.csv"`,
    )
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const all = await listed('')
    expect(all).toHaveLength(3)
    expect(text).toBe(CSV_BOM + csvHeaderLine() + all.map(customerCsvLine).join(''))
    const firstLine = text.slice(1, text.indexOf('\r\n'))
    expect(firstLine.split(';')).toHaveLength(CSV_COLUMNS.length)
    // Bruno's totals, money with a decimal comma.
    expect(text).toContain(';2;1847,90;2026-11-18T14:20:00.000Z;')
    // A formula is disarmed.
    expect(text).toContain(";'=1+1;")
  })

  test.each([
    ['?tag=vip', ['Carla Dias', 'Ana Souza']],
    ['?has_purchases=true', ['Bruno Lima']],
    ['?has_purchases=false&sort=name', ['Ana Souza', 'Carla Dias']],
    ['?q=bru', ['Bruno Lima']],
    ['?sort=-name', ['Carla Dias', 'Bruno Lima', 'Ana Souza']],
  ])('applies the filters and sort of the list: %s', async (query, names) => {
    await seed()
    const { text } = await exportCsv(query)
    const expected = await listed(query)
    expect(expected.map((customer) => customer.name)).toEqual(names)
    expect(text).toBe(CSV_BOM + csvHeaderLine() + expected.map(customerCsvLine).join(''))
  })

  test('a store without customers exports the header alone', async () => {
    const { text } = await exportCsv()
    expect(text).toBe(CSV_BOM + csvHeaderLine())
  })

  test('refuses filters of the wrong type', async () => {
    const { response, text } = await exportCsv('?created_from=ontem')
    expect(response.status).toBe(400)
    expect(JSON.parse(text).data.fields).toHaveProperty('created_from')
  })

  test('imports back without changing anything', async () => {
    await seed()
    const { bytes } = await exportCsv()
    const report = await importReport(t, app.id, bytes, { token: owner.token, dryRun: false })
    expect(report).toMatchObject({
      encoding: 'utf-8',
      separator: ';',
      unknown_columns: [],
      total_rows: 3,
      created: 0,
      updated: 0,
      skipped: 3,
      failed: 0,
      errors: [],
    })
    expect(report.ignored_columns).toEqual(
      CSV_COLUMNS.filter((column) => 'read_only' in column).map((column) => column.headers[0]),
    )
  })

  test('goes through page after page, in a total order, without repeats', async () => {
    const count = EXPORT_PAGE_SIZE + 5
    const rows = Array.from({ length: count }, (_, i) => `Cliente ${i % 7};c${i}@exemplo.com`)
    await importReport(t, app.id, `nome;email\n${rows.join('\n')}\n`, {
      token: owner.token,
      dryRun: false,
    })
    // Some have a last purchase, most not: the nullable sort is read in two runs.
    await t.db
      .update(customers)
      .set({ lastPurchaseAt: new Date('2026-10-01T12:00:00.000Z') })
      .where(eq(customers.email, 'c3@exemplo.com'))
    const { text } = await exportCsv('?sort=-last_purchase_at')
    const lines = text.slice(1).split('\r\n').slice(1, -1)
    expect(lines).toHaveLength(count)
    const emails = lines.map((line) => line.split(';')[2])
    expect(new Set(emails).size).toBe(count)
    expect(emails[0]).toBe('c3@exemplo.com')
  })
})

describe('access', () => {
  test('needs customers read', async () => {
    const clerk = await t.register({ name: 'Sem Clientes' })
    await addManager(t, app, clerk, levels({ payments: 'write' }))
    expect((await exportCsv('', clerk.token)).response.status).toBe(403)
    expect((await exportCsv('', stranger.token)).response.status).toBe(404)
    expect((await exportCsv('', owner.token)).response.status).toBe(200)
  })
})
