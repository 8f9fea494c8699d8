import type { Locator, Page } from '@playwright/test'
import { expect, signIn, test } from './fixtures.ts'

/**
 * Issue 15 item 3, as a merchant would check it on the demo store: a coupon created in the
 * panel applies in the simulator beside it; a promotion created on the Promoções screen applies
 * there too, with no code. The suite shares one server and may run again on the same data:
 * names are this run's own, and the promotion is cumulative so that an earlier run's does not
 * keep it off the line.
 */

const STORE = 1
const RUN = Date.now().toString(36).toUpperCase()

/** A catalogue product into the simulator's cart, by the start of its name. */
async function addToCart(simulator: Locator, name: string) {
  await simulator.getByRole('searchbox', { name: 'Buscar produto' }).fill(name)
  const option = simulator.getByRole('option', { name: new RegExp(`^${name}`) }).first()
  await expect(option).toBeAttached()
  const value = await option.getAttribute('value')
  await simulator.getByRole('combobox', { name: 'Produto' }).selectOption(value!)
  await simulator.getByRole('button', { name: 'Adicionar ao carrinho' }).click()
  await expect(simulator.getByRole('list', { name: 'Carrinho' })).toContainText(name)
}

async function signedIn(page: Page) {
  await page.goto('/login')
  await signIn(page, 'demo@vitrine.dev', 'vitrine123')
  await expect(page).toHaveURL(/\/apps$/)
}

test('coupons: a coupon created in the panel applies in the simulator', async ({ page }) => {
  test.setTimeout(120_000)
  await signedIn(page)
  await page.goto(`/${STORE}/ecommerce/discounts/coupons`)
  await expect(page.getByRole('heading', { name: 'Cupons', level: 1 })).toBeVisible()
  // The demo's coupons are listed.
  await expect(page.getByRole('cell', { name: 'BEMVINDO10', exact: true })).toBeVisible()

  const code = `E2E${RUN}`
  await page.getByRole('button', { name: 'Novo cupom' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: /^Código/ }).fill(code)
  await dialog.getByRole('textbox', { name: /^Desconto \(%\)/ }).fill('12')
  await dialog.getByRole('textbox', { name: 'Limite de usos' }).fill('5')
  await dialog.getByRole('button', { name: 'Salvar cupom' }).click()
  await expect(page.getByText(`Cupom ${code} salvo.`)).toBeVisible()
  await page.getByRole('searchbox', { name: 'Buscar por código' }).fill(code)
  const row = page.getByRole('row').filter({ hasText: code })
  await expect(row.getByRole('cell', { name: '0 de 5' })).toBeVisible()

  const simulator = page.getByRole('region', { name: 'Simulador de descontos' })
  await addToCart(simulator, 'Vaso de Barro')
  await simulator.getByRole('textbox', { name: /^Cupons/ }).fill(`${code.toLowerCase()} NAOEXISTE`)
  await simulator.getByRole('button', { name: 'Simular' }).click()
  const applied = simulator.getByRole('list', { name: 'Descontos aplicados' })
  await expect(applied.getByRole('listitem').filter({ hasText: code })).toBeVisible()
  await expect(
    simulator
      .getByRole('list', { name: 'Não aplicados' })
      .getByText('NAOEXISTE: Cupom não encontrado'),
  ).toBeVisible()
})

test('promotions: a promotion created in the panel applies in the simulator', async ({ page }) => {
  test.setTimeout(120_000)
  await signedIn(page)
  await page.goto(`/${STORE}/ecommerce/discounts/promotions`)
  await expect(page.getByRole('heading', { name: 'Promoções', level: 1 })).toBeVisible()
  // The demo's promotion scheduled for next week is listed as such.
  await expect(
    page.getByRole('row').filter({ hasText: 'Semana do yoga: 20 %' }).getByText('Agendada'),
  ).toBeVisible()

  const name = `Decoração ${RUN}: R$ 7 por peça`
  await page.getByRole('button', { name: 'Nova promoção' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: /^Nome/ }).fill(name)
  await dialog
    .getByRole('combobox', { name: 'Tipo' })
    .selectOption({ label: 'Valor fixo por unidade' })
  await dialog.getByRole('textbox', { name: /^Desconto por unidade/ }).fill('7,00')
  await dialog.getByRole('searchbox', { name: 'Categorias incluídas' }).fill('decora')
  await dialog.getByRole('searchbox', { name: 'Categorias incluídas' }).press('Enter')
  await dialog.getByRole('button', { name: 'Adicionar «Decoração» a categorias incluídas' }).click()
  await dialog.getByRole('switch', { name: /^Cumulativa/ }).click()
  await dialog.getByRole('button', { name: 'Salvar promoção' }).click()
  await expect(page.getByText(`Promoção «${name}» salva.`)).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row.getByText('Ativa')).toBeVisible()

  const simulator = page.getByRole('region', { name: 'Simulador de descontos' })
  await addToCart(simulator, 'Vaso de Barro')
  await simulator.getByRole('button', { name: 'Simular' }).click()
  const applied = simulator.getByRole('list', { name: 'Descontos aplicados' })
  const ours = applied.getByRole('listitem').filter({ hasText: name })
  await expect(ours).toBeVisible()
  await expect(ours).toContainText('7,00')
})
