import { expect, signIn, test } from './fixtures.ts'

/**
 * Issue 4, in Chromium against the production build: white-label resolution, the manager
 * redirect, app loading, the side-panel rule, the notification timeout and the financial modal's
 * 24-hour rule (with a controlled clock).
 */
const DEMO_STORE = 1
const PASSWORD = 'vitrine123'
/** "Loja com Pendência", the demo owner's store with a financial pending. */
const PENDING_STORE = 2

test.describe('white-label', () => {
  test('a reseller host brands the panel and every call carries its hash', async ({
    page,
    server,
  }) => {
    const reseller = server.url.replace('localhost', 'revenda.localhost')
    const hashes: (string | undefined)[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/connect'))
        hashes.push(request.headers()['whitelabel-hash'])
    })
    await page.goto(`${reseller}/login`)
    await expect(page.getByRole('banner').getByText('Revenda Demonstração')).toBeVisible()
    await expect(page).toHaveTitle('Revenda Demonstração')
    const brand = await page.evaluate(() =>
      document.documentElement.style.getPropertyValue('--vt-brand'),
    )
    expect(brand).toBe('#0f766e')
    await signIn(page, 'demo@vitrine.dev', PASSWORD)
    await expect(page).toHaveURL(/\/apps$/)
    expect(hashes.length).toBeGreaterThan(0)
    for (const hash of hashes) expect(hash).toMatch(/.+/)
  })

  test('on a local host the reseller can be chosen with ?wh=', async ({ page }) => {
    await page.goto('/login?wh=revenda.localhost')
    await expect(page.getByRole('banner').getByText('Revenda Demonstração')).toBeVisible()
  })

  test('the standard host is not branded', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('banner').getByText('Vitrine', { exact: true })).toBeVisible()
    await expect(page).toHaveTitle('Vitrine')
  })

  test('a white-label manager opening /apps goes to the white-label list, unless the address has query parameters', async ({
    page,
    server,
  }) => {
    const reseller = server.url.replace('localhost', 'revenda.localhost')
    await page.goto(`${reseller}/login`)
    await signIn(page, 'revenda@vitrine.dev', PASSWORD)
    await expect(page).toHaveURL(/\/whitelabel\/list$/)
    await expect(page.getByRole('heading', { name: /Revenda Demonstração/ })).toBeVisible()
    await page.goto(`${reseller}/apps?todas=1`)
    await expect(page).toHaveURL(/\/apps\?todas=1$/)
    await expect(page.getByRole('heading', { name: 'Minhas lojas' })).toBeVisible()
  })
})

test.describe('the store frame', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login')
    await signIn(page, 'demo@vitrine.dev', PASSWORD)
    await expect(page).toHaveURL(/\/apps$/)
  })

  test('a store that cannot be loaded sends the user to /apps', async ({ page }) => {
    await page.goto('/999999/overview')
    await expect(page).toHaveURL(/\/apps$/)
  })

  test('the side panel collapses on every route change', async ({ page }) => {
    await page.goto(`/${DEMO_STORE}/overview`)
    const panel = page.getByRole('navigation', { name: 'Menu da loja' })
    await expect(panel).toHaveAttribute('data-state', 'collapsed')
    await page.getByRole('button', { name: 'Expandir menu' }).click()
    await expect(panel).toHaveAttribute('data-state', 'expanded')
    await panel.getByRole('link', { name: 'Configurações' }).click()
    await expect(page).toHaveURL(new RegExp(`/${DEMO_STORE}/settings/users$`))
    await expect(panel).toHaveAttribute('data-state', 'collapsed')
  })

  test('menus come from the server and follow the manifest', async ({ page }) => {
    await page.goto(`/${DEMO_STORE}/overview`)
    await page.getByRole('button', { name: 'Expandir menu' }).click()
    const panel = page.getByRole('navigation', { name: 'Menu da loja' })
    await expect(panel.getByRole('link', { name: 'Visão geral' })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Configurações' })).toBeVisible()
    // Checkout's screens exist now (issue 16), so the server's entry is offered.
    await expect(panel.getByRole('link', { name: 'Checkout' })).toBeVisible()
  })

  test('a notification closes itself after 5 seconds', async ({ page }) => {
    await page.clock.install()
    await page.goto('/account/profile')
    await page.getByRole('button', { name: 'Salvar dados' }).click()
    const notice = page.getByText('Seus dados foram salvos.')
    await expect(notice).toBeVisible()
    await page.clock.runFor(4_000)
    await expect(notice).toBeVisible()
    await page.clock.runFor(1_500)
    await expect(notice).toBeHidden()
  })

  test('the financial-pending modal shows once every 24 hours', async ({ page }) => {
    const start = new Date('2026-11-22T12:00:00-03:00')
    await page.clock.install({ time: start })
    await page.goto(`/${PENDING_STORE}/overview`)
    const modal = page.getByRole('dialog', { name: 'Pendência financeira' })
    await expect(modal).toBeVisible()
    await modal.getByRole('button', { name: 'Entendi' }).click()
    await expect(modal).toBeHidden()

    // Another page, and a reload, within the day: not again.
    await page.getByRole('link', { name: 'Notificações' }).click()
    await expect(page).toHaveURL(new RegExp(`/${PENDING_STORE}/notifications$`))
    await expect(modal).toBeHidden()
    await page.reload()
    await expect(page.getByRole('heading', { name: /Notificações/ })).toBeVisible()
    await expect(modal).toBeHidden()

    // A day later the next page that loads shows it again. The clock has run on since it was
    // shown at `start`, so "a day later" is a day after that plus a margin.
    await page.clock.setSystemTime(new Date(start.getTime() + 24 * 60 * 60 * 1000 + 60_000))
    await page.getByRole('link', { name: 'Loja com Pendência' }).click()
    await expect(page).toHaveURL(new RegExp(`/${PENDING_STORE}/overview$`))
    await expect(modal).toBeVisible()
  })

  test('a store without a pending never shows the modal', async ({ page }) => {
    await page.goto(`/${DEMO_STORE}/overview`)
    await expect(page.getByRole('heading', { name: 'Loja Demonstração' })).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Pendência financeira' })).toHaveCount(0)
  })
})
