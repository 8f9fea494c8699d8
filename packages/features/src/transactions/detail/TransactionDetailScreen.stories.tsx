import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test'
import { ApiError, PAYMENT_STATUSES, type PaymentStatus } from '@vitrine/api'
import { sampleTrails, sampleTransactions } from '@vitrine/api/fixture'
import { navigationSpy } from '../../testing/navigation-spy.tsx'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectNoButtons,
  expectNotified,
  findDialog,
  onPhone,
  textsOf,
  withFixture,
  withOpenDialog,
  type PlayContext,
} from '../../testing/story-context.ts'
import { statusLabel } from '../shared/payment-labels.ts'
import { PaymentTimeline } from './PaymentTimeline.tsx'
import { TransactionDetailScreen } from './TransactionDetailScreen.tsx'

const { navigate, ...watchNavigation } = navigationSpy()

const meta = {
  title: 'Transactions/Detail',
  component: TransactionDetailScreen,
  args: { appId: 101, paymentId: 4822, level: 'write' },
  decorators: watchNavigation.decorators,
  beforeEach: watchNavigation.beforeEach,
} satisfies Meta<typeof TransactionDetailScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso aos pagamentos',
    title: 'Pagamento #4822',
    untouched: (api) => [
      api.transactions.get,
      api.transactions.trail,
      api.transactions.split,
      api.shipments.get,
    ],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Estornar' })],
  },
  pending: 'Carregando o pagamento',
  error: { text: 'Não foi possível carregar o pagamento', retry: (api) => api.transactions.get },
  // A store without payments has none by this number either.
  empty: 'Pagamento não encontrado',
})

/** A card of the page, by its heading. */
const card = async (canvasElement: HTMLElement, title: string) =>
  within(
    (await within(canvasElement).findByRole('heading', { level: 2, name: title })).closest(
      '[data-slot="card"]',
    ) as HTMLElement,
  )

/** The value beside a term ("Pago em" → "21/11/2026, 07:14"). */
const termOf = (scope: ReturnType<typeof within>, term: string) =>
  scope.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement

/** The timeline's steps (newest first) and the money trail's journals (oldest first). */
const timelineTitles = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="timeline"] > li strong')].map(
    (title) => title.textContent,
  )
const journalTitles = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="money-trail"] > li h3')].map((title) =>
    title.textContent!.replace(/\u00a0/g, ' '),
  )

/** The payment's status badge in the page's header. */
const headerStatus = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('header [data-slot="badge"][data-status]')

/**
 * Waits for the page of a payment (and, for a paid one, its shipment card past loading, so the
 * screenshot never catches it half-way), then plays on.
 */
const whenShown =
  (id: number, play: (context: PlayContext) => Promise<void>) => async (context: PlayContext) => {
    await context.canvas.findByRole('heading', { level: 1, name: `Pagamento #${id}` })
    await waitFor(() => expect(context.canvas.queryByText('Carregando o envio')).toBeNull())
    await play(context)
  }

/** The story, about another payment (the name stays in the story: Storybook reads it as written). */
const paymentStory = (story: Story, paymentId: number): Story => ({
  ...story,
  args: { ...story.args, paymentId },
})

/* Level × state ---------------------------------------------------------------------------- */

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError
export const ReadEmpty: Story = matrix.ReadEmpty

/** Not found: another store's payment, or a wrong number; the way back is offered. */
export const WriteEmpty: Story = {
  ...matrix.WriteEmpty,
  play: async (context) => {
    await matrix.WriteEmpty.play(context)
    await expect(
      context.canvas.getByRole('link', { name: 'Voltar para as transações' }),
    ).toHaveAttribute('href', '/101/payments/transactions')
  },
}

