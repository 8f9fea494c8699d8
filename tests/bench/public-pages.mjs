// The payer's public pages' first visit (issue 11 item 7): the JavaScript a fresh Chromium
// downloads for /pay/{slug}, /public/transaction?token=… and /acc/{slug}, gzip as the server sends it, against
// the 60 KB budget (ARCHITECTURE.md "Public pages"). Also checks that no panel script (/assets/)
// is loaded. Then Lighthouse (mobile: its default Moto G Power emulation with simulated slow 4G)
// scores /pay/{slug}'s performance and accessibility against 95 and 100. Run after
// `npm run build`: `node tests/bench/public-pages.mjs`; exits 1 over budget or under a score.
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../chromium.mjs'
import { startServer } from '../support/server-process.mjs'

const BUDGET_KB = 60
/** Issue 11 item 7: the least Lighthouse scores (0–100) of the payer's page, on a phone. */
const LEAST_SCORES = { performance: 95, accessibility: 100 }
const kb = (bytes) => (bytes / 1024).toFixed(1)

const server = await startServer({ env: { VITRINE_SEED: 'on' } })
const browser = await chromium.launch(chromiumLaunchOptions())

async function servedGzipSize(file, body) {
  const response = await fetch(`${server.url}${file}`, { headers: { 'Accept-Encoding': 'gzip' } })
  const length = Number(response.headers.get('content-length'))
  await response.arrayBuffer()
  return response.headers.get('content-encoding') === 'gzip' && length > 0
    ? length
    : gzipSync(body, { level: 9 }).length
}

async function firstVisit(address, ready) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  try {
    const page = await context.newPage()
    const scripts = new Map()
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      scripts.set(
        new URL(response.url()).pathname,
        response.body().catch(() => null),
      )
    })
    await page.goto(`${server.url}${address}`, { waitUntil: 'networkidle' })
    await page.getByText(ready).first().waitFor({ timeout: 15_000 })
    let total = 0
    for (const [file, body] of scripts) total += await servedGzipSize(file, (await body) ?? '')
    return { files: [...scripts.keys()], total }
  } finally {
    await context.close()
  }
}

let failed = false
try {
  const charge = await fetch(`${server.url}/api/payments/public/links/contribuicao/charges`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({
      name: 'Ana Souza',
      email: 'ana.bench@exemplo.com.br',
      document: '52998224725',
      gateway_id: await pixGateway(),
      amount_cents: 2500,
    }),
  })
  if (!charge.ok) throw new Error(`charge failed: ${charge.status} ${await charge.text()}`)
  const { token } = await charge.json()
  const pages = [
    ['/pay/contribuicao', 'Contribuição livre'],
    [`/public/transaction?token=${token}`, 'Aguardando pagamento'],
    // The demo store's payer account page (its slug comes from its name, migration 0012).
    ['/acc/loja-demonstracao', 'Enviar link de acesso'],
  ]
  for (const [address, ready] of pages) {
    const { files, total } = await firstVisit(address, ready)
    const panel = files.filter((file) => !file.startsWith('/public-assets/'))
    const over = total / 1024 > BUDGET_KB
    if (over || panel.length > 0) failed = true
    console.log(
      `${address.replace(/token=.*/, 'token=…')}: ${files.length} script(s), ${kb(total)} KB gzip — ` +
        `budget ${BUDGET_KB} KB (${over ? 'OVER' : 'within'})` +
        (panel.length > 0 ? `; panel scripts loaded: ${panel.join(', ')}` : ''),
    )
  }
  await browser.close()
  const scores = await lighthouseScores(`${server.url}/pay/contribuicao`)
  for (const [category, least] of Object.entries(LEAST_SCORES)) {
    const below = scores[category] < least
    if (below) failed = true
    console.log(
      `lighthouse mobile /pay/contribuicao ${category}: ${scores[category]} — least ${least} (${below ? 'BELOW' : 'met'})`,
    )
  }
  for (const [audit, value] of Object.entries(scores.metrics)) console.log(`  ${audit}: ${value}`)
  if (scores.failedAudits.length > 0)
    console.log(`  audits not passed: ${scores.failedAudits.join(', ')}`)
} finally {
  await browser.close()
  await server.stop()
}
if (failed) process.exit(1)

/**
 * One Lighthouse run in its own Chromium (Lighthouse drives it over the DevTools port), with the
 * same flags as the tests' browser. Answers the category scores as 0–100 and the key timings.
 */
async function lighthouseScores(url) {
  const { executablePath, args } = chromiumLaunchOptions()
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', '--no-sandbox', ...args],
  })
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: Object.keys(LEAST_SCORES),
      logLevel: 'error',
    })
    const metrics = Object.fromEntries(
      [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ].map((id) => [id, lhr.audits[id]?.displayValue ?? 'n/a']),
    )
    const failedAudits = Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs)
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) =>
          audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      )
      .map((audit) => audit.id)
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      metrics,
      failedAudits,
    }
  } finally {
    await chrome.kill()
  }
}

async function pixGateway() {
  const response = await fetch(`${server.url}/api/payments/public/links/contribuicao`)
  const link = await response.json()
  const pix = link.methods.find((method) => method.type === 'pix')
  if (!pix) throw new Error('the demo link "contribuicao" has no pix method')
  return pix.gateway_id
}
