import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, mocked, screen, userEvent, waitFor, within } from 'storybook/test'
import { navigationSpy } from '../../testing/navigation-spy.tsx'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  endAtTop,
  expectCalled,
  expectNotified,
  findDialog,
  onPhone,
  withOpenDialog,
  type PlayContext,
} from '../../testing/story-context.ts'
import { ProductEditScreen } from './ProductEditScreen.tsx'

const spy = navigationSpy()

const meta = {
  title: 'Catalogue/Product',
  component: ProductEditScreen,
  // The fixture's first product: sizes × colours, sold out.
  args: { appId: 101, level: 'write', productId: '1' },
  decorators: spy.decorators,
  beforeEach: spy.beforeEach,
} satisfies Meta<typeof ProductEditScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao catálogo',
    untouched: (api) => [api.catalogue.getProduct, api.catalogue.listCategories],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Excluir produto' })],
  },
  pending: 'Carregando o produto',
  error: {
    text: 'Não foi possível carregar o produto',
    retry: (api) => api.catalogue.getProduct,
  },
  // No products at all: the address names one that is not there.
  empty: 'Produto não encontrado',
})

/** The variants' grid as read: each row's name and SKU. */
const variantRows = (canvas: PlayContext['canvas']) =>
  within(canvas.getByRole('table', { name: 'Variações' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getAllByRole('cell')[0]!.textContent,
      (within(row).getByRole('textbox', { name: /^SKU de/ }) as HTMLInputElement).value,
    ])

const field = (canvas: PlayContext['canvas'], name: RegExp) => canvas.getByRole('textbox', { name })

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError
export const ReadEmpty: Story = matrix.ReadEmpty
export const WriteEmpty: Story = matrix.WriteEmpty

/** The product as saved: prices in reais, its six variants in the grid. */
async function expectSavedProduct({ canvas }: PlayContext) {
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Camiseta Básica Algodão' }),
  ).toBeVisible()
  await expect(field(canvas, /^Nome/)).toHaveValue('Camiseta Básica Algodão')
  await expect(field(canvas, /^Preço(?! (promocional|de ))/)).toHaveValue('59,90')
  await expect(variantRows(canvas)).toEqual([
    ['P / Branca', 'VT-0001-P-BRANCA'],
    ['P / Preta', 'VT-0001-P-PRETA'],
    ['M / Branca', 'VT-0001-M-BRANCA'],
    ['M / Preta', 'VT-0001-M-PRETA'],
    ['G / Branca', 'VT-0001-G-BRANCA'],
    ['G / Preta', 'VT-0001-G-PRETA'],
  ])
  await expect(canvas.getByRole('checkbox', { name: 'Camisetas' })).toBeChecked()
}

/** Read level: every field shown, none editable, nothing to save or remove. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: endAtTop(async (context) => {
    await expectSavedProduct(context)
    await expect(field(context.canvas, /^Nome/)).toBeDisabled()
    await expect(context.canvas.queryByRole('button', { name: 'Salvar produto' })).toBeNull()
    await expect(context.canvas.queryByRole('button', { name: 'Excluir produto' })).toBeNull()
  }),
}

export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: endAtTop(async (context) => {
    await expectSavedProduct(context)
    await expect(
      context.canvas.getByText(
        'PNG, JPEG ou WebP. Recomendado: até 1 MB. A primeira imagem é a principal.',
      ),
    ).toBeVisible()
    await expect(context.canvas.getByRole('button', { name: 'Salvar produto' })).toBeEnabled()
  }),
}

/** A change saved: the whole product goes, with the new price. */
export const SaveChanges: Story = {
  ...matrix.WriteSuccess,
  name: 'Salvar alterações',
  play: endAtTop(async ({ canvas, loaded }) => {
    const price = await canvas.findByRole('textbox', { name: /^Preço(?! (promocional|de ))/ })
    await userEvent.clear(price)
    await userEvent.type(price, '64,90')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar produto' }))
    await expectCalled(
      apiOf(loaded).catalogue.updateProduct,
      101,
      1,
      expect.objectContaining({
        price: 6490,
        option_names: ['Tamanho', 'Cor'],
        category_ids: [2],
        images: [expect.stringMatching(/^data:image\/svg/)],
      }),
    )
    await expectNotified('Produto «Camiseta Básica Algodão» salvo.')
  }),
}

