import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, mocked, screen, userEvent, waitFor, within } from 'storybook/test'
import type { CatalogueImportReport } from '@vitrine/api'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  chooseImportFile,
  csvFile,
  expectCalled,
  expectLastCalled,
  expectNoButtons,
  findDialog,
  onPhone,
  withOpenDialog,
  type PlayContext,
} from '../../testing/story-context.ts'
import { ProductsScreen } from './ProductsScreen.tsx'

const meta = {
  title: 'Catalogue/Products',
  component: ProductsScreen,
  // Eight a page: the first page fits a screenshot, and "Carregar mais produtos" shows.
  args: { appId: 101, level: 'write', pageSize: 8 },
} satisfies Meta<typeof ProductsScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao catálogo',
    title: 'Produtos',
    untouched: (api) => [api.catalogue.listProducts, api.catalogue.listCategories],
    absent: (canvas) => [
      canvas.queryByRole('search'),
      canvas.queryByRole('link', { name: 'Novo produto' }),
      canvas.queryByRole('button', { name: 'Importar' }),
    ],
  },
  pending: 'Carregando produtos',
  error: {
    text: 'Não foi possível carregar os produtos',
    retry: (api) => api.catalogue.listProducts,
  },
  empty: 'Nenhum produto cadastrado ainda.',
})

/** Intl writes "R$" and the amount with a no-break space; compare as text people read. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/** Each row's cells as read. */
const rowsOf = (canvas: PlayContext['canvas']) =>
  within(canvas.getByRole('table', { name: 'Produtos' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => plain(cell.textContent)),
    )

/** The products' names, as their links say (a hidden one's badge left out). */
const names = (canvas: PlayContext['canvas']) =>
  within(canvas.getByRole('table', { name: 'Produtos' }))
    .getAllByRole('link')
    .map((link) => link.textContent)

/** The first page by name, with prices (a sale shows both), stock and units sold. */
async function expectFirstPage({ canvas }: PlayContext) {
  await expect(await canvas.findByRole('table', { name: 'Produtos' })).toBeVisible()
  const rows = rowsOf(canvas)
  await expect(rows).toHaveLength(8)
  // The first by name is hidden from the store: its badge says so.
  await expect(rows[0]).toEqual([
    'Almofada ChitaOculto',
    'VT-0025',
    expect.stringContaining('R$'),
    expect.any(String),
    expect.any(String),
  ])
  await expect(canvas.getByText(/8 produtos carregados/)).toBeVisible()
  await expect(canvas.getByRole('button', { name: 'Carregar mais produtos' })).toBeVisible()
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

/** The empty store says what to do: add a product or import a file. */
export const WriteEmpty: Story = {
  ...matrix.WriteEmpty,
  play: async (context) => {
    await matrix.WriteEmpty.play(context)
    await expect(context.canvas.queryByRole('search')).toBeNull()
    await expect(context.canvas.getAllByRole('link', { name: 'Novo produto' })).toHaveLength(2)
    await expect(context.canvas.getAllByRole('button', { name: 'Importar' })).toHaveLength(2)
  },
}

/** Read level: the list, nothing to change. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async (context) => {
    await expectFirstPage(context)
    await expect(context.canvas.getByText(/Você pode consultar os produtos/)).toBeVisible()
    await expectNoButtons(context.canvas, 'Importar')
    await expect(context.canvas.queryByRole('link', { name: 'Novo produto' })).toBeNull()
  },
}

export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async (context) => {
    await expectFirstPage(context)
    await expect(context.canvas.getByRole('link', { name: 'Novo produto' })).toHaveAttribute(
      'href',
      '/101/layout/catalog/products/new',
    )
    await expect(context.canvas.getByRole('link', { name: 'Almofada Chita' })).toHaveAttribute(
      'href',
      '/101/layout/catalog/products/25',
    )
  },
}

/** The search goes to the server (name, SKU, description) once typing pauses. */
export const Search: Story = {
  ...matrix.ReadSuccess,
  name: 'Busca por nome, SKU ou descrição',
  play: async ({ canvas, loaded }) => {
    await canvas.findByRole('table', { name: 'Produtos' })
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar' }), 'tenis')
    await expectLastCalled(apiOf(loaded).catalogue.listProducts, 101, { q: 'tenis', limit: 8 })
    await waitFor(() =>
      expect(names(canvas)).toEqual([
        'Tênis Casual Lona',
        'Tênis Corrida Leve',
        'Tênis Infantil Velcro',
      ]),
    )
  },
}

/** Category (with its subcategories), visibility and stock filters, each a chip to remove. */
export const Filters: Story = {
  ...matrix.WriteSuccess,
  name: 'Filtros',
  play: async ({ canvas, loaded }) => {
    const list = apiOf(loaded).catalogue.listProducts
    await canvas.findByRole('table', { name: 'Produtos' })
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Categoria' }), 'Calçados')
    await expectLastCalled(list, 101, { category_id: 5, limit: 8 })
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Estoque' }), 'Com estoque')
    await expectLastCalled(list, 101, { category_id: 5, in_stock: '1', limit: 8 })
    await waitFor(() => expect(names(canvas)).toContain('Chinelo Slide Conforto'))
    await expect(canvas.getByRole('button', { name: /Remover filtro Categoria/ })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }))
    // Back to the whole list (from the cache: it was loaded before).
    await waitFor(() => expect(names(canvas)[0]).toBe('Almofada Chita'))
    await expect(canvas.queryByRole('button', { name: /Remover filtro/ })).toBeNull()
  },
}

