// `npm run bench:customers` (root; builds the server first): the customers list at a million
// rows, through the BUILT server's real HTTP API, on PostgreSQL and on the embedded PGlite.
//
// For each database it seeds one store with N generated customers (INSERT … SELECT over
// generate_series: Brazilian names, unique e-mails, CPFs with valid check digits, phones,
// addresses, tags, purchases for two in five; the table's indexes are dropped for the load and
// built again after it, then ANALYZE), starts the server on it, signs in, and times 200
// requests of each call, one request at a time and the calls in turn: the first page, a deep
// page (the cursor reached by following 200 pages), a search by e-mail prefix and a search by
// document (different values each time). Prints p50/p99 beside the issue's targets
// (PostgreSQL: pages p99 ≤ 20 ms, searches p99 ≤ 50 ms) and whether each was met, and, without
// a target, a deep page sorted by name, a search by name and the tags with their counts. Exits
// 1 when a target is missed. Then runs bench-customers-csv.mjs (import and export at scale),
// when present, on the same PostgreSQL store.
//
//   node apps/server/scripts/bench-customers.mjs [--rows N] [--pglite-rows N] [--samples N]
//                    [--reseed] [--skip-postgres] [--skip-pglite] [--skip-csv]
//
// --rows: customers to seed (default 1,000,000); --pglite-rows: for PGlite only (default the
// same; PGlite runs in WebAssembly on one core, so a million rows take minutes to load).
// PostgreSQL: BENCH_DATABASE_URL, else DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/vitrine_bench (created when missing and kept: a later run
// reuses a store that already has N customers unless --reseed). PGlite: a temporary data
// directory, removed at the end.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import {
  benchStore,
  call,
  ensureDatabase,
  percentile,
  printTable,
  seconds,
  serverEntry,
  serverRoot,
  signIn,
  sleep,
  startServer,
  stopServer,
} from './bench-support.mjs'

const csvBench = path.join(serverRoot, 'scripts/bench-customers-csv.mjs')

const { values: options } = parseArgs({
  options: {
    rows: { type: 'string' },
    'pglite-rows': { type: 'string' },
    samples: { type: 'string' },
    reseed: { type: 'boolean', default: false },
    'skip-postgres': { type: 'boolean', default: false },
    'skip-pglite': { type: 'boolean', default: false },
    'skip-csv': { type: 'boolean', default: false },
  },
})
const count = (value, fallback) => {
  const number = Number(value ?? fallback)
  if (!Number.isSafeInteger(number) || number < 1) throw new Error(`Not a count: ${value}`)
  return number
}
const rows = count(options.rows, 1_000_000)
const pgliteRows = count(options['pglite-rows'], rows)
const samples = count(options.samples, 200)
const DEEP_PAGES = 200
/** Calls made before each measured series: the server's code paths compiled, its pools warm. */
const WARM_UP = 50
const PAGE_SIZE = 50
const databaseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/vitrine_bench'

/** The issue's budgets, on PostgreSQL (PGlite's figures are printed for comparison). */
const TARGETS = { first: 20, deep: 20, email: 50, document: 50 }

const BENCH_STORE = 'Bench Clientes'
const BENCH_USER = { name: 'Bench Clientes', email: 'bench-clientes@example.com' }
const BENCH_PASSWORD = 'bench-Senha-123'

if (!fs.existsSync(serverEntry)) {
  console.error(
    `No ${path.relative(process.cwd(), serverEntry)}: run "npm run build -w @vitrine/server" first.`,
  )
  process.exit(1)
}

/* ------------------------------------------------------------------------------------------ */
/* The generated customers                                                                    */
/* ------------------------------------------------------------------------------------------ */

