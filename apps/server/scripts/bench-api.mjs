// `npm run bench:api` (root; builds first): starts the BUILT server as a child process on a
// free loopback port, once on the embedded PGlite (fresh temp data directory) and once on
// PostgreSQL (BENCH_DATABASE_URL, created and dropped here; skipped when it does not answer),
// and drives two calls with autocannon: GET /api/connect/auth with a session token and
// POST /api/connect/auth/login with valid credentials. Prints requests/s, p50 and p99 latency,
// and the server's resident memory (VmRSS, VmHWM) idle after start and under load.
//
// Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/vitrine_bench),
// BENCH_DURATION seconds per call (default 10), BENCH_CONNECTIONS (default 4).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import {
  call,
  jsonPost,
  memory as memoryKiB,
  printTable,
  serverEntry,
  sleep,
  startServer,
  stopServer,
} from './bench-support.mjs'

const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4)
const benchDatabaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrine_bench'

if (!fs.existsSync(serverEntry)) {
  console.error(
    `No ${path.relative(process.cwd(), serverEntry)}: run "npm run build -w @vitrine/server" first.`,
  )
  process.exit(1)
}

/** VmRSS and VmHWM of a process, in MiB. */
function memory(pid) {
  const { rss, hwm } = memoryKiB(pid)
  return { rss: rss / 1024, hwm: hwm / 1024 }
}

/** Runs autocannon while sampling the server's memory; answers the figures of one row. */
async function drive(pid, options) {
  let peakRss = 0
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memory(pid).rss)
  }, 200)
  const result = await autocannon({ duration, connections, ...options })
  clearInterval(sampler)
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    peakRss,
  }
}

async function benchOne(label, env) {
  const { child, url, startupMs } = await startServer(env)
  try {
    await sleep(1000) // let start-up garbage settle before calling it idle
    const idle = memory(child.pid)
    const password = 'bench-Senha-123'
    const email = `bench-${Date.now()}@example.com`
    const registered = await call(
      `${url}/api/connect/auth/register`,
      jsonPost({
        name: 'Bench',
        email,
        profession: 'other',
        password,
        password_confirm: password,
        accept_terms: true,
      }),
    )
    if (registered.status !== 201) throw new Error(`register: ${JSON.stringify(registered.body)}`)
    const { token } = registered.body
    const me = await drive(child.pid, {
      url: `${url}/api/connect/auth`,
      headers: { Token: token, Language: 'pt-BR' },
    })
    const login = await drive(child.pid, {
      url: `${url}/api/connect/auth/login`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Language: 'pt-BR' },
      body: JSON.stringify({ email, password }),
    })
    const after = memory(child.pid)
    return { label, startupMs, idle, after, rows: { 'GET /auth': me, 'POST /auth/login': login } }
  } finally {
    await stopServer(child)
  }
}

async function postgresAnswers(url) {
  const admin = new pg.Client({ connectionString: adminUrl(url), connectionTimeoutMillis: 3000 })
  try {
    await admin.connect()
    return admin
  } catch {
    return undefined
  }
}

function adminUrl(url) {
  const parsed = new URL(url)
  parsed.pathname = '/postgres'
  return parsed.toString()
}

function databaseName(url) {
  const name = new URL(url).pathname.slice(1)
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected bench database name: ${name}`)
  return name
}

const mib = (value) => `${value.toFixed(0)} MiB`
const ms = (value) => `${value.toFixed(1)} ms`

function print(results) {
  const header = ['database', 'call', 'req/s', 'p50', 'p99', 'errors', 'RSS under load (peak)']
  const lines = []
  for (const result of results) {
    for (const [callName, row] of Object.entries(result.rows)) {
      lines.push([
        result.label,
        callName,
        row.rps.toFixed(0),
        ms(row.p50),
        ms(row.p99),
        String(row.errors),
        mib(row.peakRss),
      ])
    }
  }
  printTable(header, lines)
  console.log('\nServer memory (VmRSS / VmHWM):')
  for (const result of results) {
    console.log(
      `  ${result.label.padEnd(10)} start ${(result.startupMs / 1000).toFixed(1)} s; ` +
        `idle ${mib(result.idle.rss)} / ${mib(result.idle.hwm)}; ` +
        `after load ${mib(result.after.rss)} / ${mib(result.after.hwm)}`,
    )
  }
  console.log(
    `\n${duration} s per call, ${connections} connections, loopback, ${os.cpus().length} CPUs, Node ${process.version}.`,
  )
}

const results = []
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-'))
try {
  console.log('PGlite (fresh data directory)…')
  results.push(await benchOne('pglite', { VITRINE_DATA_DIR: dataDir, DATABASE_URL: '' }))
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}

const admin = await postgresAnswers(benchDatabaseUrl)
if (!admin) {
  console.log(`PostgreSQL at ${adminUrl(benchDatabaseUrl)} does not answer: skipped.`)
} else {
  const name = databaseName(benchDatabaseUrl)
  try {
    console.log('PostgreSQL…')
    await admin.query(`drop database if exists "${name}" with (force)`)
    await admin.query(`create database "${name}"`)
    results.push(await benchOne('postgres', { DATABASE_URL: benchDatabaseUrl }))
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`)
    await admin.end()
  }
}

print(results)
