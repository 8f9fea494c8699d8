import { test as base, expect, type Page } from '@playwright/test'
import { startServer } from '../support/server-process.mjs'

export interface RunningServer {
  url: string
  /** Everything the server logged so far, parsed when it was JSON. */
  lines: Array<Record<string, unknown> | string>
}

/**
 * One reference server per test file (worker), built and started like `npm start`, with its
 * own empty embedded database and no SMTP: mails go to the outbox table and the log, which is
 * where these tests read them.
 */
export const test = base.extend<
  object,
  { server: RunningServer; serverEnv: Record<string, string> }
>({
  /** More environment for a file's server (`test.use({ serverEnv: { … } })`). */
  serverEnv: [{}, { scope: 'worker', option: true }],
  server: [
    async ({ serverEnv }, use) => {
      const server = await startServer({
        // Every test of a file signs up from this machine: lift the per-address limit.
        env: { VITRINE_SEED: 'on', REGISTRATIONS_PER_IP: '1000', ...serverEnv },
      })
      await use(server)
      await server.stop()
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // The panel runs under the server's Content-Security-Policy: Chromium reports what it blocks
  // on the console ("Refused to … because it violates the following Content Security Policy").
  page: async ({ page }, use) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await use(page)
    expect(violations, 'Content Security Policy violations').toEqual([])
  },
})

export { expect }

/**
 * The last mail the server put in its outbox for `to` whose text matches `text` (a sign-up's
 * confirmation link and an invitation may both be on their way, in either order).
 */
export async function lastMailTo(
  server: RunningServer,
  to: string,
  text: RegExp,
): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined
  await expect
    .poll(
      () => {
        const mails = server.lines.filter(
          (line): line is Record<string, unknown> =>
            typeof line === 'object' &&
            line.msg === 'mail.outbox' &&
            line.to === to &&
            text.test(String(line.text)),
        )
        const last = mails.at(-1)
        found = last ? { subject: String(last.subject), text: String(last.text) } : undefined
        return found !== undefined
      },
      { message: `a mail to ${to} matching ${text} in the outbox log` },
    )
    .toBe(true)
  return found!
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemplo.com.br`
}

/** Fills and sends the login form. */
export async function signIn(page: Page, email: string, password: string) {
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
}