const FIRST_NAMES = [
  'Ana', 'Maria', 'João', 'José', 'Antônio', 'Francisco', 'Carlos', 'Paulo', 'Pedro', 'Lucas',
  'Luiz', 'Marcos', 'Luís', 'Gabriel', 'Rafael', 'Daniel', 'Marcelo', 'Bruno', 'Eduardo',
  'Felipe', 'Raimundo', 'Rodrigo', 'Manoel', 'Mateus', 'André', 'Fernando', 'Fábio', 'Leonardo',
  'Gustavo', 'Guilherme', 'Leandro', 'Tiago', 'Anderson', 'Ricardo', 'Márcio', 'Jorge',
  'Sebastião', 'Alexandre', 'Roberto', 'Edson', 'Diego', 'Vitor', 'Sérgio', 'Cláudio',
  'Matheus', 'Thiago', 'Geraldo', 'Adriano', 'Luciano', 'Júlio', 'Renato', 'Alex', 'Vinícius',
  'Rogério', 'Samuel', 'Ronaldo', 'Mário', 'Flávio', 'Douglas', 'Igor', 'Adriana', 'Juliana',
  'Márcia', 'Fernanda', 'Patrícia', 'Aline', 'Sandra', 'Camila', 'Amanda', 'Bruna', 'Jéssica',
  'Letícia', 'Júlia', 'Luciana', 'Vanessa', 'Mariana', 'Gabriela', 'Vera', 'Vitória', 'Larissa',
  'Cláudia', 'Beatriz', 'Luana', 'Rita', 'Sônia', 'Renata', 'Eliane', 'Josefa', 'Simone',
  'Natália', 'Cristiane', 'Carla', 'Débora', 'Rosângela', 'Jaqueline', 'Rosa', 'Daniela',
  'Aparecida', 'Marlene', 'Terezinha',
] // prettier-ignore

const SURNAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima',
  'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes',
  'Vieira', 'Barbosa', 'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques',
  'Machado', 'Mendes', 'Freitas', 'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira',
  'Araújo', 'Pinto', 'Correia', 'Cavalcanti', 'Monteiro', 'Moura', 'Batista', 'Campos',
  'Azevedo', 'Barros', 'Castro', 'Duarte', 'Farias', 'Fonseca', 'Brandão', 'Siqueira', 'Sá',
  'Cunha', 'Medeiros', 'Reis', 'Borges', 'Coelho', 'Miranda', 'Tavares', 'Aragão', 'Magalhães',
  'Queiroz', 'Peixoto', 'Assunção', 'Conceição', 'Leite', 'Xavier', 'Prado', 'Guimarães',
  'Bezerra', 'Matos', 'Pires', 'Porto', 'Vasconcelos', 'Valente', 'Brito', 'Amaral', 'Bastos',
  'Lacerda', 'Falcão',
] // prettier-ignore

const PLACES = [
  ['São Paulo', 'SP', '01'], ['Rio de Janeiro', 'RJ', '20'], ['Belo Horizonte', 'MG', '30'],
  ['Curitiba', 'PR', '80'], ['Porto Alegre', 'RS', '90'], ['Salvador', 'BA', '40'],
  ['Recife', 'PE', '50'], ['Fortaleza', 'CE', '60'], ['Brasília', 'DF', '70'],
  ['Goiânia', 'GO', '74'], ['Campinas', 'SP', '13'], ['Florianópolis', 'SC', '88'],
] // prettier-ignore
const DDDS = ['11', '21', '31', '41', '51', '71', '81', '85', '61', '62', '19', '48']
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br', 'bol.com.br', 'terra.com.br'] // prettier-ignore
const DISTRICTS = ['Centro', 'Jardim América', 'Vila Nova', 'Boa Vista', 'Santa Cecília', 'Bela Vista'] // prettier-ignore

const ACCENTED = 'ÁÀÂÃÉÊÍÓÔÕÚÜÇáàâãéêíóôõúüç'
const PLAIN = 'AAAAEEIOOOUUCaaaaeeiooouuc'

const quote = (text) => `'${text.replaceAll("'", "''")}'`
const textArray = (values) => `array[${values.map(quote).join(', ')}]`
const pick = (values, index) => `(${textArray(values)})[1 + (${index}) % ${values.length}]`

/** The CPF check digits of a 9-digit body `b`, in SQL arithmetic (see document.ts). */
function cpfSql() {
  const digit = (k) => `((b / ${10 ** (9 - k)}) % 10)`
  const sum = (first) =>
    Array.from({ length: 9 }, (_, j) => `${digit(j + 1)} * ${first - j}`).join(' + ')
  return {
    r1: `(${sum(10)}) % 11`,
    r2: `(${sum(11)} + d1 * 2) % 11`,
  }
}

