import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test'
import {
  ApiError,
  CMS_PAGE_LABELS,
  PAGE_PLACEHOLDERS,
  type CmsElement,
  type CmsPage,
  type ElementKind,
} from '@vitrine/api'
import { sampleHomeElements } from '@vitrine/api/fixture'
import { apiOf, expectCalled, type PlayContext } from '../../testing/story-context.ts'
import { ElementForm } from './ElementForm.tsx'

/*
 * Every kind's form in each state (issue 14 item 8): new, editing, the server's field errors,
 * read-only. The form saves through the fixture's POST /cms/{layoutId}/{type}.
 */

const HOME: CmsPage = {
  id: 1101,
  slug: 'home',
  label: CMS_PAGE_LABELS.home,
  kind: 'page',
  has_seo: true,
  placeholders: PAGE_PLACEHOLDERS.home.map((placeholder) => ({ ...placeholder })),
  resource: null,
}
const ELEMENTS = sampleHomeElements(HOME.id)
/** The sample home page's element of each kind. */
const SAMPLE: Record<ElementKind, CmsElement> = {
  image: ELEMENTS[0]!,
  images: ELEMENTS[1]!,
  products: ELEMENTS[2]!,
  categories: ELEMENTS[3]!,
  text: ELEMENTS[6]!,
  texts: ELEMENTS[7]!,
}

