import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test'
import { ApiError } from '@vitrine/api'
import { navigationSpy } from '../../testing/navigation-spy.tsx'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  expectCalled,
  expectLastCalled,
  expectNoButtons,
  expectNotified,
  onPhone,
  openDialog,
  optionTexts,
  playThen,
  textsOf,
  withOpenDialog,
} from '../../testing/story-context.ts'
import { TransactionListScreen } from './TransactionListScreen.tsx'
import {
  allByNewest,
  listView,
  whenListed,
  withChargeGateways,
  withManyPayments,
  type ListContext,
} from './transaction-list.story-support.ts'

const { navigate, ...watchNavigation } = navigationSpy()

const meta = {
  title: 'Transactions/List',
  component: TransactionListScreen,
  args: { appId: 101, level: 'write' },
  decorators: watchNavigation.decorators,
  beforeEach: watchNavigation.beforeEach,
} satisfies Meta<typeof TransactionListScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso aos pagamentos',
    title: 'Transações',
    untouched: (api) => [api.transactions.list, api.transactions.totals, api.gateways.list],
    absent: (canvas) => [
      canvas.queryByRole('search'),
      canvas.queryByRole('button', { name: 'Exportar CSV' }),
      canvas.queryByRole('button', { name: 'Nova cobrança' }),
    ],
  },
  pending: 'Carregando pagamentos',
  error: {
    text: 'Não foi possível carregar os pagamentos',
    retry: (api) => api.transactions.list,
  },
  empty: 'Nenhum pagamento ainda.',
})

/**
 * Intl writes "R$" and the amount with a no-break space between them: raw text (textContent,
 * accessible names) keeps it; getByText and toHaveTextContent read it as a plain space.
 */
const money = (text: string) => text.replace('R$ ', 'R$\u00a0')

