import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, mocked, screen, userEvent, waitFor, within } from 'storybook/test'
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
  expectNoButtons,
  expectNotified,
  findDialog,
  withOpenDialog,
  withFixture,
  type PlayContext,
} from '../../testing/story-context.ts'
import { WalletSupplierScreen } from './WalletSupplierScreen.tsx'

const meta = {
  title: 'Payments/Wallet/Supplier',
  component: WalletSupplierScreen,
  args: { appId: 101, level: 'write', supplierId: 2 },
} satisfies Meta<typeof WalletSupplierScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso à carteira',
    title: 'Fornecedor',
    untouched: (api) => [
      api.wallet.supplier,
      api.wallet.payouts,
      api.wallet.balance,
      api.wallet.settings,
    ],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Pagar fornecedor' })],
  },
  pending: 'Carregando o fornecedor',
  error: {
    text: 'Não foi possível carregar o fornecedor',
    retry: (api) => api.wallet.supplier,
  },
  // A store without suppliers: the address names one that is not there.
  empty: 'Fornecedor não encontrado',
})

/** Intl writes "R$" and the amount with a no-break space; compare as text people read. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/** The payments' list items as text. */
const payoutTexts = (canvas: PlayContext['canvas']) =>
  within(canvas.getByRole('list', { name: 'Pagamentos ao fornecedor' }))
    .getAllByRole('listitem')
    .map((item) => plain(item.textContent))

/** The printer: its data, and the one payment it had, paid. */
async function expectPrinter({ canvas }: PlayContext) {
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Gráfica Ponto Certo' }),
  ).toBeVisible()
  const facts = plain(
    canvas.getByRole('heading', { name: 'Dados' }).closest('[data-slot=card]')!.textContent,
  )
  await expect(facts).toContain('CNPJ 11.222.333/0001-81')
  await expect(facts).toContain('Mercadorias')
  await expect(facts).toContain('contato@graficapontocerto.com.br')
  await expect(facts).toContain('Banco 260 · Ag. 0001 · C/C 7712345-0')
  await expect(facts).toContain('Pago até hojeR$ 1.200,00')
  await waitFor(() => expect(payoutTexts(canvas)).toHaveLength(1))
  const [paid] = payoutTexts(canvas)
  await expect(paid).toContain('Etiquetas e caixas de novembroPago')
  await expect(paid).toContain('20/11/2026, 11:00 · Banco 260 · Ag. 0001 · C/C 7712345-0')
  await expect(paid).toMatch(/R\$ 1\.200,00$/)
}

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError
export const ReadEmpty: Story = matrix.ReadEmpty

/** Not found: said, with the way back to the list. */
export const WriteEmpty: Story = {
  ...matrix.WriteEmpty,
  play: async (context) => {
    await matrix.WriteEmpty.play(context)
    await expect(
      context.canvas.getByRole('link', { name: 'Voltar para os fornecedores' }),
    ).toHaveAttribute('href', '/101/payments/wallet/suppliers')
    await expectNoButtons(context.canvas, 'Pagar fornecedor')
  },
}

/** Read level: the data and the payments; nothing to pay or change, the balance not asked. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async (context) => {
    await expectPrinter(context)
    await expect(context.canvas.getByText(/Você pode consultar o fornecedor/)).toBeVisible()
    await expectNoButtons(context.canvas, 'Pagar fornecedor', 'Editar dados', 'Arquivar')
    await expect(apiOf(context.loaded).wallet.balance).not.toHaveBeenCalled()
    await expect(apiOf(context.loaded).wallet.settings).not.toHaveBeenCalled()
  },
}

export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async (context) => {
    await expectPrinter(context)
    const actions = within(context.canvas.getByRole('group', { name: 'Ações do fornecedor' }))
    await expect(actions.getByRole('button', { name: 'Pagar fornecedor' })).toBeEnabled()
    await expect(actions.getByRole('button', { name: 'Editar dados' })).toBeEnabled()
    await expect(actions.getByRole('button', { name: 'Arquivar' })).toBeEnabled()
  },
}

/** A payment whose transfer failed: said, with the reason and where the money went. */
export const FailedPayment: Story = {
  ...matrix.ReadSuccess,
  name: 'Pagamento que falhou',
  args: { supplierId: 5 },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Transportes Rio Claro' }),
    ).toBeVisible()
    await waitFor(() => expect(payoutTexts(canvas)[0]).toContain('Frete da semanaFalhou'))
    await expect(
      canvas.getByText(
        /A conta de destino recusou a transferência .* O valor voltou ao saldo disponível\./,
      ),
    ).toBeVisible()
  },
}

async function openPay(canvas: PlayContext['canvas']) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Pagar fornecedor' }))
  const dialog = await findDialog('Pagar fornecedor')
  await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible())
  return dialog
}