const meta = {
  title: 'Layout/Element form',
  component: ElementForm,
  args: {
    appId: 101,
    layoutId: 11,
    kind: 'text',
    page: HOME,
    placeholder: 'conteudo',
    onSaved: fn(),
    onCancel: fn(),
  },
  parameters: { fixture: { variant: 'default' } },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-2xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ElementForm>
export default meta
type Story = StoryObj<typeof meta>

type Canvas = PlayContext['canvas']
const formOf = async (canvas: Canvas) => within(await canvas.findByRole('form'))
const submit = async (canvas: Canvas, name: string) =>
  userEvent.click((await formOf(canvas)).getByRole('button', { name }))

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' })

/** What each kind's new form needs typed before it saves. */
const FILL_NEW: Record<ElementKind, (form: ReturnType<typeof within>) => Promise<void>> = {
  text: async (form) => {
    await userEvent.type(form.getByRole('textbox', { name: /^Texto/ }), 'Troca grátis em 30 dias.')
  },
  texts: async (form) => {
    await userEvent.type(
      form.getByRole('textbox', { name: /^Texto/ }),
      'Entrega para todo o Brasil.',
    )
  },
  image: async (form) => {
    await userEvent.upload(form.getByLabelText('Imagem para desktop'), png('banner-d.png'))
    await userEvent.upload(form.getByLabelText('Imagem para celular'), png('banner-m.png'))
    await userEvent.type(
      form.getByRole('textbox', { name: /^Texto alternativo/ }),
      'Banner de inverno',
    )
  },
  images: async (form) => {
    await userEvent.upload(form.getByLabelText('Imagem para desktop'), png('item-d.png'))
    await userEvent.type(
      form.getByRole('textbox', { name: /^Texto alternativo/ }),
      'Coleção inverno',
    )
  },
  products: async (form) => {
    await userEvent.click(form.getByRole('button', { name: 'Adicionar condição' }))
  },
  categories: async () => {},
}

/** What each kind's save carries (the parts particular to it). */
const SAVED_NEW: Record<ElementKind, Record<string, unknown>> = {
  text: { text: 'Troca grátis em 30 dias.' },
  texts: { items: [{ title: '', text: 'Entrega para todo o Brasil.', link: '' }] },
  image: {
    alt: 'Banner de inverno',
    desktop_image: expect.objectContaining({ name: 'banner-d.png' }),
    mobile_image: expect.objectContaining({ name: 'banner-m.png' }),
  },
  images: {
    items: [
      {
        alt: 'Coleção inverno',
        link: '',
        desktop_image: expect.any(File),
        mobile_image: null,
      },
    ],
  },
  products: {
    limit: 12,
    conditions: [
      { id: expect.stringMatching(/^temp-/), attribute: 'categories.id', condition: '=', value: 1 },
    ],
  },
  categories: { limit: 12, conditions: [] },
}

function newStory(kind: ElementKind, name: string): Story {
  return {
    name,
    args: { kind },
    play: async ({ canvas, loaded, args }) => {
      const form = await formOf(canvas)
      await FILL_NEW[kind](form)
      if (kind === 'products') {
        // The category condition takes a category by name; the first of the tree is fine.
        await userEvent.selectOptions(form.getByRole('combobox', { name: /^Categoria/ }), 'Roupas')
      }
      await submit(canvas, 'Criar elemento')
      await expectCalled(
        apiOf(loaded).cms.save,
        11,
        kind,
        expect.objectContaining({
          page_id: 1101,
          placeholder: 'conteudo',
          status: true,
          new_tab: false,
          ...SAVED_NEW[kind],
        }),
      )
      await waitFor(() => expect(args.onSaved).toHaveBeenCalled())
    },
  }
}

function editStory(kind: ElementKind, name: string): Story {
  const element = SAMPLE[kind]
  return {
    name,
    args: { kind, element },
    play: async ({ canvas, loaded, args }) => {
      const form = await formOf(canvas)
      const title = form.getByRole('textbox', { name: /^Título \(opcional\)/ })
      await expect(title).toHaveValue(element.title)
      await userEvent.clear(title)
      await userEvent.type(title, `${element.title} (novo)`)
      await submit(canvas, 'Salvar elemento')
      await expectCalled(
        apiOf(loaded).cms.save,
        11,
        kind,
        expect.objectContaining({
          content_id: element.content_id,
          title: `${element.title} (novo)`,
        }),
      )
      await waitFor(() => expect(args.onSaved).toHaveBeenCalled())
    },
  }
}

/** The server's refusal of each kind, on one of its own fields (items renamed for the form). */
const SERVER_FIELDS: Record<ElementKind, [server: string, label: RegExp, message: string]> = {
  text: ['link', /^Link/, 'Informe um caminho da loja (começando com /) ou um endereço https://.'],
  texts: ['items.1.text', /^Texto/, 'O texto pode ter até 5000 caracteres.'],
  image: ['alt', /^Texto alternativo/, 'O texto alternativo pode ter até 200 caracteres.'],
  images: ['items.0.alt', /^Texto alternativo/, 'O texto alternativo é obrigatório.'],
  products: ['limit', /^Quantos produtos/, 'Mostre de 1 a 48 itens.'],
  categories: ['limit', /^Quantas categorias/, 'Mostre de 1 a 48 itens.'],
}

function serverErrorStory(kind: ElementKind, name: string): Story {
  const element = SAMPLE[kind]
  const [field, label, message] = SERVER_FIELDS[kind]
  return {
    name,
    args: { kind, element },
    play: async ({ canvas, loaded }) => {
      const save = apiOf(loaded).cms.save
      mocked(save).mockRejectedValueOnce(
        new ApiError({
          statusCode: 422,
          statusMessage: 'Unprocessable Entity',
          message,
          data: { fields: { [field]: message } },
        }),
      )
      await submit(canvas, 'Salvar elemento')
      await expectCalled(
        save,
        11,
        kind,
        expect.objectContaining({ content_id: element.content_id }),
      )
      const form = await formOf(canvas)
      const index = field.startsWith('items.1') ? 1 : 0
      const input = form.getAllByRole('textbox', { name: label })[index]!
      await waitFor(() =>
        expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, '\\$&'))),
      )
      await expect(input).toHaveAttribute('aria-invalid', 'true')
    },
  }
}

