// `npm run bench:split` (root): issue 12 item 8, on PostgreSQL. Splitting and posting N
// completed payments (default 100,000) with S sellers each (default 5) must take ≤ 60 s.
//
// 1. A fresh database (dropped and created again, then migrated): a store, a sandbox pix
//    gateway with a fee, S active sellers and a rule (a percentage each, the fee on the sellers
//    pro rata, the rounding on the store).
// 2. N completed pix payments of that gateway, written in SQL (INSERT … SELECT over
//    generate_series) into the tables the real money move writes (payments/apply.ts): the
//    payment, its timeline (`issue`, `pay`), its journals (`charge`, `fee`, `net`, `release`,
//    with the move's idempotency keys) and its `split_queue` row — what a pix paid on a gateway
//    with a rule leaves behind for the job `split.post-payments`.
// 3. The job's own code (`postQueuedSplits` of src/split/postings/post.ts, what the job's
//    handler calls: batches of SPLIT_BATCH payments, one transaction each, SPLIT_WORKERS of them
//    at once) until the queue is empty, timed. The server's source is bundled with esbuild for
//    this process, as the build does (src/ is TypeScript).
// 4. Checks: every payment has its `payment_splits` row and the queue is empty; every journal
//    of the store sums to zero; each seller's pending balance (ledger) equals the sum of its
//    parts' nets (split_parts).
//
//   node apps/server/scripts/bench-split.mjs [--payments N] [--sellers S]
//
// PostgreSQL: BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/vitrine_bench_split
// (dropped and created fresh on every run). Exits 1 when the target or a check is missed.
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import {
  freshDatabase,
  loadServerCode,
  postgresCpuMeter,
  printTable,
  seconds,
  serverRoot,
} from './bench-support.mjs'

const { values: options } = parseArgs({
  options: {
    payments: { type: 'string' },
    sellers: { type: 'string' },
  },
})
const count = (value, fallback) => {
  const number = Number(value ?? fallback)
  if (!Number.isSafeInteger(number) || number < 1) throw new Error(`Not a count: ${value}`)
  return number
}
const paymentCount = count(options.payments, 100_000)
const sellerCount = count(options.sellers, 5)
if (sellerCount > 50) throw new Error('At most 50 sellers: a rule of more is not a marketplace')
const TARGET_S = 60
/** The gateway's fee: 0,99 % + R$ 0,10, as a pix PSP charges. */
const FEE = { bps: 99, fixed: 10 }
/** Payments written per seed statement. */
const SEED_CHUNK = 25_000

const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrine_bench_split'

/* The job's code, bundled from the server's source ---------------------------------------- */

/* A fresh database ------------------------------------------------------------------------- */

/* The store, its gateway, sellers and rule ------------------------------------------------- */

/** Seller k's share: different percentages, all of them together below the whole. */
const shareBps = (k) => Math.floor(6000 / sellerCount) + (k % 3) * 7

