import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectLastCalled,
  expectNoButtons,
  expectNotified,
  findDialog,
  onPhone,
  withOpenDialog,
  type PlayContext,
} from '../../testing/story-context.ts'
import { ProductsScreen } from './ProductsScreen.tsx'

const meta = {
  title: 'Recurrence/Products',
  component: ProductsScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof ProductsScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso à recorrência',
    title: 'Produtos',
    untouched: (api) => [api.recurrence.listProducts],
    absent: (canvas) => [
      canvas.queryByRole('search'),
      canvas.queryByRole('button', { name: 'Novo produto' }),
    ],
  },
  pending: 'Carregando produtos',
  error: {
    text: 'Não foi possível carregar os produtos',
    retry: (api) => api.recurrence.listProducts,
  },
  empty: 'Nenhum produto cadastrado ainda.',
})

/** Intl writes "R$" and the amount with a no-break space; compare as text people read. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/** Each row's cells as read (the actions' column, when there, left out). */
const rowsOf = (canvas: PlayContext['canvas']) =>
  within(canvas.getByRole('table', { name: 'Produtos' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => plain(cell.textContent)),
    )

/** The three sample products by name, each with its SKU, price and plans. */
async function expectSampleList({ canvas }: PlayContext) {
  await expect(await canvas.findByRole('table', { name: 'Produtos' })).toBeVisible()
  await expect(rowsOf(canvas)).toEqual([
    ['Café especial 250 g', 'CAFE-250', 'R$ 49,90', 'Em 2 planos'],
    ['Caneca esmaltada', 'CANECA-01', 'R$ 39,00', 'Em 1 plano'],
    ['Filtro de papel (100 un.)', 'FILTRO-100', 'R$ 15,90', 'Em 1 plano'],
  ])
  await expect(canvas.getByText('3 produtos')).toBeVisible()
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
    await expect(context.canvas.queryByRole('search')).toBeNull()
    await expect(context.canvas.getAllByRole('button', { name: 'Novo produto' })).toHaveLength(2)
  },
}

/** Read level: the list, nothing to change. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async (context) => {
    await expectSampleList(context)
    await expect(context.canvas.getByText(/Você pode consultar os produtos/)).toBeVisible()
    await expectNoButtons(context.canvas, 'Novo produto')
    await expect(context.canvas.queryByRole('button', { name: /Editar o produto/ })).toBeNull()
  },
}

export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async (context) => {
    await expectSampleList(context)
    await expect(context.canvas.getByRole('button', { name: 'Novo produto' })).toBeEnabled()
  },
}

/** The search looks at the name and the SKU, on the server, once typing pauses. */
export const Search: Story = {
  ...matrix.ReadSuccess,
  name: 'Busca por nome ou SKU',
  play: async ({ canvas, loaded }) => {
    await canvas.findByRole('table', { name: 'Produtos' })
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar' }), 'filtro-1')
    await expectLastCalled(apiOf(loaded).recurrence.listProducts, 101, { q: 'filtro-1' })
    await waitFor(() => expect(rowsOf(canvas).map((row) => row[1])).toEqual(['FILTRO-100']))
  },
}

/** On a phone: cards, the filter folded behind "Filtros". */
export const Phone: Story = {
  ...matrix.WriteSuccess,
  ...onPhone(matrix.WriteSuccess),
  name: 'No celular',
  play: async ({ canvas }) => {
    const cards = await canvas.findByRole('list', { name: 'Produtos' })
    await expect(within(cards).getByText('CAFE-250 · Em 2 planos')).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Filtros/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  },
}

async function openNew(canvas: PlayContext['canvas']) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Novo produto' }))
  const dialog = await findDialog('Novo produto')
  await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible())
  return dialog
}