/**
 * Customers `from`..`to` of the store. The same i always gives the same customer; e-mails are
 * unique by i, CPFs by the body (i × 7919 mod 10⁹ is a permutation); one in ten has no document.
 */
function seedSql(appId, from, to) {
  const { r1, r2 } = cpfSql()
  return `
insert into customers (app_id, name, sort_name, email, document, document_kind, phone,
  birth_date, addresses, tags, notes, marketing_consent, purchases_count, subscriptions_count,
  total_spent, last_purchase_at, created_at, updated_at)
select ${appId}, n.name, lower(translate(n.name, '${ACCENTED}', '${PLAIN}')),
  lower(translate(n.first || '.' || n.last2, '${ACCENTED}', '${PLAIN}')) || g.i || '@' || ${pick(DOMAINS, 'g.i / 7')},
  case when g.i % 10 = 0 then null else lpad(c.b::text, 9, '0') || c.d1 || c.d2 end,
  case when g.i % 10 = 0 then null else 'cpf' end,
  ${pick(DDDS, 'g.i')} || '9' || lpad(((g.i::bigint * 104729) % 100000000)::text, 8, '0'),
  date '1950-01-01' + ((g.i * 37) % 20000),
  jsonb_build_array(jsonb_build_object(
    'label', 'Casa', 'postal_code', p.prefix || lpad(((g.i * 7) % 1000000)::text, 6, '0'),
    'street', 'Rua ' || ${pick(SURNAMES, 'g.i / 3')}, 'number', (1 + g.i % 2000)::text,
    'complement', null, 'district', ${pick(DISTRICTS, 'g.i / 5')}, 'city', p.city,
    'state', p.state)),
  case g.i % 10 when 0 then '{vip}' when 1 then '{newsletter}' when 2 then '{newsletter,vip}'
    when 3 then '{atacado}' else '{}' end::text[],
  '', g.i % 3 = 0,
  case when g.i % 5 < 2 then 1 + g.i % 17 else 0 end,
  case when g.i % 50 = 1 then 1 else 0 end,
  case when g.i % 5 < 2 then (1 + g.i % 17) * (1990 + (g.i * 13) % 30000) else 0 end,
  case when g.i % 5 < 2 then t.created + ((g.i * 11) % 400) * interval '1 day' end,
  t.created, t.created
from generate_series(${from}, ${to}) as g(i)
cross join lateral (select timestamptz '2023-01-01 00:00:00+00' + g.i * interval '90 seconds' as created) t
cross join lateral (
  select f.first, f.last1, f.last2, f.first || ' ' || f.last1 || ' ' || f.last2 as name
  from (select ${pick(FIRST_NAMES, 'g.i * 7 + g.i / 101')} as first,
               ${pick(SURNAMES, 'g.i * 13 + g.i / 89')} as last1,
               ${pick(SURNAMES, 'g.i * 31 + g.i / 83')} as last2) f
) n
cross join lateral (
  select ${pick(
    PLACES.map(([city]) => city),
    'g.i / 11',
  )} as city, ${pick(
    PLACES.map(([, state]) => state),
    'g.i / 11',
  )} as state, ${pick(
    PLACES.map(([, , prefix]) => prefix),
    'g.i / 11',
  )} as prefix
) p
cross join lateral (
  select b, d1, case when r2 < 2 then 0 else 11 - r2 end as d2
  from (select b, d1, ${r2} as r2
        from (select b, case when r1 < 2 then 0 else 11 - r1 end as d1
              from (select b, ${r1} as r1
                    from (select (g.i::bigint * 7919 + 100000000) % 1000000000 as b) b0) b1) b2) b3
) c`
}

/**
 * Loads `total` customers into the store with the table's secondary indexes dropped and then
 * built again (as a restore would): a million index insertions one by one cost many times more.
 */
