import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { navigationSpy } from '../../testing/navigation-spy.tsx'
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
  textsOf,
  withOpenDialog,
  type PlayContext,
} from '../../testing/story-context.ts'
import { WalletSuppliersScreen } from './WalletSuppliersScreen.tsx'

const { navigate, ...watchNavigation } = navigationSpy()

const meta = {
  title: 'Payments/Wallet/Suppliers',
  component: WalletSuppliersScreen,
  args: { appId: 101, level: 'write' },
  ...watchNavigation,
} satisfies Meta<typeof WalletSuppliersScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso à carteira',
    title: 'Fornecedores',
    untouched: (api) => [api.wallet.suppliers],
    absent: (canvas) => [
      canvas.queryByRole('search'),
      canvas.queryByRole('button', { name: 'Novo fornecedor' }),
    ],
  },
  pending: 'Carregando fornecedores',
  error: {
    text: 'Não foi possível carregar os fornecedores',
    retry: (api) => api.wallet.suppliers,
  },
  empty: 'Nenhum fornecedor cadastrado ainda.',
})

/** The names of the rows in view, in order. */
const names = (canvasElement: HTMLElement) =>
  textsOf(
    within(canvasElement)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('a')!),
  )

/** Intl writes "R$" and the amount with a no-break space; compare as text people read. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/** The four active sample suppliers, newest first, each with its document, category and account. */
async function expectSampleList({ canvas, canvasElement }: PlayContext) {
  await expect(await canvas.findByRole('table', { name: 'Fornecedores' })).toBeVisible()
  await expect(names(canvasElement)).toEqual([
    'Transportes Rio Claro',
    'Marina Alves Fotografia',
    'Imobiliária Centro Sul',
    'Gráfica Ponto Certo',
  ])
  const printer = within(canvas.getByRole('row', { name: /Gráfica Ponto Certo/ }))
  await expect(printer.getAllByRole('cell').map((cell) => plain(cell.textContent))).toEqual([
    'Gráfica Ponto Certo',
    'CNPJ 11.222.333/0001-81',
    'Mercadorias',
    'Banco 260 · Ag. 0001 · C/C 7712345-0',
    'R$ 1.200,00',
  ])
  await expect(canvas.getByRole('link', { name: 'Gráfica Ponto Certo' })).toHaveAttribute(
    'href',
    '/101/payments/wallet/suppliers/2',
  )
  await expect(canvas.getByText('4 fornecedores')).toBeVisible()
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

export const WriteEmpty: Story = {
  ...matrix.WriteEmpty,
  play: async (context) => {
    await matrix.WriteEmpty.play(context)
    // The empty state offers the first supplier; no search over nothing.
    await expect(context.canvas.queryByRole('search')).toBeNull()
    await expect(context.canvas.getAllByRole('button', { name: 'Novo fornecedor' })).toHaveLength(2)
  },
}

/** Read level: the list, nothing to register. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async (context) => {
    await expectSampleList(context)
    await expect(context.canvas.getByText(/Você pode consultar os fornecedores/)).toBeVisible()
    await expectNoButtons(context.canvas, 'Novo fornecedor')
  },
}

export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async (context) => {
    await expectSampleList(context)
    await expect(context.canvas.getByRole('button', { name: 'Novo fornecedor' })).toBeEnabled()
  },
}

/** The search goes to the server once typing pauses; the category narrows it too. */
export const SearchAndCategory: Story = {
  ...matrix.ReadSuccess,
  name: 'Busca e categoria',
  play: async (context) => {
    const { canvas, canvasElement, loaded } = context
    await expectSampleList(context)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar' }), 'grafica')
    await expectLastCalled(apiOf(loaded).wallet.suppliers, 101, { q: 'grafica' })
    await waitFor(() => expect(names(canvasElement)).toEqual(['Gráfica Ponto Certo']))
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Buscar' }))
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Categoria' }), 'rent')
    await expectLastCalled(apiOf(loaded).wallet.suppliers, 101, { category: 'rent' })
    await waitFor(() => expect(names(canvasElement)).toEqual(['Imobiliária Centro Sul']))
    const chips = within(canvas.getByRole('list', { name: 'Filtros aplicados' }))
    await expect(chips.getByText('Aluguel')).toBeVisible()
  },
}

/** The archived ones are listed on their own, flagged. */
export const Archived: Story = {
  ...matrix.ReadSuccess,
  name: 'Arquivados',
  play: async ({ canvas, canvasElement, loaded }) => {
    await canvas.findByRole('table', { name: 'Fornecedores' })
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Mostrar' }), 'archived')
    await expectLastCalled(apiOf(loaded).wallet.suppliers, 101, { archived: 'true' })
    await waitFor(() => expect(names(canvasElement)).toEqual(['Paulo Lume Consultoria']))
    const row = within(canvas.getByRole('row', { name: /Paulo Lume/ }))
    await expect(row.getByText('Arquivado')).toBeVisible()
    await expect(row.getByText('CPF 390.533.447-05')).toBeVisible()
  },
}

/** On a phone: cards, the filters folded behind "Filtros". */
export const Phone: Story = {
  ...matrix.WriteSuccess,
  ...onPhone(matrix.WriteSuccess),
  name: 'No celular',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Gráfica Ponto Certo' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Filtros/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  },
}

async function openCreate(canvas: PlayContext['canvas']) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Novo fornecedor' }))
  const dialog = await findDialog('Novo fornecedor')
  await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible())
  return dialog
}