/** A new product with its picture: uploaded at once, then registered and listed. */
export const CreateProduct: Story = {
  ...matrix.WriteSuccess,
  name: 'Cadastrar produto',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    const dialog = await openNew(canvas)
    await userEvent.type(dialog.getByRole('textbox', { name: /^Nome/ }), 'Moedor manual')
    await userEvent.type(dialog.getByRole('textbox', { name: /^SKU/ }), 'MOEDOR-01')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Preço/ }), '189,00')
    const image = new File([new Uint8Array(2_048)], 'moedor.png', { type: 'image/png' })
    await userEvent.upload(dialog.getByLabelText(/Imagem/), image)
    await expect(await dialog.findByText('Imagem enviada.')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Cadastrar produto' }))
    await expectCalled(apiOf(loaded).recurrence.createProduct, 101, {
      name: 'Moedor manual',
      sku: 'MOEDOR-01',
      description: '',
      price_cents: 18_900,
      image_url: expect.stringMatching(/^\/api\/payments\/public\/files\/[0-9]+0+\.png$/),
    })
    await expectNotified('Produto «Moedor manual» cadastrado.')
    await waitFor(() =>
      expect(rowsOf(canvas).map((row) => row[1])).toEqual([
        'CAFE-250',
        'CANECA-01',
        'FILTRO-100',
        'MOEDOR-01',
      ]),
    )
  },
}

/** A SKU the store already uses: the server's 409 lands on the SKU's field. */
export const SkuTaken: Story = {
  ...matrix.WriteSuccess,
  name: 'SKU já cadastrado',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    const dialog = await openNew(canvas)
    await userEvent.type(dialog.getByRole('textbox', { name: /^Nome/ }), 'Café especial 500 g')
    await userEvent.type(dialog.getByRole('textbox', { name: /^SKU/ }), 'CAFE-250')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Preço/ }), '89,90')
    await userEvent.click(dialog.getByRole('button', { name: 'Cadastrar produto' }))
    await expectCalled(
      apiOf(loaded).recurrence.createProduct,
      101,
      expect.objectContaining({ sku: 'CAFE-250' }),
    )
    const sku = dialog.getByRole('textbox', { name: /^SKU/ })
    await waitFor(() =>
      expect(sku).toHaveAccessibleDescription(/Já existe um produto com este SKU\./),
    )
    await expect(sku).toHaveAttribute('aria-invalid', 'true')
  },
}

/** Editing starts from the product and saves it whole. */
export const EditProduct: Story = {
  ...matrix.WriteSuccess,
  name: 'Editar produto',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Editar o produto Caneca esmaltada' }),
    )
    const dialog = await findDialog('Editar produto')
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible())
    await expect(
      dialog.getByText('Os planos que têm este produto mostram a mudança; o preço deles não muda.'),
    ).toBeVisible()
    const price = dialog.getByRole('textbox', { name: /^Preço/ })
    await expect(price).toHaveValue('39,00')
    await userEvent.clear(price)
    await userEvent.type(price, '42,00')
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar produto' }))
    await expectCalled(
      apiOf(loaded).recurrence.updateProduct,
      101,
      3,
      expect.objectContaining({ sku: 'CANECA-01', price_cents: 4_200 }),
    )
    await expectNotified('Produto «Caneca esmaltada» salvo.')
    await waitFor(() => expect(rowsOf(canvas)[1]![2]).toBe('R$ 42,00'))
  },
}

/** Archiving asks first, then the product shows among the archived ones. */
export const ArchiveProduct: Story = {
  ...matrix.WriteSuccess,
  name: 'Arquivar produto',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Arquivar o produto Café especial 250 g' }),
    )
    const confirm = await findDialog('Arquivar o produto?', 'alertdialog')
    await waitFor(() =>
      expect(confirm.getByText(/Os 2 planos que já o têm continuam com ele/)).toBeVisible(),
    )
    await userEvent.click(confirm.getByRole('button', { name: 'Arquivar produto' }))
    await expectCalled(apiOf(loaded).recurrence.setProductArchived, 101, 1, true)
    await expectNotified('Produto «Café especial 250 g» arquivado.')
    await waitFor(() => expect(rowsOf(canvas)).toHaveLength(2))
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Mostrar' }), 'archived')
    await expectLastCalled(apiOf(loaded).recurrence.listProducts, 101, { archived: '1' })
    await waitFor(() => expect(rowsOf(canvas).map((row) => row[1])).toEqual(['CAFE-250']))
    await expect(
      canvas.getByRole('button', { name: 'Desarquivar o produto Café especial 250 g' }),
    ).toBeEnabled()
  },
}
