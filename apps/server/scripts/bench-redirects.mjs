// `npm run bench:redirects` (root): the storefront redirects' matcher at 50,000 rules (issue 17
// item 3: each resolve ≤ 1 ms).
//
// 1. In process, through the contract's own code (packages/api/src/storefront-redirects, bundled
//    here with esbuild as the server bundles it): N generated rules — exact paths (old product
//    and category addresses), exact paths with a query (campaign links), wildcards at one to
//    three levels, a few chains of two hops, a tenth 302, a twentieth inactive — are built into
//    one matcher (the build time is printed: the server pays it once per store and rules
//    version), then `--resolves` addresses are resolved one at a time as the resolve endpoint
//    does (`traceRedirect`: match, follow the chain, the answer): half hits (in other case, with
//    a trailing slash, with a query to pass on, under a wildcard) and half misses. Prints
//    p50/p99/max per resolve; exits 1 when p99 passes 1 ms.
// 2. For information, when the server is built (dist/start.js) and PostgreSQL answers: the same
//    rules imported into one store through the CSV import (dry run timed too), then one resolve
//    through `GET /api/indexer/apps/{id}/redirects/resolve` — the first (which builds the
//    store's matcher) and `--samples` after it.
//
//   node apps/server/scripts/bench-redirects.mjs [--rules N] [--resolves N] [--samples N]
//
// PostgreSQL: BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/vitrine_bench_redirects
// (created when missing; the bench store's rules are replaced on each run).
import fs from 'node:fs'
import os from 'node:os'
import { parseArgs } from 'node:util'
import pg from 'pg'
import {
  benchStore,
  ensureDatabase,
  percentile,
  printTable,
  serverEntry,
  signIn,
  startServer,
  stopServer,
  loadServerCode,
} from './bench-support.mjs'

const { values: options } = parseArgs({
  options: {
    rules: { type: 'string' },
    resolves: { type: 'string' },
    samples: { type: 'string' },
  },
})
const count = (value, fallback) => {
  const number = Number(value ?? fallback)
  if (!Number.isSafeInteger(number) || number < 1) throw new Error(`Not a count: ${value}`)
  return number
}
const RULES = count(options.rules, 50_000)
const RESOLVES = count(options.resolves, 100_000)
const SAMPLES = count(options.samples, 200)
const BUDGET_MS = 1
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrine_bench_redirects'

/** The contract's matcher, bundled from its TypeScript source. */
const loadMatcher = () =>
  loadServerCode('bench-redirects', "export { RedirectMatcher, traceRedirect } from '@vitrine/api'")

/** A small deterministic generator, so every run measures the same rules and addresses. */
function randomOf(seed) {
  // mulberry32: the low bits of a plain LCG repeat too soon for `% n`.
  let state = seed >>> 0
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) % n
  }
}

const WORDS = ['camiseta', 'calca', 'tenis', 'bone', 'mochila', 'jaqueta', 'vestido', 'bolsa']