/** A new supplier paid by pix: registered, told, and its page opened. */
export const CreateSupplier: Story = {
  ...matrix.WriteSuccess,
  name: 'Cadastrar fornecedor',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: endAtTop(async ({ canvas, loaded }) => {
    const dialog = await openCreate(canvas)
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Nome ou razão social/ }),
      'Café Serra Azul Ltda',
    )
    await userEvent.type(dialog.getByRole('textbox', { name: /CPF ou CNPJ/ }), '45.723.174/0001-10')
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Categoria/ }), 'goods')
    await userEvent.type(dialog.getByRole('textbox', { name: /E-mail/ }), 'contas@serraazul.com.br')
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Chave pix/ }),
      'contas@serraazul.com.br',
    )
    await expect(dialog.getByText('Chave do tipo e-mail.')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Cadastrar fornecedor' }))
    await expectCalled(apiOf(loaded).wallet.createSupplier, 101, {
      name: 'Café Serra Azul Ltda',
      document: '45723174000110',
      email: 'contas@serraazul.com.br',
      category: 'goods',
      destination: { kind: 'pix', pix_key: 'contas@serraazul.com.br' },
    })
    await expectNotified('Fornecedor «Café Serra Azul Ltda» cadastrado.')
    await expectCalled(navigate, '/101/payments/wallet/suppliers/6')
  }),
}

/** A bank account: every part checked by the contract, then the document already registered. */
export const DuplicateDocument: Story = {
  ...matrix.WriteSuccess,
  name: 'Documento já cadastrado',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    const dialog = await openCreate(canvas)
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Nome ou razão social/ }),
      'Gráfica Nova',
    )
    // The printer's CNPJ, typed with its punctuation.
    await userEvent.type(dialog.getByRole('textbox', { name: /CPF ou CNPJ/ }), '11.222.333/0001-81')
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Categoria/ }), 'goods')
    await userEvent.click(dialog.getByRole('radio', { name: /Conta bancária/ }))
    await userEvent.type(dialog.getByRole('textbox', { name: /^Banco/ }), '341')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Agência/ }), '1234')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Conta/ }), '556677')
    await userEvent.type(dialog.getByRole('textbox', { name: 'Dígito da conta' }), '8')
    await userEvent.click(dialog.getByRole('button', { name: 'Cadastrar fornecedor' }))
    await expectCalled(
      apiOf(loaded).wallet.createSupplier,
      101,
      expect.objectContaining({
        document: '11222333000181',
        destination: {
          kind: 'bank_account',
          bank_code: '341',
          agency: '1234',
          agency_digit: null,
          account: '556677',
          account_digit: '8',
          account_type: 'checking',
        },
      }),
    )
    const document = dialog.getByRole('textbox', { name: /CPF ou CNPJ/ })
    await waitFor(() =>
      expect(document).toHaveAccessibleDescription(/Já existe um fornecedor com este CPF ou CNPJ./),
    )
    await expect(document).toHaveAttribute('aria-invalid', 'true')
    await expect(navigate).not.toHaveBeenCalled()
  },
}

/** Nothing typed: each field says what it needs, before anything is sent. */
export const CreateIncomplete: Story = {
  ...matrix.WriteSuccess,
  name: 'Cadastro incompleto',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    const dialog = await openCreate(canvas)
    await userEvent.type(dialog.getByRole('textbox', { name: /CPF ou CNPJ/ }), '123.456.789-00')
    await userEvent.click(dialog.getByRole('button', { name: 'Cadastrar fornecedor' }))
    await expect(await dialog.findByText('Digite um CPF ou CNPJ válido.')).toBeVisible()
    await expect(dialog.getByText('Escolha a categoria do fornecedor.')).toBeVisible()
    await expect(apiOf(loaded).wallet.createSupplier).not.toHaveBeenCalled()
  },
}