function readOnlyStory(kind: ElementKind, name: string): Story {
  const element = SAMPLE[kind]
  return {
    name,
    args: { kind, element, readOnly: true },
    play: async ({ canvas, args }) => {
      const form = await formOf(canvas)
      await expect(form.getByRole('textbox', { name: /^Título \(opcional\)/ })).toBeDisabled()
      await expect(form.getByRole('switch', { name: 'Ativo' })).toBeDisabled()
      await expect(form.queryByRole('button', { name: 'Salvar elemento' })).toBeNull()
      await userEvent.click(form.getByRole('button', { name: 'Voltar à lista' }))
      await expect(args.onCancel).toHaveBeenCalled()
    },
  }
}

export const NewProducts: Story = newStory('products', 'Catálogo de produtos · novo')
export const EditProducts: Story = editStory('products', 'Catálogo de produtos · editando')
export const ServerErrorProducts: Story = serverErrorStory(
  'products',
  'Catálogo de produtos · erros do servidor',
)
export const ReadOnlyProducts: Story = readOnlyStory(
  'products',
  'Catálogo de produtos · somente leitura',
)

export const NewCategories: Story = newStory('categories', 'Catálogo de categorias · novo')
export const EditCategories: Story = editStory('categories', 'Catálogo de categorias · editando')
export const ServerErrorCategories: Story = serverErrorStory(
  'categories',
  'Catálogo de categorias · erros do servidor',
)
export const ReadOnlyCategories: Story = readOnlyStory(
  'categories',
  'Catálogo de categorias · somente leitura',
)

export const NewText: Story = newStory('text', 'Texto simples · novo')
export const EditText: Story = editStory('text', 'Texto simples · editando')
export const ServerErrorText: Story = serverErrorStory('text', 'Texto simples · erros do servidor')
export const ReadOnlyText: Story = readOnlyStory('text', 'Texto simples · somente leitura')

export const NewTexts: Story = newStory('texts', 'Múltiplos textos · novo')
export const EditTexts: Story = editStory('texts', 'Múltiplos textos · editando')
export const ServerErrorTexts: Story = serverErrorStory(
  'texts',
  'Múltiplos textos · erros do servidor',
)
export const ReadOnlyTexts: Story = readOnlyStory('texts', 'Múltiplos textos · somente leitura')

export const NewImage: Story = newStory('image', 'Imagem única · novo')
export const EditImage: Story = editStory('image', 'Imagem única · editando')
export const ServerErrorImage: Story = serverErrorStory('image', 'Imagem única · erros do servidor')
export const ReadOnlyImage: Story = readOnlyStory('image', 'Imagem única · somente leitura')

export const NewImages: Story = newStory('images', 'Múltiplas imagens · novo')
export const EditImages: Story = editStory('images', 'Múltiplas imagens · editando')
export const ServerErrorImages: Story = serverErrorStory(
  'images',
  'Múltiplas imagens · erros do servidor',
)
export const ReadOnlyImages: Story = readOnlyStory('images', 'Múltiplas imagens · somente leitura')

/**
 * The conditions editor: a value field fit for each attribute (a category by name, reais for a
 * price, sim/não), a new row with a `temp-` id, a row removed, an order's direction; the
 * catalogue's count follows; the save carries the rows as the contract's conditions.
 */