/**
 * A paid pix, released to the store: the figures, the customer, the timeline and the money
 * trail; only a refund is offered.
 */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: whenShown(4822, async ({ canvas, canvasElement, loaded }) => {
    const trail = within(canvas.getByRole('navigation', { name: 'Trilha de navegação' }))
    await expect(trail.getByRole('link', { name: 'Transações' })).toHaveAttribute(
      'href',
      '/101/payments/transactions',
    )
    await expect(canvasElement.querySelector('[data-slot="payment-amount"]')).toHaveTextContent(
      'R$ 259,90',
    )
    await expect(headerStatus(canvasElement)).toHaveTextContent('Pago')
    const header = within(canvasElement.querySelector('header')!)
    await expect(termOf(header, 'Tipo')).toHaveTextContent('Pix')
    await expect(termOf(header, 'Meio de pagamento')).toHaveTextContent('Pix da lojaTeste')
    await expect(termOf(header, 'Pago em')).toHaveTextContent('21/11/2026, 07:14')

    const items = await card(canvasElement, 'Itens e valores')
    await expect(termOf(items, 'Taxas do provedor')).toHaveTextContent('−R$ 2,57')
    await expect(termOf(items, 'Líquido para a loja')).toHaveTextContent('R$ 257,33')

    const customer = await card(canvasElement, 'Cliente')
    await expect(customer.getByRole('link', { name: 'Ana Beatriz Souza' })).toHaveAttribute(
      'href',
      '/101/payments/customers/1',
    )
    await expect(customer.getByText('295.379.955-93')).toBeVisible()

    await expect(timelineTitles(canvasElement)).toEqual([
      'Pagamento confirmado',
      'Cobrança emitida',
      'Pagamento criado',
    ])
    await waitFor(() =>
      expect(journalTitles(canvasElement)).toEqual([
        'Cobrança recebidaR$ 259,90',
        'Taxa do provedorR$ 2,57',
        'Líquido a liberarR$ 257,33',
        'Liberado para a lojaR$ 257,33',
      ]),
    )
    const summary = within(canvas.getByRole('list', { name: 'Resumo do caminho do dinheiro' }))
    await expect(textsOf(summary.getAllByRole('listitem'))).toEqual([
      'CobradoR$\u00a0259,90',
      'Taxas−R$\u00a02,57',
      'LíquidoR$\u00a0257,33',
      'A liberarR$\u00a00,00',
      'DisponívelR$\u00a0257,33',
    ])
    const release = within(canvas.getByRole('table', { name: 'Lançamentos: Liberado para a loja' }))
    await expect(textsOf(release.getAllByRole('row').slice(1))).toEqual([
      'DisponívelR$\u00a0257,33',
      'A liberarR$\u00a0257,33',
    ])
    await expect(canvas.getByRole('button', { name: 'Estornar' })).toBeVisible()
    await expectNoButtons(canvas, 'Capturar', 'Cancelar cobrança', 'Simular pagamento')
    await expect(apiOf(loaded).transactions.trail).toHaveBeenCalledWith(101, 4822)
  }),
}

/** Read level sees a pending boleto whole, and is offered none of its many actions. */
export const ReadSuccess: Story = {
  ...paymentStory(matrix.ReadSuccess, 4820),
  play: whenShown(4820, async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/Você pode ver este pagamento, mas não/)).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Código de barras do boleto' })).toBeVisible()
    await expect(timelineTitles(canvasElement)).toEqual(['Cobrança emitida', 'Pagamento criado'])
    await expect(canvas.getByText(/Nenhum dinheiro movimentado ainda/)).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="payment-actions"]')).toBeNull()
    await expectNoButtons(
      canvas,
      'Estornar',
      'Capturar',
      'Cancelar cobrança',
      'Reenviar instruções',
      'Simular pagamento',
      'Simular vencimento',
    )
  }),
}