/** A new product's form sent empty, then with a sale price above the price. */
export const ValidationErrors: Story = {
  ...matrix.WriteSuccess,
  name: 'Erros de validação',
  args: { productId: 'new' },
  play: endAtTop(async ({ canvas, loaded }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Novo produto' })
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar produto' }))
    await expect(await canvas.findByText('Formulário incompleto.')).toBeVisible()
    await waitFor(() =>
      expect(field(canvas, /^Nome/)).toHaveAccessibleDescription(/Nome é obrigatório\./),
    )
    await waitFor(() => expect(field(canvas, /^Nome/)).toHaveFocus())

    await userEvent.type(field(canvas, /^Nome/), 'Camisa de Linho')
    await userEvent.type(field(canvas, /^Preço(?! (promocional|de ))/), '189,90')
    await userEvent.type(field(canvas, /^Preço promocional/), '199,90')
    await userEvent.type(field(canvas, /^Estoque/), '3,5')
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar produto' }))
    await waitFor(() =>
      expect(field(canvas, /^Estoque/)).toHaveAccessibleDescription(
        /Informe um número inteiro, sem vírgula\./,
      ),
    )
    await userEvent.clear(field(canvas, /^Estoque/))
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar produto' }))
    await waitFor(() =>
      expect(field(canvas, /^Preço promocional/)).toHaveAccessibleDescription(
        /O preço promocional deve ser menor que o preço\./,
      ),
    )
    await expect(apiOf(loaded).catalogue.createProduct).not.toHaveBeenCalled()
  }),
}

/** A SKU another product uses: the server's 409 lands on the SKU's field. */
export const SkuTaken: Story = {
  ...matrix.WriteSuccess,
  name: 'SKU já usado',
  args: { productId: 'new' },
  play: endAtTop(async ({ canvas, loaded }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Nome/ }), 'Camiseta Nova')
    await userEvent.type(field(canvas, /^SKU/), 'VT-0002')
    await userEvent.type(field(canvas, /^Preço(?! (promocional|de ))/), '49,90')
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar produto' }))
    await expectCalled(
      apiOf(loaded).catalogue.createProduct,
      101,
      expect.objectContaining({ sku: 'VT-0002' }),
    )
    await waitFor(() =>
      expect(field(canvas, /^SKU/)).toHaveAccessibleDescription(
        /Outro produto ou variação da loja já usa o SKU VT-0002\./,
      ),
    )
  }),
}

/**
 * Options and their grid: Tamanho (P, M) × Cor (Azul) make two variants, each with its own SKU
 * and stock; the new product is created and opened at its own address.
 */
export const VariantGrid: Story = {
  ...matrix.WriteSuccess,
  name: 'Grade de variações',
  args: { productId: 'new' },
  play: endAtTop(async ({ canvas, loaded }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Nome/ }), 'Camisa de Linho')
    await userEvent.type(field(canvas, /^Preço(?! (promocional|de ))/), '189,90')
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar opção' }))
    await userEvent.type(field(canvas, /^Opção 1/), 'Tamanho')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Valores de Tamanho/ }), 'P,M,')
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar opção' }))
    await userEvent.type(field(canvas, /^Opção 2/), 'Cor')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Valores de Cor/ }), 'Azul,')
    await userEvent.click(canvas.getByRole('button', { name: 'Gerar variações' }))
    await waitFor(() =>
      expect(variantRows(canvas)).toEqual([
        ['P / Azul', ''],
        ['M / Azul', ''],
      ]),
    )
    await userEvent.type(field(canvas, /^SKU de P \/ Azul/), 'LIN-P-AZ')
    await userEvent.type(field(canvas, /^Estoque de P \/ Azul/), '4')
    await userEvent.type(field(canvas, /^SKU de M \/ Azul/), 'LIN-M-AZ')
    await userEvent.type(field(canvas, /^Preço de M \/ Azul/), '199,90')
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar produto' }))
    await expectCalled(
      apiOf(loaded).catalogue.createProduct,
      101,
      expect.objectContaining({
        name: 'Camisa de Linho',
        price: 18_990,
        option_names: ['Tamanho', 'Cor'],
        variants: [
          {
            id: null,
            options: ['P', 'Azul'],
            sku: 'LIN-P-AZ',
            price: null,
            sales_price: null,
            stock_quantity: 4,
          },
          {
            id: null,
            options: ['M', 'Azul'],
            sku: 'LIN-M-AZ',
            price: 19_990,
            sales_price: null,
            stock_quantity: 0,
          },
        ],
      }),
    )
    await expectNotified('Produto «Camisa de Linho» cadastrado.')
    await waitFor(() =>
      expect(spy.navigate).toHaveBeenCalledWith('/101/layout/catalog/products/31', {
        replace: true,
      }),
    )
  }),
}

