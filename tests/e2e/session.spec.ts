import type { Page } from '@playwright/test'
import { expect, signIn, test, uniqueEmail } from './fixtures.ts'

const TOKEN_COOKIE = 'vitrine_token'

async function register(baseURL: string, email = uniqueEmail('sessao')): Promise<string> {
  const response = await fetch(`${baseURL}/api/connect/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Language: 'pt-BR' },
    body: JSON.stringify({
      name: 'Bruno Sessão',
      email,
      phone: '',
      profession: 'owner',
      password: 'sessao1234',
      password_confirm: 'sessao1234',
      accept_terms: true,
    }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { token: string }).token
}

async function tokenCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === TOKEN_COOKIE)
}

test.describe('session rules (specification section 4)', () => {
  test('a visitor opening a page that needs login goes to the login area, and back after signing in', async ({
    page,
    server,
  }) => {
    const email = uniqueEmail('volta')
    await register(server.url, email)
    await page.goto('/account/profile')
    await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fprofile$/)
    await signIn(page, email, 'sessao1234')
    await expect(page).toHaveURL(/\/account\/profile$/)
  })

  test('the root sends a visitor to the login area', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/login$/)
  })

  for (const value of ['', 'null']) {
    test(`a token cookie of ${JSON.stringify(value)} counts as no token`, async ({
      page,
      server,
    }) => {
      await page.context().addCookies([{ name: TOKEN_COOKIE, value, url: server.url }])
      await page.goto('/apps')
      await expect(page).toHaveURL(/\/login$/)
    })
  }

  test('a token the server refuses is dropped and the user goes to the login area', async ({
    page,
    server,
  }) => {
    await page
      .context()
      .addCookies([{ name: TOKEN_COOKIE, value: 'not-a-real-token', url: server.url }])
    await page.goto('/apps')
    await expect(page).toHaveURL(/\/login$/)
    expect(await tokenCookie(page)).toBeUndefined()
  })

  test('a signed-in user opening an auth route goes to /apps', async ({ page, server }) => {
    const token = await register(server.url)
    await page.context().addCookies([{ name: TOKEN_COOKIE, value: token, url: server.url }])
    for (const path of [
      '/login',
      '/auth/register',
      '/auth/forgot-password',
      '/auth/recovery/qualquer',
    ]) {
      await page.goto(path)
      await expect(page, path).toHaveURL(/\/apps$/)
    }
  })

  test('a start-up address with ?token= stores it and goes to /', async ({ page, server }) => {
    const token = await register(server.url)
    await page.goto(`/account/profile?token=${token}`)
    // "/" then leads a signed-in user on to the apps list.
    await expect(page).toHaveURL(/\/apps$/)
    expect((await tokenCookie(page))?.value).toBe(token)
  })

  test('a route needing login that carries ?token= stores it and re-enters the same route without it', async ({
    page,
    server,
  }) => {
    const token = await register(server.url)
    await page.goto('/login')
    // Navigate inside the running panel (not a start-up address).
    await page.evaluate((address) => {
      window.history.pushState(null, '', address)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, `/account/profile?token=${token}&aba=senha`)
    await expect(page).toHaveURL(/\/account\/profile\?aba=senha$/)
    expect((await tokenCookie(page))?.value).toBe(token)
    await expect(page.getByRole('heading', { name: 'Minha conta' })).toBeVisible()
  })

  test('the token cookie is Secure, SameSite=Strict, path / and lasts 3 days', async ({
    page,
    server,
  }) => {
    const email = uniqueEmail('cookie')
    await register(server.url, email)
    await page.goto('/login')
    await signIn(page, email, 'sessao1234')
    await expect(page).toHaveURL(/\/apps$/)
    const cookie = await tokenCookie(page)
    expect(cookie).toMatchObject({ secure: true, sameSite: 'Strict', path: '/' })
    const days = (cookie!.expires - Date.now() / 1000) / 86_400
    expect(days).toBeGreaterThan(2.99)
    expect(days).toBeLessThanOrEqual(3)
  })

  test('logging out revokes the session on the server too', async ({ page, server }) => {
    const email = uniqueEmail('sair')
    await register(server.url, email)
    await page.goto('/login')
    await signIn(page, email, 'sessao1234')
    await expect(page).toHaveURL(/\/apps$/)
    const token = (await tokenCookie(page))!.value
    await page.getByRole('button', { name: 'Menu de Bruno Sessão' }).click()
    await page.getByRole('menuitem', { name: 'Sair' }).click()
    await expect(page).toHaveURL(/\/login$/)
    const me = await fetch(`${server.url}/api/connect/auth`, { headers: { Token: token } })
    expect(me.status).toBe(401)
  })

  test('an unmatched address shows "Page not found: {path}"', async ({ page }) => {
    await page.goto('/nada/por/aqui')
    await expect(page.getByText('Page not found: /nada/por/aqui')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible()
  })
})