/** Paid on a link that asks for the address: the payer's address shows in the customer's card. */
export const PayerAddress: Story = {
  ...paymentStory(matrix.ReadSuccess, 4816),
  name: 'Read · the address the payer gave on the link',
  play: whenShown(4816, async ({ canvasElement }) => {
    const customer = await card(canvasElement, 'Cliente')
    await expect(termOf(customer, 'Endereço informado no pagamento')).toHaveTextContent(
      'Avenida Paulista, 1578, Apto 42 – Bela Vista, São Paulo/SP – CEP 01310-100',
    )
    await expect(customer.getByRole('link', { name: 'Bruno Henrique Lima' })).toBeVisible()
    // The answers to the store's checkout custom fields, under their labels then.
    const answers = await card(canvasElement, 'Campos do checkout')
    await expect(termOf(answers, 'Como conheceu a loja?')).toHaveTextContent('Instagram')
    await expect(termOf(answers, 'É para presente?')).toHaveTextContent('Sim')
  }),
}

/* The split with the split's sellers ---------------------------------------------------------- */

/**
 * A pix of the marketplace's gateway, split by version 2 of its rule: the store and each seller
 * with gross share, fee, net and what the refund took back (the store is liable in that rule,
 * so the sellers keep their parts), and the sellers' balances named on the money trail.
 */
export const SplitPayment: Story = {
  ...paymentStory(matrix.WriteSuccess, 4816),
  name: 'Write · split with the sellers',
  play: whenShown(4816, async ({ canvas, canvasElement, loaded }) => {
    const split = await card(canvasElement, 'Divisão do pagamento')
    await expect(split.getByText(/pela versão 2 da regra de divisão/)).toBeVisible()
    const parties = split.getByRole('table', { name: 'Partes da divisão do pagamento' })
    await expect(textsOf(within(parties).getAllByRole('row').slice(1))).toEqual([
      'Loja AuroraLojaR$\u00a0105,00R$\u00a01,49R$\u00a0103,51−R$\u00a0150,00',
      'Ateliê Maré AltaVendedorR$\u00a030,00R$\u00a00,00R$\u00a030,00—',
      'Joana Ribeiro CerâmicaVendedorR$\u00a015,00R$\u00a00,00R$\u00a015,00—',
      'TotalR$\u00a0150,00R$\u00a01,49R$\u00a0148,51−R$\u00a0150,00',
    ])
    await waitFor(() =>
      expect(journalTitles(canvasElement)).toContain('Divisão com os vendedoresR$ 45,00'),
    )
    const postings = within(
      canvas.getByRole('table', { name: 'Lançamentos: Divisão com os vendedores' }),
    )
    await expect(textsOf(postings.getAllByRole('row').slice(1))).toEqual([
      'Vendedor Ateliê Maré Alta · a liberarR$\u00a030,00',
      'Vendedor Joana Ribeiro Cerâmica · a liberarR$\u00a015,00',
      'DisponívelR$\u00a045,00',
    ])
    const summary = within(canvas.getByRole('list', { name: 'Resumo do caminho do dinheiro' }))
    await expect(textsOf(summary.getAllByRole('listitem'))).toContain('Vendedores−R$\u00a045,00')
    await expect(apiOf(loaded).transactions.split).toHaveBeenCalledWith(101, 4816)
    // The screenshot shows the split, below the fold.
    parties.scrollIntoView({ block: 'center' })
  }),
}

/** A split the rule could not make: the reason in a sentence, the money all the store's. */
export const SplitRefused: Story = {
  ...withFixture(matrix.ReadSuccess, {
    state: {
      transactions: {
        transactions: sampleTransactions,
        trails: sampleTrails,
        splits: {
          4822: {
            status: 'refused',
            rule_version: 3,
            parties: [],
            refusal:
              'As partes fixas somam R$ 300,00, mais que o valor do pagamento (R$ 259,90): este pagamento não pode ser dividido por esta regra.',
          },
        },
      },
    },
  }),
  name: 'Read · split refused',
  play: whenShown(4822, async ({ canvasElement }) => {
    const split = await card(canvasElement, 'Divisão do pagamento')
    await expect(split.getByRole('alert')).toHaveTextContent(
      /Pagamento não divididoAs partes fixas somam R\$ 300,00.*O valor ficou todo com a loja\./,
    )
    await expect(split.queryByRole('table')).toBeNull()
    split.getByRole('alert').scrollIntoView({ block: 'center' })
  }),
}

