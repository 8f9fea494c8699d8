import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, signIn, test } from './fixtures.ts'

/**
 * Issue 13 item 9, as a merchant would check it: a webhook endpoint of the store's own, a new
 * plan, a demo customer subscribed, the subscriber signing up on the public page with a card
 * that is declined once (the sandbox's "retry" test card fails its first charge), the clock
 * moved past the first retry day (the server's development clock), the retry approved, and the
 * `invoice.paid` delivery in the console, signed so that it verifies with the documented recipe.
 * The engine and the deliveries are jobs: their results are waited for (reloading), never a time.
 */

const STORE = 1
const DAY_MS = 24 * 60 * 60 * 1000

test.use({ serverEnv: { DEV_CLOCK: 'on', WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'on' } })

interface Received {
  headers: IncomingHttpHeaders
  body: string
}

/** A receiver on this machine, as a store's system would be: it answers 200 and keeps what came. */
async function startReceiver() {
  const received: Received[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      response.end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/vitrine`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The documented recipe (apps/server/src/webhooks/README.md), written again here on purpose. */
function signatureVerifies(secret: string, header: string, body: string): boolean {
  const fields = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)))
  const expected = createHmac('sha256', secret).update(`${fields.t}.${body}`).digest()
  const given = Buffer.from(fields.v1 ?? '', 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

test('recurrence: a plan, a sign-up with a card declined once, the retry approved on the moved clock, and the signed webhook delivery', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const receiver = await startReceiver()
  try {
    await page.goto('/login')
    await signIn(page, 'demo@vitrine.dev', 'vitrine123')
    await expect(page).toHaveURL(/\/apps$/)

    // A webhook endpoint for the invoices' events; its secret is shown once.
    await page.goto(`/${STORE}/recurrence/webhook`)
    await page.getByRole('button', { name: 'Novo endpoint' }).first().click()
    const endpoint = page.getByRole('dialog')
    await endpoint.getByLabel(/^URL/).fill(receiver.url)
    await endpoint.getByRole('checkbox', { name: 'Faturas' }).check()
    await endpoint.getByRole('button', { name: 'Criar endpoint' }).click()
    const created = page.getByRole('dialog', { name: 'Endpoint criado' })
    const secret = await created
      .getByRole('textbox', { name: 'Segredo de assinatura' })
      .inputValue()
    expect(secret).toMatch(/^whsec_/)
    await created.getByRole('button', { name: 'Concluir' }).click()

    // A monthly plan charged by card.
    await page.goto(`/${STORE}/recurrence`)
    await page.getByRole('button', { name: 'Novo plano' }).click()
    const plan = page.getByRole('dialog')
    await plan.getByRole('textbox', { name: /^Nome/ }).fill('Clube E2E')
    await plan.getByRole('textbox', { name: /^Preço/ }).fill('49,90')
    await plan.getByRole('combobox', { name: /Intervalo/ }).selectOption('monthly')
    await plan.getByRole('checkbox', { name: 'Cartão de crédito' }).check()
    await plan.getByRole('button', { name: 'Criar plano' }).click()
    await expect(page.getByRole('row', { name: /Clube E2E/ })).toBeVisible()

    // A demo customer subscribed by card: the first invoice waits for the subscriber's card.
    await page.goto(`/${STORE}/recurrence/subscriptions`)
    await page.getByRole('button', { name: 'Nova assinatura' }).first().click()
    const subscribe = page.getByRole('dialog')
    await subscribe.getByRole('searchbox', { name: 'Buscar cliente' }).fill('Débora')
    const customer = subscribe.getByRole('combobox', { name: /^Cliente/ })
    const debora = customer.getByRole('option', { name: /Débora Nascimento/ }).first()
    await expect(debora).toBeAttached()
    await customer.selectOption((await debora.getAttribute('value')) ?? '')
    const planChoice = subscribe.getByRole('combobox', { name: /^Plano/ })
    const e2ePlan = planChoice.getByRole('option', { name: /Clube E2E/ })
    await expect(e2ePlan).toBeAttached()
    await planChoice.selectOption((await e2ePlan.getAttribute('value')) ?? '')
    await subscribe.getByRole('combobox', { name: /Forma de pagamento/ }).selectOption('creditcard')
    await subscribe.getByRole('button', { name: 'Criar assinatura' }).click()
    await expect(page).toHaveURL(
      new RegExp(`/${STORE}/recurrence/subscriptions/sub_[0-9A-Za-z]{24}$`),
    )
    const merchantPage = page.url()
    const subscriptionId = merchantPage.split('/').at(-1)!
    const signupLink = await page.getByRole('textbox', { name: 'Endereço público' }).inputValue()
    expect(signupLink).toMatch(/\/subscriptions\/sub_[0-9A-Za-z]{24}\/1\/subscribe$/)

    // The subscriber, signed out, pays the first cycle with a card declined once.
    const subscriberContext = await browser.newContext({ baseURL })
    const subscriber = await subscriberContext.newPage()
    await subscriber.goto(new URL(signupLink).pathname)
    await expect(subscriber.getByRole('heading', { name: 'Clube E2E' })).toBeVisible()
    await subscriber.getByRole('textbox', { name: 'CPF ou CNPJ' }).fill('52998224725')
    await subscriber.getByRole('textbox', { name: 'Número do cartão' }).fill('4000000000000119')
    await subscriber
      .getByRole('textbox', { name: 'Nome impresso no cartão' })
      .fill('DEBORA NASCIMENTO')
    await subscriber.getByRole('textbox', { name: 'Validade' }).fill('1231')
    await subscriber.getByRole('textbox', { name: 'CVV' }).fill('123')
    await subscriber.getByRole('button', { name: 'Pagar' }).click()
    await expect(subscriber.getByText('Pagamento não aprovado')).toBeVisible()
    await subscriberContext.close()

    // The merchant sees it in arrears, with a retry scheduled.
    await page.goto(merchantPage)
    await expect(page.getByText('Em atraso').first()).toBeVisible()

    // Two days later (the first retry is one day after the decline): the retry is approved.
    const moved = await page.request.post('/api/recurrence/dev/clock', {
      data: { advance_ms: 2 * DAY_MS },
    })
    expect(moved.ok()).toBe(true)
    await expect(async () => {
      await page.reload()
      await expect(page.getByText('Nova tentativa aprovada').first()).toBeVisible({
        timeout: 1_000,
      })
    }).toPass({ timeout: 60_000 })
    await expect(page.getByText('Ativa').first()).toBeVisible()

    // The console shows the invoice.paid delivery, delivered, with its signature…
    await page.goto(`/${STORE}/recurrence/webhook`)
    const deliveries = page.getByRole('list', { name: 'Entregas' })
    await expect(async () => {
      await page.reload()
      await expect(deliveries.getByText('invoice.paid').first()).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 60_000 })
    await deliveries
      .getByRole('button', { name: /invoice\.paid/ })
      .first()
      .click()
    const detail = page.getByRole('dialog')
    await expect(detail.getByText('Vitrine-Signature')).toBeVisible()

    // …and what reached the receiver verifies with the secret shown once.
    // Moving the clock bills the demo's other subscriptions too: this one's delivery is wanted.
    const ours = (r: Received) =>
      r.headers['vitrine-event'] === 'invoice.paid' &&
      (JSON.parse(r.body) as { data: { invoice: { subscription_id: string } } }).data.invoice
        .subscription_id === subscriptionId
    await expect.poll(() => receiver.received.some(ours)).toBe(true)
    const paid = receiver.received.find(ours)!
    expect(signatureVerifies(secret, String(paid.headers['vitrine-signature']), paid.body)).toBe(
      true,
    )
    expect(
      signatureVerifies(`${secret}x`, String(paid.headers['vitrine-signature']), paid.body),
    ).toBe(false)
    expect(JSON.parse(paid.body)).toMatchObject({
      type: 'invoice.paid',
      data: { invoice: { cycle: 1, payment_status: 'retry-success' } },
    })
  } finally {
    await receiver.close()
  }
})
