// npm run bench:bundle — the JavaScript a first visit to each route of the manifest downloads,
// measured in a real Chromium against the built panel served by the reference server (the way
// `npm start` serves it, with the demo seed: parameters are filled with the demo store, one of
// its customers and a recovery token; routes that need login are visited as the demo owner).
//
// Per route it prints the whole first visit and the route's own chunks: the JavaScript that
// only its screen pulls in — reachable from the screen's module, and neither part of the shell
// (the entry and its static imports) nor imported by anything else the visit loaded (layout,
// guards, adapter). Sizes are gzip as the server sends them to a browser that accepts only gzip
// (its pre-compressed files), or gzip -9 where it sends none. It fails when a route's own
// chunks pass 60 KB or the first visit of /login passes 100 KB (ARCHITECTURE.md's budgets).
//
// `--files` lists each route's own chunks.
import { loadavg } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../chromium.mjs'
import { startServer } from '../support/server-process.mjs'
import { loadChunkGraph } from './chunk-graph.mjs'
import { demoSession } from './demo-session.mjs'
import { loadManifest } from './manifest-routes.mjs'
import { withoutPrefetch } from './prefetch-switch.mjs'

const LOGIN_ROUTE = '/login'
const LOGIN_BUDGET_KB = 100
const ROUTE_BUDGET_KB = 60

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/panel/dist')
const kb = (bytes) => (bytes / 1024).toFixed(1)
/** Long parameter values (a recovery token) cut short, to keep the table narrow. */
const shorten = (address) => address.replace(/[^/]{17,}/g, (segment) => `${segment.slice(0, 8)}…`)
const listFiles = process.argv.includes('--files')

const [{ routes, fillPath }, graph] = await Promise.all([loadManifest(), loadChunkGraph(dist)])
const started = Date.now()
const server = await startServer({ env: { VITRINE_SEED: 'on' } })
const serverSeconds = (Date.now() - started) / 1000
const browser = await chromium.launch(chromiumLaunchOptions())

/** @type {Map<string, number>} a script's gzip size as served, asked once per file */
const servedSizes = new Map()
async function servedGzipSize(file, body) {
  let size = servedSizes.get(file)
  if (size !== undefined) return size
  const response = await fetch(`${server.url}${file}`, { headers: { 'Accept-Encoding': 'gzip' } })
  const length = Number(response.headers.get('content-length'))
  await response.arrayBuffer()
  size =
    response.headers.get('content-encoding') === 'gzip' && length > 0
      ? length
      : gzipSync(body, { level: 9 }).length
  servedSizes.set(file, size)
  return size
}

/**
 * Opens `address` in a fresh browser context and waits for its screen's chunk, then for the
 * network to stay quiet (what the screen fetches once rendered counts too). Returns the scripts
 * the visit downloaded, by address.
 */
async function firstVisit(address, { screen, signIn }) {
  const context = await browser.newContext()
  try {
    if (signIn) await signIn(context)
    const page = await context.newPage()
    // The panel prefetches likely next screens 1 s after start: not part of what a visit needs.
    await withoutPrefetch(page)
    const network = watchNetwork(page)
    await page.goto(`${server.url}${address}`)
    await network.waitFor(screen)
    await network.quiet()
    return { scripts: await network.scripts(), landed: new URL(page.url()).pathname }
  } finally {
    await context.close()
  }
}

/** Requests in flight and the scripts downloaded, as a page makes them. */
function watchNetwork(page, { quietMs = 500, timeoutMs = 30_000 } = {}) {
  /** @type {Map<string, Promise<Buffer | null>>} */
  const scripts = new Map()
  let inFlight = 0
  let lastActivity = Date.now()
  const settle = () => {
    inFlight--
    lastActivity = Date.now()
  }
  page.on('request', () => {
    inFlight++
    lastActivity = Date.now()
  })
  page.on('requestfinished', settle)
  page.on('requestfailed', settle)
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = response.body().catch(() => null)
    scripts.set(new URL(response.url()).pathname, body)
  })
  const until = async (condition, what) => {
    const deadline = Date.now() + timeoutMs
    while (!condition()) {
      if (Date.now() > deadline) return false
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    return what
  }
  return {
    waitFor: (file) => until(() => scripts.has(file), file),
    quiet: () => until(() => inFlight === 0 && Date.now() - lastActivity >= quietMs, true),
    async scripts() {
      const bodies = new Map()
      for (const [file, body] of scripts) {
        const bytes = await body
        if (bytes) bodies.set(file, bytes)
      }
      return bodies
    },
  }
}