/** The sample store's payments as both levels see them (a play to go on from). */
async function expectSampleList({ canvas, view, api }: ListContext) {
  // Newest first; all loaded, so the size is known (the header row included), though only
  // the rows in view are rendered.
  await expect(view.ids()).toEqual(allByNewest.slice(0, view.ids().length))
  await expect(canvas.getByRole('table', { name: 'Pagamentos' })).toHaveAttribute(
    'aria-rowcount',
    '24',
  )
  await expect(view.countLine()).toHaveTextContent('23 pagamentos')
  const ana = within(canvas.getByRole('row', { name: /#4822/ }))
  await expect(textsOf(ana.getAllByRole('cell'))).toEqual([
    'Pagamento #4822',
    '21/11/2026, 07:12',
    'Ana Beatriz Souzaana.souza@exemplo.com.br',
    'PixPix da loja',
    'Pago',
    money('R$ 259,90'),
  ])
  await expect(ana.getByRole('link', { name: 'Pagamento #4822' })).toHaveAttribute(
    'href',
    '/101/payments/transactions/4822',
  )
  // A card shows as its brand and last four digits, with the installments.
  const card = within(canvas.getByRole('row', { name: /#4818/ }))
  await expect(card.getByText('Mastercard •••• 4444 · 6x')).toBeVisible()
  // A partial refund says how much went back.
  const refunded = within(canvas.getByRole('row', { name: /#4817/ }))
  await expect(refunded.getByText('R$ 120,00 estornados')).toBeVisible()
  const totals = view.totals()
  await waitFor(() =>
    expect(totals.getByText('Pagamentos', { selector: 'dt' }).nextSibling).toHaveTextContent('23'),
  )
  await expect(totals.getByText('Valor total', { selector: 'dt' }).nextSibling).toHaveTextContent(
    'R$ 13.989,00',
  )
  await expect(totals.getByText('Estornado', { selector: 'dt' }).nextSibling).toHaveTextContent(
    'R$ 729,00',
  )
  const byStatus = within(canvas.getByRole('list', { name: 'Pagamentos por status' }))
  await expect(byStatus.getAllByRole('button')).toHaveLength(10)
  await expect(canvas.getByRole('button', { name: 'Exportar CSV' })).toBeVisible()
  await expect(api.transactions.list).toHaveBeenCalledWith(101, {})
  await expect(api.transactions.totals).toHaveBeenCalledWith(101, {})
}

/* Level × state ---------------------------------------------------------------------------- */

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError

/** No payments at all: what will show here (not the "no results" of a search). */
export const ReadEmpty: Story = playThen(matrix.ReadEmpty, async ({ canvas }) => {
  await expect(canvas.queryByRole('search')).not.toBeInTheDocument()
  await expectNoButtons(canvas, 'Limpar filtros', 'Nova cobrança')
})

export const WriteEmpty: Story = playThen(matrix.WriteEmpty, async ({ canvas }) => {
  const empty = within(canvas.getByText('Nenhum pagamento ainda.').parentElement!)
  await expect(empty.getByRole('button', { name: 'Nova cobrança' })).toBeVisible()
})

/** Read level sees every payment and exports, but charges nothing. */
export const ReadSuccess: Story = {
  ...withChargeGateways(matrix.ReadSuccess),
  play: whenListed(expectSampleList, async ({ canvas }) => {
    await expect(canvas.getByText(/Você pode consultar e exportar os pagamentos/)).toBeVisible()
    // Neither way of charging: no new charge, no payment link to send.
    await expectNoButtons(canvas, 'Nova cobrança')
    await expect(screen.queryByText('Enviar link de pagamento')).toBeNull()
  }),
}

/** Write level can also charge. */
export const WriteSuccess: Story = {
  ...withChargeGateways(matrix.WriteSuccess),
  play: whenListed(expectSampleList, async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Nova cobrança' })).toBeVisible()
    await expect(canvas.queryByText(/Você pode consultar/)).toBeNull()
  }),
}

/* Search and filters ----------------------------------------------------------------------- */

/** The search goes to the server once typing pauses, with the totals of what it finds. */
export const Search: Story = {
  ...withChargeGateways(matrix.WriteSuccess),
  name: 'Write · search (debounced)',
  play: whenListed(async ({ canvas, view, list, totals }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar' }), 'debo')
    await expectLastCalled(list, 101, { q: 'debo' })
    await expectLastCalled(totals, 101, { q: 'debo' })
    // Typed in one go: only the whole word was asked for.
    await expect(list).not.toHaveBeenCalledWith(101, { q: 'd' })
    await view.expectShown([4819, 4814, 4805])
    await expect(view.countLine()).toHaveTextContent('3 pagamentos')
    await waitFor(() =>
      expect(
        view.totals().getByText('Pagamentos', { selector: 'dt' }).nextSibling,
      ).toHaveTextContent('3'),
    )
    // By payment number too.
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Buscar' }))
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar' }), '4816')
    await expectLastCalled(list, 101, { q: '4816' })
    await view.expectShown([4816])
  }),
}

/** Each filter goes into the query, shows as a chip, and the chips take it out again. */
export const Filters: Story = {
  ...withChargeGateways(matrix.WriteSuccess),
  name: 'Write · filters',
  play: whenListed(async ({ canvas, view, list, totals }) => {
    const gateway = canvas.getByRole('combobox', { name: 'Meio de pagamento' })
    await waitFor(() => expect(optionTexts(gateway)).toContain('Boleto Banco do Brasil (teste)'))
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Pago')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Tipo' }), 'Boleto')
    await expectLastCalled(list, 101, { status: 'complete', type: 'billet' })
    await view.expectShown([4802])
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Todos')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Tipo' }), 'Todos')
    await userEvent.selectOptions(gateway, 'Cartão de crédito (teste)')
    await expectLastCalled(list, 101, { gateway_id: 5 })
    await userEvent.type(canvas.getByLabelText('De'), '2026-11-10')
    await userEvent.type(canvas.getByLabelText('Até'), '2026-11-20')
    // Amounts are typed in reais and sent in centavos, once the field is left.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Valor mínimo' }), '100')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Valor máximo' }), '700,5{Enter}')
    const query = {
      gateway_id: 5,
      from: '2026-11-10',
      to: '2026-11-20',
      min_cents: 10_000,
      max_cents: 70_050,
    }
    await expectLastCalled(list, 101, query)
    await expectLastCalled(totals, 101, query)
    await view.expectShown([4818, 4817, 4808])
    await expect(canvas.getByRole('textbox', { name: 'Valor máximo' })).toHaveValue('700,50')
    const chips = within(canvas.getByRole('list', { name: 'Filtros aplicados' }))
    const amountChip = `Valor: de ${money('R$ 100,00')} a ${money('R$ 700,50')}`
    await expect(textsOf(chips.getAllByRole('listitem'))).toEqual([
      'Meio: Cartão de crédito',
      'Data: de 10/11/2026 a 20/11/2026',
      amountChip,
    ])
    await userEvent.click(canvas.getByRole('button', { name: `Remover filtro ${amountChip}` }))
    await expect(canvas.getByRole('textbox', { name: 'Valor mínimo' })).toHaveValue('')
    await view.expectShown([4818, 4817, 4815, 4808, 4814, 4813])
  }),
}

/** An amount that is not one stays in its field with a message, and nothing is asked. */
export const InvalidAmount: Story = {
  ...withChargeGateways(matrix.ReadSuccess),
  name: 'Read · an amount that is not one',
  play: whenListed(async ({ canvas, list }) => {
    const before = mocked(list).mock.calls.length
    const field = canvas.getByRole('textbox', { name: 'Valor mínimo' })
    await userEvent.type(field, '12,345{Enter}')
    await expect(field).toHaveAccessibleDescription('Digite um valor como 1.234,56.')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(mocked(list).mock.calls.length).toBe(before)
  }),
}

/** A status in the totals narrows the list to it; pressed again, it lets go. */
export const StatusFromTotals: Story = {
  ...withChargeGateways(matrix.ReadSuccess),
  name: 'Read · status from the totals',
  play: whenListed(async ({ canvas, view, list }) => {
    const byStatus = within(canvas.getByRole('list', { name: 'Pagamentos por status' }))
    const pending = byStatus.getByRole('button', { name: /^Aguardando pagamento 3/ })
    await userEvent.click(pending)
    await expectLastCalled(list, 101, { status: 'pending' })
    await view.expectShown([4819, 4820, 4812])
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('pending')
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Pagamentos por status' })).getByRole('button', {
          name: /^Aguardando pagamento/,
        }),
      ).toHaveAttribute('aria-pressed', 'true'),
    )
    await userEvent.click(
      within(canvas.getByRole('list', { name: 'Pagamentos por status' })).getByRole('button', {
        name: /^Aguardando pagamento/,
      }),
    )
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('all')
    await view.expectShownFirst([4810, 4819, 4822])
  }),
}

