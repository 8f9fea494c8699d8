import { expect, lastMailTo, signIn, test, uniqueEmail } from './fixtures.ts'

/**
 * The whole account life cycle a new merchant goes through, in a real browser against the
 * production build: register → log out → log in → edit profile → forgot password → recover
 * through the outbox → log in with the new password → /apps.
 */
test('a merchant registers, signs out and in, edits the profile and recovers the password', async ({
  page,
  server,
}) => {
  const email = uniqueEmail('ana')
  const firstPassword = 'primeira123'
  const newPassword = 'segunda456'

  // Register.
  await page.goto('/auth/register')
  await expect(page.getByRole('heading', { name: 'Criar sua conta' })).toBeVisible()
  await page.locator('input[name="name"]').fill('Ana Lima')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="phone"]').fill('(11) 98765-4321')
  await page.locator('select[name="profession"]').selectOption('marketing')
  await page.locator('input[name="password"]').fill(firstPassword)
  await page.locator('input[name="password_confirm"]').fill(firstPassword)
  await page.getByRole('checkbox', { name: /termos de uso/ }).check()
  await page.getByRole('button', { name: 'Criar conta' }).click()
  await expect(page).toHaveURL(/\/apps$/)
  await expect(page.getByRole('heading', { name: 'Minhas lojas' })).toBeVisible()
  await expect(page.getByText('Você ainda não tem lojas')).toBeVisible()

  // Log out: back to the root, which sends a visitor to the login page.
  await page.getByRole('button', { name: 'Menu de Ana Lima' }).click()
  await page.getByRole('menuitem', { name: 'Sair' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect(
    (await page.context().cookies()).find((cookie) => cookie.name === 'vitrine_token'),
  ).toBeUndefined()

  // A wrong password is refused with a clear message.
  await signIn(page, email, 'errada999')
  await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible()

  // Log in.
  await page.locator('input[name="password"]').fill(firstPassword)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page).toHaveURL(/\/apps$/)

  // Edit the profile.
  await page.getByRole('button', { name: 'Menu de Ana Lima' }).click()
  await page.getByRole('menuitem', { name: 'Minha conta' }).click()
  await expect(page).toHaveURL(/\/account\/profile$/)
  const name = page.locator('input[name="name"]')
  await expect(name).toHaveValue('Ana Lima')
  await name.fill('Ana Lima Souza')
  await page.getByRole('button', { name: 'Salvar dados' }).click()
  await expect(page.getByText('Seus dados foram salvos.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Menu de Ana Lima Souza' })).toBeVisible()
  await page.reload()
  await expect(page.locator('input[name="name"]')).toHaveValue('Ana Lima Souza')

  // Forgot the password: sign out, ask for a link.
  await page.getByRole('button', { name: 'Menu de Ana Lima Souza' }).click()
  await page.getByRole('menuitem', { name: 'Sair' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click()
  await expect(page).toHaveURL(/\/auth\/forgot-password$/)
  await page.locator('input[name="email"]').fill(email)
  await page.getByRole('button', { name: 'Enviar link' }).click()
  await expect(page.getByText('Pedido recebido')).toBeVisible()

  // Recover through the outbox: the server logged the mail with its link.
  const recoveryLink = /https?:\/\/\S+\/auth\/recovery\/[\w-]+/
  const mail = await lastMailTo(server, email, recoveryLink)
  const link = recoveryLink.exec(mail.text)?.[0]
  expect(link, 'the recovery mail carries a link').toBeTruthy()
  await page.goto(new URL(link!).pathname)
  await page.locator('input[name="password"]').fill(newPassword)
  await page.locator('input[name="password_confirm"]').fill(newPassword)
  await page.getByRole('button', { name: 'Salvar nova senha' }).click()
  await expect(page.getByRole('heading', { name: 'Senha alterada' })).toBeVisible()

  // The link is single-use.
  await page.goto(new URL(link!).pathname)
  await page.locator('input[name="password"]').fill('terceira789')
  await page.locator('input[name="password_confirm"]').fill('terceira789')
  await page.getByRole('button', { name: 'Salvar nova senha' }).click()
  await expect(page.getByText(/link de recuperação .*inválido|expirou/i)).toBeVisible()

  // The old password no longer works; the new one does, and lands on /apps.
  await page.goto('/login')
  await signIn(page, email, firstPassword)
  await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible()
  await page.locator('input[name="password"]').fill(newPassword)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page).toHaveURL(/\/apps$/)
  await expect(page.getByRole('heading', { name: 'Minhas lojas' })).toBeVisible()
})

test('the demo account signs in and sees the demo store', async ({ page }) => {
  await page.goto('/login')
  await signIn(page, 'demo@vitrine.dev', 'vitrine123')
  await expect(page).toHaveURL(/\/apps$/)
  await expect(page.getByRole('heading', { name: 'Loja Demonstração' })).toBeVisible()
})

test('the register form explains every mistake before anything is sent', async ({ page }) => {
  await page.goto('/auth/register')
  await page.getByRole('button', { name: 'Criar conta' }).click()
  await expect(page.getByText('Formulário incompleto.')).toBeVisible()
  await expect(page.getByText('Nome é obrigatório.')).toBeVisible()
  await expect(page.getByText('E-mail é obrigatório.')).toBeVisible()
  await expect(page.getByText('Profissão é obrigatória.')).toBeVisible()
  await expect(page.getByText('Senha é obrigatória.', { exact: true })).toBeVisible()
  await expect(page.getByText('Confirmação de senha é obrigatória.')).toBeVisible()
  await expect(page.getByText('É preciso aceitar os termos de uso.')).toBeVisible()
  await page.locator('input[name="password"]').fill('abc12345')
  await page.locator('input[name="password_confirm"]').fill('abc12346')
  await page.locator('input[name="password_confirm"]').blur()
  await expect(page.getByText('Confirmação de senha não confere.')).toBeVisible()
  await expect(page).toHaveURL(/\/auth\/register$/)
})
