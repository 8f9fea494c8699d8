import type { Page } from '@playwright/test'
import { expect, signIn, test } from './fixtures.ts'

/**
 * Issue 12 item 9, as a merchant would check it: add two sellers to the demo's pix, make the
 * rule 70/20/10 with the fee on the store, pay a link by pix in the sandbox, see each seller's
 * pending share, release it, and withdraw from the wallet. The split is posted by a job, so the
 * shares are waited for (reloading), never for a time.
 */

const STORE = 1
const SELLERS = [
  { name: 'Sebo Página Virada', document: '11144477735', percent: '20,00', share: 'R$ 20,00' },
  { name: 'Gráfica Ponto Final', document: '39053344705', percent: '10,00', share: 'R$ 10,00' },
] as const

/** Intl writes "R$" with a no-break space; compare as people read it. */
const money = (text: string) => new RegExp(text.replace(/\s/g, '\\s').replace(/[$,]/g, '\\$&'))

async function addSeller(page: Page, seller: (typeof SELLERS)[number]) {
  await page.getByRole('button', { name: 'Novo vendedor' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: /^Nome/ }).fill(seller.name)
  await dialog.getByRole('textbox', { name: /^CPF ou CNPJ/ }).fill(seller.document)
  const email = `${seller.document}@vendedores.exemplo.com.br`
  await dialog.getByRole('textbox', { name: /^E-mail/ }).fill(email)
  await dialog.getByRole('radio', { name: /^Chave pix/ }).check()
  await dialog.getByRole('textbox', { name: /^Chave pix/ }).fill(email)
  await dialog.getByRole('button', { name: 'Cadastrar vendedor' }).click()
  await expect(dialog).toBeHidden()
  // The demo's pix is a sandbox: the provider verifies at once.
  await expect(page.getByRole('button', { name: `Saldo e partes de ${seller.name}` })).toBeVisible()
}

/** Gives the rule's share row that names `from` to `to`, at `percent`. */
async function shareTo(page: Page, from: string, to: (typeof SELLERS)[number]) {
  const shares = page.getByRole('list', { name: 'Partes dos vendedores' })
  await shares
    .getByRole('listitem', { name: from })
    .getByRole('combobox', { name: /^Vendedor/ })
    .selectOption({ label: to.name })
  const row = shares.getByRole('listitem', { name: to.name })
  await row.getByRole('textbox', { name: /^Porcentagem/ }).fill(to.percent)
}

test('split: two sellers, a 70/20/10 rule, a pix paid, each share pending, released, and a withdrawal', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  await page.goto('/login')
  await signIn(page, 'demo@vitrine.dev', 'vitrine123')
  await expect(page).toHaveURL(/\/apps$/)

  // The split's gateways → the pix's sellers: two new ones.
  await page.goto(`/${STORE}/payments/split`)
  await page.getByRole('link', { name: 'Vendedores de Pix da loja' }).first().click()
  await expect(page).toHaveURL(new RegExp(`/${STORE}/payments/split/sellers/pix-da-loja/\\d+$`))
  const sellersPage = page.url()
  for (const seller of SELLERS) await addSeller(page, seller)

  // The rule: the store keeps 70 %, the new sellers 20 % and 10 %, the fee on the store.
  await page.goto(sellersPage.replace('/split/sellers/', '/split/rules/'))
  await expect(page.getByText(/versão 2 em vigor/)).toBeVisible()
  await shareTo(page, 'Ateliê Maré Alta', SELLERS[0])
  await shareTo(page, 'Joana Ribeiro Cerâmica', SELLERS[1])
  await page.getByRole('combobox', { name: /^Quem paga a tarifa/ }).selectOption('merchant')
  await page.getByRole('button', { name: 'Salvar nova versão' }).click()
  await expect(page.getByText(/versão 3 em vigor/)).toBeVisible()

  // A payer, signed out, pays R$ 100,00 by pix on the demo's link.
  const payerContext = await browser.newContext({ baseURL })
  const payer = await payerContext.newPage()
  await payer.goto('/pay/contribuicao')
  await payer.getByRole('textbox', { name: 'Valor a pagar' }).fill('100,00')
  await payer.getByRole('textbox', { name: 'Nome completo' }).fill('Helena Prado')
  await payer.getByRole('textbox', { name: 'E-mail' }).fill('helena.e2e@exemplo.com.br')
  await payer.getByRole('textbox', { name: 'CPF ou CNPJ' }).fill('52998224725')
  await payer.getByRole('radio', { name: /Pix/ }).check()
  await payer.getByRole('button', { name: 'Pagar' }).click()
  await expect(payer).toHaveURL(/\/public\/transaction\?token=[\w-]+$/)
  await payer.getByRole('button', { name: 'Simular pagamento' }).click()
  await expect(payer.getByText('Pagamento confirmado')).toBeVisible()
  await payerContext.close()

  // Each seller's share is pending once the split job has posted it.
  await page.goto(sellersPage)
  for (const seller of SELLERS) {
    await expect(async () => {
      await page.reload()
      await page.getByRole('button', { name: `Saldo e partes de ${seller.name}` }).click()
      await expect(
        page.getByLabel(`Saldo de ${seller.name}`).getByRole('definition').first(),
      ).toHaveText(money(seller.share), { timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    const parts = page.getByLabel(`Partes de ${seller.name}`)
    await expect(parts.getByText(money(seller.share)).first()).toBeVisible()

    // Released now: the share moves from pending to available.
    await page.getByRole('button', { name: 'Liberar agora' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Liberar agora' }).click()
    const balances = page.getByLabel(`Saldo de ${seller.name}`)
    await expect(balances.getByRole('definition').first()).toHaveText(money('R$ 0,00'))
    await expect(balances.getByRole('definition').last()).toHaveText(money(seller.share))
  }

  // The store withdraws from its wallet.
  await page.goto(`/${STORE}/payments/wallet/balance`)
  await page.getByRole('button', { name: 'Sacar' }).click()
  const withdrawal = page.getByRole('dialog')
  await withdrawal.getByRole('textbox', { name: /^Valor do saque/ }).fill('50,00')
  await withdrawal.getByRole('button', { name: 'Continuar' }).click()
  await withdrawal.getByRole('button', { name: 'Confirmar saque' }).click()
  await expect(page.getByText(/Saque de R\$\s50,00 enviado para/)).toBeVisible()
})
