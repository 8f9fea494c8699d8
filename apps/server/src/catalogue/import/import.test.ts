import {
  CatalogueImportEventSchema,
  CatalogueProductPageSchema,
  CategoryListSchema,
  type CatalogueImportReport,
} from '@vitrine/api'
import { eq } from 'drizzle-orm'
import { readFile } from 'node:fs/promises'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  addManager,
  createStore,
  everyArea,
  storeWithPeople,
  type AppRecord,
} from '../../testing/access-fixtures.ts'
import { createTestServer, type TestAccount, type TestServer } from '../../testing/test-server.ts'
import { catalogueCategories, catalogueProducts, catalogueVariants } from '../schema.ts'

let t: TestServer
let demo: string
beforeAll(async () => {
  t = await createTestServer()
  demo = await readFile(new URL('./demo-shopify.csv', import.meta.url), 'utf8')
})
afterAll(async () => {
  await t.close()
})

let owner: TestAccount
let reader: TestAccount
let app: AppRecord
beforeAll(async () => {
  ;({ owner, reader } = await storeWithPeople(t))
})
beforeEach(async () => {
  app = await createStore(t, owner)
  await addManager(t, app, reader, everyArea('read'))
})

const url = (rest: string) => `/api/indexer/apps/${app.id}/catalogue${rest}`

/** Posts a file and reads the streamed events: the progress seen and the report. */
async function importFile(
  csv: string,
  { format, dryRun, token = owner.token }: { format: string; dryRun: boolean; token?: string },
) {
  // Read raw: the NDJSON answer is not one JSON document (customers' postImport does the same).
  const response = await t.app.request(
    url(`/imports?format=${format}&dry_run=${dryRun}&file_name=produtos.csv`),
    {
      method: 'POST',
      headers: { Token: token, Language: 'pt-BR', 'Content-Type': 'text/csv' },
      body: new TextEncoder().encode(csv),
    },
    { incoming: { socket: { remoteAddress: '127.0.0.1' } } } as never,
  )
  const answer = { status: response.status, text: await response.text() }
  if (answer.status !== 200) return { status: answer.status, body: JSON.parse(answer.text) }
  const events = answer.text
    .trim()
    .split('\n')
    .map((line) => v.parse(CatalogueImportEventSchema, JSON.parse(line)))
  const last = events.at(-1)
  expect(last?.type, answer.text).toBe('report')
  return {
    status: 200,
    phases: events.flatMap((event) => (event.type === 'progress' ? [event.phase] : [])),
    report: (last as { report: CatalogueImportReport }).report,
  }
}

const count = async (
  table: typeof catalogueProducts | typeof catalogueVariants | typeof catalogueCategories,
) => (await t.db.select().from(table).where(eq(table.appId, app.id))).length

