// The customers' CSV at scale, through the BUILT server's real HTTP endpoints (run
// "npm run build -w @vitrine/server" first): a generated file of 100,000 new customers
// (semicolons, punctuated CPFs, realistic values) imported as a dry run and then committed,
// the import undone, then every customer of the store exported and read to the end while the
// server process's peak resident memory is sampled (a fresh server, so that its VmHWM is the
// export's). Prints the figures beside the targets and exits 1 when one is exceeded.
//
//   node apps/server/scripts/bench-customers-csv.mjs [--database-url URL] [--app-id ID | ID]
//
// With a database (--database-url or DATABASE_URL, as bench-customers.mjs passes it), the
// store is the given app or the one with the most customers; the script adds a bench user as
// its manager and leaves the customers as it found them (the import is undone). Alone, it
// creates BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/vitrine_bench_csv),
// seeds BENCH_CUSTOMERS customers (default 1,000,000) into a new store, and drops it after.
//
// Environment: BENCH_IMPORT_ROWS (default 100,000), BENCH_CUSTOMERS, BENCH_DATABASE_URL,
// BENCH_SERVER_ENTRY (another build of the server, default apps/server/dist/start.js).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

const serverRoot = fileURLToPath(new URL('..', import.meta.url))
const entry = process.env.BENCH_SERVER_ENTRY ?? path.join(serverRoot, 'dist/start.js')
const importRows = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000)
const seedCount = Number(process.env.BENCH_CUSTOMERS ?? 1_000_000)
/** The contract's IMPORT_MAX_BYTES (packages/api/src/customers/schema.ts). */
const IMPORT_MAX_BYTES = 10 * 1024 * 1024
const TARGETS = { importSeconds: 15, exportPeakMiB: 200 }

const { values: options, positionals } = parseArgs({
  options: { 'database-url': { type: 'string' }, 'app-id': { type: 'string' } },
  allowPositionals: true,
})
const givenUrl = options['database-url'] ?? process.env.DATABASE_URL
const givenApp = Number(options['app-id'] ?? positionals[0] ?? NaN)

if (!fs.existsSync(entry)) {
  console.error(
    `No ${path.relative(process.cwd(), entry)}: run "npm run build -w @vitrine/server" first.`,
  )
  process.exit(1)
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const mib = (kib) => kib / 1024

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/** VmRSS and VmHWM of a process, in KiB. */
function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const read = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0)
  return { rss: read('VmRSS'), hwm: read('VmHWM') }
}

const TICKS_PER_SECOND = 100

/** CPU seconds a process has used (user + system), from /proc. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
  } catch {
    return 0 // gone meanwhile
  }
}

/**
 * CPU seconds used by this machine's PostgreSQL processes (0 when it runs elsewhere). With
 * the server's own, it tells what a figure would be on an idle machine: other work on the
 * same cores lengthens the wall-clock times, not these.
 */
function postgresCpuSeconds() {
  let total = 0
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres')
        total += cpuSeconds(pid)
    } catch {
      // not ours to read, or gone
    }
  }
  return total
}

async function startServer(databaseUrl) {
  const port = await freePort()
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      VITRINE_SEED: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.resume()
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const url = `http://127.0.0.1:${port}`
  const started = performance.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited: ${stderr}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) break
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000)
      throw new Error('The server did not start in 2 minutes')
    await sleep(100)
  }
  return { child, url }
}

async function stopServer(child) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
  await exited
  clearTimeout(timer)
}