/** A search that matches nothing says so, and "Limpar filtros" brings the list back. */
export const NoResults: Story = {
  ...withChargeGateways(matrix.WriteSuccess),
  name: 'Write · no results',
  play: whenListed(async ({ canvas, view, list }) => {
    const search = canvas.getByRole('searchbox', { name: 'Buscar' })
    await userEvent.type(search, 'zuleica')
    const title = await canvas.findByText('Nenhum pagamento encontrado.')
    await expect(list).toHaveBeenLastCalledWith(101, { q: 'zuleica' })
    const clear = within(title.parentElement!).getByRole('button', { name: 'Limpar filtros' })
    await userEvent.click(clear)
    await view.expectShownFirst([4810, 4819, 4822])
    await expect(search).toHaveValue('')
  }),
}

/** Opened from a customer's page: the list of that customer's payments, named in a chip. */
export const OneCustomer: Story = {
  ...withChargeGateways(matrix.ReadSuccess),
  name: 'Read · one customer’s payments',
  args: { customerId: 4 },
  play: whenListed(async ({ canvas, view, list }) => {
    await expect(list).toHaveBeenCalledWith(101, { customer_id: 4 })
    await view.expectShown([4819, 4814, 4805])
    await expect(
      await canvas.findByRole('button', { name: 'Remover filtro Cliente: Débora Nascimento' }),
    ).toBeVisible()
  }),
}

