// The payer's public pages' first visit (issue 11 item 7): the JavaScript a fresh Chromium
// downloads for /pay/{slug}, /public/transaction?token=… and /acc/{slug}, gzip as the server sends it, against
// the 60 KB budget (ARCHITECTURE.md "Public pages"). Also checks that no panel script (/assets/)
// is loaded. Run after `npm run build`: `node tests/bench/public-pages.mjs`; exits 1 over budget.
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../chromium.mjs'
import { startServer } from '../support/server-process.mjs'

const BUDGET_KB = 60
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
} finally {
  await browser.close()
  await server.stop()
}
if (failed) process.exit(1)

async function pixGateway() {
  const response = await fetch(`${server.url}/api/payments/public/links/contribuicao`)
  const link = await response.json()
  const pix = link.methods.find((method) => method.type === 'pix')
  if (!pix) throw new Error('the demo link "contribuicao" has no pix method')
  return pix.gateway_id
}
