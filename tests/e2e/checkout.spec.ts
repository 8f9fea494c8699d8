import { expect, lastMailTo, signIn, test, uniqueEmail } from './fixtures.ts'

/**
 * Issue 11 items 3, 4 and 7, as a payer would check it: signed out, on a phone, open a demo
 * payment link, pay it by pix, land on the receipt with the pix code, simulate the payment in
 * the sandbox, and see the receipt turn to paid without a reload. The page never loads the
 * panel's shell (only /public-assets/ scripts).
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

test('checkout: a payer pays a link by pix on a phone and sees it confirmed', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })

  await page.goto('/pay/contribuicao')
  await expect(page.getByRole('heading', { name: 'Contribuição livre' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Valor a pagar' }).fill('25,00')
  await page.getByRole('textbox', { name: 'Nome completo' }).fill('Ana Souza')
  await page.getByRole('textbox', { name: 'E-mail' }).fill('ana.e2e@exemplo.com.br')
  await page.getByRole('textbox', { name: 'CPF ou CNPJ' }).fill('52998224725')
  await expect(page.getByRole('textbox', { name: 'CPF ou CNPJ' })).toHaveValue('529.982.247-25')
  await page.getByRole('radio', { name: /Pix/ }).check()
  await page.getByRole('button', { name: 'Pagar' }).click()

  // The receipt, reached without a reload.
  await expect(page).toHaveURL(/\/public\/transaction\?token=[\w-]+$/)
  await expect(page.getByText('Aguardando pagamento')).toBeVisible()
  await expect(page.getByRole('img', { name: /QR code do pix de R\$\s25,00/ })).toBeVisible()
  const code = await page.getByRole('textbox', { name: 'Pix copia e cola' }).inputValue()
  expect(code).toMatch(/^000201/)
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true))

  await page.getByRole('button', { name: 'Simular pagamento' }).click()
  await expect(page.getByText('Pagamento confirmado')).toBeVisible()
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true)

  // Only the public build's scripts were loaded, never the panel's.
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) expect(script).toMatch(/^\/public-assets\//)
})

test('checkout: a tampered token and an unknown address are plain not-found pages', async ({
  page,
}) => {
  await page.goto('/public/transaction?token=nao-existe-este-token-0000')
  await expect(page.getByRole('heading', { name: 'Não encontramos este pagamento' })).toBeVisible()
  await page.goto('/pay/nao-existe-este-link')
  await expect(
    page.getByRole('heading', { name: 'Link de pagamento não encontrado' }),
  ).toBeVisible()
  await page.goto('/c-capture/abc123')
  await expect(page.getByRole('heading', { name: 'Cobrança não encontrada' })).toBeVisible()
  await page.goto('/acc/nao-existe-esta-loja')
  await expect(page.getByRole('heading', { name: 'Loja não encontrada' })).toBeVisible()
  await page.goto('/pay/a/b')
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible()
})

test('checkout: a link made in the panel is paid signed out on a phone, and the merchant sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const STORE = 1
  // The merchant makes the link in the panel.
  await page.goto('/login')
  await signIn(page, 'demo@vitrine.dev', 'vitrine123')
  await expect(page).toHaveURL(/\/apps$/)
  await page.goto(`/${STORE}/payments/links/new`)
  await page.getByRole('textbox', { name: /^Título/ }).fill('Caneca E2E')
  await page.getByRole('textbox', { name: /^Valor\b/ }).fill('39,90')
  // The methods are chips: the label takes the click for its hidden checkbox.
  await page.locator('[data-slot="checkbox-chip"]', { hasText: 'Pix da loja' }).click()
  await expect(page.getByRole('checkbox', { name: /Pix da loja/ })).toBeChecked()
  await expect(page.getByRole('textbox', { name: /^Endereço do link/ })).toHaveValue('caneca-e2e')
  await page.getByRole('button', { name: 'Criar link' }).click()
  await expect(page).toHaveURL(new RegExp(`/${STORE}/payments/links/detail/caneca-e2e$`))
  await expect(page.getByText('Nenhum pagamento ainda.', { exact: false })).toBeVisible()

  // A payer, signed out, on a phone.
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  })
  const payer = await phone.newPage()
  await payer.goto('/pay/caneca-e2e')
  await expect(payer.getByRole('heading', { name: 'Caneca E2E' })).toBeVisible()
  await expect(payer.getByText('R$ 39,90').first()).toBeVisible()
  await payer.getByRole('textbox', { name: 'Nome completo' }).fill('Bruno Lima')
  await payer.getByRole('textbox', { name: 'E-mail' }).fill('bruno.e2e@exemplo.com.br')
  await payer.getByRole('textbox', { name: 'CPF ou CNPJ' }).fill('52998224725')
  await payer.getByRole('radio', { name: /Pix/ }).check()
  await payer.getByRole('button', { name: 'Pagar' }).click()
  await expect(payer).toHaveURL(/\/public\/transaction\?token=[\w-]+$/)
  await payer.getByRole('button', { name: 'Simular pagamento' }).click()
  await expect(payer.getByText('Pagamento confirmado')).toBeVisible()
  await phone.close()

  // The merchant finds it in the link's detail and in transactions.
  await page.reload()
  const payments = page.getByRole('list', { name: 'Pagamentos do link' })
  await expect(payments.getByRole('link', { name: /Bruno Lima/ })).toBeVisible()
  await expect(payments.getByText('R$ 39,90')).toBeVisible()
  await expect(payments.getByText(/Pago/)).toBeVisible()
  await page.goto(`/${STORE}/payments/transactions`)
  await page.getByRole('searchbox').first().fill('bruno.e2e@exemplo.com.br')
  await expect(page.getByRole('link', { name: /Bruno Lima/ }).first()).toBeVisible()
})

test("checkout: a payer signs in to the store's account page by an e-mailed link and finds the payment", async ({
  page,
  server,
}) => {
  // A payment on a demo link, as the payer page makes it.
  const email = uniqueEmail('pagador')
  const link = await (await fetch(`${server.url}/api/payments/public/links/contribuicao`)).json()
  const pix = link.methods.find((method: { type: string }) => method.type === 'pix')
  const charge = await fetch(`${server.url}/api/payments/public/links/contribuicao/charges`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({
      name: 'Carla Dias',
      email,
      document: '52998224725',
      gateway_id: pix.gateway_id,
      amount_cents: 1234,
    }),
  })
  expect(charge.status).toBe(201)

  await page.goto('/acc/loja-demonstracao')
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await page.getByRole('button', { name: 'Enviar link de acesso' }).click()
  const mail = await lastMailTo(server, email, /\/acc\/loja-demonstracao\?code=/)
  const address = /https?:\/\/\S+\/acc\/loja-demonstracao\?code=[\w-]+/.exec(mail.text)![0]
  await page.goto(new URL(address).pathname + new URL(address).search)
  // The code is used once and leaves the address.
  await expect(page).toHaveURL(/\/acc\/loja-demonstracao$/)
  const payments = page.getByRole('list', { name: 'Pagamentos' })
  await expect(payments.getByText('R$ 12,34')).toBeVisible()
  await payments
    .getByRole('link', { name: /Ver comprovante/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/public\/transaction\?token=[\w-]+$/)
  await expect(page.getByText('Aguardando pagamento')).toBeVisible()
})

test('checkout: a payer pays by card after a decline, and by boleto, on a phone', async ({
  browser,
  baseURL,
}) => {
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  })
  const page = await phone.newPage()
  const payer = async () => {
    await page.getByRole('textbox', { name: 'Nome completo' }).fill('Davi Rocha')
    await page.getByRole('textbox', { name: 'E-mail' }).fill('davi.e2e@exemplo.com.br')
    await page.getByRole('textbox', { name: 'CPF ou CNPJ' }).fill('52998224725')
  }

  // A card without funds is explained on the form; another card goes through.
  await page.goto('/pay/vale-presente')
  await payer()
  await page
    .getByRole('radio', { name: /Cartão de crédito/ })
    .first()
    .check()
  const number = page.getByRole('textbox', { name: 'Número do cartão' })
  await number.fill('4000000000009995')
  await expect(page.getByText('Visa', { exact: false }).first()).toBeVisible()
  await page.getByRole('textbox', { name: 'Nome impresso no cartão' }).fill('DAVI ROCHA')
  await page.getByRole('textbox', { name: 'Validade' }).fill('1230')
  await page.getByRole('textbox', { name: 'CVV' }).fill('123')
  await page.getByRole('button', { name: 'Pagar' }).click()
  await expect(page.getByText(/não tem saldo ou limite suficiente/)).toBeVisible()
  await expect(page).toHaveURL(/\/pay\/vale-presente$/)
  await number.fill('4242424242424242')
  await page.getByRole('button', { name: 'Pagar' }).click()
  await expect(page).toHaveURL(/\/public\/transaction\?token=[\w-]+$/)
  await expect(page.getByText('Pagamento aprovado').first()).toBeVisible()
  await expect(page.getByText(/final 4242/)).toBeVisible()

  // A boleto: its line to copy, then the bank's (simulated) notice turns it to paid.
  await page.goto('/pay/contribuicao')
  await page.getByRole('textbox', { name: 'Valor a pagar' }).fill('80,00')
  await payer()
  await page.getByRole('radio', { name: /Boleto/ }).check()
  await page.getByRole('button', { name: 'Pagar' }).click()
  await expect(page).toHaveURL(/\/public\/transaction\?token=[\w-]+$/)
  const line = await page.getByRole('textbox', { name: 'Linha digitável' }).inputValue()
  expect(line.replace(/\D/g, '')).toHaveLength(47)
  await page.getByRole('button', { name: 'Simular pagamento' }).click()
  await expect(page.getByText('Pagamento confirmado')).toBeVisible()
  await phone.close()
})
