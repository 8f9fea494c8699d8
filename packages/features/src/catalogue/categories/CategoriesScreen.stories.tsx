import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, mocked, userEvent, waitFor, within } from 'storybook/test'
import { ApiError } from '@vitrine/api'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectNotified,
  findDialog,
  onPhone,
  withOpenDialog,
  type PlayContext,
} from '../../testing/story-context.ts'
import { CategoriesScreen } from './CategoriesScreen.tsx'

const meta = {
  title: 'Catalogue/Categories',
  component: CategoriesScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof CategoriesScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao catálogo',
    title: 'Categorias',
    untouched: (api) => [api.catalogue.listCategories],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Nova categoria' })],
  },
  pending: 'Carregando categorias',
  error: {
    text: 'Não foi possível carregar as categorias',
    retry: (api) => api.catalogue.listCategories,
  },
  empty: 'Nenhuma categoria ainda.',
})

/** The tree as read: each row's name, indented two spaces a level. */
const outline = (canvas: PlayContext['canvas']) =>
  within(canvas.getByRole('list', { name: 'Categorias' }))
    .getAllByRole('listitem')
    .map(
      (row) =>
        `${'  '.repeat(Number(row.dataset.depth) - 1)}${row.querySelector('.font-medium')?.textContent}`,
    )

/** The fixture's tree, as it starts. */
const SAMPLE = [
  'Roupas',
  '  Camisetas',
  '    Manga longa',
  '  Calças',
  '  Vestidos',
  'Calçados',
  '  Tênis',
  '  Sandálias',
  'Acessórios',
  '  Bolsas',
  '  Bonés',
  'Casa',
  '  Cozinha',
  '  Decoração',
]

const announced = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="move-announcement"]')?.textContent

const press = (keys: string) => userEvent.keyboard(keys)

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

/** Read level: the tree with who is in the menu, nothing to move or change. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Categorias' })
    await expect(outline(canvas)).toEqual(SAMPLE)
    await expect(canvas.getByText(/Você pode consultar as categorias/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /^Mover/ })).toBeNull()
    await expect(canvas.getAllByText('Fora do menu')).toHaveLength(1)
  },
}

export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Categorias' })
    await expect(outline(canvas)).toEqual(SAMPLE)
    await expect(canvas.getByRole('button', { name: 'Mover Calças' })).toHaveAccessibleDescription(
      /Alt \+ ↑ ou ↓/,
    )
    await expect(canvas.getByRole('switch', { name: 'Mostrar Bonés no menu' })).not.toBeChecked()
  },
}

/**
 * The keyboard's moves from a row's handle: Alt+↑ among siblings, Alt+→ into the category
 * above, Alt+← back out; each sent to the server, said in the live region, the focus kept.
 */
export const KeyboardMoves: Story = {
  ...matrix.WriteSuccess,
  name: 'Mover pelo teclado',
  play: async ({ canvas, canvasElement, loaded }) => {
    const move = apiOf(loaded).catalogue.moveCategory
    const calcas = await canvas.findByRole('button', { name: 'Mover Calças' })
    calcas.focus()
    await press('{Alt>}{ArrowUp}{/Alt}')
    await expectCalled(move, 101, 3, { parent_id: 1, position: 0 })
    await waitFor(() =>
      expect(announced(canvasElement)).toBe(
        '«Calças» agora está dentro de «Roupas», na posição 1 de 3.',
      ),
    )
    await expect(outline(canvas).slice(0, 4)).toEqual([
      'Roupas',
      '  Calças',
      '  Camisetas',
      '    Manga longa',
    ])
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mover Calças' })).toHaveFocus())

    // ↓ alone goes to the next handle; Alt+→ puts Camisetas inside Calças.
    await press('{ArrowDown}')
    await expect(canvas.getByRole('button', { name: 'Mover Camisetas' })).toHaveFocus()
    await press('{Alt>}{ArrowRight}{/Alt}')
    await expectCalled(move, 101, 2, { parent_id: 3, position: 0 })
    await waitFor(() =>
      expect(outline(canvas).slice(0, 4)).toEqual([
        'Roupas',
        '  Calças',
        '    Camisetas',
        '      Manga longa',
      ]),
    )
    // Alt+← takes it back out, right after Calças.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Mover Camisetas' })).toHaveFocus(),
    )
    await press('{Alt>}{ArrowLeft}{/Alt}')
    await expectCalled(move, 101, 2, { parent_id: 1, position: 1 })
    await waitFor(() =>
      expect(announced(canvasElement)).toBe(
        '«Camisetas» agora está dentro de «Roupas», na posição 2 de 3.',
      ),
    )
    // The first of the top level cannot go higher: said, nothing sent.
    const calls = mocked(move).mock.calls.length
    canvas.getByRole('button', { name: 'Mover Roupas' }).focus()
    await press('{Alt>}{ArrowUp}{/Alt}')
    await waitFor(() =>
      expect(announced(canvasElement)).toBe('«Roupas» já é a primeira do seu nível.'),
    )
    await expect(mocked(move).mock.calls.length).toBe(calls)
  },
}