async function fillPayment(dialog: Awaited<ReturnType<typeof openPay>>, amount: string) {
  await userEvent.type(dialog.getByRole('textbox', { name: /Valor/ }), amount)
  await userEvent.type(dialog.getByRole('textbox', { name: /Descrição/ }), 'Cartões de visita')
  await userEvent.click(dialog.getByRole('button', { name: 'Continuar' }))
}

/** Amount and description, a confirmation of who receives what and where, then the payment. */
export const PaySupplier: Story = {
  ...matrix.WriteSuccess,
  name: 'Pagar fornecedor',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: endAtTop(async (context) => {
    const { canvas, loaded } = context
    await expectPrinter(context)
    const dialog = await openPay(canvas)
    await waitFor(() =>
      expect(plain(dialog.getByText(/Saldo disponível/).textContent)).toBe(
        'Saldo disponível: R$ 12.345,67',
      ),
    )
    await fillPayment(dialog, '500,00')
    const check = within(await dialog.findByRole('region', { name: 'Confira antes de pagar' }))
    const summary = plain(check.getAllByRole('definition')[0]!.closest('dl')!.textContent)
    await expect(summary).toBe(
      'ValorR$ 500,00ParaGráfica Ponto Certo · CNPJ 11.222.333/0001-81Recebe emBanco 260 · Ag. 0001 · C/C 7712345-0DescriçãoCartões de visitaSaldo depoisR$ 11.845,67',
    )
    await expect(apiOf(loaded).wallet.paySupplier).not.toHaveBeenCalled()
    await userEvent.click(check.getByRole('button', { name: 'Confirmar pagamento' }))
    await expectCalled(
      apiOf(loaded).wallet.paySupplier,
      101,
      2,
      { amount_cents: 50_000, description: 'Cartões de visita' },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    )
    await expectNotified('Pagamento de R$ 500,00 a Gráfica Ponto Certo enviado.')
    await waitFor(() =>
      expect(payoutTexts(canvas)[0]).toMatch(/^Cartões de visitaEm trânsito.*R\$ 500,00$/),
    )
  }),
}

/** The confirmation step: what leaves, to whom, where, and the balance after; nothing sent yet. */
export const PaymentCheck: Story = {
  ...matrix.WriteSuccess,
  name: 'Confirmação do pagamento',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    const dialog = await openPay(canvas)
    await dialog.findByText('R$ 12.345,67', { exact: false })
    await fillPayment(dialog, '1.250,00')
    const check = within(await dialog.findByRole('region', { name: 'Confira antes de pagar' }))
    // The keyboard moves on to what is to be checked; "Corrigir" brings it back to the amount.
    await waitFor(() =>
      expect(check.getByRole('heading', { name: 'Confira antes de pagar' })).toHaveFocus(),
    )
    await userEvent.click(check.getByRole('button', { name: 'Corrigir' }))
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Valor/ })).toHaveFocus())
    await userEvent.click(dialog.getByRole('button', { name: 'Continuar' }))
    const again = within(await dialog.findByRole('region', { name: 'Confira antes de pagar' }))
    await expect(again.getByRole('button', { name: 'Confirmar pagamento' })).toBeVisible()
    await expect(again.getByText('R$ 11.095,67', { exact: false })).toBeVisible()
    await expect(apiOf(loaded).wallet.paySupplier).not.toHaveBeenCalled()
  },
}

/** Over the available balance: refused on the amount before anything is sent. */
export const OverBalance: Story = {
  ...matrix.WriteSuccess,
  name: 'Pagamento acima do saldo',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    const dialog = await openPay(canvas)
    await dialog.findByText('R$ 12.345,67', { exact: false })
    await fillPayment(dialog, '20.000,00')
    const amount = dialog.getByRole('textbox', { name: /Valor/ })
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        /O saldo disponível é R\$\s12\.345,67: o valor não pode passar dele\./,
      ),
    )
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.queryByRole('region', { name: 'Confira antes de pagar' })).toBeNull()
    await expect(apiOf(loaded).wallet.paySupplier).not.toHaveBeenCalled()
  },
}

/** Under the wallet's minimum: refused on the amount, which says the minimum beforehand. */
export const BelowMinimum: Story = {
  ...matrix.WriteSuccess,
  name: 'Pagamento abaixo do mínimo',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    const dialog = await openPay(canvas)
    const amount = dialog.getByRole('textbox', { name: /Valor/ })
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/Mínimo de R\$\s10,00\./))
    await fillPayment(dialog, '5,00')
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(/O valor mínimo de um saque é R\$\s10,00\./),
    )
    await expect(dialog.queryByRole('region', { name: 'Confira antes de pagar' })).toBeNull()
    await expect(apiOf(loaded).wallet.paySupplier).not.toHaveBeenCalled()
  },
}

