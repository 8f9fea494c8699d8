import type { Page } from '@playwright/test'
import { expect, signIn, test } from './fixtures.ts'

const TOKEN_COOKIE = 'vitrine_token'
const PASSWORD = 'vitrine123'
const A = 'demo@vitrine.dev'
const B = 'leitura@vitrine.dev'

/** A fresh session token for a demo account, as a link's sender would have. */
async function tokenOf(baseURL: string, email: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/connect/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Language: 'pt-BR' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

async function tokenCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === TOKEN_COOKIE)?.value
}

async function signedInAsA(page: Page): Promise<string> {
  await page.goto('/login')
  await signIn(page, A, PASSWORD)
  await expect(page).not.toHaveURL(/\/login/)
  const token = await tokenCookie(page)
  expect(token).toBeTruthy()
  return token!
}

const question = (page: Page) => page.getByRole('alertdialog')

test.describe('an access link (?token=) never replaces a session silently', () => {
  test('asks before switching; keeping leaves the session, switching signs in the other account', async ({
    page,
    server,
  }) => {
    const mine = await signedInAsA(page)
    const theirs = await tokenOf(server.url, B)

    await page.goto(`/account/profile?token=${theirs}`)
    await expect(question(page)).toContainText(
      `Você está conectado como Conta Demonstração (${A}). Entrar como Gerente Leitura (${B})?`,
    )
    expect(page.url()).not.toContain('token=')
    expect(await tokenCookie(page)).toBe(mine)
    await question(page).getByRole('button', { name: 'Manter a conta atual' }).click()
    await expect(question(page)).toBeHidden()
    await expect(page).toHaveURL(/\/account\/profile$/)
    expect(await tokenCookie(page)).toBe(mine)
    await expect(page.getByRole('heading', { name: 'Minha conta' })).toBeVisible()
    await expect(page.locator('input[name="email"]')).toHaveValue(A)

    await page.goto(`/account/profile?token=${theirs}`)
    await question(page).getByRole('button', { name: 'Trocar de conta' }).click()
    await expect.poll(() => tokenCookie(page)).toBe(theirs)
    // Switching goes to / (specification section 4), which leads on to the apps list.
    await expect(page).toHaveURL(/\/apps$/)
    await page.goto('/account/profile')
    await expect(page.locator('input[name="email"]')).toHaveValue(B)
  })

  test('the session’s own token asks nothing and only leaves the address', async ({ page }) => {
    const mine = await signedInAsA(page)
    await page.goto(`/account/profile?token=${mine}`)
    await expect(page).toHaveURL(/\/account\/profile$/)
    await expect(page.getByRole('heading', { name: 'Minha conta' })).toBeVisible()
    await expect(question(page)).toHaveCount(0)
    expect(await tokenCookie(page)).toBe(mine)
  })

  for (const bad of ['x', 'null']) {
    test(`an invalid link (?token=${bad}) keeps the session and says the link failed`, async ({
      page,
    }) => {
      const mine = await signedInAsA(page)
      await page.goto(`/account/profile?token=${bad}`)
      await expect(page.getByText('O link de acesso é inválido ou expirou.')).toBeVisible()
      await expect(page).toHaveURL(/\/account\/profile$/)
      await expect(page.getByRole('heading', { name: 'Minha conta' })).toBeVisible()
      expect(await tokenCookie(page)).toBe(mine)
      await expect(question(page)).toHaveCount(0)
    })
  }
})