/** "Exportar CSV" asks for the filtered payments and hands the file to the browser. */
export const Export: Story = {
  ...withChargeGateways(matrix.ReadSuccess),
  name: 'Read · export CSV',
  play: whenListed(async ({ canvas, api }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Tipo' }), 'Pix')
    await expectLastCalled(api.transactions.list, 101, { type: 'pix' })
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV' }))
    await expectCalled(api.transactions.exportCsv, 101, { type: 'pix' })
    await expectNotified(`Exportação pronta: transacoes-${dayToday()}.csv.`)
  }),
}

/** Today in São Paulo (the file's name carries the day it was exported). */
const dayToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())

/* New charge ------------------------------------------------------------------------------- */

/** The dialog says what is missing in Portuguese, and checks the card before it is sent. */
export const NewChargeValidation: Story = {
  ...withChargeGateways(matrix.WriteSuccess),
  name: 'Write · new charge validation',
  parameters: { ...withChargeGateways(matrix.WriteSuccess).parameters, ...withOpenDialog },
  play: whenListed(async ({ canvas, api }) => {
    const dialog = await openDialog(canvas, 'Nova cobrança')
    await userEvent.click(await dialog.findByRole('button', { name: 'Criar cobrança' }))
    await expect(await dialog.findByText('Formulário incompleto.')).toBeVisible()
    await expect(
      dialog.getByRole('combobox', { name: /^Meio de pagamento/ }),
    ).toHaveAccessibleDescription('Meio de pagamento é obrigatório.')
    await expect(dialog.getByRole('textbox', { name: /^Item 1/ })).toHaveAccessibleDescription(
      'Item é obrigatório.',
    )
    await expect(
      dialog.getByRole('textbox', { name: /^Preço unitário/ }),
    ).toHaveAccessibleDescription('Preço unitário é obrigatório.')
    // The first field in error takes the focus: only then is typing elsewhere safe.
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: /^Meio de pagamento/ })).toHaveFocus(),
    )
    await userEvent.type(dialog.getByRole('textbox', { name: /^Preço unitário/ }), '12,345')
    await userEvent.tab()
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: /^Preço unitário/ })).toHaveAccessibleDescription(
        'Digite um valor em reais, como 1.234,56.',
      ),
    )
    // A card gateway asks for the card, and in the sandbox lists its test numbers.
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: /^Meio de pagamento/ }),
      'Cartão de crédito (Cartão de crédito — teste)',
    )
    await expect(await dialog.findByText('Cartões de teste do sandbox')).toBeVisible()
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^Número do cartão/ }),
      '4242 4242 4242 4241',
    )
    await userEvent.type(dialog.getByRole('textbox', { name: /^Validade/ }), '13/30')
    await userEvent.click(dialog.getByRole('button', { name: 'Criar cobrança' }))
    await waitFor(() =>
      expect(
        dialog.getByRole('textbox', { name: /^Número do cartão/ }),
      ).toHaveAccessibleDescription('Número do cartão inválido: confira os dígitos.'),
    )
    await expect(dialog.getByRole('textbox', { name: /^Validade/ })).toHaveAccessibleDescription(
      'Digite a validade como MM/AA, por exemplo 08/29.',
    )
    await expect(
      dialog.getByRole('textbox', { name: /^Nome no cartão/ }),
    ).toHaveAccessibleDescription('Nome no cartão é obrigatório.')
    await expect(api.transactions.create).not.toHaveBeenCalled()
    // The first field in error takes the focus (and scrolls into view).
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /^Item 1/ })).toHaveFocus())
    // How far that scrolled depends on where the dialog was: the picture is of its top.
    screen.getByRole('dialog').scrollTop = 0
  }),
}