async function seedMarketplace(client, parseRule) {
  const [user] = (
    await client.query(
      `insert into users (email, name, password_hash) values
         ('bench-split@example.com', 'Bench Split', 'not-a-password') returning id`,
    )
  ).rows
  const [app] = (
    await client.query(
      `insert into apps (owner_user_id, name, is_migrated, status)
       values ($1, 'Bench Split', 1, 1) returning id`,
      [user.id],
    )
  ).rows
  const appId = Number(app.id)
  const [gateway] = (
    await client.query(
      `insert into gateways (app_id, type, name, provider, environment, fee_percent_bps,
         fee_fixed_cents, settings, created_at, updated_at)
       values ($1, 'pix', 'Pix marketplace', 'sandbox', 'sandbox', $2, $3, '{}', now(), now())
       returning id`,
      [appId, FEE.bps, FEE.fixed],
    )
  ).rows
  const gatewayId = Number(gateway.id)
  const sellers = []
  for (let k = 0; k < sellerCount; k++) {
    const [seller] = (
      await client.query(
        `insert into split_sellers (app_id, gateway_id, name, search_name, document, email,
           payout, provider_account, status, verified_at, created_at, updated_at)
         values ($1, $2, $3, lower($3), $4, $5, $6, $7, 'active', now(), now(), now())
         returning id`,
        [
          appId,
          gatewayId,
          `Vendedor ${k + 1}`,
          String(10_000_000_000 + k).padStart(11, '0'),
          `vendedor${k + 1}@example.com`,
          JSON.stringify({ kind: 'pix', pix_key: `vendedor${k + 1}@example.com` }),
          `bench-${k + 1}`,
        ],
      )
    ).rows
    sellers.push(Number(seller.id))
  }
  const rule = parseRule({
    shares: sellers.map((id, k) => ({ seller_id: id, kind: 'percent', basis_points: shareBps(k) })),
    fee_payer: { kind: 'sellers_pro_rata' },
    remainder_taker: { kind: 'merchant' },
    chargeback_liability: { kind: 'pro_rata' },
  })
  // Made before any payment came in: the version in force for all of them.
  await client.query(
    `insert into split_rule_versions (app_id, gateway_id, version, rule, created_by, created_at)
     values ($1, $2, 1, $3, 'Bench Split', timestamptz '2025-12-31 00:00:00+00')`,
    [appId, gatewayId, JSON.stringify(rule)],
  )
  return { appId, gatewayId, sellers }
}

/* The payments, as a paid pix leaves them ---------------------------------------------------- */

/** Payments from..to (by the series' i), each with its timeline, journals and queue row. */
function seedChunkSql(appId, gatewayId, from, to) {
  const amount = `(990 + (g.i * 37) % 50000)`
  const fee = `(${amount} * ${FEE.bps} / 10000 + ${FEE.fixed})`
  return `
with paid as (
  insert into payments (app_id, type, status, amount_cents, captured_cents, fee_cents,
    installments, description, items, customer_name, customer_email, gateway_id, provider,
    reference, external_id, created_at, updated_at, paid_at)
  select ${appId}, 'pix', 'complete', ${amount}, ${amount}, ${fee}, 1, 'Pedido #' || g.i,
    jsonb_build_array(jsonb_build_object('description', 'Item ' || (g.i % 97), 'quantity', 1,
      'unit_cents', ${amount})),
    'Cliente ' || (g.i % 5000) || ' Souza', 'cliente' || (g.i % 5000) || '@exemplo.com.br',
    ${gatewayId}, 'sandbox', 'bench-split-' || g.i, 'sbx_pix_' || g.i, c.at, c.at + interval '1 minute',
    c.at + interval '1 minute'
  from generate_series(${from}, ${to}) as g(i)
  cross join lateral (
    select timestamptz '2026-01-01 00:00:00+00' + g.i * interval '20 seconds' as at
  ) c
  returning id, amount_cents, fee_cents, paid_at
),
issued as (
  insert into payment_events (app_id, payment_id, event, from_status, status, note, created_at)
  select ${appId}, id, 'issue', 'empty', 'pending', 'QR code gerado', paid_at - interval '1 minute'
  from paid
),
payed as (
  insert into payment_events (app_id, payment_id, event, from_status, status, amount_cents,
    note, created_at)
  select ${appId}, id, 'pay', 'pending', 'complete', amount_cents, 'Pix recebido', paid_at
  from paid
  returning id as event_id, payment_id, amount_cents, created_at
),
moves(kind, debit, credit, cents, event_id, payment_id, at) as (
  select 'charge', 'gateway_clearing', 'customer_receivable', p.amount_cents, e.event_id,
    e.payment_id, e.created_at from payed e join paid p on p.id = e.payment_id
  union all
  select 'fee', 'fees', 'gateway_clearing', p.fee_cents, e.event_id, e.payment_id, e.created_at
    from payed e join paid p on p.id = e.payment_id where p.fee_cents > 0
  union all
  select 'net', 'merchant_pending', 'gateway_clearing', p.amount_cents - p.fee_cents, e.event_id,
    e.payment_id, e.created_at from payed e join paid p on p.id = e.payment_id
  union all
  select 'release', 'merchant_available', 'merchant_pending', p.amount_cents - p.fee_cents,
    e.event_id, e.payment_id, e.created_at from payed e join paid p on p.id = e.payment_id
),
keyed as (
  select *, 'payment:' || payment_id || ':event:' || event_id || ':' || kind as key from moves
),
journals as (
  insert into ledger_journals (app_id, kind, reference, idempotency_key, created_at)
  select ${appId}, kind, 'payment:' || payment_id, key, at from keyed
  returning id, idempotency_key
),
queued as (
  insert into split_queue (app_id, payment_id, received_at)
  select ${appId}, payment_id, created_at from payed
)
insert into ledger_postings (journal_id, app_id, account_id, amount_cents)
select j.id, ${appId}, a.id, case when side.debit then m.cents else -m.cents end
from journals j
join keyed m on m.key = j.idempotency_key
cross join (values (true), (false)) as side(debit)
join ledger_accounts a on a.app_id = ${appId}
  and a.code = case when side.debit then m.debit else m.credit end`
}