async function seedCustomers(query, appId, total, label) {
  const started = performance.now()
  const indexes = (
    await query(
      `select indexname, indexdef from pg_indexes
        where schemaname = 'public' and tablename = 'customers' and indexname <> 'customers_pkey'`,
    )
  ).map((row) => row)
  await query(`delete from customers where app_id = ${appId}`)
  for (const { indexname } of indexes) await query(`drop index if exists "${indexname}"`)
  const batch = 100_000
  for (let from = 1; from <= total; from += batch) {
    await query(seedSql(appId, from, Math.min(total, from + batch - 1)))
    process.stdout.write(
      `\r  ${label}: ${Math.min(total, from + batch - 1).toLocaleString('en')} rows`,
    )
  }
  process.stdout.write(`, ${seconds(performance.now() - started)}; indexes…`)
  for (const { indexdef } of indexes) await query(indexdef)
  await query('analyze customers')
  const elapsed = performance.now() - started
  process.stdout.write(` done in ${seconds(elapsed)}\n`)
  return elapsed
}

/** What people type: the start of existing e-mails, and documents with their punctuation. */
async function searchSamples(query, appId) {
  const picked = await query(
    `select name, email, document from customers
      where app_id = ${appId} and id % 97 = 0 and document is not null
      order by md5(id::text) limit ${samples}`,
  )
  const emails = picked.map(({ email }, index) => {
    const local = email.split('@')[0]
    // From the dot on to the whole local part: "maria.sil" … "maria.silva48213".
    const dot = local.indexOf('.') + 1
    return local.slice(0, Math.min(local.length, dot + 3 + (index % (local.length - dot))))
  })
  const documents = picked.map(({ document }, index) => {
    const formatted = `${document.slice(0, 3)}.${document.slice(3, 6)}.${document.slice(6, 9)}-${document.slice(9)}`
    return index % 2 === 0 ? formatted : formatted.slice(0, 9)
  })
  // A first name and the start of a surname, as typed: "samuel rib".
  const names = picked.map(({ name }) => {
    const [first, , last] = name.split(' ')
    return `${first} ${last.slice(0, 3)}`
  })
  return { emails, documents, names }
}

/* ------------------------------------------------------------------------------------------ */
/* The server and the calls                                                                   */
/* ------------------------------------------------------------------------------------------ */

/** The server, its request log read for the server's own time of each measured call. */
const startBenchServer = (env) =>
  startServer(env, (line) => {
    // The request log is part of the real cost, so it stays on; its lines are read for the
    // server's own time of each measured call (without the client and the loopback).
    if (!serverTimes || !line.includes('"msg":"request"')) return
    const { request_id: id, duration_ms: ms } = JSON.parse(line)
    serverTimes.set(id, ms)
  })

/** The bench person's session: registered the first time, signed in afterwards. */
const benchSignIn = (url) => signIn(url, BENCH_USER, BENCH_PASSWORD)

/** While calls are measured: the server's logged duration of each, by request id. */
let serverTimes = null

/**
 * Times each call `times` times, taking the calls in turn (first, deep, e-mail, …, first, …)
 * so that whatever else the machine does falls on all of them alike, after WARM_UP rounds.
 * Each request carries its own X-Request-Id, which the server logs with its own duration.
 */