async function json(url, init) {
  const response = await fetch(url, init)
  const body = await response.json()
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`)
  return body
}

/* ------------------------------------------------------------------------------------------ */
/* Databases                                                                                  */
/* ------------------------------------------------------------------------------------------ */

function withDatabase(url, name) {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

/** Alone: a fresh database of our own, dropped at the end. */
async function ownDatabase() {
  const url =
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrine_bench_csv'
  const name = new URL(url).pathname.slice(1)
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected bench database name: ${name}`)
  const admin = new pg.Client({
    connectionString: withDatabase(url, 'postgres'),
    connectionTimeoutMillis: 3000,
  })
  await admin.connect()
  await admin.query(`drop database if exists "${name}" with (force)`)
  await admin.query(`create database "${name}"`)
  return {
    url,
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`)
      await admin.end()
    },
  }
}

/** A store for the bench user with `count` customers, written by SQL in one statement. */
async function seedStore(db, ownerId, count) {
  const {
    rows: [app],
  } = await db.query(
    `insert into apps (owner_user_id, name) values ($1, 'Loja Bench CSV') returning id`,
    [ownerId],
  )
  console.log(`Seeding ${count.toLocaleString('en')} customers…`)
  const started = performance.now()
  await db.query(
    `insert into customers (app_id, name, sort_name, email, phone, birth_date, addresses, tags, notes,
       marketing_consent, purchases_count, total_spent, last_purchase_at, created_at, updated_at)
     select $1, 'Cliente Número ' || g, 'cliente numero ' || g, 'cliente' || g || '@exemplo.com.br',
       '119' || lpad(g::text, 8, '0'),
       case when g % 2 = 0 then date '1960-01-01' + (g % 15000) end,
       case when g % 3 = 0 then jsonb_build_array(jsonb_build_object('label', null,
         'postal_code', '01310100', 'street', 'Avenida Paulista', 'number', (g % 2000)::text,
         'complement', null, 'district', 'Bela Vista', 'city', 'São Paulo', 'state', 'SP'))
         else '[]'::jsonb end,
       case when g % 10 = 0 then array['vip', 'newsletter'] else '{}'::text[] end,
       case when g % 50 = 0 then 'Prefere entrega pela manhã; portão azul.' else '' end,
       g % 4 = 0, g % 7, (g % 7) * 12990,
       case when g % 7 > 0 then now() - (g % 365) * interval '1 day' end,
       now() - g * interval '1 second', now() - g * interval '1 second'
     from generate_series(1, $2::int) as g`,
    [app.id, count],
  )
  await db.query('analyze customers')
  console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return app.id
}

/** Makes the bench user a manager of the store with customers write (as a save would). */
async function grantCustomersWrite(db, appId, userId) {
  const { rows } = await db.query('select owner_user_id from apps where id = $1', [appId])
  if (rows.length === 0) throw new Error(`No app ${appId}`)
  if (rows[0].owner_user_id === userId) return
  await db.query(
    'insert into app_managers (app_id, user_id, created_at) values ($1, $2, now()) on conflict do nothing',
    [appId, userId],
  )
  await db.query(
    `insert into permissions (app_id, user_id, name, type) values ($1, $2, 'customers', 'write')
     on conflict (app_id, user_id, name) do update set type = 'write'`,
    [appId, userId],
  )
}

/* ------------------------------------------------------------------------------------------ */
/* The file                                                                                   */
/* ------------------------------------------------------------------------------------------ */

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Davi',
  'Eduarda',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Isabela',
  'João',
  'Karina',
  'Lucas',
  'Mariana',
  'Nicolas',
  'Otávio',
  'Patrícia',
  'Rafael',
  'Sofia',
  'Thiago',
  'Valéria',
  'Wesley',
  'Yasmin',
  'Conceição',
  'Luíza',
]
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Araújo',
  'Gonçalves',
  'Simões',
]
const DDD = ['11', '21', '31', '41', '51', '61', '71', '81', '85', '91']
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'uol.com.br', 'terra.com.br']

const ascii = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** A CPF from its nine-digit body, with check digits, punctuated. */
function cpf(body) {
  const digits = String(body).padStart(9, '0').split('').map(Number)
  for (const first of [10, 11]) {
    const sum = digits.reduce((total, digit, index) => total + digit * (first - index), 0)
    const rest = sum % 11
    digits.push(rest < 2 ? 0 : 11 - rest)
  }
  const text = digits.join('')
  return `${text.slice(0, 3)}.${text.slice(3, 6)}.${text.slice(6, 9)}-${text.slice(9)}`
}

/** One realistic row for index i (`seed` keeps each run's e-mails and CPFs its own). */
function row(i, seed) {
  const first = FIRST[i % FIRST.length]
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length]
  const n = seed + i
  const email = `${ascii(first)}.${ascii(last)}${n}@${DOMAINS[i % DOMAINS.length]}`
  const phone = `(${DDD[i % DDD.length]}) 9${String(n % 1e8)
    .padStart(8, '0')
    .replace(/^(\d{4})/, '$1-')}`
  const birth =
    i % 2 === 0
      ? `${String((i % 28) + 1).padStart(2, '0')}/${String((i % 12) + 1).padStart(2, '0')}/${1950 + (i % 55)}`
      : ''
  const tags = i % 5 === 0 ? 'vip' : i % 7 === 0 ? 'atacado|b2b' : ''
  return {
    email,
    document: cpf((seed * 7 + i * 13) % 1e9),
    line: `${first} ${last};${email};`,
    phone,
    birth,
    tags,
    consent: i % 3 === 0 ? 'sim' : 'não',
  }
}

/** The import file: new customers only (e-mails and CPFs checked against the store). */
async function importFile(db, appId, rows) {
  const seed = 1_000_000 + Math.floor(Math.random() * 8_000_000)
  const items = Array.from({ length: rows }, (_, i) => row(i, seed))
  // Any e-mail or CPF the store already has is replaced, until none is.
  for (let round = 0; round < 5; round += 1) {
    const { rows: taken } = await db.query(
      `select email, document from customers where app_id = $1 and (email = any($2) or document = any($3))`,
      [
        appId,
        items.map((item) => item.email),
        items.map((item) => item.document.replace(/\D/g, '')),
      ],
    )
    if (taken.length === 0) break
    const emails = new Set(taken.map((item) => item.email))
    const documents = new Set(taken.map((item) => item.document))
    items.forEach((item, i) => {
      if (emails.has(item.email) || documents.has(item.document.replace(/\D/g, ''))) {
        items[i] = row(i + rows * (round + 1), seed)
      }
    })
  }
  const header = 'nome;email;cpf;telefone;data_nascimento;etiquetas;aceita_marketing\r\n'
  const text =
    header +
    items
      .map(
        (item) =>
          `${item.line}${item.document};${item.phone};${item.birth};${item.tags};${item.consent}\r\n`,
      )
      .join('')
  const bytes = Buffer.from(text, 'utf8')
  if (bytes.length > IMPORT_MAX_BYTES)
    throw new Error(`The generated file has ${bytes.length} bytes, over the import's limit`)
  return bytes
}

