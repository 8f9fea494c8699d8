// `npm run bench:payments` (root; builds the server first): issue 10 item 9, on PostgreSQL,
// through the BUILT server's real HTTP API.
//
// 1. The transactions list at N payments (default 1,000,000) in one store: the rows are
//    loaded in SQL (INSERT … SELECT over generate_series, indexes dropped and rebuilt, ANALYZE;
//    the list reads only the payments table, so they carry no timeline or ledger rows), then
//    200 requests each of the first page, a deep page (the cursor reached by following 200
//    pages), the first page filtered by status, and a search by e-mail prefix. Targets: first
//    and deep page p99 ≤ 20 ms.
// 2. Payment writes against pgbench's TPC-B on the same PostgreSQL in the same run: pgbench
//    (scale 10, C clients, T seconds) prints its tps; then C clients, for T seconds, each
//    repeat the flow create a card charge (pre-authorised by the sandbox) → capture it →
//    refund part of it, every call with its Idempotency-Key, each write one API call that
//    commits the payment's move, its timeline row and its ledger journals. Target: writes per
//    second ≥ 40 % of pgbench's tps (a TPC-B transaction is one round of five statements; a
//    payment write is one HTTP call with its authentication, validation, idempotency record,
//    row lock, move, timeline, journals and customer totals). For scale, it also prints the
//    ceiling of any API call here: C clients reading one payment for T seconds.
//
//   node apps/server/scripts/bench-payments.mjs [--rows N] [--samples N] [--clients C]
//        [--seconds T] [--reseed] [--skip-list] [--skip-writes]
//
// PostgreSQL: BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/vitrine_bench_payments
// (created when missing and kept: a later run reuses a store that already has N payments);
// pgbench runs in <that database>_pgbench. Exits 1 when a target is missed.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import pg from 'pg'
import {
  benchStore,
  call,
  cpuMs,
  ensureDatabase,
  jsonPost,
  percentile,
  postgresCpuMeter,
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
    clients: { type: 'string' },
    seconds: { type: 'string' },
    reseed: { type: 'boolean', default: false },
    'skip-list': { type: 'boolean', default: false },
    'skip-writes': { type: 'boolean', default: false },
  },
})
const count = (value, fallback) => {
  const number = Number(value ?? fallback)
  if (!Number.isSafeInteger(number) || number < 1) throw new Error(`Not a count: ${value}`)
  return number
}
const rows = count(options.rows, 1_000_000)
const samples = count(options.samples, 200)
const clients = count(options.clients, 8)
const duration = count(options.seconds, 15)
const DEEP_PAGES = 200
const WARM_UP = 50
const TARGETS = { first: 20, deep: 20 }
const WRITE_SHARE = 0.4

const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrine_bench_payments'
const pgbenchUrl = (() => {
  const url = new URL(databaseUrl)
  url.pathname = `${url.pathname}_pgbench`
  return url.toString()
})()

const BENCH_STORE = 'Bench Pagamentos'
const BENCH_USER = { name: 'Bench Pagamentos', email: 'bench-pagamentos@example.com' }
const BENCH_PASSWORD = 'bench-Senha-123'

if (!fs.existsSync(serverEntry)) {
  console.error(
    `No ${path.relative(process.cwd(), serverEntry)}: run "npm run build -w @vitrine/server" first.`,
  )
  process.exit(1)
}
if (!(await ensureDatabase(databaseUrl))) {
  console.error(`PostgreSQL at ${databaseUrl} does not answer.`)
  process.exit(1)
}

/* ------------------------------------------------------------------------------------------ */