/** A refused move: the tree goes back to what the server says, and the reason shows. */
export const MoveRefused: Story = {
  ...matrix.WriteSuccess,
  name: 'Movimento recusado',
  play: async ({ canvas, canvasElement, loaded }) => {
    const move = apiOf(loaded).catalogue.moveCategory
    const message = 'As categorias têm no máximo 4 níveis.'
    mocked(move).mockRejectedValueOnce(
      new ApiError({
        statusCode: 422,
        statusMessage: 'Unprocessable Entity',
        message,
        data: { fields: { parent_id: message } },
      }),
    )
    ;(await canvas.findByRole('button', { name: 'Mover Calçados' })).focus()
    await press('{Alt>}{ArrowRight}{/Alt}')
    await expectCalled(move, 101, 5, { parent_id: 1, position: 3 })
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="move-failure"]')).toHaveTextContent(
        `Não foi possível mover a categoria: ${message} A árvore voltou a ser como era.`,
      ),
    )
    await expect(outline(canvas)).toEqual(SAMPLE)
    await waitFor(() =>
      expect(announced(canvasElement)).toBe(`Não foi possível mover «Calçados»: ${message}`),
    )
  },
}

/** Dragging a row into the middle of another puts it inside, as its last subcategory. */
export const DragIntoAnother: Story = {
  ...matrix.WriteSuccess,
  name: 'Arrastar para dentro de outra',
  play: async ({ canvas, loaded }) => {
    await canvas.findByRole('list', { name: 'Categorias' })
    const row = (name: string) =>
      canvas.getByRole('button', { name: `Mover ${name}` }).closest('li')!
    const target = row('Camisetas')
    const box = target.getBoundingClientRect()
    fireEvent.dragStart(row('Sandálias'))
    fireEvent.dragOver(target, { clientY: box.top + box.height / 2 })
    fireEvent.drop(target, { clientY: box.top + box.height / 2 })
    await expectCalled(apiOf(loaded).catalogue.moveCategory, 101, 7, {
      parent_id: 2,
      position: 1,
    })
    await waitFor(() =>
      expect(outline(canvas).slice(0, 4)).toEqual([
        'Roupas',
        '  Camisetas',
        '    Manga longa',
        '    Sandálias',
      ]),
    )
  },
}

/** A new category goes at the end of where it is put. */
export const CreateCategory: Story = {
  ...matrix.WriteSuccess,
  name: 'Nova categoria',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Nova categoria' }))
    const dialog = await findDialog('Nova categoria')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Nome/ }), 'Promoções')
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Dentro de' }), 'Acessórios')
    await userEvent.click(dialog.getByRole('button', { name: 'Criar categoria' }))
    await expectCalled(apiOf(loaded).catalogue.createCategory, 101, {
      name: 'Promoções',
      slug: '',
      parent_id: 8,
      in_menu: true,
    })
    await expectNotified('Categoria «Promoções» criada.')
    await waitFor(() => expect(outline(canvas)).toContain('  Promoções'))
  },
}

/** The menu switch saves at once. */
export const ShowInMenu: Story = {
  ...matrix.WriteSuccess,
  name: 'Mostrar no menu',
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Mostrar Bonés no menu' }))
    await expectCalled(apiOf(loaded).catalogue.updateCategory, 101, 10, {
      name: 'Bonés',
      slug: 'bones',
      in_menu: true,
    })
    await expectNotified('«Bonés» aparece no menu da loja.')
    await waitFor(() =>
      expect(canvas.getByRole('switch', { name: 'Mostrar Bonés no menu' })).toBeChecked(),
    )
  },
}

/** On a phone the rows wrap: the handle, the name and the actions stay reachable. */
export const Phone: Story = {
  ...matrix.WriteSuccess,
  ...onPhone(matrix.WriteSuccess),
  name: 'No celular',
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Categorias' })
    await expect(canvas.getByRole('button', { name: 'Renomear Manga longa' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Mover Manga longa' })).toBeVisible()
  },
}