/** A pix charge for a customer of the store: the total adds up, then the new payment opens. */
export const NewPixCharge: Story = {
  ...withChargeGateways(matrix.WriteSuccess),
  name: 'Write · new pix charge',
  parameters: { ...withChargeGateways(matrix.WriteSuccess).parameters, ...withOpenDialog },
  play: whenListed(async ({ canvas, api }) => {
    const dialog = await openDialog(canvas, 'Nova cobrança')
    await userEvent.selectOptions(
      await dialog.findByRole('combobox', { name: /^Meio de pagamento/ }),
      'Pix da loja (Pix — teste)',
    )
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Buscar cliente' }), 'ana')
    await expectCalled(api.customers.list, 101, { q: 'ana', limit: 20 })
    const customer = dialog.getByRole('combobox', { name: 'Cliente (opcional)' })
    await waitFor(() =>
      expect(optionTexts(customer)).toContain('Ana Beatriz Souza — ana.souza@exemplo.com.br'),
    )
    await userEvent.selectOptions(customer, 'Ana Beatriz Souza — ana.souza@exemplo.com.br')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Item 1/ }), 'Caneca esmaltada')
    await userEvent.clear(dialog.getByRole('textbox', { name: /^Quantidade/ }))
    await userEvent.type(dialog.getByRole('textbox', { name: /^Quantidade/ }), '2')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Preço unitário/ }), '45,90')
    await userEvent.click(dialog.getByRole('button', { name: 'Adicionar item' }))
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^Item 2/ }),
      'Embalagem para presente',
    )
    await userEvent.type(dialog.getAllByRole('textbox', { name: /^Preço unitário/ })[1]!, '8')
    await waitFor(() => expect(screen.getByText(/^Total:/)).toHaveTextContent('Total: R$ 99,80'))
    // Pix takes no card and no installments.
    await expect(dialog.queryByRole('combobox', { name: 'Parcelas' })).toBeNull()
    await userEvent.click(dialog.getByRole('button', { name: 'Criar cobrança' }))
    await expectCalled(
      api.transactions.create,
      101,
      {
        gateway_id: 1,
        customer_id: 1,
        description: '',
        installments: 1,
        items: [
          { description: 'Caneca esmaltada', quantity: 2, unit_cents: 4_590 },
          { description: 'Embalagem para presente', quantity: 1, unit_cents: 800 },
        ],
      },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    )
    await expectCalled(navigate, '/101/payments/transactions/4823')
    await expect(screen.queryByRole('dialog')).toBeNull()
  }),
}

