// `npm run bench:catalogue` (root; builds the server first): product search and the CMS
// catalogue element's filter preview at 100,000 products, through the BUILT server's HTTP API,
// on PostgreSQL (issue 14 item 7: p99 ≤ 50 ms each).
//
// Seeds one store with a category tree (6 departments × 5 categories) and N generated products
// (INSERT … SELECT over generate_series: Brazilian product names from kinds, styles and colours,
// SKUs, descriptions with materials, prices in centavos, promotions, stock, hidden ones, a fifth
// with three size variants; the table's secondary indexes dropped for the load, built again
// after it, then ANALYZE), starts the server on it, signs in, and times each call `--samples`
// times after a warm-up, one request at a time and the calls in turn: searches by a word, a
// prefix ("cami"), a typo ("camizeta"), two words, a description word without its accent, an
// exact SKU and a SKU prefix; previews of a department ordered by price, of a category ordered
// by price, and of the visible products in stock ordered by units sold. Prints p50/p95/p99 and
// whether each met 50 ms; exits 1 when one did not.
//
// The store search with its rules (issue 15 item 2, ecommerce service `/apps/{id}/search`) is
// timed on the same store: a synonym rule ("tenis" ↔ "sapatilha", "chuteira", both ways), a
// fixed rule ("camiseta", three products pinned) and 50 % agreement (the tester's
// `agreement_percent`, the store keeping the default 100 %), written into its tables before the
// server is asked (replacing the store's rules of an earlier run).
//
//   node apps/server/scripts/bench-catalogue.mjs [--rows N] [--samples N] [--reseed]
//
// PostgreSQL: BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/vitrine_bench_catalogue
// (created when missing and kept: a later run reuses a store that already has N products
// unless --reseed).
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import {
  benchStore,
  ensureDatabase,
  percentile,
  printTable,
  seconds,
  serverEntry,
  signIn,
  startServer,
  stopServer,
} from './bench-support.mjs'

const { values: options } = parseArgs({
  options: {
    rows: { type: 'string' },
    samples: { type: 'string' },
    reseed: { type: 'boolean', default: false },
  },
})
const count = (value, fallback) => {
  const number = Number(value ?? fallback)
  if (!Number.isSafeInteger(number) || number < 1) throw new Error(`Not a count: ${value}`)
  return number
}
const rows = count(options.rows, 100_000)
const samples = count(options.samples, 200)
const WARM_UP = 20
const TARGET_MS = 50
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrine_bench_catalogue'

const BENCH_STORE = 'Bench Catálogo'
const BENCH_USER = { name: 'Bench Catálogo', email: 'bench-catalogo@example.com' }
const BENCH_PASSWORD = 'bench-Senha-123'

if (!fs.existsSync(serverEntry)) {
  console.error(
    `No ${path.relative(process.cwd(), serverEntry)}: run "npm run build -w @vitrine/server" first.`,
  )
  process.exit(1)
}