/* Shipment and invoice --------------------------------------------------------------------- */

/**
 * A paid pix ships: the tracking code and carrier are saved, the customer is told by e-mail,
 * and the card shows what was saved. A bad access key is refused under its field first.
 */
export const ShipmentSaved: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · shipment: a tracking code saved',
  play: whenShown(4822, async ({ canvasElement, loaded }) => {
    const shipment = await card(canvasElement, 'Envio e nota fiscal')
    await expect(
      await shipment.findByText('Nenhum envio ou nota fiscal informados ainda.'),
    ).toBeVisible()
    await userEvent.type(shipment.getByRole('textbox', { name: 'Chave de acesso' }), '1234')
    await userEvent.click(shipment.getByRole('button', { name: 'Salvar envio e nota fiscal' }))
    await expect(await shipment.findByText(/A chave de acesso tem 44 dígitos/)).toBeVisible()
    await expect(apiOf(loaded).shipments.save).not.toHaveBeenCalled()

    await userEvent.clear(shipment.getByRole('textbox', { name: 'Chave de acesso' }))
    await userEvent.type(
      shipment.getByRole('textbox', { name: 'Código de rastreio' }),
      'BR123456789BR',
    )
    await userEvent.type(shipment.getByRole('textbox', { name: 'Transportadora' }), 'Correios')
    await userEvent.click(shipment.getByRole('button', { name: 'Salvar envio e nota fiscal' }))
    await expectNotified(
      'Envio e nota fiscal salvos. O cliente foi avisado por e-mail (ana.souza@exemplo.com.br) com o código de rastreio.',
    )
    await expectCalled(apiOf(loaded).shipments.save, 101, 4822, {
      tracking_code: 'BR123456789BR',
      carrier: 'Correios',
      tracking_url: '',
      nf_number: '',
      nf_key: '',
      nf_url: '',
    })
    await expect(termOf(shipment, 'Código de rastreio')).toHaveTextContent('BR123456789BR')
    await expect(termOf(shipment, 'Transportadora')).toHaveTextContent('Correios')
    shipment.getByRole('button', { name: 'Salvar envio e nota fiscal' }).scrollIntoView({
      block: 'center',
    })
  }),
}

/** Read level sees the shipment saved (the key in groups of four) and no form. */
export const ShipmentRead: Story = {
  ...withFixture(matrix.ReadSuccess, {
    state: {
      shipments: {
        shipments: {
          4822: {
            payment_id: 4822,
            tracking_code: 'BR123456789BR',
            carrier: 'Correios',
            tracking_url: 'https://rastreamento.correios.com.br/app/index.php?objeto=BR123456789BR',
            nf_number: '000.123.456',
            nf_key: '35261112345678000190550010000001231123456789',
            nf_url: '',
            tracking_saved_at: '2026-11-21T12:00:00.000Z',
            nf_saved_at: '2026-11-21T12:00:00.000Z',
            updated_at: '2026-11-21T12:00:00.000Z',
          },
        },
      },
    },
  }),
  name: 'Read · shipment saved',
  play: whenShown(4822, async ({ canvasElement }) => {
    const shipment = await card(canvasElement, 'Envio e nota fiscal')
    await expect(await shipment.findByText('BR123456789BR')).toBeVisible()
    await expect(termOf(shipment, 'Nota fiscal')).toHaveTextContent('000.123.456')
    await expect(termOf(shipment, 'Chave de acesso')).toHaveTextContent(
      '3526 1112 3456 7800 0190 5500 1000 0001 2311 2345 6789',
    )
    await expect(shipment.queryByRole('form')).toBeNull()
    await expect(shipment.queryByRole('button')).toBeNull()
    shipment.getByText('BR123456789BR').scrollIntoView({ block: 'center' })
  }),
}