async function seedPayments(client, appId, gatewayId) {
  await client.query(
    `insert into ledger_accounts (app_id, code)
     select $1, unnest(array['customer_receivable', 'gateway_clearing', 'fees',
       'merchant_pending', 'merchant_available'])
     on conflict do nothing`,
    [appId],
  )
  for (let from = 1; from <= paymentCount; from += SEED_CHUNK) {
    const to = Math.min(paymentCount, from + SEED_CHUNK - 1)
    await client.query('begin')
    await client.query(seedChunkSql(appId, gatewayId, from, to))
    await client.query('commit')
    process.stdout.write(`\r  ${to.toLocaleString('en')} payments seeded`)
  }
  process.stdout.write('\n')
  await client.query('analyze')
}

/* The checks -------------------------------------------------------------------------------- */

async function check(client, appId, sellers) {
  const problems = []
  const one = async (text, values) => (await client.query(text, values)).rows[0]
  const { missing } = await one(
    `select count(*)::int as missing from payments p
     where p.app_id = $1 and not exists (
       select 1 from payment_splits s where s.app_id = p.app_id and s.payment_id = p.id)`,
    [appId],
  )
  if (missing > 0) problems.push(`${missing} payments without their payment_splits row`)
  const { queued } = await one(
    'select count(*)::int as queued from split_queue where app_id = $1',
    [appId],
  )
  if (queued > 0) problems.push(`${queued} payments still queued`)
  const splits = await one(
    `select count(*) filter (where status = 'posted')::int as posted,
            count(*) filter (where status = 'refused')::int as refused
     from payment_splits where app_id = $1`,
    [appId],
  )
  const { unbalanced } = await one(
    `select count(*)::int as unbalanced from (
       select j.id from ledger_journals j join ledger_postings p on p.journal_id = j.id
       where j.app_id = $1 group by j.id having sum(p.amount_cents) <> 0) u`,
    [appId],
  )
  if (unbalanced > 0) problems.push(`${unbalanced} journals do not sum to zero`)
  const { total } = await one(
    'select coalesce(sum(amount_cents), 0)::bigint as total from ledger_postings where app_id = $1',
    [appId],
  )
  if (Number(total) !== 0) problems.push(`the store's postings sum to ${total}, not 0`)
  const balances = []
  for (const sellerId of sellers) {
    const ledger = await one(
      `select coalesce(sum(p.amount_cents), 0)::bigint as cents from ledger_postings p
       join ledger_accounts a on a.id = p.account_id
       where a.app_id = $1 and a.code = $2`,
      [appId, `seller_pending:${sellerId}`],
    )
    const parts = await one(
      `select coalesce(sum(net_cents - reversed_pending_cents), 0)::bigint as cents,
              count(*)::int as parts
       from split_parts where app_id = $1 and seller_id = $2 and released_at is null`,
      [appId, sellerId],
    )
    if (Number(ledger.cents) !== Number(parts.cents)) {
      problems.push(
        `seller ${sellerId}: pending ${ledger.cents} in the ledger, ${parts.cents} in its parts`,
      )
    }
    balances.push([sellerId, parts.parts, Number(ledger.cents), Number(parts.cents)])
  }
  return { problems, splits, balances }
}