/* ------------------------------------------------------------------------------------------ */
/* The calls                                                                                  */
/* ------------------------------------------------------------------------------------------ */

/** Posts the file and reads the NDJSON answer to its report; answers the report and the time. */
async function postImport(server, token, appId, bytes, dryRun) {
  const cpuBefore = { server: cpuSeconds(server.child.pid), postgres: postgresCpuSeconds() }
  const started = performance.now()
  const response = await fetch(
    `${server.url}/api/main/apps/${appId}/customers/imports?dry_run=${dryRun}&file_name=bench.csv`,
    {
      method: 'POST',
      headers: { Token: token, Language: 'pt-BR', 'Content-Type': 'text/csv' },
      body: bytes,
    },
  )
  if (!response.ok) throw new Error(`import: ${response.status} ${await response.text()}`)
  let last
  let pending = ''
  const decoder = new TextDecoder()
  for await (const chunk of response.body) {
    pending += decoder.decode(chunk, { stream: true })
    const lines = pending.split('\n')
    pending = lines.pop()
    for (const line of lines) if (line.trim()) last = JSON.parse(line)
  }
  const seconds = (performance.now() - started) / 1000
  const cpu = {
    server: cpuSeconds(server.child.pid) - cpuBefore.server,
    postgres: postgresCpuSeconds() - cpuBefore.postgres,
  }
  if (last?.type !== 'report')
    throw new Error(`import ended without a report: ${JSON.stringify(last)}`)
  return { report: last.report, seconds, cpu }
}

/** Reads the whole export, discarding it, while sampling the server's memory. */
async function readExport(server, token, appId) {
  let peakRss = 0
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memory(server.child.pid).rss)
  }, 100)
  const started = performance.now()
  const response = await fetch(`${server.url}/api/main/apps/${appId}/customers/export`, {
    headers: { Token: token, Language: 'pt-BR' },
  })
  if (!response.ok) throw new Error(`export: ${response.status} ${await response.text()}`)
  let bytes = 0
  let lines = 0
  for await (const chunk of response.body) {
    bytes += chunk.length
    for (let i = 0; i < chunk.length; i += 1) if (chunk[i] === 10) lines += 1
  }
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  const { hwm } = memory(server.child.pid)
  return { bytes, rows: lines - 1, seconds, peakRss: Math.max(peakRss, hwm) }
}

/* ------------------------------------------------------------------------------------------ */