/** N rules: 60 % exact, 15 % exact with a query, 25 % wildcards; chains, 302s, inactive ones. */
function generateRules(n) {
  const random = randomOf(17)
  const rules = []
  for (let i = 0; i < n; i += 1) {
    const word = WORDS[i % WORDS.length]
    const kind = i % 20
    let from
    let to
    if (kind < 12) {
      from = `/produto/${word}-${i}`
      // Every 50th points at another rule's origin: a chain of two hops.
      to =
        i % 50 === 0 && i + 1 < n
          ? `/produto/${WORDS[(i + 1) % WORDS.length]}-${i + 1}`
          : `/p/${word}-${i}`
    } else if (kind < 15) {
      from = `/campanha-${i}?utm_source=insta${i % 7}`
      to = `/colecoes/${word}-${i}`
    } else {
      const depth = 1 + (i % 3)
      const prefix = ['loja-antiga', `secao-${i}`, word].slice(0, depth).join('/')
      from = `/${depth === 1 ? `${prefix}-${i}` : prefix}/*`
      to = `/nova/${i}/:splat`
    }
    rules.push({
      id: i + 1,
      from_path: from,
      to,
      status: random(10) === 0 ? 302 : 301,
      active: random(20) !== 0,
      note: '',
      created_at: '',
      updated_at: '',
    })
  }
  // Wildcard origins may repeat (depth 3 shares a prefix): keep the first, as the store would.
  const seen = new Set()
  return rules.filter((rule) => {
    const key = rule.from_path.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Addresses to resolve: half built from rules (varied as a storefront sends them), half misses. */
function generateAddresses(rules, n) {
  const random = randomOf(29)
  const addresses = []
  for (let i = 0; i < n; i += 1) {
    if (i % 2 === 1) {
      addresses.push(`/nada-${random(1_000_000)}/${WORDS[random(WORDS.length)]}?page=${random(9)}`)
      continue
    }
    const rule = rules[random(rules.length)]
    let address = rule.from_path.endsWith('/*')
      ? `${rule.from_path.slice(0, -2)}/${WORDS[random(WORDS.length)]}-${random(999)}`
      : rule.from_path
    const variant = random(4)
    if (variant === 1) address = address.toUpperCase()
    else if (variant === 2) address = address.replace(/(\?|$)/, '/$1')
    else if (variant === 3) address += address.includes('?') ? '&ref=bench' : '?ref=bench'
    addresses.push(address)
  }
  return addresses
}

const ms = (value) => `${value.toFixed(4)} ms`

async function inProcess(rules) {
  const { RedirectMatcher, traceRedirect } = await loadMatcher()
  const builtAt = performance.now()
  const matcher = new RedirectMatcher(rules)
  const buildMs = performance.now() - builtAt
  const addresses = generateAddresses(rules, RESOLVES)
  // Warm-up: the JIT compiles the hot paths before anything is timed.
  for (const address of addresses.slice(0, 5_000)) traceRedirect(matcher, address, 'pt-BR')
  const times = new Float64Array(addresses.length)
  let hits = 0
  for (let i = 0; i < addresses.length; i += 1) {
    const started = process.hrtime.bigint()
    const trace = traceRedirect(matcher, addresses[i], 'pt-BR')
    times[i] = Number(process.hrtime.bigint() - started) / 1e6
    if (trace.location !== null) hits += 1
  }
  const sorted = [...times].sort((a, b) => a - b)
  const p99 = percentile(sorted, 99)
  printTable(
    ['what', 'count', 'p50', 'p99', 'max', 'budget p99'],
    [
      ['build the matcher', matcher.size, '', '', ms(buildMs), ''],
      [
        `resolve (${hits} hits)`,
        addresses.length,
        ms(percentile(sorted, 50)),
        ms(p99),
        ms(sorted.at(-1)),
        `${BUDGET_MS} ms ${p99 <= BUDGET_MS ? 'ok' : 'FAILED'}`,
      ],
    ],
  )
  return p99 <= BUDGET_MS
}

function csvOf(rules) {
  const lines = ['de;para;status;ativo']
  for (const rule of rules) {
    lines.push(`${rule.from_path};${rule.to};${rule.status};${rule.active ? 'sim' : 'não'}`)
  }
  return `${lines.join('\n')}\n`
}

async function throughHttp(rules) {
  if (!fs.existsSync(serverEntry)) {
    console.log('\nHTTP: no dist/start.js (npm run build -w @vitrine/server): skipped.')
    return
  }
  if (!(await ensureDatabase(databaseUrl))) {
    console.log(`\nHTTP: PostgreSQL does not answer at ${databaseUrl}: skipped.`)
    return
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  const query = async (text) => (await pool.query(text)).rows
  const server = await startServer({ DATABASE_URL: databaseUrl })
  try {
    const person = { name: 'Bench Redirecionamentos', email: 'bench-redirects@example.com' }
    const { token, userId } = await signIn(server.url, person, 'bench-Senha-123')
    const appId = await benchStore(query, userId, 'Bench Redirecionamentos')
    await query(`delete from storefront_redirects where app_id = ${appId}`)
    await query(`delete from storefront_redirect_versions where app_id = ${appId}`)
    const base = `${server.url}/api/indexer/apps/${appId}/redirects`
    const headers = { Token: token, Language: 'pt-BR' }
    const body = csvOf(rules)
    const importing = async (dryRun) => {
      const started = performance.now()
      const response = await fetch(`${base}/import?dry_run=${dryRun ? 1 : 0}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'text/csv' },
        body,
      })
      const report = await response.json()
      if (response.status !== 200)
        throw new Error(`import: ${JSON.stringify(report).slice(0, 500)}`)
      return { ms: performance.now() - started, report }
    }
    const dry = await importing(true)
    const done = await importing(false)
    const resolveOnce = async (address) => {
      const started = performance.now()
      const response = await fetch(`${base}/resolve?path=${encodeURIComponent(address)}`, {
        headers,
      })
      await response.json()
      if (response.status !== 200) throw new Error(`resolve: ${response.status}`)
      return performance.now() - started
    }
    const addresses = generateAddresses(rules, SAMPLES + 1)
    const first = await resolveOnce(addresses[0])
    const times = []
    for (const address of addresses.slice(1)) times.push(await resolveOnce(address))
    times.sort((a, b) => a - b)
    printTable(
      ['HTTP (information, PostgreSQL)', 'count', 'time / p50', 'p99', 'max'],
      [
        [
          `import dry run (${dry.report.warnings.length} warnings)`,
          dry.report.rows,
          `${dry.ms.toFixed(0)} ms`,
          '',
          '',
        ],
        ['import (all or nothing)', done.report.created, `${done.ms.toFixed(0)} ms`, '', ''],
        ['first resolve (builds the matcher)', 1, `${first.toFixed(1)} ms`, '', ''],
        [
          'resolve, request to answer',
          times.length,
          `${percentile(times, 50).toFixed(2)} ms`,
          `${percentile(times, 99).toFixed(2)} ms`,
          `${times.at(-1).toFixed(2)} ms`,
        ],
      ],
    )
  } finally {
    await stopServer(server.child)
    await pool.end()
  }
}

const rules = generateRules(RULES)
console.log(
  `Storefront redirects: ${rules.length} rules, ${RESOLVES} resolves (load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')})`,
)
const ok = await inProcess(rules)
await throughHttp(rules)
if (!ok) {
  console.error(`\np99 per resolve passed ${BUDGET_MS} ms.`)
  process.exit(1)
}
