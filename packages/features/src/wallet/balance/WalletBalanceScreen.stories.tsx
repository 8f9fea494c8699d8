import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, mocked, userEvent, waitFor, within } from 'storybook/test'
import {
  samplePayouts,
  sampleStatement,
  sampleSuppliers,
  sampleWallet,
  sampleWalletSettings,
} from '@vitrine/api/fixture'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  endAtTop,
  expectCalled,
  expectLastCalled,
  expectNoButtons,
  expectNotified,
  findDialog,
  onPhone,
  withFixture,
  withOpenDialog,
  type PlayContext,
} from '../../testing/story-context.ts'
import { WalletBalanceScreen } from './WalletBalanceScreen.tsx'

const meta = {
  title: 'Payments/Wallet/Balance',
  component: WalletBalanceScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof WalletBalanceScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso à carteira',
    title: 'Saldo da carteira',
    untouched: (api) => [
      api.wallet.settings,
      api.wallet.balance,
      api.wallet.statement,
      api.wallet.payouts,
    ],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Sacar' })],
  },
  pending: 'Carregando o saldo da carteira',
  error: {
    text: 'Não foi possível carregar o saldo da carteira',
    retry: (api) => api.wallet.balance,
  },
  empty: 'A carteira está desativada',
})

/** Intl writes "R$" and the amount with a no-break space; compare as text people read. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

const figure = (canvasElement: HTMLElement, slot: string) =>
  plain(canvasElement.querySelector(`[data-slot="balance-${slot}"]`)?.textContent)

/** The sample wallet: R$ 12.345,67 available, R$ 3.730,50 on two days, R$ 800,00 in transit. */
async function expectSampleBalance({ canvas, canvasElement }: PlayContext) {
  await canvas.findByRole('table', { name: 'Lançamentos do extrato' })
  await expect(figure(canvasElement, 'available')).toContain('R$ 12.345,67')
  await expect(figure(canvasElement, 'pending')).toContain('R$ 3.730,50')
  const releases = within(canvas.getByRole('list', { name: 'Liberações previstas' }))
  await expect(releases.getAllByRole('listitem').map((item) => plain(item.textContent))).toEqual([
    '25/11/2026R$ 1.250,00',
    '03/12/2026R$ 2.480,50',
  ])
  await expect(figure(canvasElement, 'blocked')).toContain('R$ 800,00')
  const payouts = await canvas.findByRole('table', { name: 'Saques e pagamentos' })
  const rows = within(payouts).getAllByRole('row').slice(1)
  await expect(plain(rows[0]!.textContent)).toContain('Em trânsito')
  await expect(plain(rows[2]!.textContent)).toContain('Falhou')
}

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError

export const ReadEmpty: Story = {
  ...matrix.ReadEmpty,
  play: async (context) => {
    await matrix.ReadEmpty.play(context)
    await expect(await context.canvas.findByText('Nenhum lançamento ainda')).toBeVisible()
    await expectNoButtons(context.canvas, 'Sacar')
  },
}

/** Off by default: says so, links to the enable page, and offers no withdrawal. */
export const WriteEmpty: Story = {
  ...matrix.WriteEmpty,
  play: async (context) => {
    await matrix.WriteEmpty.play(context)
    await expect(context.canvas.getByRole('link', { name: 'Ativar a carteira' })).toHaveAttribute(
      'href',
      '/101/payments/wallet/enable',
    )
    await expectNoButtons(context.canvas, 'Sacar')
  },
}

/** Read level: every figure and list, no "Sacar". */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: endAtTop(async (context) => {
    await expectSampleBalance(context)
    await expect(context.canvas.getByText(/Você pode consultar o saldo/)).toBeVisible()
    await expectNoButtons(context.canvas, 'Sacar')
  }),
}

export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: endAtTop(async (context) => {
    await expectSampleBalance(context)
    await expect(context.canvas.getByRole('button', { name: 'Sacar' })).toBeEnabled()
    const tabs = within(context.canvas.getByRole('navigation', { name: 'Páginas da carteira' }))
    await expect(tabs.getByRole('link', { name: 'Saldo' })).toHaveAttribute('aria-current', 'page')
  }),
}

async function typeAmount(dialog: ReturnType<typeof within>, amount: string) {
  const field = dialog.getByRole('textbox', { name: /Valor do saque/ })
  await userEvent.clear(field)
  await userEvent.type(field, amount)
  await userEvent.click(dialog.getByRole('button', { name: 'Continuar' }))
}

