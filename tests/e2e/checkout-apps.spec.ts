import { expect, signIn, test } from './fixtures.ts'

/**
 * Issue 16 item 3, as a payer and the merchant would check it, on the demo store's apps
 * (WhatsApp chat, the gift-wrap order bump, anti-fraud rules): the payer sees the chat button
 * and takes the bump, is charged the link's price plus the bump's (the server's price), and the
 * merchant finds the analysis in the anti-fraud app's page.
 */
test('checkout apps: a payer takes the order bump beside the WhatsApp button, and the anti-fraud log shows the analysis', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  })
  const payer = await phone.newPage()
  await payer.goto('/pay/vale-presente')
  await expect(payer.getByRole('heading', { name: 'Vale-presente R$ 100' })).toBeVisible()
  const chat = payer.getByRole('link', { name: /Fale no WhatsApp/ })
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/5511987654321\?text=/)
  const bump = payer.getByRole('checkbox', { name: /Sim, quero Embalagem para presente/ })
  await expect(bump).not.toBeChecked()
  await bump.check()
  await payer.getByRole('textbox', { name: 'Nome completo' }).fill('Carla Bump')
  await payer.getByRole('textbox', { name: 'E-mail' }).fill('carla.bump.e2e@exemplo.com.br')
  await payer.getByRole('textbox', { name: 'CPF ou CNPJ' }).fill('52998224725')
  await payer.getByRole('radio', { name: /Pix/ }).check()
  await payer.getByRole('button', { name: 'Pagar' }).click()
  await expect(payer).toHaveURL(/\/public\/transaction\?token=[\w-]+$/)
  // R$ 100,00 of the link and R$ 9,90 of the bump, priced by the server.
  await expect(payer.getByRole('img', { name: /QR code do pix de R\$\s109,90/ })).toBeVisible()
  await phone.close()

  await page.goto('/login')
  await signIn(page, 'demo@vitrine.dev', 'vitrine123')
  await expect(page).toHaveURL(/\/apps$/)
  await page.goto('/1/checkout/marketplace')
  await expect(page.getByText('3 apps instalados.')).toBeVisible()
  await page.getByRole('link', { name: 'Regras antifraude' }).click()
  await expect(page).toHaveURL(/\/1\/checkout\/marketplace\/antifraud$/)
  const log = page.getByRole('list', { name: 'Análises' })
  await expect(log.getByText(/carla\.bump\.e2e@exemplo\.com\.br/)).toBeVisible()
  await expect(log.getByText(/Vale-presente R\$ 100 · R\$\s109,90/)).toBeVisible()
})
