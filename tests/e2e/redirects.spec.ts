import { test as base, expect } from '@playwright/test'
import { freePort, startServer } from '../support/server-process.mjs'
import { signIn } from './fixtures.ts'

/**
 * Server-configured redirect rules, last in the guard chain (section 4): a panel path is a
 * client-side navigation, an absolute target a full page load, and another host only with the
 * explicit external flag. Run against a server configured with rules (VITRINE_REDIRECTS).
 */
const test = base.extend<object, { redirectServer: { url: string; stop: () => Promise<void> } }>({
  redirectServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring.
    async ({}, use) => {
      const port = await freePort()
      const other = `http://127.0.0.1:${port}`
      const rules = [
        { from: '/account/profile', to: '/apps' },
        { from: '/1/notifications', to: `${other}/login`, external: true },
        { from: '/1/settings/logs', to: `${other}/login` },
      ]
      const server = await startServer({
        env: { PORT: String(port), VITRINE_REDIRECTS: JSON.stringify(rules) },
      })
      await use(server)
      await server.stop()
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ redirectServer }, use) => use(redirectServer.url),
})

test('server redirect rules: panel paths, absolute targets and the external flag', async ({
  page,
  redirectServer,
}) => {
  await page.goto('/login')
  await signIn(page, 'demo@vitrine.dev', 'vitrine123')
  await expect(page).toHaveURL(/\/apps$/)

  await page.goto('/account/profile')
  await expect(page).toHaveURL(`${redirectServer.url}/apps`)

  // Another host without the external flag: the rule is not followed.
  await page.goto('/1/settings/logs')
  await expect(page.getByRole('heading', { name: 'Registro de atividades' })).toBeVisible()
  expect(new URL(page.url()).hostname).toBe('localhost')

  // With the flag: a full page load on the other host.
  await page.goto('/1/notifications')
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/login$/)
})