/** Removing asks first, then goes back to the list. */
export const RemoveProduct: Story = {
  ...matrix.WriteSuccess,
  name: 'Excluir produto',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir produto' }))
    const confirm = await findDialog('Excluir o produto?', 'alertdialog')
    await userEvent.click(confirm.getByRole('button', { name: 'Excluir produto' }))
    await expectCalled(apiOf(loaded).catalogue.removeProduct, 101, 1)
    await expectNotified('Produto «Camiseta Básica Algodão» excluído.')
    await waitFor(() => expect(spy.navigate).toHaveBeenCalledWith('/101/layout/catalog/products'))
    // The spy does not leave the page: the photograph waits for the confirmation to close.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  },
}

/** A picture the story's upload answers with: inline, so it shows without a file server. */
const UPLOADED = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#0f766e"/></svg>',
)}`

/** A picture sent at once and added last, then moved first: the order is the one saved. */
export const ImagesInOrder: Story = {
  ...matrix.WriteSuccess,
  name: 'Imagens em ordem',
  play: endAtTop(async ({ canvas, loaded }) => {
    const api = apiOf(loaded).catalogue
    mocked(api.uploadProductImage).mockResolvedValueOnce({ url: UPLOADED })
    const input = await canvas.findByLabelText(/Adicionar imagem/)
    await userEvent.upload(
      input,
      new File([new Uint8Array(2_048)], 'costas.png', { type: 'image/png' }),
    )
    await expectCalled(api.uploadProductImage, 101, expect.any(File))
    const images = canvas.getByRole('list', { name: 'Imagens do produto' })
    await waitFor(() => expect(within(images).getAllByRole('img')).toHaveLength(2))
    await userEvent.click(canvas.getByRole('button', { name: 'Mover a imagem 2 para a esquerda' }))
    await waitFor(() =>
      expect(within(images).getAllByRole('img')[0]).toHaveAttribute('src', UPLOADED),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar produto' }))
    await expectCalled(
      api.updateProduct,
      101,
      1,
      expect.objectContaining({ images: [UPLOADED, expect.stringMatching(/^data:image\/svg/)] }),
    )
  }),
}

/** Leaving with changes not saved asks first; "Continuar editando" keeps them. */
export const UnsavedChanges: Story = {
  ...matrix.WriteSuccess,
  name: 'Alterações não salvas',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas }) => {
    const name = await canvas.findByRole('textbox', { name: /^Nome/ })
    await userEvent.type(name, ' Premium')
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }))
    const confirm = await findDialog('Descartar as alterações?', 'alertdialog')
    await userEvent.click(confirm.getByRole('button', { name: 'Continuar editando' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(name).toHaveValue('Camiseta Básica Algodão Premium')
    await expect(spy.navigate).not.toHaveBeenCalled()
  },
}

/** On a phone the sections stack and the variants' grid scrolls sideways inside its box. */
export const Phone: Story = {
  ...matrix.WriteSuccess,
  ...onPhone(matrix.WriteSuccess),
  name: 'No celular',
  play: endAtTop(async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Camiseta Básica Algodão' })
    await expect(canvas.getByRole('table', { name: 'Variações' })).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Salvar produto' })).toBeInTheDocument()
  }),
}
