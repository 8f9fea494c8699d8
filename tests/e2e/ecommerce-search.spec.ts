import { expect, signIn, test } from './fixtures.ts'

/**
 * Issue 15 item 2, as a merchant would check it: on the demo store, a synonym rule added on the
 * "Por termo" screen ("pisante" → "tênis", a word no product has), then the tester finds the
 * demo's sneakers through it, each marked as found by the synonym.
 */

const STORE = 1

test('search rules: a synonym rule added in the panel, the tester finds a product through it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/login')
  await signIn(page, 'demo@vitrine.dev', 'vitrine123')
  await expect(page).toHaveURL(/\/apps$/)

  await page.goto(`/${STORE}/ecommerce/search-options/term-rules`)
  await expect(page.getByRole('heading', { name: 'Regras por termo', level: 1 })).toBeVisible()
  // The demo's own rule is listed.
  await expect(page.getByRole('cell', { name: 'tenis', exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Nova regra' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: /^Termo/ }).fill('Pisante')
  await dialog.getByLabel('Sinônimos').fill('tênis')
  await dialog.getByLabel('Sinônimos').press('Enter')
  await dialog.getByRole('button', { name: 'Salvar regra' }).click()
  await expect(page.getByText('Regra «Pisante» salva.')).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Pisante', exact: true })).toBeVisible()

  const tester = page.getByRole('search', { name: 'Testar a busca' })
  await tester.getByRole('textbox', { name: 'Termo a testar' }).fill('pisante')
  await tester.getByRole('button', { name: 'Testar' }).click()
  const results = page.getByRole('list', { name: 'Resultados' })
  const sneaker = results.getByRole('listitem').filter({ hasText: 'Tênis Corrida Leve' }).first()
  await expect(sneaker).toBeVisible()
  await expect(sneaker.getByText('sinônimo: «tênis»')).toBeVisible()
  await expect(page.getByText('sinônimos de «Pisante»: tênis')).toBeVisible()
})