const own = givenUrl ? undefined : await ownDatabase()
const databaseUrl = givenUrl ?? own.url
const db = new pg.Client({ connectionString: databaseUrl })
await db.connect()
let server = await startServer(databaseUrl) // also applies the migrations to a new database
const results = {}
try {
  const password = 'bench-Senha-123'
  const session = await json(`${server.url}/api/connect/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench CSV',
      email: `bench-csv-${Date.now()}@example.com`,
      profession: 'other',
      password,
      password_confirm: password,
      accept_terms: true,
    }),
  })
  let appId = Number.isSafeInteger(givenApp) ? givenApp : undefined
  if (appId === undefined) {
    const { rows } = await db.query(
      'select app_id, count(*)::int as n from customers group by app_id order by n desc limit 1',
    )
    appId = rows[0]?.app_id
  }
  if (appId === undefined) {
    if (!own)
      throw new Error('The database has no customers: pass --app-id, or run without a database')
    appId = await seedStore(db, session.user.id, seedCount)
  }
  await grantCustomersWrite(db, appId, session.user.id)
  const {
    rows: [{ n: before }],
  } = await db.query('select count(*)::int as n from customers where app_id = $1', [appId])
  console.log(`Store ${appId}: ${before.toLocaleString('en')} customers.`)

  const file = await importFile(db, appId, importRows)
  console.log(
    `Importing ${importRows.toLocaleString('en')} rows (${(file.length / 1024 / 1024).toFixed(1)} MiB)…`,
  )
  results.dryRun = await postImport(server, session.token, appId, file, true)
  results.commit = await postImport(server, session.token, appId, file, false)
  results.importPeakRss = memory(server.child.pid).hwm
  const undoStarted = performance.now()
  await json(
    `${server.url}/api/main/apps/${appId}/customers/imports/${results.commit.report.import_id}`,
    {
      method: 'DELETE',
      headers: { Token: session.token, Language: 'pt-BR' },
    },
  )
  results.undoSeconds = (performance.now() - undoStarted) / 1000

  // A fresh process: its VmHWM is then the export's peak, not the import's.
  await stopServer(server.child)
  server = await startServer(databaseUrl)
  await sleep(1000)
  results.idleRss = memory(server.child.pid).rss
  console.log(`Exporting ${before.toLocaleString('en')} customers…`)
  results.export = await readExport(server, session.token, appId)
  results.customers = before
} finally {
  await stopServer(server.child)
  await db.end()
  await own?.drop()
}

const { dryRun, commit } = results
const line = (label, value, target, ok) =>
  console.log(
    `  ${label.padEnd(34)} ${value.padStart(12)}   ${target.padEnd(14)} ${ok === undefined ? '' : ok ? 'ok' : 'OVER'}`,
  )
console.log(`\nCustomers CSV (${os.cpus().length} CPUs, Node ${process.version}, PostgreSQL)`)
console.log(`  ${'figure'.padEnd(34)} ${'value'.padStart(12)}   ${'target'.padEnd(14)}`)
const counts = (report) =>
  `created ${report.created}, updated ${report.updated}, skipped ${report.skipped}, failed ${report.failed}`
line(
  `import dry run, ${importRows.toLocaleString('en')} rows`,
  `${dryRun.seconds.toFixed(2)} s`,
  '',
  undefined,
)
line(
  `import commit, ${importRows.toLocaleString('en')} rows`,
  `${commit.seconds.toFixed(2)} s`,
  `≤ ${TARGETS.importSeconds} s`,
  commit.seconds <= TARGETS.importSeconds,
)
line(
  'import server peak RSS (VmHWM)',
  `${mib(results.importPeakRss).toFixed(0)} MiB`,
  '',
  undefined,
)
line('undo of the import', `${results.undoSeconds.toFixed(2)} s`, '', undefined)
line(
  `export, ${results.export.rows.toLocaleString('en')} rows`,
  `${results.export.seconds.toFixed(1)} s`,
  '',
  undefined,
)
line(
  'export server peak RSS',
  `${mib(results.export.peakRss).toFixed(0)} MiB`,
  `≤ ${TARGETS.exportPeakMiB} MiB`,
  mib(results.export.peakRss) <= TARGETS.exportPeakMiB,
)
const cpu = ({ cpu: used }) =>
  `CPU: server ${used.server.toFixed(1)} s, PostgreSQL ${used.postgres.toFixed(1)} s`
console.log(`\n  dry run: ${counts(dryRun.report)}; ${cpu(dryRun)}`)
console.log(`  commit:  ${counts(commit.report)}; ${cpu(commit)}`)
console.log(
  `  load average at the end: ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(', ')}`,
)
console.log(
  `  export: ${(results.export.bytes / 1024 / 1024).toFixed(0)} MiB read; server idle before it ${mib(results.idleRss).toFixed(0)} MiB`,
)

const over =
  commit.seconds > TARGETS.importSeconds ||
  mib(results.export.peakRss) > TARGETS.exportPeakMiB ||
  results.export.rows !== results.customers ||
  commit.report.created !== importRows
if (results.export.rows !== results.customers)
  console.log(`  the export had ${results.export.rows} rows for ${results.customers} customers`)
if (commit.report.created !== importRows)
  console.log(`  the commit created ${commit.report.created} of ${importRows}`)
process.exit(over ? 1 : 0)