/** A card charge with a sandbox test card, in installments. */
export const NewCardCharge: Story = {
  ...withChargeGateways(matrix.WriteSuccess),
  name: 'Write · new card charge with a test card',
  parameters: { ...withChargeGateways(matrix.WriteSuccess).parameters, ...withOpenDialog },
  play: whenListed(async ({ canvas, api }) => {
    const dialog = await openDialog(canvas, 'Nova cobrança')
    await userEvent.selectOptions(
      await dialog.findByRole('combobox', { name: /^Meio de pagamento/ }),
      'Cartão de crédito (Cartão de crédito — teste)',
    )
    await userEvent.type(dialog.getByRole('textbox', { name: /^Item 1/ }), 'Cadeira de escritório')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Preço unitário/ }), '900')
    const installments = dialog.getByRole('combobox', { name: 'Parcelas' })
    await waitFor(() =>
      expect(optionTexts(installments)).toContain(`3x de ${money('R$ 300,00')} sem juros`),
    )
    await userEvent.selectOptions(installments, '3')
    await userEvent.click(dialog.getByText('Cartões de teste do sandbox'))
    await userEvent.click(dialog.getByRole('button', { name: 'Usar o cartão 4242 4242 4242 4242' }))
    await expect(dialog.getByRole('textbox', { name: /^Número do cartão/ })).toHaveValue(
      '4242424242424242',
    )
    await userEvent.type(dialog.getByRole('textbox', { name: /^Nome no cartão/ }), 'Marina Costa')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Validade/ }), '12/30')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Código de segurança/ }), '123')
    await userEvent.click(dialog.getByRole('button', { name: 'Criar cobrança' }))
    await expectCalled(
      api.transactions.create,
      101,
      {
        gateway_id: 5,
        customer_id: null,
        description: '',
        installments: 3,
        items: [{ description: 'Cadeira de escritório', quantity: 1, unit_cents: 90_000 }],
        card: {
          number: '4242424242424242',
          holder: 'Marina Costa',
          expiry_month: 12,
          expiry_year: 2030,
          cvv: '123',
        },
      },
      expect.any(String),
    )
    await expectCalled(navigate, '/101/payments/transactions/4823')
  }),
}

/** The gateway refuses the card's brand: the server's message shows under the card's number. */
export const NewChargeRefused: Story = {
  ...withChargeGateways(matrix.WriteSuccess),
  name: 'Write · new charge refused by the gateway',
  parameters: { ...withChargeGateways(matrix.WriteSuccess).parameters, ...withOpenDialog },
  play: whenListed(async ({ canvas, api }) => {
    const dialog = await openDialog(canvas, 'Nova cobrança')
    await userEvent.selectOptions(
      await dialog.findByRole('combobox', { name: /^Meio de pagamento/ }),
      'Cartão de crédito (Cartão de crédito — teste)',
    )
    await userEvent.type(dialog.getByRole('textbox', { name: /^Item 1/ }), 'Luminária')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Preço unitário/ }), '150')
    // Diners: a valid card, but not among this gateway's brands.
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^Número do cartão/ }),
      '30569309025904',
    )
    await userEvent.type(dialog.getByRole('textbox', { name: /^Nome no cartão/ }), 'Ana Souza')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Validade/ }), '12/30')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Código de segurança/ }), '123')
    await userEvent.click(dialog.getByRole('button', { name: 'Criar cobrança' }))
    await waitFor(() =>
      expect(
        dialog.getByRole('textbox', { name: /^Número do cartão/ }),
      ).toHaveAccessibleDescription('Este meio de pagamento não aceita cartões diners.'),
    )
    // The field the server refused takes the focus.
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: /^Número do cartão/ })).toHaveFocus(),
    )
    await expect(api.transactions.create).toHaveBeenCalledOnce()
    await expect(navigate).not.toHaveBeenCalled()
    await expect(screen.getByRole('dialog')).toBeVisible()
    // The submit is over (the button no longer busy) before the picture, which is of the
    // dialog's top: how far the focus scrolled depends on where the dialog was.
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Criar cobrança' })).not.toHaveAttribute(
        'aria-busy',
      ),
    )
    screen.getByRole('dialog').scrollTop = 0
  }),
}

/* Capture requests: a charge sent by link ------------------------------------------------- */

/**
 * "Enviar link de pagamento": the items, the customer and the methods the payer's page offers;
 * the link comes back with copy, share (the device's sheet) and its QR code, and its validity.
 */