export const EditConditions: Story = {
  name: 'Condições: editar',
  args: { kind: 'products', element: SAMPLE.products },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    const form = await formOf(canvas)
    const rows = () =>
      within(form.getByRole('list', { name: 'Condições' })).getAllByRole('listitem')
    await expect(rows()).toHaveLength(3)
    const stock = within(rows()[1]!)
    await expect(stock.getByRole('combobox', { name: /^Valor/ })).toHaveValue('true')
    await expect(within(rows()[2]!).getByRole('combobox', { name: /^Direção/ })).toHaveValue('asc')
    await expect(await form.findByText(/combina(m)? com estas condições/)).toBeVisible()

    // A new row: a price, typed in reais.
    await userEvent.click(form.getByRole('button', { name: 'Adicionar condição' }))
    const added = within(rows()[3]!)
    await userEvent.selectOptions(added.getByRole('combobox', { name: /^Atributo/ }), 'Preço')
    await userEvent.selectOptions(
      added.getByRole('combobox', { name: /^Operação/ }),
      'diferente de',
    )
    await userEvent.type(added.getByRole('textbox', { name: /^Valor/ }), '49,90')
    // The stock row goes; the order turns descending.
    await userEvent.click(form.getByRole('button', { name: 'Remover a condição 2' }))
    await userEvent.selectOptions(
      within(rows()[1]!).getByRole('combobox', { name: /^Direção/ }),
      'decrescente',
    )
    await waitFor(() =>
      expect(api.catalogue.filterProducts).toHaveBeenLastCalledWith(101, {
        conditions: [
          { attribute: 'categories.id', condition: '=', value: 3 },
          { attribute: 'prices.price', condition: 'order', order: 'desc' },
          { attribute: 'prices.price', condition: '!=', value: 4990 },
        ],
        limit: 4,
      }),
    )
    await submit(canvas, 'Salvar elemento')
    await expectCalled(
      api.cms.save,
      11,
      'products',
      expect.objectContaining({
        conditions: [
          { id: 1, attribute: 'categories.id', condition: '=', value: 3 },
          { id: 3, attribute: 'prices.price', condition: 'order', order: 'desc' },
          {
            id: expect.stringMatching(/^temp-/),
            attribute: 'prices.price',
            condition: '!=',
            value: 4990,
          },
        ],
      }),
    )
  },
}

/** A condition left without its value is caught before the save, on its field. */
export const IncompleteCondition: Story = {
  name: 'Condições: valor faltando',
  args: { kind: 'products' },
  play: async ({ canvas, loaded }) => {
    const form = await formOf(canvas)
    await userEvent.click(form.getByRole('button', { name: 'Adicionar condição' }))
    const row = within(
      within(form.getByRole('list', { name: 'Condições' })).getAllByRole('listitem')[0]!,
    )
    await userEvent.selectOptions(row.getByRole('combobox', { name: /^Atributo/ }), 'Nome')
    await expect(
      form.getByText('Complete as condições para ver o que elas selecionam.'),
    ).toBeVisible()
    await submit(canvas, 'Criar elemento')
    const value = row.getByRole('textbox', { name: /^Valor/ })
    await waitFor(() => expect(value).toHaveAccessibleDescription(/Informe o valor da condição\./))
    await expect(apiOf(loaded).cms.save).not.toHaveBeenCalled()
  },
}

/** Visibility by entities: the codes show only while the entity's switch is on. */
export const VisibilityEntities: Story = {
  name: 'Visibilidade por categorias',
  args: { kind: 'text', element: ELEMENTS[11]! },
  play: async ({ canvas, loaded }) => {
    const form = await formOf(canvas)
    const categories = form.getByRole('textbox', { name: /^Categorias/ })
    await expect(categories).toHaveValue('3, 4')
    await expect(form.queryByRole('textbox', { name: /^Produtos/ })).toBeNull()
    await userEvent.click(form.getByRole('switch', { name: 'Somente nestes produtos' }))
    await userEvent.type(await form.findByRole('textbox', { name: /^Produtos/ }), '120, 121')
    await userEvent.click(form.getByRole('checkbox', { name: 'Sábado' }))
    await userEvent.click(form.getByRole('checkbox', { name: 'Domingo' }))
    await submit(canvas, 'Salvar elemento')
    await expectCalled(
      apiOf(loaded).cms.save,
      11,
      'text',
      expect.objectContaining({
        visibility_period: { start: null, end: null, weekdays: ['sunday', 'saturday'] },
        visibility_by_entities: {
          categories: { status: true, ids: [3, 4] },
          products: { status: true, ids: [120, 121] },
        },
      }),
    )
  },
}