/** Departments and their categories; each category's kinds of product. */
const TREE = [
  ['Roupas', [['Camisetas', ['Camiseta', 'Regata', 'Polo']], ['Calças', ['Calça', 'Bermuda', 'Short']], ['Vestidos', ['Vestido', 'Saia', 'Macacão']], ['Moletons', ['Moletom', 'Jaqueta', 'Casaco']], ['Íntimas', ['Cueca', 'Calcinha', 'Meia']]]],
  ['Calçados', [['Tênis', ['Tênis', 'Sapatênis']], ['Sandálias', ['Sandália', 'Chinelo', 'Rasteira']], ['Botas', ['Bota', 'Coturno', 'Botina']], ['Sapatos', ['Sapato', 'Mocassim', 'Oxford']], ['Infantil', ['Tênis infantil', 'Sandália infantil']]]],
  ['Acessórios', [['Bolsas', ['Bolsa', 'Mochila', 'Pochete']], ['Bonés', ['Boné', 'Chapéu', 'Viseira']], ['Óculos', ['Óculos de sol', 'Armação']], ['Relógios', ['Relógio', 'Pulseira']], ['Cintos', ['Cinto', 'Carteira']]]],
  ['Casa', [['Cozinha', ['Panela', 'Frigideira', 'Caneca', 'Cafeteira']], ['Decoração', ['Vaso', 'Quadro', 'Luminária']], ['Cama e banho', ['Lençol', 'Toalha', 'Almofada']], ['Organização', ['Cesto', 'Caixa organizadora']], ['Jardim', ['Regador', 'Vaso de planta']]]],
  ['Beleza', [['Pele', ['Sérum', 'Hidratante', 'Protetor solar']], ['Cabelo', ['Xampu', 'Condicionador', 'Máscara capilar']], ['Perfumes', ['Perfume', 'Colônia', 'Body splash']], ['Maquiagem', ['Batom', 'Base', 'Rímel']], ['Unhas', ['Esmalte', 'Lixa']]]],
  ['Esporte', [['Yoga', ['Tapete de yoga', 'Bloco de yoga']], ['Ciclismo', ['Capacete', 'Luva de ciclismo', 'Farol']], ['Corrida', ['Tênis de corrida', 'Garrafa', 'Viseira de corrida']], ['Natação', ['Maiô', 'Sunga', 'Óculos de natação']], ['Musculação', ['Halter', 'Luva de treino', 'Corda']]]],
] // prettier-ignore
const STYLES = ['Básico', 'Estampado', 'Listrado', 'Clássico', 'Esportivo', 'Premium', 'Confort', 'Slim', 'Oversized', 'Artesanal', 'Vintage', 'Tropical', 'Urbano', 'Praia', 'Infantil', 'Feminino', 'Masculino', 'Unissex', 'Eco', 'Luxo'] // prettier-ignore
const COLOURS = ['Azul', 'Verde', 'Preto', 'Branco', 'Vermelho', 'Amarelo', 'Rosa', 'Cinza', 'Terracota', 'Mostarda', 'Marinho', 'Bege'] // prettier-ignore
const MATERIALS = ['algodão', 'linho', 'couro', 'poliéster', 'viscose', 'cerâmica', 'alumínio', 'bambu', 'palha', 'madeira', 'vidro', 'borracha'] // prettier-ignore
const BRANDS = ['Tropicália', 'Raiz Têxtil', 'Atelier Maré', 'Índigo Sul', 'Passo Leve', 'Mãos do Sertão', 'Barro Bom', 'Mirante', 'Flor do Cerrado', 'Movimento'] // prettier-ignore

const literal = (items) =>
  `array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(',')}]`

async function seedCatalogue(query, appId) {
  const started = performance.now()
  await query(`delete from catalogue_products where app_id = ${appId}`)
  await query(`delete from catalogue_categories where app_id = ${appId}`)
  const kinds = []
  const kindCategory = []
  const departments = []
  for (const [position, [department, categories]] of TREE.entries()) {
    const [{ id: parentId }] = await query(
      `insert into catalogue_categories (app_id, parent_id, name, slug, level, position, in_menu, created_at, updated_at)
       values (${appId}, null, '${department}', 'd${position}', 1, ${position}, true, now(), now()) returning id`,
    )
    departments.push(parentId)
    for (const [childPosition, [name, kindsOf]] of categories.entries()) {
      const [{ id }] = await query(
        `insert into catalogue_categories (app_id, parent_id, name, slug, level, position, in_menu, created_at, updated_at)
         values (${appId}, ${parentId}, '${name}', 'c${position}-${childPosition}', 2, ${childPosition}, true, now(), now()) returning id`,
      )
      for (const kind of kindsOf) {
        kinds.push(kind)
        kindCategory.push(id)
      }
    }
  }
  // The secondary indexes are built once after the load rather than row by row.
  const indexes = await query(
    `select indexname, indexdef from pg_indexes where tablename = 'catalogue_products'
       and indexname not like '%_pkey' and indexdef not like 'CREATE UNIQUE%'`,
  )
  for (const { indexname } of indexes) await query(`drop index ${indexname}`)
  await query(`
    insert into catalogue_products (app_id, name, slug, sku, description, visible, sold, brand, tags,
      category_ids, price_cents, sales_price_cents, stock_quantity, images, option_names, created_at, updated_at)
    select ${appId},
      k.kind || ' ' || (${literal(STYLES)})[1 + (g * 7) % ${STYLES.length}] || ' ' || (${literal(COLOURS)})[1 + (g * 13) % ${COLOURS.length}],
      'p-' || g,
      'BN-' || lpad(g::text, 7, '0'),
      k.kind || ' de ' || (${literal(MATERIALS)})[1 + (g * 5) % ${MATERIALS.length}] || ', feito no Brasil. Acabamento cuidadoso e garantia de 90 dias.',
      g % 17 <> 0,
      (g * 31) % 1000,
      (${literal(BRANDS)})[1 + (g * 3) % ${BRANDS.length}],
      case when g % 5 = 0 then array['promoção'] else '{}'::text[] end,
      array[k.category],
      p.price,
      case when g % 5 = 0 then (p.price * 8 / 10) else null end,
      case when g % 9 = 0 then 0 else g % 50 end,
      '[]'::jsonb,
      case when g % 5 = 1 then array['Tamanho'] else '{}'::text[] end,
      now(), now()
    from generate_series(1, ${rows}) g,
      lateral (select (${literal(kinds)})[1 + g % ${kinds.length}] as kind,
                      (array[${kindCategory.join(',')}])[1 + g % ${kinds.length}] as category) k,
      lateral (select 1990 + ((g * 7919) % 400) * 100 as price) p`)
  await query(`
    insert into catalogue_variants (app_id, product_id, position, sku, options, stock_quantity)
    select p.app_id, p.id, s.position - 1, p.sku || '-' || s.size, array[s.size], 5
    from catalogue_products p, unnest(array['P', 'M', 'G']) with ordinality as s(size, position)
    where p.app_id = ${appId} and cardinality(p.option_names) > 0`)
  await query(
    `update catalogue_products set sku = '' where app_id = ${appId} and cardinality(option_names) > 0`,
  )
  for (const { indexdef } of indexes) await query(indexdef)
  await query('analyze catalogue_products')
  await query('analyze catalogue_variants')
  await query('analyze catalogue_categories')
  const ms = performance.now() - started
  console.log(`  seeded ${rows.toLocaleString('en')} products in ${seconds(ms)}`)
  return { departments }
}

