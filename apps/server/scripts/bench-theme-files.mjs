// `npm run bench:theme-files` (root; builds the server first): the IDE's calls on a theme at the
// store's cap (2,000 entries: 1,960 files of ~8 KB in 40 folders), through the BUILT server's
// HTTP API, on PostgreSQL: the tree, reading a file, saving (a new version each time, on the
// version read), a save refused with 409, and searches (a word in every 20th file, capped at
// 200 lines; a word in one file). Prints p50/p95/p99 per call and whether each met its budget;
// exits 1 when one did not.
//
//   node apps/server/scripts/bench-theme-files.mjs [--samples N]
//
// PostgreSQL: BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/vitrine_bench_theme
// (created when missing; the bench store's theme is written again on every run).
import os from 'node:os'
import { parseArgs } from 'node:util'
import pg from 'pg'
import {
  benchStore,
  call,
  ensureDatabase,
  percentile,
  printTable,
  signIn,
  startServer,
  stopServer,
} from './bench-support.mjs'

const { values: options } = parseArgs({ options: { samples: { type: 'string' } } })
const samples = Number(options.samples ?? 100)
if (!Number.isSafeInteger(samples) || samples < 1) throw new Error(`Not a count: ${samples}`)
const WARM_UP = 10
const FOLDERS = 40
const FILES = 1960
/** Budgets in ms (p99): what keeps the editor feeling immediate. */
const BUDGETS = {
  tree: 100,
  read: 20,
  save: 50,
  conflict: 50,
  'search common': 100,
  'search rare': 100,
}
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrine_bench_theme'

if (!(await ensureDatabase(databaseUrl))) {
  console.error(`PostgreSQL does not answer at ${databaseUrl}`)
  process.exit(1)
}
const server = await startServer({ DATABASE_URL: databaseUrl })
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
const query = async (text, values) => (await pool.query(text, values)).rows
try {
  const person = { name: 'Bench Tema', email: 'bench.tema@exemplo.com.br' }
  const { token, userId } = await signIn(server.url, person, 'bench-tema-123')
  const appId = await benchStore(query, userId, 'Loja Bench Tema')

  // A theme at the cap, written in SQL: folders, files of ~8 KB, one version each.
  const seeded = performance.now()
  await query('delete from theme_files where app_id = $1', [appId])
  await query(
    `insert into theme_files (app_id, path, kind, created_at, updated_at, updated_by_name)
     select $1, 'pasta-' || f, 'folder', now(), now(), 'Bench' from generate_series(0, $2 - 1) f`,
    [appId, FOLDERS],
  )
  await query(
    `insert into theme_files (app_id, path, kind, content, size, version, created_at, updated_at, updated_by_name)
     select $1, 'pasta-' || (i % $2) || '/arquivo-' || i || '.html', 'file', c, length(c), 1, now(), now(), 'Bench'
     from (
       select i, repeat('<div class="bloco">{{ produto.nome }} por {{ produto.preco | moeda }}</div>' || chr(10), 110)
                 || 'cupom-' || i || chr(10)
                 || case when i % 20 = 0 then 'Frete grátis acima de R$ 199,00' || chr(10) else '' end as c
       from generate_series(0, $3 - 1) i
     ) generated`,
    [appId, FOLDERS, FILES],
  )
  await query(
    `insert into theme_file_versions (app_id, file_id, version, content, size, author_name, created_at)
     select app_id, id, 1, content, size, 'Bench', now() from theme_files where app_id = $1 and kind = 'file'`,
    [appId],
  )
  await query('analyze theme_files')
  const seedMs = performance.now() - seeded

  const headers = { Token: token, Language: 'pt-BR' }
  const base = `${server.url}/api/main/apps/${appId}/theme`
  const path = (i) => `pasta-${i % FOLDERS}/arquivo-${i}.html`
  const versions = new Map()
  const calls = {
    tree: () => call(`${base}/files`, { headers }),
    read: (i) => call(`${base}/files/content?path=${encodeURIComponent(path(i))}`, { headers }),
    save: async (i) => {
      const file = path(i % 50)
      const version = versions.get(file) ?? 1
      const answer = await call(`${base}/files/content`, {
        method: 'PUT',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          path: file,
          content: `<p>salvo ${i}</p>\n`.repeat(200),
          base_version: version,
        }),
      })
      if (answer.status === 200) versions.set(file, answer.body.version)
      return answer
    },
    conflict: () =>
      call(`${base}/files/content`, {
        method: 'PUT',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ path: path(1959), content: 'antigo', base_version: 999 }),
      }),
    'search common': () =>
      call(`${base}/search?q=${encodeURIComponent('FRETE GRÁTIS')}`, { headers }),
    'search rare': () => call(`${base}/search?q=cupom-1234%0A`.replace('%0A', ''), { headers }),
  }
  const expected = { conflict: 409 }
  const results = []
  let failed = false
  for (const [name, run] of Object.entries(calls)) {
    for (let i = 0; i < WARM_UP; i += 1) await run(i + 100)
    const times = []
    let status
    let detail = ''
    for (let i = 0; i < samples; i += 1) {
      const started = performance.now()
      const answer = await run(i)
      times.push(performance.now() - started)
      status = answer.status
      if (status !== (expected[name] ?? 200))
        throw new Error(`${name}: ${status} ${JSON.stringify(answer.body)}`)
      if (name === 'tree') detail = `${answer.body.entries.length} entries`
      if (name.startsWith('search'))
        detail = `${answer.body.hits.length} lines${answer.body.truncated ? ' (capped)' : ''}`
    }
    times.sort((a, b) => a - b)
    const p99 = percentile(times, 99)
    const met = p99 <= BUDGETS[name]
    if (!met) failed = true
    results.push([
      name,
      percentile(times, 50).toFixed(1),
      percentile(times, 95).toFixed(1),
      p99.toFixed(1),
      `≤ ${BUDGETS[name]}`,
      met ? 'yes' : 'NO',
      detail,
    ])
  }
  console.log(
    `Theme files on PostgreSQL: ${FILES} files in ${FOLDERS} folders (~8 KB each), seeded in ${(seedMs / 1000).toFixed(1)} s; ${samples} samples per call, one at a time; load ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )
  printTable(['call', 'p50 ms', 'p95 ms', 'p99 ms', 'budget', 'met', ''], results)
  if (failed) process.exitCode = 1
} finally {
  await pool.end()
  await stopServer(server.child)
}