/** On a phone: cards, the filters folded behind "Filtros". */
export const Phone: Story = {
  ...matrix.WriteSuccess,
  ...onPhone(matrix.WriteSuccess),
  name: 'No celular',
  play: async ({ canvas }) => {
    const cards = await canvas.findByRole('list', { name: 'Produtos' })
    await expect(within(cards).getByRole('link', { name: 'Almofada Chita' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Filtros/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  },
}

/** A Shopify export: its Handle rows checked without writing, imported, then undone. */
export const ImportSteps: Story = {
  ...matrix.WriteSuccess,
  name: 'Importar produtos (Shopify)',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded).catalogue
    await userEvent.click(await canvas.findByRole('button', { name: 'Importar' }))
    const dialog = await findDialog('Importar produtos')
    await expect(dialog.getByRole('radio', { name: /Shopify/ })).toBeChecked()
    await chooseImportFile(
      csvFile('products_export.csv', [
        'Handle,Title,Variant SKU,Variant Price',
        'camisa-linho,Camisa de Linho,LIN-P,"189,90"',
        'camisa-linho,,LIN-M,"189,90"',
        'bone-aba-reta,Boné Aba Reta,BONE-1,"79,90"',
      ]),
    )
    const checked = await findDialog('Resultado da verificação')
    await expectCalled(
      api.importCsv,
      101,
      expect.any(File),
      expect.objectContaining({ format: 'shopify', dryRun: true }),
    )
    await expect(
      checked.getByText(/3 linhas lidas como exportação da Shopify, 2 produtos/),
    ).toBeVisible()
    await userEvent.click(checked.getByRole('button', { name: 'Importar 2 produtos' }))
    const done = await findDialog('Importação concluída')
    await expectCalled(
      api.importCsv,
      101,
      expect.any(File),
      expect.objectContaining({ dryRun: false }),
    )
    await userEvent.click(done.getByRole('button', { name: 'Desfazer' }))
    const confirm = await findDialog('Desfazer a importação?', 'alertdialog')
    // The confirmation fades in over the dialog.
    await waitFor(() =>
      expect(
        confirm.getByText('Ao desfazer, os 2 produtos criados saem do catálogo.'),
      ).toBeVisible(),
    )
    await userEvent.click(confirm.getByRole('button', { name: 'Desfazer importação' }))
    await findDialog('Importação desfeita')
    await expectCalled(api.undoImport, 101, 1)
    await waitFor(() =>
      expect(screen.getByText('2 produtos removidos, 0 produtos restaurados.')).toBeVisible(),
    )
  },
}

/** What a Shopify export with problems reports before anything is written. */
const CHECK_WITH_PROBLEMS: CatalogueImportReport = {
  import_id: null,
  dry_run: true,
  format: 'shopify',
  encoding: 'utf-8',
  separator: ',',
  unknown_columns: ['Google Shopping / Gender'],
  total_rows: 41,
  products: 20,
  created: 17,
  updated: 2,
  variants: 34,
  images: 26,
  external_images: 26,
  categories_created: 4,
  failed: 1,
  errors_total: 2,
  errors: [
    {
      line: 12,
      column: 'Variant Price',
      message: 'Preço deve ser um valor em reais, como 1.234,56.',
    },
    {
      line: 13,
      column: 'Variant SKU',
      message: 'O SKU CAM-01 aparece mais de uma vez neste produto.',
    },
  ],
  notes: [
    '26 imagens ficam como endereços externos (Image Src): o servidor não as baixa; envie-as depois para hospedá-las na loja.',
  ],
}

/** The dry run's report: counts, the ignored column, the note on images and each row's problem. */
export const ImportCheck: Story = {
  ...matrix.WriteSuccess,
  name: 'Importar produtos: verificação com problemas',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    mocked(apiOf(loaded).catalogue.importCsv).mockResolvedValueOnce(CHECK_WITH_PROBLEMS)
    await userEvent.click(await canvas.findByRole('button', { name: 'Importar' }))
    await findDialog('Importar produtos')
    await chooseImportFile(csvFile('products_export.csv', ['Handle,Title', 'a,A']))
    const checked = await findDialog('Resultado da verificação')
    await waitFor(() =>
      expect(
        checked.getByText(/Um produto tem linhas com erro e não será importado/),
      ).toBeVisible(),
    )
    await expect(checked.getByRole('region', { name: /Problemas encontrados \(2\)/ })).toBeVisible()
    await expect(checked.getByText(/Colunas ignoradas: «Google Shopping \/ Gender»/)).toBeVisible()
    await expect(checked.getByRole('button', { name: 'Importar 19 produtos' })).toBeEnabled()
  },
}
