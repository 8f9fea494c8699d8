import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, signIn, test } from './fixtures.ts'

/**
 * Issue 17 item 6, as a merchant would check it: a Data Plus table with a column, a trigger to
 * a receiver of the store's own (on this machine), a row added in the grid and then edited in
 * place; the signed deliveries arrive (the HMAC checked here with the documented recipe, the
 * update carrying the old row) and show as delivered in the table's delivery log. Deliveries
 * are jobs: their results are waited for, never a time.
 */

const STORE = 1

test.use({ serverEnv: { WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'on' } })

interface Received {
  headers: IncomingHttpHeaders
  body: string
}

/** A receiver as a store's system would be: it answers 200 and keeps what came. */
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
    url: `http://127.0.0.1:${port}/dataplus`,
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

interface RowEvent {
  type: string
  data: {
    table: { id: number; slug: string }
    row: { id: number; values: Record<string, unknown> }
    old_row?: { values: Record<string, unknown> }
  }
}

test('data plus: a table with a column and a trigger; a row added and edited in the grid arrives signed and shows as delivered', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const receiver = await startReceiver()
  try {
    await page.goto('/login')
    await signIn(page, 'demo@vitrine.dev', 'vitrine123')
    await expect(page).toHaveURL(/\/apps$/)

    // The demo's tables are there; a new one opens on its own page.
    await page.goto(`/${STORE}/layout/dataplus`)
    await expect(page.getByRole('link', { name: 'Lojas físicas' })).toBeVisible()
    await page.getByRole('button', { name: 'Nova tabela' }).click()
    const tableDialog = page.getByRole('dialog')
    await tableDialog.getByRole('textbox', { name: /^Nome/ }).fill('Parceiros E2E')
    await expect(tableDialog.getByRole('textbox', { name: /^Endereço/ })).toHaveValue(
      'parceiros-e2e',
    )
    await tableDialog.getByRole('button', { name: 'Salvar tabela' }).click()
    await expect(page).toHaveURL(new RegExp(`/${STORE}/layout/dataplus/table/\\d+$`))
    const tableId = Number(page.url().split('/').at(-1))

    // One required text column.
    await page.getByRole('button', { name: 'Nova coluna' }).click()
    const columnDialog = page.getByRole('dialog')
    await columnDialog.getByRole('textbox', { name: /^Título/ }).fill('Nome do parceiro')
    await expect(columnDialog.getByRole('textbox', { name: /^Chave/ })).toHaveValue(
      'nome_do_parceiro',
    )
    await columnDialog.getByRole('switch', { name: 'Obrigatória' }).click()
    await columnDialog.getByRole('button', { name: 'Salvar coluna' }).click()
    await expect(
      page.getByRole('list', { name: 'Colunas' }).getByText('nome_do_parceiro'),
    ).toBeVisible()

    // A trigger to the receiver for insertions and updates; its secret is shown once.
    await page.getByRole('link', { name: 'Gatilhos' }).click()
    await expect(page).toHaveURL(new RegExp(`/${STORE}/layout/dataplus/triggers/${tableId}$`))
    await page.getByRole('button', { name: 'Novo gatilho' }).click()
    const triggerDialog = page.getByRole('dialog')
    await triggerDialog.getByRole('textbox', { name: /^URL/ }).fill(receiver.url)
    // The label toggles its box (the box's check mark sits over it).
    const removed = triggerDialog.getByRole('checkbox', { name: 'Linha excluída' })
    await triggerDialog.getByText('Linha excluída', { exact: true }).click()
    await expect(removed).not.toBeChecked()
    await triggerDialog.getByRole('button', { name: 'Salvar gatilho' }).click()
    const created = page.getByRole('dialog', { name: 'Gatilho criado' })
    const secret = await created
      .getByRole('textbox', { name: 'Segredo de assinatura' })
      .inputValue()
    expect(secret).toMatch(/^whsec_/)
    await created.getByRole('button', { name: 'Concluir' }).click()
    await expect(page.getByRole('list', { name: 'Gatilhos' }).getByText(receiver.url)).toBeVisible()

    // A row added in the grid's dialog.
    await page.getByRole('link', { name: 'Colunas e linhas' }).click()
    await page.getByRole('button', { name: 'Nova linha' }).click()
    const rowDialog = page.getByRole('dialog')
    await rowDialog.getByRole('textbox', { name: /^Nome do parceiro/ }).fill('Loja Centro')
    await rowDialog.getByRole('button', { name: 'Salvar linha' }).click()
    const grid = page.getByRole('table', { name: 'Linhas da tabela' })
    await expect(grid.getByText('Loja Centro')).toBeVisible()

    // Edited in place: Enter saves.
    await grid.getByText('Loja Centro').dblclick()
    const editor = grid.getByRole('textbox', { name: /Nome do parceiro, linha/ })
    await editor.fill('Loja Centro Novo')
    await editor.press('Enter')
    await expect(grid.getByText('Loja Centro Novo')).toBeVisible()

    // Both deliveries arrive, signed with the trigger's secret.
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(2)
    const events = receiver.received.map((request) => {
      expect(request.headers['vitrine-event']).toMatch(/^dataplus\.row\./)
      expect(
        signatureVerifies(secret, String(request.headers['vitrine-signature']), request.body),
      ).toBe(true)
      expect(
        signatureVerifies(`${secret}x`, String(request.headers['vitrine-signature']), request.body),
      ).toBe(false)
      return JSON.parse(request.body) as RowEvent
    })
    const inserted = events.find((event) => event.type === 'dataplus.row.inserted')!
    const updated = events.find((event) => event.type === 'dataplus.row.updated')!
    expect(inserted.data.table).toEqual({ id: tableId, slug: 'parceiros-e2e' })
    expect(inserted.data.row.values).toEqual({ nome_do_parceiro: 'Loja Centro' })
    expect(updated.data.row.values).toEqual({ nome_do_parceiro: 'Loja Centro Novo' })
    expect(updated.data.old_row?.values).toEqual({ nome_do_parceiro: 'Loja Centro' })

    // The table's delivery log says so.
    await page.getByRole('link', { name: 'Gatilhos' }).click()
    const log = page.getByRole('table', { name: 'Entregas dos gatilhos' })
    await expect(async () => {
      await page.getByRole('button', { name: 'Atualizar' }).click()
      await expect(log.getByText('Entregue')).toHaveCount(2, { timeout: 1000 })
    }).toPass({ timeout: 30_000 })
    await expect(log.getByText('HTTP 200', { exact: false }).first()).toBeVisible()
  } finally {
    await receiver.close()
  }
})
