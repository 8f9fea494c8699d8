import { expect, lastMailTo, signIn, test, uniqueEmail, type RunningServer } from './fixtures.ts'
import type { Browser, Page } from '@playwright/test'

/**
 * Issue 3, as a new user would check it: signed in as each demo user, the screens and the API
 * agree on who may do what.
 */
const DEMO_STORE = 1
const PASSWORD = 'vitrine123'

async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find(
    (candidate) => candidate.name === 'vitrine_token',
  )
  expect(cookie, 'signed in').toBeDefined()
  return cookie!.value
}

async function api(
  server: RunningServer,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  return fetch(`${server.url}/api/connect${path}`, {
    method,
    headers: {
      Token: token,
      Language: 'pt-BR',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
}

/** Picks a level in the permission matrix: each area is a radio group named after the area. */
async function choose(scope: ReturnType<Page['getByRole']>, area: string, level: string) {
  // The radio itself is visually hidden under its label (a segmented control): click the label.
  await scope.getByRole('radiogroup', { name: area }).getByText(level, { exact: true }).click()
}

async function signInAs(page: Page, email: string) {
  await page.goto('/login')
  await signIn(page, email, PASSWORD)
  await expect(page).toHaveURL(/\/apps$/)
}

test('the owner manages people: invites, changes a level, and the log shows before and after', async ({
  page,
  server,
}) => {
  await signInAs(page, 'demo@vitrine.dev')
  await page.goto(`/${DEMO_STORE}/settings/users`)
  await expect(page.getByRole('heading', { name: 'Usuários e permissões' })).toBeVisible()
  await expect(page.getByText('leitura@vitrine.dev')).toBeVisible()
  await expect(page.getByText('pagamentos@vitrine.dev')).toBeVisible()

  // Invite an unknown address: it shows as a pending invitation and an e-mail goes out.
  const invited = uniqueEmail('convidada')
  await page.getByRole('button', { name: 'Convidar pessoa' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('E-mail').fill(invited)
  await choose(dialog, 'Clientes', 'Leitura')
  await dialog.getByRole('button', { name: 'Enviar convite' }).click()
  await expect(page.getByText(`Convite enviado para ${invited}`)).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(invited) })).toContainText(
    'Convite pendente',
  )
  const mail = await lastMailTo(server, invited, /invitation=/)
  expect(mail.text).toMatch(/\/auth\/register\?invitation=/)

  // Change a level of an existing manager.
  await page.getByRole('button', { name: /^Editar permissões de .*pagamentos/i }).click()
  const editor = page.getByRole('dialog')
  await choose(editor, 'Clientes', 'Leitura')
  await editor.getByRole('button', { name: 'Salvar permissões' }).click()
  await expect(editor).toBeHidden()

  // The audit log lists both changes, newest first, with before and after.
  await page.goto(`/${DEMO_STORE}/settings/logs`)
  await expect(page.getByRole('heading', { name: 'Registro de atividades' })).toBeVisible()
  const first = page.getByRole('listitem').filter({ hasText: 'pagamentos@vitrine.dev' }).first()
  await expect(first).toBeVisible()
  await first.getByRole('button', { name: 'Ver alterações' }).click()
  await expect(first.getByText('Clientes')).toBeVisible()
  await expect(first.getByText('Sem acesso')).toBeVisible()
  await expect(first.getByText('Leitura')).toBeVisible()
})

test('an invited person registers through the e-mail link and lands in the store', async ({
  page,
  server,
  browser,
}) => {
  const owner = await browser.newContext()
  const ownerPage = await owner.newPage()
  await signInAs(ownerPage, 'demo@vitrine.dev')
  const invited = uniqueEmail('nova.gerente')
  const saved = await api(server, await tokenOf(ownerPage), 'PUT', `/control/${DEMO_STORE}/save`, {
    email: invited,
    permissions: { settings: 'read' },
    roles: [],
  })
  expect(saved.status).toBe(200)
  expect(await saved.json()).toMatchObject({ invited: true })
  await owner.close()

  const link = /https?:\/\/\S+\/auth\/register\?invitation=[\w-]+/.exec(
    (await lastMailTo(server, invited, /invitation=/)).text,
  )?.[0]
  expect(link).toBeTruthy()
  await page.goto(new URL(link!).pathname + new URL(link!).search)
  await expect(page.getByText(/Você foi convidado para a loja/)).toBeVisible()
  await expect(page.locator('input[name="email"]')).toHaveValue(invited)
  await page.locator('input[name="name"]').fill('Nova Gerente')
  await page.locator('select[name="profession"]').selectOption('ecommerce')
  await page.locator('input[name="password"]').fill('convite123')
  await page.locator('input[name="password_confirm"]').fill('convite123')
  await page.getByRole('checkbox', { name: /termos de uso/ }).check()
  await page.getByRole('button', { name: 'Criar conta' }).click()
  await expect(page).toHaveURL(new RegExp(`/${DEMO_STORE}/overview$`))
  await expect(page.getByRole('heading', { name: 'Loja Demonstração' })).toBeVisible()
})

/** An account made through the API, whose address nothing proved yet. */
async function registerAccount(server: RunningServer, name: string, email: string) {
  const registered = await fetch(`${server.url}/api/connect/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Language: 'pt-BR' },
    body: JSON.stringify({
      name,
      email,
      profession: 'ecommerce',
      password: PASSWORD,
      password_confirm: PASSWORD,
      accept_terms: true,
    }),
  })
  expect(registered.status).toBe(201)
}

/** The demo owner invites the address to read customers; answers the e-mail's link path. */
async function demoOwnerInvites(server: RunningServer, browser: Browser, email: string) {
  const owner = await browser.newContext()
  const ownerPage = await owner.newPage()
  await signInAs(ownerPage, 'demo@vitrine.dev')
  const saved = await api(server, await tokenOf(ownerPage), 'PUT', `/control/${DEMO_STORE}/save`, {
    email,
    permissions: { customers: 'read' },
    roles: [],
  })
  // Saving an address grants nothing, whether it has an account or not: it invites.
  expect(await saved.json()).toMatchObject({ invited: true, manager: { status: 'pending' } })
  await owner.close()
  const link = /https?:\/\/\S+\/auth\/register\?invitation=[\w-]+/.exec(
    (await lastMailTo(server, email, /invitation=/)).text,
  )![0]
  return new URL(link).pathname + new URL(link).search
}

test('an existing account is invited: signed in, it accepts from its stores list', async ({
  page,
  server,
  browser,
}) => {
  const email = uniqueEmail('conta.existente')
  await registerAccount(server, 'Carla Dias', email)
  const invitation = await demoOwnerInvites(server, browser, email)

  await signInAs(page, email)
  const notice = page.getByRole('region', { name: 'E-mail não confirmado' })
  await expect(notice).toBeVisible()
  // Signed in, the link leads to the stores list, which asks about it.
  await page.goto(invitation)
  await expect(page).toHaveURL(/\/apps\?invitation=/)
  await page.getByRole('button', { name: 'Aceitar convite' }).click()
  await expect(page).toHaveURL(new RegExp(`/${DEMO_STORE}/overview$`))
  await expect(page.getByRole('heading', { name: 'Loja Demonstração', level: 1 })).toBeVisible()
  // The link came to this very address: following it confirmed the address.
  await expect(notice).toBeHidden()
})

test('an invitation forwarded to another account is accepted once that account confirms its own e-mail', async ({
  page,
  server,
  browser,
}) => {
  const email = uniqueEmail('colega')
  await registerAccount(server, 'Bruno Reis', email)
  const invitation = await demoOwnerInvites(server, browser, uniqueEmail('encaminhado'))

  await signInAs(page, email)
  await page.goto(invitation)
  await page.getByRole('button', { name: 'Aceitar convite' }).click()
  await expect(page.getByText('Confirme seu e-mail primeiro')).toBeVisible()

  const confirmation = /https?:\/\/\S+\/verify-email\/[\w-]+/.exec(
    (await lastMailTo(server, email, /verify-email/)).text,
  )![0]
  await page.goto(new URL(confirmation).pathname)
  await page.getByRole('button', { name: 'Confirmar meu e-mail' }).click()
  await expect(page.getByRole('heading', { name: 'E-mail confirmado' })).toBeVisible()

  await page.goto(invitation)
  await page.getByRole('button', { name: 'Aceitar convite' }).click()
  await expect(page).toHaveURL(new RegExp(`/${DEMO_STORE}/overview$`))
})

test('a read-level manager sees settings read-only, and the API refuses changes with 403', async ({
  page,
  server,
}) => {
  await signInAs(page, 'leitura@vitrine.dev')
  await page.goto(`/${DEMO_STORE}/settings/users`)
  await expect(page.getByRole('heading', { name: 'Usuários e permissões' })).toBeVisible()
  await expect(page.locator('[data-slot="read-only-note"]')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Convidar pessoa' })).toHaveCount(0)
  await page.goto(`/${DEMO_STORE}/settings/tokens`)
  await expect(page.getByRole('button', { name: 'Criar token' })).toHaveCount(0)

  const token = await tokenOf(page)
  expect((await api(server, token, 'GET', `/control/${DEMO_STORE}`)).status).toBe(200)
  const refused = await api(server, token, 'PUT', `/control/${DEMO_STORE}/save`, {
    email: uniqueEmail('x'),
    permissions: {},
  })
  expect(refused.status).toBe(403)
  expect(await refused.json()).toMatchObject({
    statusCode: 403,
    statusMessage: expect.any(String),
    message: expect.any(String),
  })
})

test('a payments-only manager cannot open settings: the panel shows "Permissão negada" and the API answers 403', async ({
  page,
  server,
}) => {
  await signInAs(page, 'pagamentos@vitrine.dev')
  await page.goto(`/${DEMO_STORE}/settings/users`)
  await expect(page).toHaveURL(new RegExp(`/${DEMO_STORE}/error/permissions$`))
  await expect(page.getByRole('heading', { name: 'Permissão negada' })).toBeVisible()
  // Settings is not in their menu either.
  await expect(
    page
      .getByRole('navigation', { name: 'Menu da loja' })
      .getByRole('link', { name: 'Configurações' }),
  ).toHaveCount(0)
  const token = await tokenOf(page)
  expect((await api(server, token, 'GET', `/control/${DEMO_STORE}`)).status).toBe(403)
})

test('a user of another store gets 404 for this store, on screen and through the API', async ({
  page,
  server,
}) => {
  const email = uniqueEmail('outra.loja')
  const registered = await fetch(`${server.url}/api/connect/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Outra Pessoa',
      email,
      phone: '',
      profession: 'owner',
      password: 'outra12345',
      password_confirm: 'outra12345',
      accept_terms: true,
    }),
  })
  const { token } = (await registered.json()) as { token: string }
  expect((await api(server, token, 'GET', `/control/${DEMO_STORE}`)).status).toBe(404)
  expect((await api(server, token, 'GET', `/apps/${DEMO_STORE}`)).status).toBe(404)
  await page.goto('/login')
  await signIn(page, email, 'outra12345')
  await expect(page).toHaveURL(/\/apps$/)
  // The store cannot be loaded for them: app loading sends them back to /apps.
  await page.goto(`/${DEMO_STORE}/overview`)
  await expect(page).toHaveURL(/\/apps$/)
})

