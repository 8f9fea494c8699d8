import { expect, lastMailTo, signIn, test, uniqueEmail } from './fixtures.ts'

/**
 * Issue 18 item 1, in Chromium against the production build: a new account is led from
 * registration through a store ready to sell — the empty apps list's call to create a store,
 * new-app, the four steps (each through its own area's API), and the checklist complete. The
 * layout step of a store with a layout then goes to the checklist (the guard).
 */
test('a new account goes from registration to a store whose checklist is complete', async ({
  page,
  server,
}) => {
  const email = uniqueEmail('primeira.loja')
  await page.goto('/auth/register')
  await page.locator('input[name="name"]').fill('Lívia Campos')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('select[name="profession"]').selectOption('owner')
  await page.locator('input[name="password"]').fill('primeira123')
  await page.locator('input[name="password_confirm"]').fill('primeira123')
  await page.getByRole('checkbox', { name: /termos de uso/ }).check()
  await page.getByRole('button', { name: 'Criar conta' }).click()
  await expect(page).toHaveURL(/\/apps$/)

  // The address is confirmed through the mailed link, as a new merchant would.
  const confirmation = /https?:\/\/\S+\/verify-email\/[\w-]+/.exec(
    (await lastMailTo(server, email, /verify-email/)).text,
  )![0]
  await page.goto(new URL(confirmation).pathname)
  await page.getByRole('button', { name: 'Confirmar meu e-mail' }).click()
  await expect(page.getByRole('heading', { name: 'E-mail confirmado' })).toBeVisible()

  // No store yet: the apps list leads to new-app.
  await page.goto('/apps')
  await expect(page.getByRole('heading', { name: 'Você ainda não tem lojas' })).toBeVisible()
  await page.getByRole('link', { name: 'Criar minha primeira loja' }).click()
  await expect(page).toHaveURL(/\/onboarding\/new-app$/)

  await page.getByLabel(/^Nome da loja/).fill('Empório Lívia')
  await page.getByLabel(/^Segmento/).selectOption({ label: 'Alimentos e bebidas' })
  // A wrong check digit is refused under its field before anything is sent.
  await page.getByLabel(/^CPF ou CNPJ/).fill('11222333000182')
  await page.getByRole('button', { name: 'Criar loja e continuar' }).click()
  await expect(page.getByText('Informe um CPF ou CNPJ válido: confira os dígitos.')).toBeVisible()
  await page.getByLabel(/^CPF ou CNPJ/).fill('11222333000181')
  await expect(page.getByLabel(/^CPF ou CNPJ/)).toHaveValue('11.222.333/0001-81')
  await page.getByLabel(/^Telefone de contato/).fill('11987654321')
  await page.getByRole('button', { name: 'Criar loja e continuar' }).click()
  await expect(page).toHaveURL(/\/onboarding\/\d+\/layout$/)
  const appId = /\/onboarding\/(\d+)\//.exec(page.url())![1]

  // 1 Layout: a starting theme.
  await page.getByRole('radio', { name: 'Floresta' }).check()
  await page.getByRole('button', { name: 'Criar layout e continuar' }).click()
  await expect(page).toHaveURL(new RegExp(`/onboarding/${appId}/platform$`))

  // 2 Plataforma: the contact and CNPJ new-app recorded are already there.
  await expect(page.getByLabel(/^E-mail de contato/)).toHaveValue(email)
  await expect(page.getByLabel(/^CNPJ/)).toHaveValue('11.222.333/0001-81')
  await page.getByLabel(/^Razão social/).fill('Empório Lívia Alimentos Ltda.')
  await page.getByRole('button', { name: 'Salvar e continuar' }).click()
  await expect(page).toHaveURL(new RegExp(`/onboarding/${appId}/payment$`))

  // 3 Pagamento: a pix key in the sandbox, checked as typed.
  await page.getByLabel(/^Chave pix/).fill('pix@emporiolivia.com.br')
  await expect(page.getByText('Chave do tipo e-mail.')).toBeVisible()
  await page.getByRole('button', { name: 'Conectar e continuar' }).click()
  await expect(page).toHaveURL(new RegExp(`/onboarding/${appId}/checkout$`))

  // 4 Checkout: the brand colour, published.
  const primary = page.getByRole('textbox', { name: 'Cor principal', exact: true })
  await primary.fill('#166534')
  await page.getByRole('button', { name: 'Publicar e concluir' }).click()
  await expect(page).toHaveURL(new RegExp(`/onboarding/${appId}/checklist$`))

  await expect(page.getByRole('progressbar', { name: 'Etapas concluídas' })).toHaveAttribute(
    'aria-valuetext',
    '4 de 4',
  )
  await expect(page.getByText(/Tudo pronto: sua loja está preparada para vender/)).toBeVisible()

  // Leaving and coming back: the server kept every step; the layout step, with a layout, is
  // sent to the checklist.
  await page.goto(`/onboarding/${appId}/layout`)
  await expect(page).toHaveURL(new RegExp(`/onboarding/${appId}/checklist$`))
  await expect(page.getByRole('progressbar', { name: 'Etapas concluídas' })).toHaveAttribute(
    'aria-valuetext',
    '4 de 4',
  )

  // The store is the account's, and its overview opens from the checklist.
  await page.getByRole('link', { name: 'Ir para a visão geral' }).click()
  await expect(page).toHaveURL(new RegExp(`/${appId}/overview$`))
})

test('a step skipped stays on the checklist to come back to', async ({ page, server }) => {
  const email = uniqueEmail('pular')
  const registered = await fetch(`${server.url}/api/connect/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Language: 'pt-BR' },
    body: JSON.stringify({
      name: 'Paulo Pulo',
      email,
      phone: '',
      profession: 'owner',
      password: 'pular12345',
      password_confirm: 'pular12345',
      accept_terms: true,
    }),
  })
  expect(registered.status).toBe(201)
  const { token } = (await registered.json()) as { token: string }
  const created = await fetch(`${server.url}/api/connect/apps`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Language: 'pt-BR', Token: token },
    body: JSON.stringify({
      name: 'Loja do Paulo',
      segment: 'other',
      document: '529.982.247-25',
      contact_email: email,
      contact_phone: '(21) 3333-4444',
    }),
  })
  expect(created.status).toBe(201)
  const { id } = (await created.json()) as { id: number }

  // Signed out, the step sends to the login area and back after signing in.
  await page.goto(`/onboarding/${id}/payment`)
  await signIn(page, email, 'pular12345')
  await expect(page).toHaveURL(new RegExp(`/onboarding/${id}/payment$`))
  await page.getByRole('button', { name: 'Pular' }).click()
  await expect(page).toHaveURL(new RegExp(`/onboarding/${id}/checkout$`))
  await page.getByRole('link', { name: 'Ver checklist' }).click()
  const payment = page.getByRole('listitem').filter({ hasText: 'Pagamento' })
  await expect(payment.getByText('pulada')).toBeVisible()
  await expect(payment.getByRole('link', { name: 'Revisar: Pagamento' })).toHaveAttribute(
    'href',
    `/onboarding/${id}/payment`,
  )
  await expect(page.getByRole('progressbar', { name: 'Etapas concluídas' })).toHaveAttribute(
    'aria-valuetext',
    '0 de 4',
  )
})