/* The run ----------------------------------------------------------------------------------- */

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

if (!(await freshDatabase(databaseUrl))) {
  console.error(`PostgreSQL at ${databaseUrl} does not answer.`)
  process.exit(1)
}
console.log(
  `bench:split — ${paymentCount.toLocaleString('en')} payments, ${sellerCount} sellers, ` +
    `PostgreSQL ${databaseUrl.replace(/\/\/[^@]*@/, '//')}`,
)
const code = await loadServerCode(
  'bench-split',
  `
        import * as v from 'valibot'
        import { SplitRuleSchema } from '@vitrine/api'
        export { openPostgres } from './src/db/client.ts'
        export { postQueuedSplits, SPLIT_BATCH, SPLIT_WORKERS } from './src/split/postings/post.ts'
        export const parseRule = (input) => v.parse(SplitRuleSchema, input)
      `,
)
const handle = await code.openPostgres({ connectionString: databaseUrl, max: 4 })
await handle.migrate(path.join(serverRoot, 'drizzle'))
const client = new pg.Client({ connectionString: databaseUrl })
await client.connect()

const seedStarted = performance.now()
const { appId, gatewayId, sellers } = await seedMarketplace(client, code.parseRule)
await seedPayments(client, appId, gatewayId)
console.log(`  seeded in ${seconds(performance.now() - seedStarted)}`)

console.log(`  load before the job: ${load()}`)
const started = performance.now()
const nodeCpu = process.cpuUsage()
const postgresCpu = postgresCpuMeter()
const result = await code.postQueuedSplits(handle.db, appId, new Date())
const elapsedMs = performance.now() - started
const { user, system } = process.cpuUsage(nodeCpu)
const cpu = { node: (user + system) / 1000, postgres: postgresCpu() }
console.log(`  load after the job:  ${load()}`)

const { problems, splits, balances } = await check(client, appId, sellers)
printTable(
  ['seller', 'pending parts', 'pending (ledger)', 'sum of its parts'],
  balances.map(([id, parts, ledger, sum]) => [id, parts, ledger, sum]),
)
const rate = Math.round(paymentCount / (elapsedMs / 1000))
printTable(
  [
    'payments',
    'sellers',
    'batch',
    'at once',
    'posted',
    'refused',
    'unruled',
    'seconds',
    'payments/s',
    'target',
  ],
  [
    [
      paymentCount,
      sellerCount,
      code.SPLIT_BATCH,
      code.SPLIT_WORKERS,
      result.posted,
      result.refused,
      result.unruled,
      (elapsedMs / 1000).toFixed(1),
      rate,
      `≤ ${TARGET_S} s`,
    ],
  ],
)
console.log(
  `\n  payment_splits: ${splits.posted} posted, ${splits.refused} refused; ` +
    `${(rate * (1 + sellerCount)).toLocaleString('en')} split rows/s (a split and its ${sellerCount} parts)`,
)
console.log(
  `  CPU during the job: this process (the job's code) ${seconds(cpu.node)}, ` +
    `PostgreSQL ${seconds(cpu.postgres)}; load average now ${load()}`,
)

await client.end()
await handle.close()

const late = elapsedMs / 1000 > TARGET_S
for (const problem of problems) console.error(`  ✗ ${problem}`)
if (late) console.error(`  ✗ ${seconds(elapsedMs)} is over the target of ${TARGET_S} s`)
if (problems.length === 0 && !late) console.log('  ✓ every check passed, within the target')
process.exit(problems.length > 0 || late ? 1 : 0)