export const NewCaptureRequest: Story = {
  ...withChargeGateways(matrix.WriteSuccess),
  name: 'Write · payment link sent to the payer',
  parameters: { ...withChargeGateways(matrix.WriteSuccess).parameters, ...withOpenDialog },
  play: whenListed(async ({ canvas, api }) => {
    const dialog = await openDialog(canvas, 'Nova cobrança')
    await userEvent.click(dialog.getByRole('radio', { name: 'Enviar link de pagamento' }))
    const form = within(await dialog.findByRole('form', { name: 'Enviar link de pagamento' }))
    // The card to type is the payer's, on their page: none is asked here.
    await expect(form.queryByRole('textbox', { name: /^Número do cartão/ })).toBeNull()
    await userEvent.type(form.getByRole('searchbox', { name: 'Buscar cliente' }), 'ana')
    const customer = form.getByRole('combobox', { name: 'Cliente (opcional)' })
    await waitFor(() =>
      expect(optionTexts(customer)).toContain('Ana Beatriz Souza — ana.souza@exemplo.com.br'),
    )
    await userEvent.selectOptions(customer, 'Ana Beatriz Souza — ana.souza@exemplo.com.br')
    await userEvent.type(form.getByRole('textbox', { name: /^Item 1/ }), 'Bolo de aniversário')
    await userEvent.type(form.getByRole('textbox', { name: /^Preço unitário/ }), '150')
    await userEvent.type(form.getByRole('textbox', { name: /^Descrição/ }), 'Encomenda para sábado')
    const methods = within(form.getByRole('group', { name: /^Formas de pagamento/ }))
    // The store's active gateways, but the static pix, which a page cannot offer.
    await expect(methods.queryByRole('checkbox', { name: /Pix estático/ })).toBeNull()
    await userEvent.click(methods.getByRole('checkbox', { name: /^Pix da loja/ }))
    await userEvent.click(methods.getByRole('checkbox', { name: /^Cartão de crédito \(/ }))
    await userEvent.selectOptions(form.getByRole('combobox', { name: /^Máximo de parcelas/ }), '3')
    const days = form.getByRole('textbox', { name: /^Validade/ })
    await userEvent.clear(days)
    await userEvent.type(days, '5')
    await userEvent.click(form.getByRole('button', { name: 'Criar link' }))
    await expectCalled(api.checkout.createCapture, 101, {
      customer_id: 1,
      description: 'Encomenda para sábado',
      items: [{ description: 'Bolo de aniversário', quantity: 1, unit_cents: 15_000 }],
      gateway_ids: [1, 5],
      max_installments: 3,
      expires_in_hours: 120,
    })

    const url = 'https://pagar.lojaaurora.com.br/c-capture/cobranca-nova-0004'
    await expect(await dialog.findByText('Link de pagamento criado')).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Endereço público' })).toHaveValue(url)
    await expect(
      dialog.getByRole('img', { name: 'QR code do link de pagamento: Encomenda para sábado' }),
    ).toBeVisible()
    await expect(dialog.getByText(/^Válido até 26\/11\/2026, 09:00\./)).toBeVisible()
    // Share hands the address to the device's sheet where there is one (here, a stand-in).
    const share = fn(async (_data: ShareData) => {})
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    try {
      await userEvent.click(dialog.getByRole('button', { name: 'Compartilhar' }))
      await expect(share).toHaveBeenCalledWith({ title: 'Encomenda para sábado', url })
      await expect(await dialog.findByText('Compartilhado.')).toBeVisible()
    } finally {
      delete (navigator as { share?: unknown }).share
    }
    // Nothing was charged yet: no payment is created until the payer pays. The picture is of
    // the link, as the merchant sends it.
    await expect(api.transactions.create).not.toHaveBeenCalled()
    await expect(dialog.getByRole('button', { name: 'Concluir' })).toBeVisible()
  }),
}

/** The server refuses a method (deactivated meanwhile): its message shows at the methods. */
export const NewCaptureRequestRefused: Story = {
  ...withChargeGateways(matrix.WriteSuccess),
  name: 'Write · payment link refused by the server',
  parameters: { ...withChargeGateways(matrix.WriteSuccess).parameters, ...withOpenDialog },
  play: whenListed(async ({ canvas, api }) => {
    const message = 'Esta forma de pagamento não está disponível para este link. Escolha outra.'
    mocked(api.checkout.createCapture).mockRejectedValueOnce(
      new ApiError({
        statusCode: 422,
        statusMessage: 'Unprocessable Entity',
        message,
        data: { fields: { gateway_ids: message } },
      }),
    )
    const dialog = await openDialog(canvas, 'Nova cobrança')
    await userEvent.click(dialog.getByRole('radio', { name: 'Enviar link de pagamento' }))
    const form = within(await dialog.findByRole('form', { name: 'Enviar link de pagamento' }))
    await userEvent.type(form.getByRole('textbox', { name: /^Item 1/ }), 'Vaso de cerâmica')
    await userEvent.type(form.getByRole('textbox', { name: /^Preço unitário/ }), '80')
    const methods = form.getByRole('group', { name: /^Formas de pagamento/ })
    await userEvent.click(
      within(methods).getByRole('checkbox', { name: /^Boleto Banco do Brasil/ }),
    )
    await userEvent.click(form.getByRole('button', { name: 'Criar link' }))
    await waitFor(() => expect(methods).toHaveAccessibleDescription(new RegExp(message)))
    await expect(api.checkout.createCapture).toHaveBeenCalledOnce()
    // The form stays, with what was typed: no link was made.
    await expect(dialog.queryByText('Link de pagamento criado')).toBeNull()
    await expect(form.getByRole('textbox', { name: /^Item 1/ })).toHaveValue('Vaso de cerâmica')
    // The submit is over (the button no longer busy) before the picture, which is of the
    // dialog's top: how far the focus scrolled depends on where the dialog was.
    await waitFor(() =>
      expect(form.getByRole('button', { name: 'Criar link' })).not.toHaveAttribute('aria-busy'),
    )
    screen.getByRole('dialog').scrollTop = 0
  }),
}

/* Narrow screens and long lists ------------------------------------------------------------ */

/** A phone: cards with number, customer, status and amount; the filters behind "Filtros". */
export const Mobile: Story = {
  ...withChargeGateways(matrix.WriteSuccess),
  ...onPhone(withChargeGateways(matrix.WriteSuccess)),
  name: 'Write · mobile (375 px)',
  play: async ({ canvas, canvasElement }) => {
    const view = listView(canvasElement)
    await canvas.findByRole('list', { name: 'Pagamentos' })
    await expect(canvas.queryByRole('table')).toBeNull()
    const first = view.cards()[2]!
    await expect(first).toHaveAttribute('aria-setsize', '23')
    await expect(first).toHaveTextContent('#4822')
    await expect(first).toHaveTextContent('Ana Beatriz Souza')
    await expect(first).toHaveTextContent('Pago')
    await expect(first).toHaveTextContent('R$ 259,90')
    await expect(canvas.queryByRole('combobox', { name: 'Status' })).toBeNull()
    const filters = canvas.getByRole('button', { name: 'Filtros' })
    await userEvent.click(filters)
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toBeVisible()
    // Leave the focus on the page, not on the button at the screen's edge (its ring is clipped).
    await userEvent.click(canvas.getByRole('heading', { level: 1 }))
  },
}

/** Pages of 50: the next one is asked for as the end of the loaded rows comes into view. */
export const LoadMoreOnScroll: Story = {
  ...withManyPayments(matrix.ReadSuccess, 120),
  name: 'Read · next page on scroll',
  play: whenListed(async ({ view, list }) => {
    await expect(view.countLine()).toHaveTextContent('50 pagamentos carregados')
    view.scrollTo(50 * 60)
    await expectLastCalled(list, 101, { cursor: '50' })
    await waitFor(() => expect(view.countLine()).toHaveTextContent('100 pagamentos'))
    view.scrollTo(100 * 60)
    await expectLastCalled(list, 101, { cursor: '100' })
    await waitFor(() => expect(view.countLine()).toHaveTextContent('120 pagamentos'))
    view.scrollTo(0)
  }),
}