/* The ways to pay -------------------------------------------------------------------------- */

/** A pix waiting for the payer: the QR code, "copia e cola" with a copy button, the expiry. */
export const PendingPix: Story = {
  ...paymentStory(matrix.WriteSuccess, 4819),
  name: 'Write · pending pix',
  play: whenShown(4819, async ({ canvas }) => {
    const code = sampleTransactions.find((payment) => payment.id === 4819)!.pix!.code
    await expect(canvas.getByRole('img', { name: 'QR code do pix de R$\u00a089,90' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(code)
    await expect(canvas.getByText('Válido até', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '21/11/2026, 09:50',
    )
    const writeText = fn(async (_text: string) => {})
    const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard')
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copiar código pix' }))
      await expect(writeText).toHaveBeenCalledWith(code)
      await expect(await canvas.findByText('Copiado.')).toBeVisible()
    } finally {
      delete (navigator as { clipboard?: unknown }).clipboard
      if (clipboard) Object.defineProperty(Navigator.prototype, 'clipboard', clipboard)
    }
    for (const name of ['Reenviar instruções', 'Cancelar cobrança', 'Simular pagamento']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible()
    }
  }),
}

/** A boleto: the formatted linha digitável, its barcode, the due date and the printable page. */
export const PendingBoleto: Story = {
  ...paymentStory(matrix.WriteSuccess, 4820),
  name: 'Write · pending boleto',
  play: whenShown(4820, async ({ canvas }) => {
    const billet = sampleTransactions.find((payment) => payment.id === 4820)!.billet!
    const line = canvas.getByRole('textbox', { name: 'Linha digitável' })
    await expect(line).toHaveValue(
      billet.linha_digitavel.replace(
        /^(\d{5})(\d{5})(\d{5})(\d{6})(\d{5})(\d{6})(\d)(\d{14})$/,
        '$1.$2 $3.$4 $5.$6 $7 $8',
      ),
    )
    await expect(canvas.getByText('Vencimento', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '24/11/2026',
    )
    await expect(canvas.getByRole('link', { name: /Abrir boleto/ })).toHaveAttribute(
      'href',
      billet.url,
    )
    await expect(canvas.getByRole('img', { name: 'Código de barras do boleto' })).toBeVisible()
  }),
}

/** A card: brand, last four, installments; the sandbox can pretend a chargeback. */
export const Card: Story = {
  ...paymentStory(matrix.WriteSuccess, 4801),
  name: 'Write · card',
  play: whenShown(4801, async ({ canvas, canvasElement }) => {
    const method = await card(canvasElement, 'Cartão de crédito')
    await expect(termOf(method, 'Bandeira')).toHaveTextContent('American Express')
    await expect(termOf(method, 'Cartão')).toHaveTextContent('•••• 0005')
    await expect(termOf(method, 'Parcelas')).toHaveTextContent('10x')
    await expect(canvas.getByRole('button', { name: 'Estornar' })).toBeVisible()
    const sandbox = within(canvas.getByRole('group', { name: 'Simulações do sandbox' }))
    await expect(textsOf(sandbox.getAllByRole('button'))).toEqual(['Simular chargeback'])
  }),
}

/* Actions ---------------------------------------------------------------------------------- */

/** Part of a paid pix goes back: the dialog shows what can be refunded, the page follows. */
export const PartialRefund: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · partial refund',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: whenShown(4822, async ({ canvas, canvasElement, loaded }) => {
    const api = apiOf(loaded)
    await userEvent.click(canvas.getByRole('button', { name: 'Estornar' }))
    const dialog = await findDialog('Estornar o pagamento #4822?')
    // The dialog fades in: wait until what it says can be seen.
    await waitFor(() => expect(dialog.getByText('R$ 259,90', { selector: 'strong' })).toBeVisible())
    const amount = dialog.getByRole('textbox', { name: /^Valor do estorno/ })
    await expect(amount).toHaveValue('259,90')
    await userEvent.clear(amount)
    await userEvent.type(amount, '100')
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^Motivo/ }),
      'Cliente devolveu um dos itens',
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Estornar' }))
    await expectCalled(
      api.transactions.refund,
      101,
      4822,
      { amount_cents: 10_000, reason: 'Cliente devolveu um dos itens' },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    )
    await expectNotified('Estorno de R$ 100,00 registrado.')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(headerStatus(canvasElement)).toHaveTextContent('Estornado em parte'))
    await expect(timelineTitles(canvasElement)[0]).toBe('Estorno parcial')
    // The reason shows in the timeline and in the trail's refund.
    await expect(canvas.getAllByText('Cliente devolveu um dos itens')).toHaveLength(2)
    await waitFor(() => expect(journalTitles(canvasElement).at(-1)).toBe('ReembolsoR$ 100,00'))
    // The rest can still go back.
    await expect(canvas.getByRole('button', { name: 'Estornar' })).toBeVisible()
  }),
}

