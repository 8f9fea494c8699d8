// `npm run bench:clusters` (root; builds the server first): product clusters as a catalogue
// filter at 100,000 products, through the BUILT server's HTTP API, on PostgreSQL (issue 17 item
// 4; the catalogue filter's budget, p99 ≤ 50 ms).
//
// Seeds one store with N generated products (INSERT … SELECT over generate_series; a fifth on
// promotion, a ninth sold out, a seventeenth hidden), a manual cluster of 500 products, an
// automatic one (a promotional price, in stock) and a store of 200 clusters in all (the most a
// store may have; 150 manual of 20 products, 50 automatic), starts the server on it, signs in,
// and times each call `--samples` times after a warm-up, one at a time and the calls in turn: the
// filter preview "in the manual cluster" in its order, "in the automatic cluster" by units sold,
// "in a cluster and visible", "not in a cluster", one cluster read (a manual one with its 500
// products, an automatic one with its first 12), and the list of all 200 with their counts.
// Prints p50/p95/p99 and whether each met 50 ms (the list of 200, which counts every automatic
// cluster's matches, is printed against 250 ms); exits 1 when one did not.
//
//   node apps/server/scripts/bench-clusters.mjs [--rows N] [--samples N] [--reseed]
//
// PostgreSQL: BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/vitrine_bench_clusters
// (created when missing and kept: a later run reuses a store that already has N products).
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
const LIST_TARGET_MS = 250
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrine_bench_clusters'

const BENCH_STORE = 'Bench Clusters'
const BENCH_USER = { name: 'Bench Clusters', email: 'bench-clusters@example.com' }
const BENCH_PASSWORD = 'bench-Senha-123'

if (!fs.existsSync(serverEntry)) {
  console.error(
    `No ${path.relative(process.cwd(), serverEntry)}: run "npm run build -w @vitrine/server" first.`,
  )
  process.exit(1)
}

async function seedProducts(query, appId) {
  const started = performance.now()
  await query(`delete from catalogue_clusters where app_id = ${appId}`)
  await query(`delete from catalogue_products where app_id = ${appId}`)
  await query(`
    insert into catalogue_products (app_id, name, slug, sku, description, visible, sold, brand, tags,
      category_ids, price_cents, sales_price_cents, stock_quantity, images, option_names, created_at, updated_at)
    select ${appId}, 'Produto ' || g, 'p-' || g, 'CL-' || lpad(g::text, 7, '0'), 'Produto de teste.',
      g % 17 <> 0, (g * 31) % 1000, 'Marca', '{}'::text[], '{}'::integer[],
      1990 + ((g * 7919) % 400) * 100,
      case when g % 5 = 0 then 4990 + (g % 4) * 1000 else null end,
      case when g % 9 = 0 then 0 else g % 50 end,
      '[]'::jsonb, '{}'::text[], now(), now()
    from generate_series(1, ${rows}) g`)
  await query('analyze catalogue_products')
  console.log(
    `  seeded ${rows.toLocaleString('en')} products in ${seconds(performance.now() - started)}`,
  )
}

/** 200 clusters: the two timed ones, 148 more manual of 20 products, 50 automatic. */
async function seedClusters(query, appId) {
  await query(`delete from catalogue_clusters where app_id = ${appId}`)
  const cluster = async (name, kind, conditions = []) => {
    const [{ id }] = await query(
      `insert into catalogue_clusters (app_id, name, slug, kind, conditions, created_at, updated_at)
       values (${appId}, '${name}', '${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}', '${kind}',
         '${JSON.stringify(conditions)}', now(), now()) returning id`,
    )
    return Number(id)
  }
  const members = async (id, from, size, step) =>
    query(`insert into catalogue_cluster_products (app_id, cluster_id, product_id, position)
      select ${appId}, ${id}, p.id, row_number() over (order by p.id desc) - 1
      from catalogue_products p where p.app_id = ${appId}
        and p.id in (select min(id) + ${from} + s * ${step} from catalogue_products, generate_series(0, ${size - 1}) s
                     where app_id = ${appId} group by s)`)
  const manual = await cluster('Vitrine 500', 'manual')
  await members(manual, 0, 500, 173)
  const automatic = await cluster('Promo 4990 em estoque', 'automatic', [
    { attribute: 'prices.sales_price', condition: '=', value: 4990 },
    { attribute: 'stock.has', condition: '=', value: true },
  ])
  for (let index = 0; index < 148; index += 1) {
    await members(await cluster(`Manual ${index}`, 'manual'), index, 20, 4999)
  }
  for (let index = 0; index < 50; index += 1) {
    await cluster(`Automatico ${index}`, 'automatic', [
      { attribute: 'prices.price', condition: '=', value: 1990 + index * 100 },
    ])
  }
  await query('analyze catalogue_cluster_products')
  return { manual, automatic }
}

async function measure(calls, token) {
  const get = async (url) => {
    const started = performance.now()
    const response = await fetch(url, { headers: { Token: token, Language: 'pt-BR' } })
    const text = await response.text()
    if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${text}`)
    const body = JSON.parse(text)
    return { ms: performance.now() - started, found: (body.items ?? body.products).length }
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
      await query('set synchronous_commit = off')
      await seedProducts(query, appId)
    } else {
      console.log(`  store ${appId} already has ${n.toLocaleString('en')} products: reused`)
    }
    const { manual, automatic } = await seedClusters(query, appId)
    const base = `${server.url}/api/indexer/apps/${appId}`
    const preview = (...lists) =>
      lists.map(
        (conditions) =>
          `${base}/catalogue/products/filter?limit=12&conditions=${encodeURIComponent(JSON.stringify(conditions))}`,
      )
    const inCluster = (id) => ({ attribute: 'clusters.id', condition: '=', value: id })
    const calls = {
      'filter: in manual (500) in its order': preview([
        inCluster(manual),
        { attribute: 'clusters.id', condition: 'order', order: 'asc' },
      ]),
      'filter: in automatic by sold': preview([
        inCluster(automatic),
        { attribute: 'sold', condition: 'order', order: 'desc' },
      ]),
      'filter: in cluster and visible': preview(
        [inCluster(manual), { attribute: 'visible', condition: '=', value: true }],
        [inCluster(automatic), { attribute: 'visible', condition: '=', value: true }],
      ),
      'filter: not in manual cluster': preview([
        { attribute: 'clusters.id', condition: '!=', value: manual },
      ]),
      'cluster: manual with 500 products': [`${base}/clusters/${manual}`],
      'cluster: automatic, first 12': [`${base}/clusters/${automatic}`],
      'clusters: list of 200 with counts': [`${base}/clusters`],
    }
    const results = await measure(calls, token)
    const target = (key) => (key.startsWith('clusters: list') ? LIST_TARGET_MS : TARGET_MS)
    console.log()
    printTable(
      ['call', 'p50 ms', 'p95 ms', 'p99 ms', 'target p99', 'met', 'items'],
      results.map((result) => [
        result.key,
        result.p50.toFixed(1),
        result.p95.toFixed(1),
        result.p99.toFixed(1),
        `≤ ${target(result.key)}`,
        result.p99 <= target(result.key) ? 'met' : 'MISSED',
        result.found.toFixed(1),
      ]),
    )
    if (results.some((result) => result.p99 > target(result.key))) process.exitCode = 1
  } finally {
    await client.end()
    await stopServer(server.child)
  }
}

await main()