/** The store search's rules the bench times (see the header), replacing any of an earlier run. */
async function seedSearchRules(query, appId) {
  await query(`delete from ecommerce_search_term_rules where app_id = ${appId}`)
  await query(`delete from ecommerce_search_fixed_rules where app_id = ${appId}`)
  await query(`delete from ecommerce_search_settings where app_id = ${appId}`)
  await query(`insert into ecommerce_search_term_rules
      (app_id, term, term_fold, action, synonyms, synonyms_fold, both_ways, created_at, updated_at)
    values (${appId}, 'tenis', 'tenis', 'synonyms', '{sapatilha,chuteira}', '{sapatilha,chuteira}',
      true, now(), now())`)
  const pinned = await query(`select id from catalogue_products where app_id = ${appId}
    and visible and stock_quantity > 0 and name_fold like 'camiseta%' order by id limit 3`)
  const pins = pinned.map((row, index) => ({ product_id: Number(row.id), position: index * 3 + 1 }))
  await query(`insert into ecommerce_search_fixed_rules
      (app_id, term, term_fold, pins, created_at, updated_at)
    values (${appId}, 'camiseta', 'camiseta', '${JSON.stringify(pins)}', now(), now())`)
}

async function leafCategory(query, appId, name) {
  const [row] = await query(
    `select id from catalogue_categories where app_id = ${appId} and name = '${name}' and level = 2`,
  )
  return Number(row.id)
}

