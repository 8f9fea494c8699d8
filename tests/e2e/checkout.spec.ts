import { expect, test } from './fixtures.ts'

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
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible()
})
