// `npm run bench:dataplus` (root): issue 17 item 1, on PostgreSQL. One Data Plus table of
// 1,000,000 rows must answer a page filtered on an indexed column at p99 ≤ 20 ms.
//
// 1. A fresh database (dropped, created, migrated): a store and a table made by the server's
//    own service code (createTable, addColumn), then R rows written in SQL (one
//    INSERT … SELECT over generate_series per chunk), then the columns marked indexed through
//    updateColumn — the very path a merchant's click takes, which builds the partial expression
//    indexes (apps/server/src/dataplus/indexes.ts) — and ANALYZE.
// 2. Pages as the route serves them (`rowPage`, what GET …/rows and the storefront's read
//    call): N first pages filtered `categoria = <one of 1,000 values>` (1,000 rows each), N
//    pages 10 pages deep into such a filter (cursors followed), N pages of a numeric range
//    sorted by it (`nota >= x`, sort nota), N unfiltered pages sorted by `nota` descending.
//    Each timed; p50 / p95 / p99 printed, the filtered first page held to 20 ms.
//
//   node apps/server/scripts/bench-dataplus.mjs [--rows R] [--samples N]
//
// PostgreSQL: BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/vitrine_bench_dataplus
// (dropped and created fresh on every run). Exits 1 when the target is missed.
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import {
  freshDatabase,
  loadServerCode,
  percentile,
  printTable,
  seconds,
  serverRoot,
} from './bench-support.mjs'

const { values: options } = parseArgs({
  options: { rows: { type: 'string' }, samples: { type: 'string' } },
})
const count = (value, fallback) => {
  const number = Number(value ?? fallback)
  if (!Number.isSafeInteger(number) || number < 1) throw new Error(`Not a count: ${value}`)
  return number
}
const rowCount = count(options.rows, 1_000_000)
const sampleCount = count(options.samples, 200)
const TARGET_MS = 20
const CATEGORIES = 1000
const SEED_CHUNK = 200_000
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrine_bench_dataplus'

async function timed(label, samples, run) {
  const times = []
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now()
    await run(i)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const ms = (value) => value.toFixed(2)
  return {
    label,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    line: [
      label,
      samples,
      ms(percentile(times, 50)),
      ms(percentile(times, 95)),
      ms(percentile(times, 99)),
    ],
  }
}

