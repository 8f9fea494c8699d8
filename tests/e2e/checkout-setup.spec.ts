import { expect, signIn, test, uniqueEmail } from './fixtures.ts'

/**
 * Issue 16's check, as a merchant and a payer would: the merchant restyles the checkout (a new
 * primary colour, published) and adds a required CNPJ field to identification; a payer, signed
 * out, opens a demo payment link and sees both, is stopped until the field is answered, pays by
 * pix; the merchant finds the answer in the payment's detail.
 */
const STORE = 1
const VIOLET = '#7c3aed'
const CNPJ = '54.550.752/0001-55'

test('checkout set-up: new colours and a required CNPJ field reach the payer and the payment', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  await page.goto('/login')
  await signIn(page, 'demo@vitrine.dev', 'vitrine123')
  await expect(page).toHaveURL(/\/apps$/)

  // The colours, published from the appearance screen.
  await page.goto(`/${STORE}/checkout/appearance`)
  const primary = page.getByRole('textbox', { name: /^Cor principal/ })
  await primary.fill(VIOLET)
  await page.getByRole('button', { name: 'Publicar' }).click()
  // Published: nothing pending any more (the demo's look was published before, so the line
  // says "Publicada" either way).
  await expect(page.getByRole('button', { name: 'Publicar' })).toBeDisabled()
  await expect(page.getByTestId('appearance-status')).not.toContainText(/não salvas|Rascunho/)

  // A required CNPJ field in identification (the bare address leads to that group).
  await page.goto(`/${STORE}/checkout/custom-fields`)
  await expect(page).toHaveURL(new RegExp(`/${STORE}/checkout/custom-fields/identification$`))
  await page.getByRole('button', { name: 'Novo campo' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: /^Rótulo/ }).fill('CNPJ da empresa')
  await expect(dialog.getByRole('textbox', { name: /^Chave/ })).toHaveValue('cnpj_da_empresa')
  await dialog.getByRole('combobox', { name: 'Tipo' }).selectOption('document')
  await dialog.getByRole('switch', { name: 'Resposta obrigatória' }).click()
  await dialog.getByRole('button', { name: 'Salvar campo' }).click()
  await expect(dialog).toBeHidden()
  const fields = page.getByRole('list', { name: 'Campos do grupo, na ordem do checkout' })
  await expect(fields.getByText('CNPJ da empresa')).toBeVisible()

  // The payer, signed out, on a phone.
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  })
  const payer = await phone.newPage()
  await payer.goto('/pay/vale-presente')
  const pay = payer.getByRole('button', { name: 'Pagar' })
  await expect(pay).toHaveCSS('background-color', 'rgb(124, 58, 237)')
  const field = payer.getByRole('textbox', { name: 'CNPJ da empresa' })
  await expect(field).toBeVisible()
  const email = uniqueEmail('cnpj')
  await payer.getByRole('textbox', { name: 'Nome completo' }).fill('Carla Mendes')
  await payer.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await payer.getByRole('textbox', { name: 'CPF ou CNPJ' }).fill('52998224725')
  await payer.getByRole('radio', { name: /Pix/ }).check()
  await pay.click()
  await expect(payer.getByText('CNPJ da empresa é obrigatório.')).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(payer).toHaveURL(/\/pay\/vale-presente$/)

  await field.fill(CNPJ.replace(/\D/g, ''))
  await expect(field).toHaveValue(CNPJ)
  await pay.click()
  await expect(payer).toHaveURL(/\/public\/transaction\?token=[\w-]+$/)
  await expect(payer.getByText('Aguardando pagamento')).toBeVisible()
  await phone.close()

  // The merchant finds the answer in the payment's detail.
  await page.goto(`/${STORE}/payments/transactions`)
  await page.getByRole('searchbox').first().fill(email)
  // A guest payer (not a store customer): the row's payment link leads to the detail.
  const detail = page
    .getByRole('row', { name: /Carla Mendes/ })
    .getByRole('link', { name: /Pagamento #/ })
  await page.goto((await detail.getAttribute('href'))!)
  const answers = page
    .getByRole('heading', { level: 2, name: 'Campos do checkout' })
    .locator('xpath=ancestor::*[@data-slot="card"][1]')
  await expect(answers.getByText('CNPJ da empresa')).toBeVisible()
  await expect(answers.getByText(CNPJ)).toBeVisible()

  // The suite shares one server: the required field goes, or every later spec paying a demo
  // link would be stopped by it.
  await page.goto(`/${STORE}/checkout/custom-fields/identification`)
  await page.getByRole('button', { name: 'Excluir o campo «CNPJ da empresa»' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir campo' }).click()
  await expect(fields.getByText('CNPJ da empresa')).toHaveCount(0)
})