/** Payments `from`..`to`: every type and status, customers named and e-mailed by i. */
function seedSql(appId, gatewayId, from, to) {
  return `
insert into payments (app_id, type, status, amount_cents, captured_cents, refunded_cents,
  fee_cents, installments, description, items, customer_name, customer_email, customer_document,
  gateway_id, provider, reference, external_id, created_at, updated_at, paid_at)
select ${appId}, t.type, t.status, t.amount,
  case when t.status in ('complete', 'authorized', 'partial_refund', 'refunded') then t.amount else 0 end,
  case when t.status = 'refunded' then t.amount when t.status = 'partial_refund' then t.amount / 4 else 0 end,
  t.amount / 100, 1, 'Pedido #' || g.i,
  jsonb_build_array(jsonb_build_object('description', 'Item ' || (g.i % 97), 'quantity', 1, 'unit_cents', t.amount)),
  'Cliente ' || (g.i % 50000) || ' Silva', 'cliente' || (g.i % 50000) || '@exemplo.com.br',
  lpad(((g.i::bigint * 7919) % 100000000000)::text, 11, '0'),
  ${gatewayId}, 'sandbox', 'bench-' || g.i, 'sbx_bench_' || g.i,
  c.created, c.created, case when t.status <> 'pending' then c.created end
from generate_series(${from}, ${to}) as g(i)
cross join lateral (select timestamptz '2024-01-01 00:00:00+00' + g.i * interval '30 seconds' as created) c
cross join lateral (
  select (array['pix', 'creditcard', 'billet', 'pix', 'voucher'])[1 + g.i % 5] as type,
         (array['complete', 'complete', 'complete', 'pending', 'failed', 'authorized',
                'partial_refund', 'refunded', 'pre_authorized', 'complete'])[1 + (g.i / 7) % 10] as status,
         990 + (g.i * 37) % 50000 as amount
) t`
}

async function seedPayments(query, appId, gatewayId) {
  const started = performance.now()
  const indexes = await query(
    `select indexname, indexdef from pg_indexes
      where schemaname = 'public' and tablename = 'payments' and indexname <> 'payments_pkey'`,
  )
  await query(`delete from payments where app_id = ${appId}`)
  for (const { indexname } of indexes) await query(`drop index if exists "${indexname}"`)
  const batch = 100_000
  for (let from = 1; from <= rows; from += batch) {
    const to = Math.min(rows, from + batch - 1)
    await query(seedSql(appId, gatewayId, from, to))
    process.stdout.write(`\r  ${to.toLocaleString('en')} payments`)
  }
  process.stdout.write(`, ${seconds(performance.now() - started)}; indexes…`)
  for (const { indexdef } of indexes) await query(indexdef)
  await query('analyze payments')
  process.stdout.write(` done in ${seconds(performance.now() - started)}\n`)
}

async function createGateway(url, token, appId, input) {
  const created = await call(
    `${url}/api/payments/apps/${appId}/gateways`,
    jsonPost(input, { Token: token }),
  )
  if (created.status !== 201 && created.status !== 200) {
    throw new Error(`gateway: ${created.status} ${JSON.stringify(created.body)}`)
  }
  return created.body.id
}

const common = {
  provider: 'sandbox',
  environment: 'sandbox',
  active: true,
  fees: { percent_bps: 349, fixed_cents: 39 },
  credentials: {},
}

/* ------------------------------------------------------------------------------------------ */

async function measureList(url, token, appId) {
  const list = `${url}/api/payments/apps/${appId}/transactions`
  const get = async (target) => {
    const started = performance.now()
    const response = await fetch(target, { headers: { Token: token, Language: 'pt-BR' } })
    const text = await response.text()
    if (!response.ok) throw new Error(`GET ${target}: ${response.status} ${text}`)
    return { ms: performance.now() - started, body: JSON.parse(text) }
  }
  let cursor = null
  for (let page = 0; page < DEEP_PAGES; page += 1) {
    cursor = (await get(`${list}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`)).body
      .next_cursor
  }
  const calls = {
    first: [list],
    deep: [`${list}?cursor=${encodeURIComponent(cursor)}`],
    status: [`${list}?status=refunded`],
    email: Array.from({ length: 20 }, (_, i) => `${list}?q=cliente${1000 + i * 37}`),
  }
  const keys = Object.keys(calls)
  for (let round = 0; round < WARM_UP; round += 1) {
    for (const key of keys) await get(calls[key][round % calls[key].length])
  }
  const durations = Object.fromEntries(keys.map((key) => [key, []]))
  for (let round = 0; round < samples; round += 1) {
    for (const key of keys)
      durations[key].push((await get(calls[key][round % calls[key].length])).ms)
  }
  return Object.fromEntries(
    keys.map((key) => {
      const sorted = durations[key].sort((a, b) => a - b)
      return [key, { p50: percentile(sorted, 50), p99: percentile(sorted, 99) }]
    }),
  )
}