if (!(await freshDatabase(databaseUrl))) {
  console.error(`PostgreSQL does not answer at ${databaseUrl}: set BENCH_DATABASE_URL.`)
  process.exit(1)
}
console.log(
  `load average before: ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
)
const code = await loadServerCode(
  'bench-dataplus',
  `
        export { openPostgres } from './src/db/client.ts'
        export { createTable, addColumn, updateColumn, findTable } from './src/dataplus/tables.ts'
        export { rowPage } from './src/dataplus/rows.ts'
      `,
)
const handle = await code.openPostgres({ connectionString: databaseUrl, max: 4 })
await handle.migrate(path.join(serverRoot, 'drizzle'))
const client = new pg.Client({ connectionString: databaseUrl })
await client.connect()
const one = async (text, values) => (await client.query(text, values)).rows[0]
const user = await one(
  `insert into users (email, name, password_hash) values
     ('bench-dataplus@example.com', 'Bench Data Plus', 'not-a-password') returning id`,
)
const app = await one(
  `insert into apps (owner_user_id, name, is_migrated, status) values ($1, 'Loja Bench', 1, 1) returning id`,
  [user.id],
)
const appId = Number(app.id)
const deps = { db: handle.db, clock: { now: () => new Date() } }
const lang = 'pt-BR'

let table = await code.createTable(deps, appId, { name: 'Lojas', slug: '', description: '' }, lang)
const columns = [
  {
    key: 'categoria',
    label: 'Categoria',
    type: 'text',
    required: false,
    unique: false,
    indexed: false,
    default: null,
  },
  {
    key: 'nome',
    label: 'Nome',
    type: 'text',
    required: false,
    unique: false,
    indexed: false,
    default: null,
  },
  {
    key: 'nota',
    label: 'Nota',
    type: 'decimal',
    required: false,
    unique: false,
    indexed: false,
    default: null,
  },
]
for (const column of columns) table = await code.addColumn(deps, appId, table.id, column, lang)

const seedStarted = performance.now()
for (let from = 1; from <= rowCount; from += SEED_CHUNK) {
  const to = Math.min(rowCount, from + SEED_CHUNK - 1)
  await client.query(
    `insert into dataplus_rows (app_id, table_id, data, created_at, updated_at)
     select $1, $2, jsonb_build_object(
         'categoria', 'cat-' || (n % ${CATEGORIES}),
         'nome', 'Loja ' || n,
         'nota', round(((n::bigint * 7919) % 100000) / 100.0, 2)),
       now(), now()
     from generate_series($3::int, $4::int) n`,
    [appId, table.id, from, to],
  )
}
const seedMs = performance.now() - seedStarted
const indexStarted = performance.now()
for (const column of table.columns.filter((item) => item.key !== 'nome')) {
  table = await code.updateColumn(
    deps,
    appId,
    table.id,
    column.id,
    { ...column, indexed: true },
    lang,
  )
}
const indexMs = performance.now() - indexStarted
await client.query('analyze dataplus_rows')
const stored = await code.findTable(handle.db, appId, table.id, lang)

const category = (i) => `cat-${(i * 389) % CATEGORIES}`
// Warm the caches as a running server's would be.
for (let i = 0; i < 50; i += 1) {
  await code.rowPage(
    handle.db,
    stored,
    { filter_column: 'categoria', filter_value: category(i) },
    lang,
  )
}
const deepCursors = []
for (let i = 0; i < Math.min(sampleCount, 50); i += 1) {
  let page = await code.rowPage(
    handle.db,
    stored,
    { filter_column: 'categoria', filter_value: category(i) },
    lang,
  )
  let deepest
  for (let depth = 0; depth < 10 && page.next_cursor; depth += 1) {
    deepest = page.next_cursor
    page = await code.rowPage(
      handle.db,
      stored,
      { filter_column: 'categoria', filter_value: category(i), cursor: deepest },
      lang,
    )
  }
  // Ten pages deep at 1,000,000 rows; as deep as a small run's categories go otherwise.
  if (deepest) deepCursors.push({ value: category(i), cursor: deepest })
}

const results = [
  await timed('filtered first page (categoria = x)', sampleCount, (i) =>
    code.rowPage(
      handle.db,
      stored,
      { filter_column: 'categoria', filter_value: category(i + 50) },
      lang,
    ),
  ),
  await timed('filtered page 10 pages deep', sampleCount, (i) => {
    const { value, cursor } = deepCursors[i % deepCursors.length]
    return code.rowPage(
      handle.db,
      stored,
      { filter_column: 'categoria', filter_value: value, cursor },
      lang,
    )
  }),
  await timed('numeric range sorted (nota >= x)', sampleCount, (i) =>
    code.rowPage(
      handle.db,
      stored,
      {
        filter_column: 'nota',
        filter_op: 'gte',
        filter_value: String((i * 37) % 990),
        sort: 'nota',
      },
      lang,
    ),
  ),
  await timed('whole table sorted by nota desc', sampleCount, () =>
    code.rowPage(handle.db, stored, { sort: 'nota', dir: 'desc' }, lang),
  ),
]
const check = await code.rowPage(
  handle.db,
  stored,
  { filter_column: 'categoria', filter_value: 'cat-7', limit: 200 },
  lang,
)
const [{ n: total }] = (await client.query('select count(*)::int as n from dataplus_rows')).rows

console.log(
  `\n${total.toLocaleString('en')} rows seeded in ${seconds(seedMs)}; indexes built through updateColumn in ${seconds(indexMs)}`,
)
printTable(
  ['page (rowPage, 50 rows)', 'samples', 'p50 ms', 'p95 ms', 'p99 ms'],
  results.map((result) => result.line),
)
console.log(
  `\nload average after: ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
)

await client.end()
await handle.close()

const first = results[0]
const problems = []
if (total !== rowCount) problems.push(`expected ${rowCount} rows, found ${total}`)
if (check.items.length !== 200 || check.items.some((row) => row.values.categoria !== 'cat-7')) {
  problems.push('a filtered page did not hold only its category')
}
if (first.p99 > TARGET_MS)
  problems.push(`filtered page p99 ${first.p99.toFixed(2)} ms > ${TARGET_MS} ms`)
if (problems.length > 0) {
  console.error(`\nFAILED: ${problems.join('; ')}`)
  process.exit(1)
}
console.log(
  `\nOK: filtered page p99 ${first.p99.toFixed(2)} ms ≤ ${TARGET_MS} ms at ${rowCount.toLocaleString('en')} rows`,
)
