// What the server benchmarks share: a free port, the built server started and stopped as a
// child process, a bench person's session, a store for them, percentiles, a PostgreSQL
// database made when missing or fresh, and the server's code bundled for a bench that calls it. (bench-customers-csv predates it and still carries its own
// server start and stop: it can start another build, BENCH_SERVER_ENTRY.)
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import fsPromises from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import pg from 'pg'

export const serverRoot = fileURLToPath(new URL('..', import.meta.url))
export const serverEntry = path.join(serverRoot, 'dist/start.js')

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Starts the built server with these variables (no demo data) and waits for /healthz.
 * `onLog(line)` sees each JSON log line (e.g. to collect the server's own request times).
 */
export async function startServer(env, onLog) {
  const port = await freePort()
  // BENCH_SERVER_NODE_ARGS: flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
  // to see where a benchmark's time goes (NODE_OPTIONS refuses --cpu-prof).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', VITRINE_SEED: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let pending = ''
  child.stdout.on('data', (chunk) => {
    pending += chunk
    const lines = pending.split('\n')
    pending = lines.pop()
    if (onLog) for (const line of lines) onLog(line)
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const url = `http://127.0.0.1:${port}`
  const started = performance.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited: ${stderr}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) break
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > 300_000) throw new Error('The server did not start')
    await sleep(100)
  }
  return { child, url, startupMs: performance.now() - started }
}

export async function stopServer(child) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
  await exited
  clearTimeout(timer)
}

export async function call(url, init = {}) {
  const response = await fetch(url, init)
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

export const jsonPost = (body, headers = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Language: 'pt-BR', ...headers },
  body: JSON.stringify(body),
})

/** The bench person's session: registered the first time, signed in afterwards. */
export async function signIn(url, person, password) {
  const login = await call(
    `${url}/api/connect/auth/login`,
    jsonPost({ email: person.email, password }),
  )
  if (login.status === 200) return { token: login.body.token, userId: login.body.user.id }
  const registered = await call(
    `${url}/api/connect/auth/register`,
    jsonPost({
      ...person,
      profession: 'other',
      password,
      password_confirm: password,
      accept_terms: true,
    }),
  )
  if (registered.status !== 201) throw new Error(`register: ${JSON.stringify(registered.body)}`)
  return { token: registered.body.token, userId: registered.body.user.id }
}

/** The person's store of this name, created in SQL (stores are not created through the API). */
export async function benchStore(query, userId, name) {
  const [found] = await query(
    `select id from apps where owner_user_id = ${userId} and name = '${name}' order by id limit 1`,
  )
  if (found) return Number(found.id)
  const [created] = await query(
    `insert into apps (owner_user_id, name, is_migrated, status, created_at, updated_at)
     values (${userId}, '${name}', 1, 1, now(), now()) returning id`,
  )
  return Number(created.id)
}

/** CPU time (user + system) a process has used, in ms (Linux: /proc/<pid>/stat, 10 ms ticks). */
export function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** CPU time (ms) of each PostgreSQL process on the machine, by pid. */
function postgresCpu() {
  const byPid = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') {
        byPid.set(entry, cpuMs(entry))
      }
    } catch {
      // The process ended meanwhile.
    }
  }
  return byPid
}

/**
 * Starts counting PostgreSQL's CPU time: the answer, called later, gives the ms its processes
 * used meanwhile (the database's share of the work, with whatever else used it; a backend that
 * ended meanwhile is not counted).
 */
export function postgresCpuMeter() {
  const before = postgresCpu()
  return () => {
    let used = 0
    for (const [pid, ms] of postgresCpu()) used += ms - (before.get(pid) ?? 0)
    return used
  }
}

/** VmRSS and VmHWM of a process, in KiB. */
export function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const read = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0)
  return { rss: read('VmRSS'), hwm: read('VmHWM') }
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/** Runs `work` on the server's `postgres` database beside the one the URL names; false when
 * PostgreSQL does not answer. */
async function withAdmin(url, work) {
  const admin = new URL(url)
  const name = decodeURIComponent(admin.pathname.slice(1))
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected bench database name: ${name}`)
  admin.pathname = '/postgres'
  const client = new pg.Client({
    connectionString: admin.toString(),
    connectionTimeoutMillis: 3000,
  })
  try {
    await client.connect()
  } catch {
    return false
  }
  try {
    await work(client, name)
  } finally {
    await client.end()
  }
  return true
}

/** The database the URL names, created when missing; false when PostgreSQL does not answer. */
export function ensureDatabase(url) {
  return withAdmin(url, async (client, name) => {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name])
    if (exists.rowCount === 0) await client.query(`create database "${name}"`)
  })
}

/** The database the URL names, dropped and made again empty; false when PostgreSQL does not answer. */
export function freshDatabase(url) {
  return withAdmin(url, async (client, name) => {
    await client.query(`drop database if exists "${name}" with (force)`)
    await client.query(`create database "${name}"`)
  })
}

/**
 * Bundles `source` (a module of exports from src/ or @vitrine/*, e.g.
 * "export { rowPage } from './src/dataplus/rows.ts'") for a bench that calls the server's code
 * directly, and imports it. npm packages stay imports, as in scripts/build.mjs; the bundle is
 * written inside the repository (node_modules/.cache/<name>) so they resolve from its
 * node_modules.
 */
export async function loadServerCode(name, source) {
  const outdir = path.join(serverRoot, 'node_modules', '.cache', name)
  await fsPromises.mkdir(outdir, { recursive: true })
  const outfile = path.join(outdir, 'entry.mjs')
  await build({
    stdin: { contents: source, resolveDir: serverRoot, loader: 'ts', sourcefile: `${name}.ts` },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-npm-packages',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@vitrine/') ? undefined : { path: args.path, external: true },
          )
        },
      },
    ],
  })
  return import(`${pathToFileURL(outfile).href}?${Date.now()}`)
}

/** Prints rows as an aligned table. */
export function printTable(header, lines) {
  const all = [header, ...lines]
  const widths = header.map((_, column) =>
    Math.max(...all.map((line) => String(line[column]).length)),
  )
  const format = (line) =>
    line.map((cell, column) => String(cell).padEnd(widths[column])).join('  ')
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`)
  for (const line of lines) console.log(format(line))
}