/** More than is left is refused in the dialog before anything is sent. */
export const RefundTooMuch: Story = {
  ...paymentStory(matrix.WriteSuccess, 4817),
  name: 'Write · refund beyond what is left',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: whenShown(4817, async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Estornar' }))
    const dialog = await findDialog('Estornar o pagamento #4817?')
    await waitFor(() => expect(dialog.getByText(/já foram estornados R\$\s120,00/)).toBeVisible())
    const amount = dialog.getByRole('textbox', { name: /^Valor do estorno/ })
    await expect(amount).toHaveValue('200,00')
    await userEvent.clear(amount)
    await userEvent.type(amount, '200,01')
    await userEvent.click(dialog.getByRole('button', { name: 'Estornar' }))
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        /O máximo que ainda pode ser estornado é R\$\s200,00\.$/,
      ),
    )
    await expect(apiOf(loaded).transactions.refund).not.toHaveBeenCalled()
  }),
}

/**
 * The server refuses a refund over what is left (another refund was made meanwhile): its 409
 * shows in the dialog, which stays open.
 */
export const OverRefundRefused: Story = {
  ...paymentStory(matrix.WriteSuccess, 4817),
  name: 'Write · over-refund refused by the server',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: whenShown(4817, async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    await userEvent.click(canvas.getByRole('button', { name: 'Estornar' }))
    const dialog = await findDialog('Estornar o pagamento #4817?')
    // Someone else refunds R$ 180,00 of it while this dialog is open.
    const stored = api.state.transactions.transactions.find((payment) => payment.id === 4817)!
    stored.refunded_cents += 18_000
    await userEvent.click(dialog.getByRole('button', { name: 'Estornar' }))
    await expect(
      await dialog.findByText('Ainda é possível estornar no máximo R$ 20,00.'),
    ).toBeVisible()
    await expect(screen.getByRole('dialog')).toBeVisible()
    await expect(stored.refunded_cents).toBe(30_000)
  }),
}

/** A lost answer: pressing again sends the same idempotency key, so money moves once. */
export const RefundRetriedWithSameKey: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · refund retried with the same key',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: whenShown(4822, async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    mocked(api.transactions.refund).mockRejectedValueOnce(
      new ApiError({
        statusCode: 504,
        statusMessage: 'Gateway Timeout',
        message: 'O servidor demorou a responder. Tente novamente.',
      }),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Estornar' }))
    const dialog = await findDialog('Estornar o pagamento #4822?')
    await userEvent.click(dialog.getByRole('button', { name: 'Estornar' }))
    await expect(
      await dialog.findByText('O servidor demorou a responder. Tente novamente.'),
    ).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Estornar' }))
    await waitFor(() => expect(api.transactions.refund).toHaveBeenCalledTimes(2))
    const [first, second] = mocked(api.transactions.refund).mock.calls
    await expect(second![3]).toBe(first![3])
    await expectNotified('Estorno de R$ 259,90 registrado.')
    await expect(
      api.state.transactions.transactions.find((p) => p.id === 4822)!.refunded_cents,
    ).toBe(25_990)
  }),
}

