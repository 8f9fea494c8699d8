import { expect, signIn, test } from './fixtures.ts'

/**
 * Issue 18 item 3, in Chromium against the production build, on revenda.localhost (Chromium
 * sends *.localhost to this machine): the demo reseller's manager edits the reseller's
 * settings, switches a menu item off, and the item leaves the menus of the reseller's store.
 * The server is shared by the run's spec files: the flag is switched back on at the end.
 */
const PASSWORD = 'vitrine123'
/** "Loja da Revenda", the demo reseller's store. */
const RESELLER_STORE = 3

test('a reseller manager edits the settings; a menu switched off leaves the store menus', async ({
  page,
  server,
}) => {
  const reseller = server.url.replace('localhost', 'revenda.localhost')
  await page.goto(`${reseller}/login`)
  await signIn(page, 'revenda@vitrine.dev', PASSWORD)
  await expect(page).toHaveURL(/\/whitelabel\/list$/)

  const storeMenu = page.getByRole('navigation', { name: 'Menu da loja' })
  await page.goto(`${reseller}/${RESELLER_STORE}/overview`)
  await page.getByRole('button', { name: 'Expandir menu' }).click()
  await expect(storeMenu.getByRole('link', { name: 'Layout', exact: true })).toBeVisible()

  async function switchLayout(on: boolean) {
    await page.goto(`${reseller}/whitelabel/settings`)
    await expect(page.getByRole('heading', { name: 'Marca e menus' })).toBeVisible()
    const layout = page.getByRole('switch', { name: 'Layout' })
    await expect(layout).toHaveAttribute('aria-checked', on ? 'false' : 'true')
    await layout.click()
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect(page.getByText('Configurações da revenda salvas.')).toBeVisible()
  }

  // The support phone and the switch, saved together; the form shows them after a reload.
  await page.goto(`${reseller}/whitelabel/settings`)
  const phone = page.getByLabel('Telefone de suporte')
  await phone.fill('(11) 4000-5000')
  await page.getByRole('switch', { name: 'Layout' }).click()
  await page.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText('Configurações da revenda salvas.')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Telefone de suporte')).toHaveValue('(11) 4000-5000')
  await expect(page.getByRole('switch', { name: 'Layout' })).toHaveAttribute(
    'aria-checked',
    'false',
  )

  await page.goto(`${reseller}/${RESELLER_STORE}/overview`)
  await page.getByRole('button', { name: 'Expandir menu' }).click()
  await expect(storeMenu.getByRole('link', { name: 'Visão geral' })).toBeVisible()
  await expect(storeMenu.getByRole('link', { name: 'Layout', exact: true })).toHaveCount(0)

  await switchLayout(true)
  await page.goto(`${reseller}/${RESELLER_STORE}/overview`)
  await page.getByRole('button', { name: 'Expandir menu' }).click()
  await expect(storeMenu.getByRole('link', { name: 'Layout', exact: true })).toBeVisible()
})

test('the reports list the reseller stores with their sales, and open one', async ({
  page,
  server,
}) => {
  const reseller = server.url.replace('localhost', 'revenda.localhost')
  await page.goto(`${reseller}/login`)
  await signIn(page, 'revenda@vitrine.dev', PASSWORD)
  await expect(page).toHaveURL(/\/whitelabel\/list$/)
  await page.goto(`${reseller}/whitelabel/reports/panels`)
  const table = page.getByRole('table', { name: 'Painéis da revenda' })
  await table.getByRole('link', { name: 'Loja da Revenda' }).click()
  await expect(page).toHaveURL(new RegExp(`/whitelabel/panels/${RESELLER_STORE}\\?from=`))
  await expect(page.getByRole('table', { name: 'Vendas por dia' })).toBeVisible()
})
