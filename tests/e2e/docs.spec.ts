import { expect, signIn, test } from './fixtures.ts'

/** The demo store ("Loja Demonstração"), as the other specs name it. */
const STORE = 1

/*
 * The help pages (issue 18 item 5): open without signing in, searchable, reached from every
 * screen's "Ajuda" button, and a plain 404 for a path no page has.
 */
test.describe('docs', () => {
  test('a visitor opens /docs and the search finds a page', async ({ page }) => {
    await page.goto('/docs')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Documentação do Vitrine' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible()

    const search = page.getByRole('combobox', { name: 'Buscar na documentação' })
    await search.fill('linha digitável')
    const results = page.getByRole('listbox', { name: 'Resultados da busca' })
    await expect(results.getByRole('option').first()).toBeVisible()
    await search.press('ArrowDown')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/docs\/pagamentos\/formatos/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Formatos de pagamento' }),
    ).toBeVisible()
  })

  test("a screen's help button opens its page", async ({ page }) => {
    await page.goto('/login')
    await signIn(page, 'demo@vitrine.dev', 'vitrine123')
    await expect(page).toHaveURL(/\/apps$/)
    await page.goto(`/${STORE}/payments/wallet/balance`)
    await page.getByRole('link', { name: 'Ajuda' }).click()
    await expect(page).toHaveURL(/\/docs\/pagamentos\/carteira$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Carteira' })).toBeVisible()
    // Signed in, the way back is to the stores.
    await expect(page.getByRole('link', { name: 'Minhas lojas', exact: true })).toBeVisible()
  })

  test('an unknown docs path is the 404', async ({ page }) => {
    await page.goto('/docs/nada/por/aqui')
    await expect(page.getByTestId('not-found-message')).toHaveText(
      'Page not found: /docs/nada/por/aqui',
    )
  })
})