describe('Shopify import', () => {
  test('the demo export: a dry run writes nothing and says what a commit would do', async () => {
    const dry = await importFile(demo, { format: 'shopify', dryRun: true })
    expect(dry.report).toMatchObject({
      import_id: null,
      dry_run: true,
      format: 'shopify',
      total_rows: 89,
      products: 20,
      created: 20,
      updated: 0,
      variants: 82,
      images: 36,
      external_images: 36,
      categories_created: 18,
      failed: 0,
      errors: [],
    })
    expect(dry.report!.notes[0]).toMatch(/36 imagens ficam como endereços externos/)
    expect(dry.phases).toEqual(['read', 'check'])
    expect(await count(catalogueProducts)).toBe(0)
    expect(await count(catalogueCategories)).toBe(0)
  })

  test('commit: products, variants, images, categories, promotions; undo removes them all', async () => {
    const run = await importFile(demo, { format: 'shopify', dryRun: false })
    expect(run.report).toMatchObject({ created: 20, variants: 82, failed: 0 })
    expect(run.report!.import_id).toEqual(expect.any(Number))
    expect(run.phases).toContain('write')
    expect(await count(catalogueProducts)).toBe(20)
    expect(await count(catalogueVariants)).toBe(82)
    expect(await count(catalogueCategories)).toBe(18)

    const list = await t.request('GET', url('/products?q=corrida'), { token: reader.token })
    const [running] = v.parse(CatalogueProductPageSchema, list.body).items
    expect(running).toMatchObject({
      name: 'Tênis Corrida Amortecido',
      brand: 'Passo Leve',
      // Compare At Price above Price: the price before the sale, and the sale price.
      prices: { price: 49_990, sales_price: 42_990 },
      option_names: ['Tamanho'],
      categories: [{ name: 'Tênis' }],
    })
    expect(running!.variants).toHaveLength(6)
    expect(running!.images.every((image) => image.external)).toBe(true)
    expect(running!.description).toBe('Entressola com amortecimento para treinos longos.')

    const tree = v.parse(
      CategoryListSchema,
      (await t.request('GET', url('/categories'), { token: reader.token })).body,
    ).items
    expect(tree.find((category) => category.name === 'Tênis')).toMatchObject({
      level: 2,
      urls: '/calcados/tenis',
    })
    const hammock = await t.request('GET', url('/products?q=rede'), { token: reader.token })
    expect(hammock.body.items[0]).toMatchObject({ visible: false })

    const history = await t.request('GET', url('/imports'), { token: reader.token })
    expect(history.body[0]).toMatchObject({
      id: run.report!.import_id,
      created: 20,
      format: 'shopify',
    })

    const undo = await t.request('DELETE', url(`/imports/${run.report!.import_id}`), {
      token: owner.token,
    })
    expect(undo.status, undo.text).toBe(200)
    expect(undo.body).toEqual({ deleted: 20, restored: 0 })
    expect(await count(catalogueProducts)).toBe(0)
    expect(await count(catalogueCategories)).toBe(0)
    const again = await t.request('DELETE', url(`/imports/${run.report!.import_id}`), {
      token: owner.token,
    })
    expect(again.status).toBe(409)
  })

  test('importing again replaces by Handle; undoing that restores the products as they were', async () => {
    const first = await importFile(demo, { format: 'shopify', dryRun: false })
    const edited = demo.replace('Camiseta Estampa Caju,', 'Camiseta Estampa Caju Nova,')
    const second = await importFile(edited, { format: 'shopify', dryRun: false })
    expect(second.report).toMatchObject({ created: 0, updated: 20, categories_created: 0 })
    expect(await count(catalogueProducts)).toBe(20)
    const undo = await t.request('DELETE', url(`/imports/${second.report!.import_id}`), {
      token: owner.token,
    })
    expect(undo.body).toEqual({ deleted: 0, restored: 20 })
    const caju = await t.request('GET', url('/products?q=caju'), { token: reader.token })
    expect(caju.body.items[0].name).toBe('Camiseta Estampa Caju')
    expect(first.report!.created).toBe(20)
  })

  test('a read-level manager cannot import; a file that is no CSV is a 400', async () => {
    const refused = await importFile(demo, { format: 'shopify', dryRun: true, token: reader.token })
    expect(refused.status).toBe(403)
    const binary = await t.request('POST', url('/imports?format=shopify'), {
      token: owner.token,
      body: 'PK\u0003\u0004rest',
      headers: { 'Content-Type': 'text/csv' },
    })
    expect(binary.status).toBe(400)
    const format = await t.request('POST', url('/imports?format=excel'), {
      token: owner.token,
      body: demo,
      headers: { 'Content-Type': 'text/csv' },
    })
    expect(format.status).toBe(400)
    expect(await count(catalogueProducts)).toBe(0)
  })
})

describe('own CSV import', () => {
  test('products with variants below them; a bad row is reported with its line and column', async () => {
    const csv = [
      'slug;nome;sku;descricao;visivel;marca;etiquetas;categorias;preco;preco_promocional;estoque;peso_g;imagens;variante',
      'caneca-azul;Caneca Azul;CAN-AZ;Cerâmica 300 ml;sim;Barro Bom;café|cozinha;Casa > Cozinha;49,90;;12;350;https://exemplo.com.br/caneca.jpg;',
      'camiseta-lisa;Camiseta Lisa;;Algodão;sim;;;Roupas > Camisetas;59,90;49,90;;180;;',
      'camiseta-lisa;;CL-P;;;;;;;;4;;;Tamanho=P',
      'camiseta-lisa;;CL-M;;;;;;64,90;;0;;;Tamanho=M',
      'sem-preco;Produto Sem Preço;SP-1;;talvez;;;;abc;;;;;',
    ].join('\n')
    const dry = await importFile(csv, { format: 'vitrine', dryRun: true })
    expect(dry.report).toMatchObject({
      separator: ';',
      products: 3,
      created: 2,
      variants: 2,
      failed: 1,
      categories_created: 4,
    })
    expect(dry.report!.errors).toEqual([
      { line: 6, column: 'visivel', message: 'Use sim ou não: «talvez».' },
      { line: 6, column: 'preco', message: 'Valor inválido: «abc». Use 129,90.' },
    ])
    const run = await importFile(csv, { format: 'vitrine', dryRun: false })
    expect(run.report).toMatchObject({ created: 2, failed: 1 })
    const shirt = await t.request('GET', url('/products?q=camiseta'), { token: reader.token })
    expect(shirt.body.items[0]).toMatchObject({
      prices: { price: 5_990, sales_price: 4_990 },
      stock: { has: true, quantity: 4 },
      option_names: ['Tamanho'],
      variants: [
        { sku: 'CL-P', options: ['P'], price: null },
        { sku: 'CL-M', options: ['M'], price: 6_490 },
      ],
    })
    const mug = await t.request('GET', url('/products?q=CAN-AZ'), { token: reader.token })
    expect(mug.body.items[0]).toMatchObject({ tags: ['café', 'cozinha'], weight_grams: 350 })
  })
})