/**
 * pgbench's tps. Run as a child the event loop keeps serving (a blocking spawnSync would leave
 * the HTTP client's pooled sockets to be closed by the server unnoticed, and the next request
 * would fail on one).
 */
async function runPgbench() {
  const run = (args) =>
    new Promise((resolve, reject) => {
      const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (chunk) => (stdout += chunk))
      child.stderr.on('data', (chunk) => (stderr += chunk))
      child.once('error', reject)
      child.once('exit', (code) =>
        code === 0 ? resolve(stdout) : reject(new Error(`pgbench ${args.join(' ')}: ${stderr}`)),
      )
    })
  await run(['-i', '-q', '-s', '10', pgbenchUrl])
  const output = await run([
    '-n',
    '-c',
    String(clients),
    '-j',
    String(Math.min(clients, os.cpus().length)),
    '-T',
    String(duration),
    pgbenchUrl,
  ])
  const tps = /tps = ([\d.]+)/.exec(output)
  if (!tps) throw new Error(`pgbench printed no tps:\n${output}`)
  return Number(tps[1])
}

/** C clients repeating create → capture → partial refund for T seconds. */
async function measureWrites(url, token, appId, gatewayId, serverPid) {
  const base = `${url}/api/payments/apps/${appId}/transactions`
  const write = async (target, body) => {
    const answer = await call(
      target,
      jsonPost(body, { Token: token, 'Idempotency-Key': randomUUID() }),
    )
    if (answer.status >= 300)
      throw new Error(`POST ${target}: ${answer.status} ${JSON.stringify(answer.body)}`)
    return answer.body
  }
  const charge = {
    gateway_id: gatewayId,
    customer_id: null,
    items: [{ description: 'Bench', quantity: 1, unit_cents: 10_000 }],
    card: {
      number: '4000002500003155',
      holder: 'BENCH',
      expiry_month: 12,
      expiry_year: 2030,
      cvv: '123',
    },
  }
  const until = performance.now() + duration * 1000
  let writes = 0
  let flows = 0
  const latencies = []
  const client = async () => {
    while (performance.now() < until) {
      const started = performance.now()
      const payment = await write(base, charge)
      await write(`${base}/${payment.id}/capture`, {})
      await write(`${base}/${payment.id}/refunds`, { amount_cents: 2_500, reason: 'bench' })
      writes += 3
      flows += 1
      latencies.push((performance.now() - started) / 3)
    }
  }
  const started = performance.now()
  const serverCpu = cpuMs(serverPid)
  const postgresCpu = postgresCpuMeter()
  await Promise.all(Array.from({ length: clients }, client))
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    writesPerSecond: writes / elapsed,
    flows,
    // What one write costs, whatever else the machine does meanwhile (throughput is not).
    serverCpuMs: (cpuMs(serverPid) - serverCpu) / writes,
    postgresCpuMs: postgresCpu() / writes,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  }
}

/**
 * The ceiling any API call has on this machine: C clients reading one payment (authentication,
 * tenant and level checks, one row and its timeline) for T seconds. A write does all of that and
 * more, so its rate stays under this one whatever the write path does.
 */
async function measureReads(url, token, appId, paymentId) {
  const target = `${url}/api/payments/apps/${appId}/transactions/${paymentId}`
  const until = performance.now() + duration * 1000
  let reads = 0
  const client = async () => {
    while (performance.now() < until) {
      const response = await fetch(target, { headers: { Token: token, Language: 'pt-BR' } })
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`GET ${target}: ${response.status}`)
      reads += 1
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: clients }, client))
  return reads / ((performance.now() - started) / 1000)
}

/* ------------------------------------------------------------------------------------------ */