async function measure(calls, token, times = samples) {
  const get = async (pathname, requestId) => {
    const started = performance.now()
    const response = await fetch(pathname, {
      headers: { Token: token, Language: 'pt-BR', 'X-Request-Id': requestId },
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`GET ${pathname}: ${response.status} ${text}`)
    const body = JSON.parse(text)
    return { ms: performance.now() - started, items: (body.items ?? body).length }
  }
  const keys = Object.keys(calls)
  for (let round = 0; round < Math.min(WARM_UP, times); round += 1) {
    for (const key of keys) await get(calls[key][round % calls[key].length], `warm-${key}-${round}`)
  }
  const durations = Object.fromEntries(keys.map((key) => [key, []]))
  const found = Object.fromEntries(keys.map((key) => [key, 0]))
  serverTimes = new Map()
  for (let round = 0; round < times; round += 1) {
    for (const key of keys) {
      const result = await get(calls[key][round % calls[key].length], `bench-${key}-${round}`)
      durations[key].push(result.ms)
      found[key] += result.items
    }
  }
  await sleep(200) // the last log lines
  const logged = serverTimes
  serverTimes = null
  const ascending = (values) => [...values].sort((a, b) => a - b)
  return Object.fromEntries(
    keys.map((key) => {
      const client = ascending(durations[key])
      const server = ascending(
        [...logged].filter(([id]) => id.startsWith(`bench-${key}-`)).map(([, ms]) => ms),
      )
      const result = {
        p50: percentile(client, 50),
        p99: percentile(client, 99),
        serverP99: server.length ? percentile(server, 99) : NaN,
        avgItems: found[key] / times,
        times,
      }
      return [key, result]
    }),
  )
}

async function benchCalls(url, token, appId, searches, seeded) {
  const list = `${url}/api/main/apps/${appId}/customers`
  let cursor = null
  const walked = performance.now()
  const depth = Math.min(DEEP_PAGES, Math.floor((seeded - 1) / PAGE_SIZE))
  if (depth < 1) throw new Error(`Seed more than ${PAGE_SIZE} rows for a deep page`)
  for (let page = 0; page < depth; page += 1) {
    const { body } = await call(`${list}${cursor ? `?cursor=${cursor}` : ''}`, {
      headers: { Token: token },
    })
    cursor = body.next_cursor
    if (!cursor) throw new Error(`Only ${page + 1} pages: seed more rows for a deep page`)
  }
  deepPage = depth + 1
  const walkMs = performance.now() - walked
  let byName = null
  for (let page = 0; page < depth; page += 1) {
    const { body } = await call(`${list}?sort=name${byName ? `&cursor=${byName}` : ''}`, {
      headers: { Token: token },
    })
    byName = body.next_cursor
  }
  const q = (value) => `${list}?q=${encodeURIComponent(value)}`
  return {
    results: {
      ...(await measure(
        {
          first: [list],
          deep: [`${list}?cursor=${cursor}`],
          email: searches.emails.map(q),
          document: searches.documents.map(q),
          // Not in the issue's targets; printed to show where the rest of the list stands.
          deepByName: [`${list}?sort=name&cursor=${byName}`],
          name: searches.names.map(q),
        },
        token,
      )),
      ...(await measure({ tags: [`${list}/tags`] }, token, Math.min(samples, 20))),
    },
    walkMs,
  }
}

/** The page the deep call asks for (fewer than DEEP_PAGES + 1 when few rows are seeded). */
let deepPage = DEEP_PAGES + 1

const CALLS = {
  first: 'first page',
  get deep() {
    return `deep page (page ${deepPage}, by cursor)`
  },
  email: 'search by e-mail prefix',
  document: 'search by document',
  get deepByName() {
    return `deep page sorted by name (page ${deepPage})`
  },
  name: 'search by name ("samuel rib")',
  tags: 'tags with counts (whole store)',
}

/* ------------------------------------------------------------------------------------------ */
/* Each database                                                                              */
/* ------------------------------------------------------------------------------------------ */

function adminUrl(url) {
  const parsed = new URL(url)
  parsed.pathname = '/postgres'
  return parsed.toString()
}

async function benchPostgres() {
  // Created when missing, and kept: a later run reuses its store.
  if (!(await ensureDatabase(databaseUrl))) {
    console.log(`PostgreSQL at ${adminUrl(databaseUrl)} does not answer: skipped.`)
    return undefined
  }
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1))
  console.log(`PostgreSQL (${name})…`)
  const server = await startBenchServer({ DATABASE_URL: databaseUrl })
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const query = async (text) => (await client.query(text)).rows
  try {
    const { token, userId } = await benchSignIn(server.url)
    const appId = await benchStore(query, userId, BENCH_STORE)
    const [{ n }] = await query(`select count(*)::int as n from customers where app_id = ${appId}`)
    let seedMs = null
    if (n !== rows || options.reseed) {
      await query(`set maintenance_work_mem = '512MB'`)
      await query('set synchronous_commit = off')
      seedMs = await seedCustomers(query, appId, rows, 'postgres')
    } else {
      console.log(`  store ${appId} already has ${n.toLocaleString('en')} customers: reused`)
    }
    const searches = await searchSamples(query, appId)
    const { results, walkMs } = await benchCalls(server.url, token, appId, searches, rows)
    return { label: 'postgres', rows, seedMs, walkMs, results, appId }
  } finally {
    await client.end()
    await stopServer(server.child)
  }
}