/** A pre-authorisation captured in part: the rest goes back to the card's limit. */
export const PartialCapture: Story = {
  ...paymentStory(matrix.WriteSuccess, 4821),
  name: 'Write · partial capture',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: whenShown(4821, async ({ canvas, canvasElement, loaded }) => {
    await expect(canvas.getByRole('button', { name: 'Liberar pré-autorização' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Capturar' }))
    const dialog = await findDialog('Capturar o pagamento #4821?')
    const amount = dialog.getByRole('textbox', { name: /^Valor a capturar/ })
    await expect(amount).toHaveValue('1200,00')
    await userEvent.clear(amount)
    await userEvent.type(amount, '1.000')
    await userEvent.click(dialog.getByRole('button', { name: 'Capturar' }))
    await expectCalled(
      apiOf(loaded).transactions.capture,
      101,
      4821,
      { amount_cents: 100_000 },
      expect.any(String),
    )
    await waitFor(() => expect(headerStatus(canvasElement)).toHaveTextContent('Autorizado'))
    await expect(timelineTitles(canvasElement)[0]).toBe('Pré-autorização capturada')
    await waitFor(() =>
      expect(journalTitles(canvasElement)).toEqual([
        'Cobrança recebidaR$ 1.000,00',
        'Taxa do provedorR$ 43,20',
        'Líquido a liberarR$ 956,80',
      ]),
    )
  }),
}

/** A move the payment no longer allows (it was paid meanwhile) is refused in plain words. */
export const IllegalMoveRefused: Story = {
  ...paymentStory(matrix.WriteSuccess, 4820),
  name: 'Write · illegal move refused',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: whenShown(4820, async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar cobrança' }))
    const dialog = await findDialog('Cancelar a cobrança?', 'alertdialog')
    api.state.transactions.transactions.find((payment) => payment.id === 4820)!.status = 'complete'
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar cobrança' }))
    await expect(
      await dialog.findByText('Não é possível cancelar um pagamento com status “Pago”.'),
    ).toBeVisible()
  }),
}

/** The sandbox pays a pending pix on request: the code goes, the money comes in. */
export const SimulatePayment: Story = {
  ...paymentStory(matrix.WriteSuccess, 4819),
  name: 'Write · simulate payment (sandbox)',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: whenShown(4819, async ({ canvas, canvasElement, loaded }) => {
    const sandbox = within(canvas.getByRole('group', { name: 'Simulações do sandbox' }))
    await expect(textsOf(sandbox.getAllByRole('button'))).toEqual([
      'Simular pagamento',
      'Simular vencimento',
    ])
    await userEvent.click(sandbox.getByRole('button', { name: 'Simular pagamento' }))
    const dialog = await findDialog('Simular o pagamento?', 'alertdialog')
    await userEvent.click(dialog.getByRole('button', { name: 'Simular pagamento' }))
    await expectCalled(apiOf(loaded).transactions.simulate, 101, 4819, 'paid', expect.any(String))
    await waitFor(() => expect(headerStatus(canvasElement)).toHaveTextContent('Pago'))
    await expect(canvas.queryByRole('img', { name: /QR code do pix/ })).toBeNull()
    await waitFor(() =>
      expect(journalTitles(canvasElement)).toEqual([
        'Cobrança recebidaR$ 89,90',
        'Taxa do provedorR$ 0,89',
        'Líquido a liberarR$ 89,01',
        'Liberado para a lojaR$ 89,01',
      ]),
    )
    await expect(canvas.queryByRole('group', { name: 'Simulações do sandbox' })).toBeNull()
  }),
}

/** A bank transfer confirmed by hand once seen in the statement. */
export const ConfirmCustom: Story = {
  ...paymentStory(matrix.WriteSuccess, 4812),
  name: 'Write · confirm a custom method',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: whenShown(4812, async ({ canvas, canvasElement, loaded }) => {
    const method = await card(canvasElement, 'Método próprio')
    await expect(termOf(method, 'Método')).toHaveTextContent('Transferência bancária')
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar pagamento' }))
    const dialog = await findDialog('Confirmar o pagamento?', 'alertdialog')
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmar pagamento' }))
    await expectCalled(apiOf(loaded).transactions.confirm, 101, 4812, expect.any(String))
    await waitFor(() => expect(headerStatus(canvasElement)).toHaveTextContent('Pago'))
    await expect(timelineTitles(canvasElement)[0]).toBe('Pagamento confirmado')
  }),
}

/** The instructions go again to the customer's e-mail (or another one typed in). */
export const ResendInstructions: Story = {
  ...paymentStory(matrix.WriteSuccess, 4820),
  name: 'Write · resend instructions',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: whenShown(4820, async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar instruções' }))
    const dialog = await findDialog('Reenviar as instruções de pagamento?')
    await expect(dialog.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(
      'bruno.lima@exemplo.com.br',
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Reenviar' }))
    await expectCalled(apiOf(loaded).transactions.resend, 101, 4820, {
      email: 'bruno.lima@exemplo.com.br',
    })
    await expectNotified('Instruções reenviadas para bruno.lima@exemplo.com.br.')
  }),
}

/* Every status, and a phone ---------------------------------------------------------------- */

/** One sample payment per status, for the timeline catalogue. */
const byStatus = PAYMENT_STATUSES.map((status) =>
  sampleTransactions.find((payment) => payment.status === status)!,
)

/** The timeline of a payment in each status: every status has its label, colour and icon. */
export const TimelineOfEveryStatus: Story = {
  name: 'Timeline of every status',
  args: { appId: 101, paymentId: 4822, level: 'read' },
  render: () => (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {byStatus.map((payment) => (
        <section key={payment.id} aria-label={`Pagamento ${statusLabel(payment.status)}`}>
          <PaymentTimeline payment={payment} />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const status of PAYMENT_STATUSES as readonly PaymentStatus[]) {
      const region = within(
        within(canvasElement).getByRole('region', { name: `Pagamento ${statusLabel(status)}` }),
      )
      const newest = region.getAllByRole('listitem')[0]!
      await expect(newest).toHaveAttribute('data-status', status)
      await expect(newest).toHaveTextContent(statusLabel(status))
      // Its icon, in its status's colours.
      await expect(newest.querySelector('svg')).not.toBeNull()
    }
    const tones = byStatus.map(
      (payment) =>
        getComputedStyle(
          canvasElement.querySelector(
            `[data-status="${payment.status}"] > span[aria-hidden]:nth-child(2)`,
          )!,
        ).backgroundColor,
    )
    // Paid and failed, say, never look alike.
    await expect(tones[PAYMENT_STATUSES.indexOf('complete')]).not.toBe(
      tones[PAYMENT_STATUSES.indexOf('failed')],
    )
  },
}

/** A phone: the header, the actions and the cards one under the other. */
export const Mobile: Story = {
  ...paymentStory(matrix.WriteSuccess, 4817),
  name: 'Write · mobile (375 px)',
  ...onPhone(matrix.WriteSuccess),
  play: whenShown(4817, async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Estornar' })).toBeVisible()
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Caminho do dinheiro' }),
    ).toBeVisible()
  }),
}

/** Opening a customer goes to their page in the payments section. */
export const OpenCustomer: Story = {
  ...paymentStory(matrix.ReadSuccess, 4822),
  name: 'Read · open the customer',
  play: whenShown(4822, async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Ana Beatriz Souza' }))
    await expectCalled(navigate, '/101/payments/customers/1')
  }),
}
