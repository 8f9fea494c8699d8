import { expect, signIn, test } from './fixtures.ts'

/**
 * Issue 15 item 7 (e-mails), as a merchant would check it: the demo store's "Aguardando
 * pagamento" e-mail edited with a variable from the menu, its preview filled with sample
 * values, saved, a test sent to an address, and the message found in the outbox with the
 * variable filled in.
 */

const STORE = 1

test('edit the waiting_payment e-mail with a variable, send a test, find it in the outbox', async ({
  page,
  server,
}) => {
  await page.goto('/login')
  await signIn(page, 'demo@vitrine.dev', 'vitrine123')
  await expect(page).not.toHaveURL(/\/login/)

  await page.goto(`/${STORE}/ecommerce/mails/transactional`)
  await expect(page.getByRole('heading', { level: 1, name: 'E-mails transacionais' })).toBeVisible()
  await page.getByRole('link', { name: 'Editar «Aguardando pagamento»' }).click()
  await expect(page).toHaveURL(new RegExp(`/${STORE}/ecommerce/mails/edit/waiting_payment$`))

  const subject = page.getByRole('textbox', { name: /^Assunto/ })
  await expect(subject).not.toHaveValue('')
  await subject.fill('Pedido {{order_number}} para ')
  await subject.press('End')
  await page.getByRole('button', { name: 'Inserir variável no assunto' }).click()
  await page.getByRole('menuitem', { name: /Nome do cliente/ }).click()
  await expect(subject).toHaveValue('Pedido {{order_number}} para {{customer_name}}')
  // The preview is the server's rendering with the sample values.
  await expect(page.getByTestId('preview-subject')).toHaveText('Pedido 10482 para Maria Souza')

  await page.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText('«Aguardando pagamento» salvo.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled()

  const to = `teste.${Date.now()}@exemplo.com.br`
  await page.getByRole('button', { name: 'Enviar teste' }).click()
  const dialog = page.getByRole('dialog', { name: 'Enviar teste' })
  await dialog.getByRole('textbox', { name: /^E-mail de destino/ }).fill(to)
  await dialog.getByRole('button', { name: 'Enviar teste' }).click()
  await expect(page.getByText(`E-mail de teste enviado para ${to}`)).toBeVisible()

  // The store mail's line in the outbox log (it names the recipient and the subject).
  await expect
    .poll(
      () =>
        server.lines.some(
          (line) =>
            typeof line === 'object' &&
            line !== null &&
            (line as Record<string, unknown>).msg === 'mail.outbox' &&
            (line as Record<string, unknown>).to === to &&
            String((line as Record<string, unknown>).subject).includes(
              'Pedido 10482 para Maria Souza',
            ),
        ),
      { message: `the test mail to ${to} in the outbox log` },
    )
    .toBe(true)

  // The recovery screen's delivery log lists the test as sent.
  await page.goto(`/${STORE}/ecommerce/mails/recover`)
  const sent = page.getByRole('row', { name: new RegExp(to.replace(/[.]/g, '\\.')) })
  await expect(sent).toContainText('Enviado')
  await expect(sent).toContainText('Pedido 10482 para Maria Souza')

  // Saved: the list shows the new subject, marked as the store's own.
  await page.goto(`/${STORE}/ecommerce/mails/transactional`)
  const row = page.getByRole('row', { name: /Aguardando pagamento/ })
  await expect(row).toContainText('Pedido {{order_number}} para {{customer_name}}')
  await expect(row).toContainText('Personalizado')
})

test('a payer who pays a link by pix gets the store’s “waiting” mail, then the “approved” one', async ({
  page,
  server,
}) => {
  const to = `pagador.${Date.now()}@exemplo.com.br`
  await page.goto('/pay/contribuicao')
  await page.getByRole('textbox', { name: 'Valor a pagar' }).fill('25,00')
  await page.getByRole('textbox', { name: 'Nome completo' }).fill('Ana Souza')
  await page.getByRole('textbox', { name: 'E-mail' }).fill(to)
  await page.getByRole('textbox', { name: 'CPF ou CNPJ' }).fill('52998224725')
  await page.getByRole('radio', { name: /Pix/ }).check()
  await page.getByRole('button', { name: 'Pagar' }).click()
  await expect(page.getByText('Aguardando pagamento')).toBeVisible()

  // The subjects are the store's (the test above may have edited the waiting one): both name
  // the order, and the approved one comes only after the payment.
  const subjectsTo = () =>
    server.lines
      .filter(
        (line): line is Record<string, unknown> =>
          typeof line === 'object' && line.msg === 'mail.outbox' && line.to === to,
      )
      .map((line) => String(line.subject))
  await expect
    .poll(subjectsTo, { message: `the waiting_payment mail to ${to} in the outbox log` })
    .toEqual([expect.stringMatching(/^Pedido \d+/)])

  await page.getByRole('button', { name: 'Simular pagamento' }).click()
  await expect(page.getByText('Pagamento confirmado')).toBeVisible()
  await expect
    .poll(subjectsTo, { message: `the process_order mail to ${to} in the outbox log` })
    .toEqual([
      expect.stringMatching(/^Pedido \d+/),
      expect.stringMatching(/^Pagamento aprovado: pedido \d+$/),
    ])
})