/** Times each call `samples` times after the warm-up, the calls in turn. */
async function measure(calls, token) {
  const get = async (url) => {
    const started = performance.now()
    const response = await fetch(url, { headers: { Token: token, Language: 'pt-BR' } })
    const text = await response.text()
    if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${text}`)
    const body = JSON.parse(text)
    return { ms: performance.now() - started, found: body.items.length }
  }
  const keys = Object.keys(calls)
  for (let round = 0; round < WARM_UP; round += 1) {
    for (const key of keys) await get(calls[key][round % calls[key].length])
  }
  const times = Object.fromEntries(keys.map((key) => [key, []]))
  const found = Object.fromEntries(keys.map((key) => [key, 0]))
  for (let round = 0; round < samples; round += 1) {
    for (const key of keys) {
      const answer = await get(calls[key][round % calls[key].length])
      times[key].push(answer.ms)
      found[key] += answer.found
    }
  }
  return keys.map((key) => {
    const sorted = times[key].sort((a, b) => a - b)
    return {
      key,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      found: found[key] / samples,
    }
  })
}

async function main() {
  if (!(await ensureDatabase(databaseUrl))) {
    console.log(`PostgreSQL at ${databaseUrl} does not answer: nothing measured.`)
    process.exit(1)
  }
  console.log(`PostgreSQL (${decodeURIComponent(new URL(databaseUrl).pathname.slice(1))})…`)
  const server = await startServer({ DATABASE_URL: databaseUrl })
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const query = async (text) => (await client.query(text)).rows
  try {
    const { token, userId } = await signIn(server.url, BENCH_USER, BENCH_PASSWORD)
    const appId = await benchStore(query, userId, BENCH_STORE)
    const [{ n }] = await query(
      `select count(*)::int as n from catalogue_products where app_id = ${appId}`,
    )
    if (n !== rows || options.reseed) {
      await query(`set maintenance_work_mem = '512MB'`)
      await query('set synchronous_commit = off')
      await seedCatalogue(query, appId)
    } else {
      console.log(`  store ${appId} already has ${n.toLocaleString('en')} products: reused`)
    }
    const [department] = await query(
      `select id from catalogue_categories where app_id = ${appId} and name = 'Roupas'`,
    )
    const shirts = await leafCategory(query, appId, 'Camisetas')
    const shoes = await leafCategory(query, appId, 'Tênis')
    await seedSearchRules(query, appId)
    const base = `${server.url}/api/indexer/apps/${appId}/catalogue/products`
    const storeSearch = (...queries) =>
      queries.map(
        ([q, extra = '']) =>
          `${server.url}/api/ecommerce/apps/${appId}/search?q=${encodeURIComponent(q)}${extra}`,
      )
    const search = (words) => words.map((q) => `${base}?limit=20&q=${encodeURIComponent(q)}`)
    const preview = (...lists) =>
      lists.map(
        (conditions) =>
          `${base}/filter?limit=12&conditions=${encodeURIComponent(JSON.stringify(conditions))}`,
      )
    const byPrice = { attribute: 'prices.price', condition: 'order', order: 'asc' }
    const calls = {
      'search: word': search(['camiseta', 'panela', 'mochila', 'perfume']),
      'search: prefix': search(['cami', 'tên', 'mochi', 'hidrat']),
      'search: typo': search(['camizeta', 'mochilla', 'panella', 'perfune']),
      'search: two words': search(['camiseta azul', 'tenis corrida', 'vaso artesanal']),
      'search: description': search(['algodao', 'ceramica', 'bambu']),
      'search: SKU exact': search(['BN-0012345', 'BN-0067891', 'BN-0099998']),
      'search: SKU prefix': search(['BN-001234', 'BN-00678', 'BN-0099']),
      'store search: synonym rule': storeSearch(['tenis'], ['sapatilha'], ['Tênis']),
      'store search: fixed rule': storeSearch(['camiseta'], ['Camiseta ']),
      'store search: 50 % agreement': storeSearch(
        ['camiseta azul algodao', '&agreement_percent=50'],
        ['tenis corrida leve', '&agreement_percent=50'],
        ['vaso artesanal azul', '&agreement_percent=50'],
      ),
      'preview: department by price': preview([
        { attribute: 'categories.id', condition: '=', value: Number(department.id) },
        byPrice,
      ]),
      'preview: category by price': preview(
        [{ attribute: 'categories.id', condition: '=', value: shirts }, byPrice],
        [{ attribute: 'categories.id', condition: '=', value: shoes }, byPrice],
      ),
      'preview: visible in stock by sold': preview([
        { attribute: 'visible', condition: '=', value: true },
        { attribute: 'stock.has', condition: '=', value: true },
        { attribute: 'sold', condition: 'order', order: 'desc' },
      ]),
    }
    const results = await measure(calls, token)
    console.log()
    printTable(
      ['call', 'p50 ms', 'p95 ms', 'p99 ms', `target p99 ≤ ${TARGET_MS}`, 'items'],
      results.map((result) => [
        result.key,
        result.p50.toFixed(1),
        result.p95.toFixed(1),
        result.p99.toFixed(1),
        result.p99 <= TARGET_MS ? 'met' : 'MISSED',
        result.found.toFixed(1),
      ]),
    )
    if (results.some((result) => result.p99 > TARGET_MS)) process.exitCode = 1
  } finally {
    await client.end()
    await stopServer(server.child)
  }
}

await main()
