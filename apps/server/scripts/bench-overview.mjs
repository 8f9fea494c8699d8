// `npm run bench:overview` (root): issue 18 item 2, on PostgreSQL. The overview of a store with
// 1,000,000 payments must answer at p99 ≤ 50 ms, read from the daily rollups.
//
// 1. A fresh database (dropped, created, migrated), a store, and T payments written in SQL (one
//    INSERT … SELECT over generate_series per chunk) over the last 365 days: three methods,
//    approved, failed, pending and partly refunded, one or two items each. The statement
//    triggers mark their days as a real write would.
// 2. The store's rollups rebuilt from the raw table (`rebuildApp`, what the rebuild job runs):
//    its time is printed.
// 3. N overviews as the route's handler computes them (`overviewOf`): 7, 30 and 90 days and a
//    year, by day, week and month, ending on varied days; then N overviews each after one
//    payment changed (the request recomputes that marked day first). p50 / p95 / p99 printed,
//    the plain overview held to 50 ms.
//
//   node apps/server/scripts/bench-overview.mjs [--payments T] [--samples N]
//
// PostgreSQL: BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/vitrine_bench_overview
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
  options: { payments: { type: 'string' }, samples: { type: 'string' } },
})
const count = (value, fallback) => {
  const number = Number(value ?? fallback)
  if (!Number.isSafeInteger(number) || number < 1) throw new Error(`Not a count: ${value}`)
  return number
}
const paymentCount = count(options.payments, 1_000_000)
const sampleCount = count(options.samples, 300)
const TARGET_MS = 50
const SEED_CHUNK = 200_000
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrine_bench_overview'

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
  'bench-overview',
  `
        export { openPostgres } from './src/db/client.ts'
        export { rebuildApp } from './src/analytics/rollup.ts'
        export { overviewOf } from './src/analytics/overview.ts'
      `,
)
const handle = await code.openPostgres({ connectionString: databaseUrl, max: 4 })
await handle.migrate(path.join(serverRoot, 'drizzle'))
const client = new pg.Client({ connectionString: databaseUrl })
await client.connect()
const one = async (text, values) => (await client.query(text, values)).rows[0]
const user = await one(
  `insert into users (email, name, password_hash) values
     ('bench-overview@example.com', 'Bench Overview', 'not-a-password') returning id`,
)
const app = await one(
  `insert into apps (owner_user_id, name, is_migrated, status) values ($1, 'Loja Bench', 1, 1) returning id`,
  [user.id],
)
const appId = Number(app.id)
const now = new Date()

const seedStarted = performance.now()
for (let from = 1; from <= paymentCount; from += SEED_CHUNK) {
  const to = Math.min(paymentCount, from + SEED_CHUNK - 1)
  await client.query(
    `insert into payments (app_id, type, status, amount_cents, captured_cents, refunded_cents,
        fee_cents, items, reference, created_at, updated_at)
     select $1,
       (array['pix', 'creditcard', 'billet'])[1 + n % 3],
       s.status, s.amount,
       case when s.status in ('complete', 'partial_refund') then s.amount else 0 end,
       case when s.status = 'partial_refund' then s.amount / 4 else 0 end,
       case when s.status in ('complete', 'partial_refund') then s.amount * 3 / 100 + 50 else 0 end,
       jsonb_build_array(jsonb_build_object('description', 'Produto ' || (n % 40),
         'quantity', 1 + n % 2, 'unit_cents', s.amount / (1 + n % 2))),
       'bench-' || n,
       now() - ((n::bigint * 7919) % (365 * 86400)) * interval '1 second',
       now()
     from generate_series($2::int, $3::int) n,
       lateral (select
         (array['complete','complete','complete','complete','complete','complete','complete',
                'failed','pending','partial_refund'])[1 + n % 10] as status,
         1000 + (n::bigint * 104729) % 50000 as amount) s`,
    [appId, from, to],
  )
}
await client.query('analyze payments')
const seedMs = performance.now() - seedStarted

const rebuildStarted = performance.now()
await code.rebuildApp(handle.db, appId, now)
const rebuildMs = performance.now() - rebuildStarted
await client.query(
  'analyze analytics_daily_payments, analytics_daily_products, analytics_daily_store',
)
const rollupRows = await one(
  `select count(*)::int as n from analytics_daily_payments where app_id = $1`,
  [appId],
)

const day = (offset) => new Date(now.getTime() - offset * 86_400_000).toISOString().slice(0, 10)
const spans = [7, 30, 90, 365]
const granularities = ['day', 'week', 'month']
const queryOf = (i) => {
  const span = spans[i % spans.length]
  const end = (i * 13) % 30
  return { from: day(end + span - 1), to: day(end), granularity: granularities[i % 3] }
}

// One warm-up, as a server that has answered before.
await code.overviewOf(handle.db, appId, queryOf(0), now)
const plain = await timed('overview', sampleCount, (i) =>
  code.overviewOf(handle.db, appId, queryOf(i), now),
)
const afterChange = await timed(
  'overview after a payment changed',
  Math.ceil(sampleCount / 3),
  async (i) => {
    await client.query(
      `update payments set status = 'refunded', refunded_cents = captured_cents
     where app_id = $1 and reference = $2 and status = 'complete'`,
      [appId, `bench-${1 + ((i * 7) % paymentCount) * 10}`],
    )
    await code.overviewOf(handle.db, appId, queryOf(i), now)
  },
)

console.log(`\npayments: ${paymentCount.toLocaleString('en')} in ${seconds(seedMs)}`)
console.log(`rollups rebuilt: ${rollupRows.n} method-days in ${seconds(rebuildMs)}`)
printTable(['', 'samples', 'p50 ms', 'p95 ms', 'p99 ms'], [plain.line, afterChange.line])
console.log(
  `\nload average after: ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
)
await client.end()
await handle.close()
const ok = plain.p99 <= TARGET_MS
console.log(
  ok
    ? `\nOK: p99 ${plain.p99.toFixed(2)} ms ≤ ${TARGET_MS} ms`
    : `\nMISSED: p99 ${plain.p99.toFixed(2)} ms > ${TARGET_MS} ms`,
)
process.exit(ok ? 0 : 1)
