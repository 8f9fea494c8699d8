import { parsePix, hasError } from 'pix-utils'
import { expect, signIn, test } from './fixtures.ts'

/**
 * Issue 10, as a merchant would check it: configure a pix gateway, create a charge, see its
 * BR Code (read back by an independent parser: key, amount, txid, CRC), simulate the payment,
 * refund part of it, and find the money trail on the payment's page.
 */
const STORE = 1

test('payments: a pix gateway, a charge, its code, the sandbox payment, a partial refund, the trail', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.goto('/login')
  await signIn(page, 'demo@vitrine.dev', 'vitrine123')
  await expect(page).toHaveURL(/\/apps$/)

  // A pix gateway with an e-mail key.
  await page.goto(`/${STORE}/payments/gateways/pix/new`)
  await page.getByLabel('Nome').fill('Pix E2E')
  await page.getByLabel('Chave pix').fill('pix.e2e@lojademo.com.br')
  await page.getByRole('button', { name: 'Cadastrar' }).click()
  await expect(page).toHaveURL(new RegExp(`/${STORE}/payments/gateways/pix/\\d+$`))
  await expect(page.getByText('pix.e2e@lojademo.com.br')).toBeVisible()

  // A charge through it.
  await page.goto(`/${STORE}/payments/transactions`)
  await page.getByRole('button', { name: 'Nova cobrança' }).first().click()
  const charge = page.getByRole('dialog', { name: 'Nova cobrança' })
  await charge
    .getByRole('combobox', { name: /Meio de pagamento/ })
    .selectOption({ label: 'Pix E2E (Pix — teste)' })
  await charge.getByRole('textbox', { name: /^Item 1/ }).fill('Camiseta básica')
  await charge.getByRole('textbox', { name: /^Quantidade/ }).fill('2')
  await charge.getByRole('textbox', { name: /^Preço unitário/ }).fill('59,90')
  await charge.getByRole('button', { name: 'Criar cobrança' }).click()
  await expect(page).toHaveURL(new RegExp(`/${STORE}/payments/transactions/\\d+$`))
  await expect(page.getByText('Aguardando pagamento').first()).toBeVisible()

  // Its BR Code, pasted into another parser.
  const code = await page.getByRole('textbox', { name: 'Pix copia e cola' }).inputValue()
  const parsed = parsePix(code)
  if (hasError(parsed) || parsed.type !== 'STATIC') throw new Error(`not a pix code: ${code}`)
  expect(parsed.pixKey).toBe('pix.e2e@lojademo.com.br')
  expect(parsed.transactionAmount).toBe(119.8)
  expect(parsed.txid).toMatch(/^[0-9A-Z]{25}$/)
  await expect(page.getByRole('img', { name: 'QR code do pix de R$ 119,80' })).toBeVisible()

  // The sandbox pays it.
  await page.getByRole('button', { name: 'Simular pagamento' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Simular pagamento' }).click()
  await expect(page.getByText('Pago').first()).toBeVisible()

  // Part of it goes back.
  await page.getByRole('button', { name: 'Estornar' }).click()
  const refund = page.getByRole('dialog')
  await refund.getByRole('textbox', { name: /^Valor do estorno/ }).fill('20,00')
  await refund.getByRole('textbox', { name: /^Motivo/ }).fill('Uma peça devolvida')
  await refund.getByRole('button', { name: 'Estornar' }).click()
  await expect(page.getByText('Estornado em parte').first()).toBeVisible()

  // The money trail: received, the net, released to the store, and the refund (the form's
  // default fees are none, so no fee journal).
  const trail = page.getByRole('list', { name: 'Lançamentos, do mais antigo ao mais recente' })
  await expect(trail.getByRole('table', { name: 'Lançamentos: Cobrança' })).toContainText('119,80')
  await expect(
    trail.getByRole('table', { name: 'Lançamentos: Liberado para a loja' }),
  ).toBeVisible()
  await expect(trail.getByRole('table', { name: 'Lançamentos: Reembolso' })).toContainText('20,00')
})