let failed = false
try {
  const session = await demoSession(server)
  const rows = []
  for (const route of routes) {
    const address = fillPath(route.path, session.params)
    const screen = graph.chunkOf(route.screenFile)
    const { scripts, landed } = await firstVisit(address, {
      screen,
      signIn: route.login ? session.signIn : undefined,
    })
    const own = graph.ownChunks(screen, new Set(scripts.keys()))

    let total = 0
    let ownSize = 0
    for (const [file, body] of scripts) {
      const size = await servedGzipSize(file, body)
      total += size
      if (own.includes(file)) ownSize += size
    }
    const problems = []
    if (!scripts.has(screen)) problems.push(`its screen did not load (landed on ${landed})`)
    if (ownSize / 1024 > ROUTE_BUDGET_KB) problems.push(`own chunks over ${ROUTE_BUDGET_KB} KB`)
    if (route.path === LOGIN_ROUTE && total / 1024 > LOGIN_BUDGET_KB) {
      problems.push(`first visit over ${LOGIN_BUDGET_KB} KB`)
    }
    rows.push({ route, address, landed, files: scripts.size, total, own, ownSize, problems })
    if (problems.length) failed = true
  }

  // Every visit loads the shell, so each of its files has been sized by now.
  const shellSize = [...graph.shell].reduce((sum, file) => sum + (servedSizes.get(file) ?? 0), 0)

  console.log(`\nFirst-visit JavaScript per route of the manifest (gzip as served, KB)\n`)
  const header = ['route', 'address', 'scripts', 'first visit', 'own', 'own files', '']
  const table = rows.map((row) => [
    row.route.name,
    row.landed === row.address ? shorten(row.address) : `${shorten(row.address)} → ${row.landed}`,
    String(row.files),
    kb(row.total),
    kb(row.ownSize),
    String(row.own.length),
    row.problems.join('; '),
  ])
  const widths = header.map((title, i) => Math.max(title.length, ...table.map((r) => r[i].length)))
  const numeric = new Set([2, 3, 4, 5])
  const line = (cells) =>
    cells
      .map((cell, i) => (numeric.has(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd()
  console.log(line(header))
  console.log(line(widths.map((width) => '-'.repeat(width))))
  for (const cells of table) console.log(line(cells))
  if (listFiles) {
    for (const row of rows) {
      console.log(`\n${row.route.name} — own chunks`)
      for (const file of row.own) console.log(`  ${kb(servedSizes.get(file)).padStart(7)}  ${file}`)
    }
  }

  const login = rows.find((row) => row.route.path === LOGIN_ROUTE)
  const largest = rows.reduce((a, b) => (b.ownSize > a.ownSize ? b : a))
  console.log(`\nshell (entry + static imports): ${kb(shellSize)} KB in ${graph.shell.size} files`)
  console.log(
    `${LOGIN_ROUTE} first visit: ${kb(login.total)} KB — budget ${LOGIN_BUDGET_KB} KB` +
      ` (${login.total / 1024 > LOGIN_BUDGET_KB ? 'OVER' : 'within'})`,
  )
  console.log(
    `largest own chunks: ${largest.route.name} ${kb(largest.ownSize)} KB — budget ${ROUTE_BUDGET_KB} KB per route` +
      ` (${rows.some((row) => row.ownSize / 1024 > ROUTE_BUDGET_KB) ? 'OVER' : 'within'})`,
  )
  console.log(
    `${rows.length} routes measured in ${((Date.now() - started) / 1000 - serverSeconds).toFixed(0)} s` +
      ` (the server's start with the demo seed took ${serverSeconds.toFixed(0)} s;` +
      ` load average ${loadavg()[0].toFixed(2)})` +
      `${failed ? '; FAILED (see the last column)' : ''}\n`,
  )
} finally {
  await browser.close()
  await server.stop()
}
process.exit(failed ? 1 : 0)