async function benchPglite() {
  const { PGlite } = await import('@electric-sql/pglite')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-customers-'))
  const env = { VITRINE_DATA_DIR: dataDir, DATABASE_URL: '' }
  try {
    console.log(`PGlite (${dataDir})…`)
    // The server creates and migrates the data directory and the person; then it stops, since
    // one process at a time owns a PGlite directory, and the bench loads the customers.
    let server = await startBenchServer(env)
    const { userId } = await benchSignIn(server.url)
    await stopServer(server.child)

    const db = await PGlite.create({ dataDir })
    const query = async (text) => (await db.query(text)).rows
    await query(`set maintenance_work_mem = '256MB'`)
    const appId = await benchStore(query, userId, BENCH_STORE)
    const seedMs = await seedCustomers(query, appId, pgliteRows, 'pglite')
    const searches = await searchSamples(query, appId)
    await db.close()

    server = await startBenchServer(env)
    try {
      const { token } = await benchSignIn(server.url)
      const { results, walkMs } = await benchCalls(server.url, token, appId, searches, pgliteRows)
      return { label: 'pglite', rows: pgliteRows, seedMs, walkMs, results }
    } finally {
      await stopServer(server.child)
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/* ------------------------------------------------------------------------------------------ */

const ms = (value) => `${value.toFixed(1)} ms`

function print(runs) {
  const header = [
    'database',
    'rows',
    'call',
    'calls',
    'p50',
    'p99',
    'server p99',
    'target p99',
    'met',
  ]
  const lines = []
  for (const run of runs) {
    for (const [key, result] of Object.entries(run.results)) {
      const target = TARGETS[key]
      const judged = run.label === 'postgres' && target !== undefined
      lines.push([
        run.label,
        run.rows.toLocaleString('en'),
        CALLS[key],
        String(result.times),
        ms(result.p50),
        ms(result.p99),
        ms(result.serverP99),
        target === undefined ? '-' : judged ? `≤ ${target} ms` : `(${target} ms on PG)`,
        judged ? (result.p99 <= target ? 'yes' : 'NO') : '-',
      ])
    }
  }
  printTable(header, lines)
  console.log('')
  for (const run of runs) {
    const seeded = run.seedMs === null ? 'reused' : `seeded in ${seconds(run.seedMs)}`
    console.log(
      `  ${run.label}: ${run.rows.toLocaleString('en')} customers ${seeded}; ` +
        `pages walked to the deep one in ${seconds(run.walkMs)}; searches found ` +
        `${run.results.email.avgItems.toFixed(1)} (e-mail) and ` +
        `${run.results.document.avgItems.toFixed(1)} (document) customers on average`,
    )
  }
  if (runs.some((run) => run.label === 'pglite' && run.rows !== rows)) {
    console.log(
      `  PGlite was seeded with ${pgliteRows.toLocaleString('en')} rows, not ${rows.toLocaleString('en')} (--pglite-rows).`,
    )
  }
  console.log(
    `\np50 and p99 as the client sees them; "server p99" is the server's own logged time ` +
      `(from the request's arrival to its answer).\n` +
      `Requests one after another, page size ${PAGE_SIZE}, loopback, ${os.cpus().length} CPUs ` +
      `(load average ${os.loadavg()[0].toFixed(1)} at the end), Node ${process.version}.`,
  )
}

const runs = []
const postgres = options['skip-postgres'] ? undefined : await benchPostgres()
if (postgres) runs.push(postgres)
if (!options['skip-pglite']) runs.push(await benchPglite())
print(runs)

const missed = runs
  .filter((run) => run.label === 'postgres')
  .flatMap((run) => Object.entries(run.results))
  .filter(([key, result]) => key in TARGETS && result.p99 > TARGETS[key])

if (postgres && !options['skip-csv'] && fs.existsSync(csvBench)) {
  console.log(`\nCSV import and export (${path.basename(csvBench)}) on the same store…\n`)
  const child = spawn(
    process.execPath,
    [csvBench, '--database-url', databaseUrl, '--app-id', String(postgres.appId)],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, BENCH_DATABASE_URL: databaseUrl },
      stdio: 'inherit',
    },
  )
  const code = await new Promise((resolve) => child.once('exit', resolve))
  if (code !== 0) process.exitCode = code ?? 1
}
if (missed.length > 0) process.exitCode = 1
