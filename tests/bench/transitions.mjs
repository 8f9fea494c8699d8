// npm run bench:transitions — how long in-app route changes between list and detail screens take
// in a real Chromium, against the built panel served by the reference server with the demo seed,
// signed in as the demo owner: from the click (or the browser's back) to the new screen's
// content on screen — its address, its heading, no skeleton left in <main>, measured with
// performance.now() in the page at the first frame where all of that holds. Prints p50/p95 per
// transition against ARCHITECTURE.md's goal (p95 ≤ 100 ms): figures, not a pass/fail test.
//
// `-- --runs N` repeats each transition N times (default 20).
import { loadavg } from 'node:os'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../chromium.mjs'
import { startServer } from '../support/server-process.mjs'
import { demoSession } from './demo-session.mjs'

const GOAL_P95_MS = 100
const runsFlag = process.argv.indexOf('--runs')
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 20
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a positive whole number')

/**
 * Runs in the page: resolves `window.__transition` with the milliseconds from the start (the
 * next click on a link to the target, or now for the browser's back) to the first frame showing
 * the target screen.
 * @param {{ path: string, heading: string, needs?: string, back?: boolean }} target
 */
function armTransition({ path, heading, needs, back }) {
  let start
  const ready = () =>
    location.pathname === path &&
    [...document.querySelectorAll('main h1')].some((h1) => h1.textContent.trim() === heading) &&
    !document.querySelector('main [data-slot="skeleton-group"]') &&
    (!needs || document.querySelector(needs) !== null)
  window.__transition = new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (start === undefined || !ready()) return
      observer.disconnect()
      clearTimeout(timer)
      requestAnimationFrame(() => resolve(performance.now() - start))
    })
    const timer = setTimeout(() => {
      observer.disconnect()
      reject(new Error(`"${heading}" at ${path} did not show within 15 s`))
    }, 15_000)
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    })
    if (back) {
      start = performance.now()
      history.back()
    } else {
      // The click on a link to the target, not one that only unfolds a menu on the way.
      const onClick = (event) => {
        const link = event.target instanceof Element ? event.target.closest('a[href]') : null
        if (link?.pathname !== path) return
        start = performance.now()
        document.removeEventListener('click', onClick, { capture: true })
      }
      document.addEventListener('click', onClick, { capture: true })
    }
  })
}

/** Measures one transition: arms the page, triggers it, waits for the target screen. */
async function transition(page, target, click) {
  await page.evaluate(armTransition, target)
  if (click) await click()
  return page.evaluate(() => window.__transition)
}

function percentile(samples, p) {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

const server = await startServer({ env: { VITRINE_SEED: 'on' } })
const browser = await chromium.launch(chromiumLaunchOptions())
try {
  const session = await demoSession(server)
  const store = session.storeId
  const context = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1280, height: 800 },
  })
  await session.signIn(context)
  const page = await context.newPage()
  /** @type {Record<string, number[]>} */
  const samples = {}
  const record = (name, ms) => (samples[name] ??= []).push(ms)

  const list = {
    path: `/${store}/customers`,
    heading: 'Clientes',
    needs: 'main a[href*="/customers/details/"]',
  }
  const users = { path: `/${store}/settings/users`, heading: 'Usuários e permissões' }
  const logs = { path: `/${store}/settings/logs`, heading: 'Registro de atividades' }

  await page.goto(`${server.url}${list.path}`)
  await page.locator(list.needs).first().waitFor()
  for (let run = 0; run < RUNS; run++) {
    // A different customer each time: each detail is a first visit of that customer's data.
    const links = page.locator(list.needs)
    const link = links.nth(run % (await links.count()))
    const name = (await link.textContent()).trim()
    const detail = { path: new URL(await link.evaluate((a) => a.href)).pathname, heading: name }
    record('customers list → customer detail', await transition(page, detail, () => link.click()))
    record('customer detail → list (back)', await transition(page, { ...list, back: true }))
  }

  await page.goto(`${server.url}${users.path}`)
  await page.getByRole('heading', { name: users.heading, level: 1 }).waitFor()
  /** Clicks the side panel's entry for `target`, unfolding the panel first when it is folded. */
  const viaMenu = (target) => async () => {
    const unfold = page.getByRole('button', { name: 'Expandir menu' })
    if (await unfold.isVisible()) await unfold.click()
    await page.locator(`a[href="${target.path}"]`).first().click()
  }
  for (let run = 0; run < RUNS; run++) {
    record('settings users → logs', await transition(page, logs, viaMenu(logs)))
    record('settings logs → users', await transition(page, users, viaMenu(users)))
  }
  await context.close()

  const all = Object.values(samples).flat()
  const ms = (value) => `${value.toFixed(0)} ms`
  const rows = [
    ...Object.entries(samples).map(([name, values]) => [name, values]),
    ['all transitions', all],
  ].map(([name, values]) => [
    name,
    ms(values[0]),
    ms(percentile(values, 50)),
    ms(percentile(values, 95)),
    ms(Math.max(...values)),
  ])
  const header = ['transition', 'first', 'p50', 'p95', 'max']
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((r) => r[i].length)))
  const line = (cells) =>
    cells.map((cell, i) => (i ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ')

  console.log(
    `\nRoute transitions in Chromium: click (or back) → the new screen's content on screen` +
      `\n${RUNS} runs each, demo store ${store}; "first" is the first run, p50/p95/max over all runs\n`,
  )
  console.log(line(header))
  console.log(line(widths.map((width) => '-'.repeat(width))))
  for (const row of rows) console.log(line(row))
  const p95 = percentile(all, 95)
  console.log(
    `\ngoal: p95 ≤ ${GOAL_P95_MS} ms — measured p95 ${ms(p95)} over all transitions ` +
      `(${p95 <= GOAL_P95_MS ? 'within' : 'over'} the goal)`,
  )
  console.log(
    `load average while measuring: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')} (figures grow with the machine's load)\n`,
  )
} finally {
  await browser.close()
  await server.stop()
}
