// npm run bench:bundle — the JavaScript a first visit to each route downloads, measured in a
// real Chromium against the built panel served by the reference server (the way `npm start`
// serves it). Prints raw and gzip sizes per route — gzip as the server sends it to a browser
// that accepts only gzip (its pre-compressed files), or gzip -9 where it sends none — and
// fails when /login is over its budget.
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../chromium.mjs'
import { startServer } from '../support/server-process.mjs'

const LOGIN_BUDGET_KB = 100
/** ARCHITECTURE.md: a route's own chunks stay under 60 KB gzip. */
const ROUTE_BUDGET_KB = 60

const routes = [
  { path: '/login' },
  { path: '/auth/register' },
  { path: '/auth/forgot-password' },
  { path: '/auth/recovery/bench-token' },
  { path: '/apps', signedIn: true },
  { path: '/account/profile', signedIn: true },
]

const kb = (bytes) => (bytes / 1024).toFixed(1)
/** `--files` lists every script of every route, to see what a route pulls in. */
const listFiles = process.argv.includes('--files')

const server = await startServer({ env: { VITRINE_SEED: 'off' } })

/** The bytes a gzip-only browser receives for a script. */
async function gzipSize(file, body) {
  const response = await fetch(`${server.url}${file}`, { headers: { 'Accept-Encoding': 'gzip' } })
  const length = Number(response.headers.get('content-length'))
  await response.arrayBuffer()
  if (response.headers.get('content-encoding') === 'gzip' && length > 0) return length
  return gzipSync(body, { level: 9 }).length
}
const browser = await chromium.launch(chromiumLaunchOptions())
let failed
try {
  const registration = await fetch(`${server.url}/api/connect/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench',
      email: 'bench@vitrine.dev',
      phone: '',
      profession: 'owner',
      password: 'bench12345',
      password_confirm: 'bench12345',
      accept_terms: true,
    }),
  })
  if (!registration.ok)
    throw new Error(`register failed: ${registration.status} ${await registration.text()}`)
  const { token } = await registration.json()

  const rows = []
  let entryGzip = 0
  for (const route of routes) {
    const context = await browser.newContext()
    if (route.signedIn) {
      await context.addCookies([
        { name: 'vitrine_token', value: token, url: server.url, sameSite: 'Strict', secure: true },
      ])
    }
    const page = await context.newPage()
    const scripts = new Map()
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      const body = await response.body().catch(() => null)
      if (body) scripts.set(new URL(response.url()).pathname, body)
    })
    await page.goto(`${server.url}${route.path}`, { waitUntil: 'networkidle' })
    await page.waitForSelector('main')
    let raw = 0
    let gzip = 0
    for (const [file, body] of scripts) {
      raw += body.length
      const size = await gzipSize(file, body)
      gzip += size
      if (/\/assets\/index-[^/]+\.js$/.test(file)) entryGzip = size
    }
    rows.push({ route: route.path, files: scripts.size, raw, gzip })
    if (listFiles) {
      console.log(`\n${route.path}`)
      for (const [file, body] of scripts)
        console.log(`  ${kb(gzipSync(body, { level: 9 }).length).padStart(7)} KB  ${file}`)
    }
    await context.close()
  }

  console.log(`\nInitial JavaScript per route (first visit; gzip as served)\n`)
  console.log('route                        files    raw KB   gzip KB   route-only gzip KB')
  for (const row of rows) {
    const own = row.gzip - entryGzip
    console.log(
      `${row.route.padEnd(28)} ${String(row.files).padStart(5)} ${kb(row.raw).padStart(9)} ${kb(row.gzip).padStart(9)} ${kb(own).padStart(12)}${own / 1024 > ROUTE_BUDGET_KB ? '  over the route budget' : ''}`,
    )
  }
  console.log(`\nshared entry chunk: ${kb(entryGzip)} KB gzip`)
  const login = rows.find((row) => row.route === '/login')
  const verdict = login.gzip / 1024 <= LOGIN_BUDGET_KB ? 'within' : 'OVER'
  console.log(`/login: ${kb(login.gzip)} KB gzip — ${verdict} the ${LOGIN_BUDGET_KB} KB budget\n`)
  failed = verdict === 'OVER' || rows.some((row) => (row.gzip - entryGzip) / 1024 > ROUTE_BUDGET_KB)
} finally {
  await browser.close()
  await server.stop()
}
process.exit(failed ? 1 : 0)