console.log(`PostgreSQL (${databaseUrl})…`)
const server = await startServer({ DATABASE_URL: databaseUrl })
const db = new pg.Client({ connectionString: databaseUrl })
await db.connect()
const query = async (text) => (await db.query(text)).rows
const lines = []
let missed = false
try {
  const { token, userId } = await signIn(server.url, BENCH_USER, BENCH_PASSWORD)
  const appId = await benchStore(query, userId, BENCH_STORE)
  let [gateway] = await query(
    `select id from gateways where app_id = ${appId} and type = 'creditcard' order by id limit 1`,
  )
  const gatewayId =
    gateway?.id ??
    (await createGateway(server.url, token, appId, {
      type: 'creditcard',
      name: 'Cartão (bench)',
      ...common,
      settings: {
        soft_descriptor: 'BENCH',
        max_installments: 12,
        capture: 'pre_authorize',
        brands: ['visa', 'mastercard'],
      },
    }))

  if (!options['skip-list']) {
    const [{ n }] = await query(
      `select count(*)::int as n from payments where app_id = ${appId} and reference like 'bench-%'`,
    )
    if (n !== rows || options.reseed) {
      await query(`set maintenance_work_mem = '512MB'`)
      await query('set synchronous_commit = off')
      await seedPayments(query, appId, gatewayId)
    } else {
      console.log(`  store ${appId} already has ${n.toLocaleString('en')} payments: reused`)
    }
    const results = await measureList(server.url, token, appId)
    const names = {
      first: 'first page',
      deep: `deep page (page ${DEEP_PAGES + 1})`,
      status: 'first page, status refunded',
      email: 'search by e-mail prefix',
    }
    printTable(
      ['call', 'p50', 'p99', 'target p99', 'met'],
      Object.entries(results).map(([key, result]) => {
        const target = TARGETS[key]
        const met = target === undefined ? '-' : result.p99 <= target ? 'yes' : 'NO'
        if (met === 'NO') missed = true
        return [
          names[key],
          `${result.p50.toFixed(1)} ms`,
          `${result.p99.toFixed(1)} ms`,
          target ? `≤ ${target} ms` : '-',
          met,
        ]
      }),
    )
    lines.push(
      `${rows.toLocaleString('en')} payments in the store; ${samples} requests per call, one at a time.`,
    )
  }

  if (!options['skip-writes']) {
    if (!(await ensureDatabase(pgbenchUrl))) throw new Error('no pgbench database')
    const tps = await runPgbench()
    const writes = await measureWrites(server.url, token, appId, gatewayId, server.child.pid)
    const [{ id: somePayment }] = await query(
      `select id from payments where app_id = ${appId} order by id desc limit 1`,
    )
    const readsPerSecond = await measureReads(server.url, token, appId, somePayment)
    const share = writes.writesPerSecond / tps
    if (share < WRITE_SHARE) missed = true
    printTable(
      ['measure', 'figure'],
      [
        [`pgbench TPC-B (scale 10, ${clients} clients, ${duration} s)`, `${tps.toFixed(0)} tps`],
        [
          `payment writes (${clients} clients, ${duration} s)`,
          `${writes.writesPerSecond.toFixed(0)} writes/s (${writes.flows} flows of create + capture + partial refund)`,
        ],
        [
          `ceiling: reads of one payment (${clients} clients, ${duration} s)`,
          `${readsPerSecond.toFixed(0)} reads/s = ${((readsPerSecond / tps) * 100).toFixed(0)} % of pgbench`,
        ],
        ['write latency p50 / p99', `${writes.p50.toFixed(1)} / ${writes.p99.toFixed(1)} ms`],
        [
          'CPU per write: server / PostgreSQL',
          `${writes.serverCpuMs.toFixed(2)} / ${writes.postgresCpuMs.toFixed(2)} ms`,
        ],
        [
          'share of pgbench',
          `${(share * 100).toFixed(0)} % (target ≥ ${WRITE_SHARE * 100} %) ${share >= WRITE_SHARE ? 'met' : 'NOT MET'}`,
        ],
      ],
    )
  }
} finally {
  await db.end()
  await stopServer(server.child)
}
for (const line of lines) console.log(`\n${line}`)
console.log(
  `Loopback, ${os.cpus().length} CPUs (load average ${os.loadavg()[0].toFixed(1)} at the end), Node ${process.version}.`,
)
if (missed) {
  console.error('\nA target was missed.')
  process.exit(1)
}