/** Archiving asks first; then the supplier is flagged and can no longer be paid. */
export const Archive: Story = {
  ...matrix.WriteSuccess,
  name: 'Arquivar',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: endAtTop(async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Arquivar' }))
    const confirm = await findDialog('Arquivar o fornecedor?', 'alertdialog')
    // It fades in: its first frame is clear.
    await waitFor(() => expect(confirm.getByText(/não pode mais ser pago/)).toBeVisible())
    await expect(apiOf(loaded).wallet.setSupplierArchived).not.toHaveBeenCalled()
    await userEvent.click(confirm.getByRole('button', { name: 'Arquivar' }))
    await expectCalled(apiOf(loaded).wallet.setSupplierArchived, 101, 2, true)
    await expectNotified('Fornecedor arquivado.')
    await expect(await canvas.findByText(/Este fornecedor está arquivado/)).toBeVisible()
    await expectNoButtons(canvas, 'Pagar fornecedor')
    await expect(canvas.getByRole('button', { name: 'Desarquivar' })).toBeEnabled()
  }),
}

/**
 * The wallet off: refused on the amount once confirmed. Enabled meanwhile (another tab), the same
 * payment goes through at the next try: a refusal is final for its key, so the try gets a new one.
 */
export const WalletOff: Story = withFixture(
  {
    ...matrix.WriteSuccess,
    name: 'Carteira desativada',
    parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
    play: async ({ canvas, loaded }: PlayContext) => {
      const api = apiOf(loaded)
      const dialog = await openPay(canvas)
      // Said before anything is typed, with the way to enable it.
      const off = await waitFor(() => {
        const alert = document.querySelector<HTMLElement>('[data-slot=wallet-off]')
        expect(alert).toBeVisible()
        return within(alert!)
      })
      await expect(off.getByRole('link', { name: 'Ativar a carteira' })).toHaveAttribute(
        'href',
        '/101/payments/wallet/enable',
      )
      await fillPayment(dialog, '500,00')
      await userEvent.click(await dialog.findByRole('button', { name: 'Confirmar pagamento' }))
      const amount = dialog.getByRole('textbox', { name: /Valor/ })
      await waitFor(() =>
        expect(amount).toHaveAccessibleDescription(
          /A carteira está desativada: ative-a para sacar ou pagar fornecedores\./,
        ),
      )
      await api.wallet.setEnabled(101, true)
      await userEvent.click(dialog.getByRole('button', { name: 'Continuar' }))
      await userEvent.click(await dialog.findByRole('button', { name: 'Confirmar pagamento' }))
      await expectNotified('Pagamento de R$ 500,00 a Gráfica Ponto Certo enviado.')
      const calls = mocked(api.wallet.paySupplier).mock.calls
      await expect(calls).toHaveLength(2)
      await expect(calls[1]![2]).toEqual(calls[0]![2])
      await expect(calls[1]![3]).not.toBe(calls[0]![3])
    },
  },
  {
    state: {
      wallet: {
        ...sampleWallet,
        settings: { ...sampleWalletSettings, enabled: false },
        statement: sampleStatement,
        payouts: samplePayouts,
        suppliers: sampleSuppliers,
        keys: {},
      },
    },
  },
)

/** An archived supplier: said, not payable, and unarchiving is offered. */
export const ArchivedSupplier: Story = {
  ...matrix.WriteSuccess,
  name: 'Fornecedor arquivado',
  args: { supplierId: 1 },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Paulo Lume Consultoria' }),
    ).toBeVisible()
    await expect(
      canvas.getByText(/Este fornecedor está arquivado: não pode ser pago/),
    ).toBeVisible()
    await expectNoButtons(canvas, 'Pagar fornecedor', 'Arquivar')
    await expect(canvas.getByRole('button', { name: 'Desarquivar' })).toBeEnabled()
    await expect(await canvas.findByText(/Nenhum pagamento a este fornecedor ainda/)).toBeVisible()
  },
}

/** Editing: the supplier's own values, then a pix key instead of the bank account. */
export const EditSupplier: Story = {
  ...matrix.WriteSuccess,
  name: 'Editar dados',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: endAtTop(async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar dados' }))
    const dialog = await findDialog('Editar fornecedor')
    await expect(dialog.getByRole('textbox', { name: /^Conta/ })).toHaveValue('7712345')
    await userEvent.click(dialog.getByRole('radio', { name: /Chave pix/ }))
    await userEvent.type(dialog.getByRole('textbox', { name: /Chave pix/ }), '11222333000181')
    await expect(dialog.getByText('Chave do tipo CNPJ.')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }))
    await expectCalled(
      apiOf(loaded).wallet.updateSupplier,
      101,
      2,
      expect.objectContaining({ destination: { kind: 'pix', pix_key: '11222333000181' } }),
    )
    await expectNotified('Dados do fornecedor salvos.')
    const facts = await canvas.findByRole('heading', { name: 'Dados' })
    await waitFor(() =>
      expect(facts.closest('[data-slot=card]')).toHaveTextContent('Pix: 11222333000181'),
    )
  }),
}