test('an API token works with exactly its scope until it is revoked', async ({ page, server }) => {
  await signInAs(page, 'demo@vitrine.dev')
  await page.goto(`/${DEMO_STORE}/settings/tokens`)
  await page.getByRole('button', { name: 'Criar token' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Nome').fill('Integração de teste')
  await choose(dialog, 'Configurações', 'Leitura')
  await dialog.getByRole('button', { name: 'Criar token' }).click()
  const secret = await dialog.getByLabel('Token', { exact: true }).inputValue()
  expect(secret).toMatch(/^vt_/)
  await dialog.getByRole('button', { name: 'Concluir' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await page.content()).not.toContain(secret)

  expect((await api(server, secret!, 'GET', `/control/${DEMO_STORE}/logs`)).status).toBe(200)
  expect(
    (
      await api(server, secret!, 'PUT', `/control/${DEMO_STORE}/save`, {
        email: uniqueEmail('t'),
        permissions: {},
      })
    ).status,
  ).toBe(403)

  await page.getByRole('button', { name: 'Revogar o token «Integração de teste»' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revogar token' }).click()
  await expect(page.getByRole('row', { name: /Integração de teste/ })).toContainText('Revogado')
  expect((await api(server, secret!, 'GET', `/control/${DEMO_STORE}/logs`)).status).toBe(401)
})