/** R$ 100,00: the limits shown, a confirmation, then available → in transit. */
export const WithdrawHappyPath: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · withdraw',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async (context) => {
    const { canvas, canvasElement, loaded } = context
    const api = apiOf(loaded)
    await expectSampleBalance(context)
    await userEvent.click(canvas.getByRole('button', { name: 'Sacar' }))
    const dialog = await findDialog('Sacar da carteira')
    const limits = plain(document.querySelector('[data-slot="withdraw-limits"]')?.textContent)
    await expect(limits).toContain('Mínimo por saqueR$ 10,00')
    await expect(limits).toContain('Ainda dá para sacar hojeR$ 49.200,00')
    await typeAmount(dialog, '100,00')
    const confirm = await findDialog('Confirmar o saque')
    await expect(plain(document.querySelector('[data-slot="withdraw-summary"]')?.textContent)).toBe(
      'Sacar R$ 100,00 para Banco 341 · Ag. 1234 · C/C 98765-4?',
    )
    await expect(api.wallet.withdraw).not.toHaveBeenCalled()
    // The keyboard follows the step: "Voltar" leads back to the amount, Enter confirms.
    await waitFor(() =>
      expect(confirm.getByRole('button', { name: 'Confirmar saque' })).toHaveFocus(),
    )
    await userEvent.click(confirm.getByRole('button', { name: 'Voltar' }))
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: /Valor do saque/ })).toHaveFocus(),
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Continuar' }))
    await userEvent.click(confirm.getByRole('button', { name: 'Confirmar saque' }))
    await expectCalled(api.wallet.withdraw, 101, { amount_cents: 10_000 }, expect.any(String))
    await expectNotified('Saque de R$ 100,00 enviado para Banco 341 · Ag. 1234 · C/C 98765-4.')
    await waitFor(() => expect(figure(canvasElement, 'available')).toContain('R$ 12.245,67'))
    await waitFor(() => expect(figure(canvasElement, 'blocked')).toContain('R$ 900,00'))
    const payouts = within(canvas.getByRole('table', { name: 'Saques e pagamentos' }))
    await waitFor(() =>
      expect(plain(payouts.getAllByRole('row')[1]!.textContent)).toContain('R$ 100,00'),
    )
  },
}

/** More than the balance: the server's refusal, with the figure, on the amount's field. */
export const WithdrawOverBalance: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · withdraw over the balance',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sacar' }))
    const dialog = await findDialog('Sacar da carteira')
    await typeAmount(dialog, '20.000,00')
    const confirm = await findDialog('Confirmar o saque')
    await userEvent.click(confirm.getByRole('button', { name: 'Confirmar saque' }))
    const back = await findDialog('Sacar da carteira')
    const field = back.getByRole('textbox', { name: /Valor do saque/ })
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    await expect(field).toHaveAccessibleDescription(
      /O saldo disponível é R\$\s12\.345,67: o valor não pode passar dele\./,
    )
    await expect(apiOf(loaded).state.wallet.available_cents).toBe(1_234_567)
  },
}

/** The statement filtered by kind, and its CSV asked with the same filters. */
export const ExportStatement: Story = {
  ...matrix.ReadSuccess,
  name: 'Read · statement filter and CSV',
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    await canvas.findByRole('table', { name: 'Lançamentos do extrato' })
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Tipo' }), 'Saque')
    await expectLastCalled(api.wallet.statement, 101, { kind: 'withdrawal', limit: 20 })
    await waitFor(() =>
      expect(
        within(canvas.getByRole('table', { name: 'Lançamentos do extrato' })).getAllByRole('row'),
      ).toHaveLength(3),
    )
    await expect(canvas.getByRole('list', { name: 'Filtros aplicados' })).toHaveTextContent('Saque')
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV' }))
    await expectCalled(api.wallet.exportStatement, 101, { kind: 'withdrawal' })
    await expectNotified('Exportação pronta: extrato-carteira-101-completo.csv.')
  },
}

/** No destination registered: the dialog says so and leads to where it is registered. */
export const WithdrawWithoutDestination: Story = withFixture(
  {
    ...matrix.WriteSuccess,
    name: 'Write · withdraw without a destination',
    parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
    play: async ({ canvas }: PlayContext) => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Sacar' }))
      const dialog = await findDialog('Cadastre a conta de saque')
      await expect(dialog.getByRole('link', { name: 'Cadastrar conta de saque' })).toHaveAttribute(
        'href',
        '/101/payments/wallet/enable#conta-de-saque',
      )
    },
  },
  {
    state: {
      wallet: {
        ...sampleWallet,
        settings: { ...sampleWalletSettings, destination: null },
        statement: sampleStatement,
        payouts: samplePayouts,
        suppliers: sampleSuppliers,
        keys: {},
      },
    },
  },
)

/** Corrected after a refusal: a new intent, so a new idempotency key (the server replays refusals). */
export const WithdrawCorrected: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · withdraw corrected after a refusal',
  play: endAtTop(async ({ canvas, loaded }: PlayContext) => {
    const api = apiOf(loaded)
    await userEvent.click(await canvas.findByRole('button', { name: 'Sacar' }))
    const dialog = await findDialog('Sacar da carteira')
    await typeAmount(dialog, '20.000,00')
    await userEvent.click(
      (await findDialog('Confirmar o saque')).getByRole('button', { name: 'Confirmar saque' }),
    )
    const again = await findDialog('Sacar da carteira')
    await waitFor(() =>
      expect(again.getByRole('textbox', { name: /Valor do saque/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    )
    await typeAmount(again, '500,00')
    await userEvent.click(
      (await findDialog('Confirmar o saque')).getByRole('button', { name: 'Confirmar saque' }),
    )
    await expectNotified('Saque de R$ 500,00 enviado para Banco 341 · Ag. 1234 · C/C 98765-4.')
    const calls = mocked(api.wallet.withdraw).mock.calls
    await expect(calls.map(([, input]) => input)).toEqual([
      { amount_cents: 2_000_000 },
      { amount_cents: 50_000 },
    ])
    await expect(calls[0]![2]).not.toBe(calls[1]![2])
  }),
}

/** On a phone: the figures stack, the tables scroll sideways, "Sacar" stays at hand. */
export const OnPhone: Story = {
  ...matrix.WriteSuccess,
  ...onPhone(matrix.WriteSuccess),
  name: 'Write · on a phone',
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Lançamentos do extrato' })
    await expect(canvas.getByRole('button', { name: 'Sacar' })).toBeVisible()
  },
}
