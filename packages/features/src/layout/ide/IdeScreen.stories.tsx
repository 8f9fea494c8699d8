import type { Meta, StoryObj } from '@storybook/react-vite'
import type { FixtureApi } from '@vitrine/api/fixture'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectNotified,
  findDialog,
  storageOf,
  withOpenDialog,
  type PlayContext,
} from '../../testing/story-context.ts'
import { IdeScreen } from './IdeScreen.tsx'

const meta = {
  title: 'Layout/IDE',
  component: IdeScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof IdeScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao layout da loja',
    title: 'Desenvolvimento (IDE)',
    untouched: (api) => [api.themeFiles.tree, api.themeFiles.read],
  },
  pending: 'Carregando os arquivos do tema',
  error: {
    text: 'Não foi possível carregar os arquivos do tema',
    retry: (api) => api.themeFiles.tree,
  },
  empty: 'O tema ainda não tem arquivos',
})

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const ReadError: Story = matrix.ReadError
export const ReadEmpty: Story = matrix.ReadEmpty
export const WritePending: Story = matrix.WritePending
export const WriteError: Story = matrix.WriteError
export const WriteEmpty: Story = matrix.WriteEmpty

const PRODUCT = 'templates/produto.html'

const treeItem = (canvas: PlayContext['canvas'], name: string) =>
  canvas.findByRole('treeitem', { name })

/** Opens a file from the tree (its folder first) and waits for its editor. */
async function openFile(canvas: PlayContext['canvas'], path: string) {
  const parts = path.split('/')
  for (const folder of parts.slice(0, -1)) {
    const item = await treeItem(canvas, folder)
    if (item.getAttribute('aria-expanded') !== 'true') await userEvent.click(item)
  }
  await userEvent.click(await treeItem(canvas, parts.at(-1)!))
  const editor = await canvas.findByRole('textbox', { name: `Conteúdo de ${path}` })
  await languageApplied(editor)
  return editor
}

/** The editor has its language (colours), so screenshots do not catch it half-way. */
async function languageApplied(editor: HTMLElement) {
  const root = editor.closest<HTMLElement>('[data-slot="code-editor"]')!
  await waitFor(() => expect(root).toHaveAttribute('data-language'))
}

/** Types at the end of the editor's text. */
async function typeAtEnd(editor: HTMLElement, text: string) {
  await userEvent.click(editor)
  await userEvent.keyboard(`{Control>}{End}{/Control}${text}`)
}

/** Another session saves the file on the server: its version moves on. */
function savedElsewhere(api: FixtureApi, path: string, content: string) {
  const entry = api.state.themeFiles.entries.find((item) => item.path === path)!
  entry.version += 1
  entry.content = content
  entry.size = content.length
  entry.updated_by = 'Bruno Costa'
  entry.versions.push({
    version: entry.version,
    size: content.length,
    content,
    author: 'Bruno Costa',
    created_at: '2026-03-10T12:30:00.000Z',
  })
}

const tab = (name: string) => screen.findByRole('tab', { name: new RegExp(`^${name}`) })

/** Read level: the tree and a file, read-only; no action that changes the theme. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvas, loaded }) => {
    await expect(await treeItem(canvas, 'README.md')).toBeVisible()
    await expect(canvas.getByText(/para alterá-los, é preciso permissão de edição/)).toBeVisible()
    await expect(canvas.queryByRole('toolbar', { name: 'Ações dos arquivos' })).toBeNull()
    const editor = await openFile(canvas, 'README.md')
    await expect(editor).toHaveAttribute('aria-readonly', 'true')
    await expect(canvas.queryByRole('button', { name: /Salvar/ })).toBeNull()
    await expectCalled(apiOf(loaded).themeFiles.read, 101, 'README.md')
  },
}

/** Write level: folders first, then files, each level by name; the actions' toolbar. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvas }) => {
    const tree = await canvas.findByRole('tree', { name: 'Arquivos do tema' })
    const top = within(tree)
      .getAllByRole('treeitem')
      .map((item) => item.getAttribute('aria-label'))
    await expect(top.slice(0, 3)).toEqual(['assets', 'config', 'dados'])
    await expect(top.at(-1)).toBe('README.md')
    await expect(canvas.getByRole('toolbar', { name: 'Ações dos arquivos' })).toBeVisible()
    await expect(canvas.getByText('Nenhum arquivo aberto')).toBeVisible()
  },
}

/** Typing marks the tab (and the tree) unsaved; Ctrl+S saves on the version it was typed on. */
export const EditAndSave: Story = {
  ...matrix.WriteSuccess,
  name: 'Edit and save',
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    const editor = await openFile(canvas, PRODUCT)
    await typeAtEnd(editor, '<!-- revisado -->')
    await expect(await tab('produto.html')).toHaveAccessibleName('produto.html não salvo')
    await expect(await treeItem(canvas, 'produto.html, não salvo')).toBeVisible()
    // The draft is kept in storage on every change (a reload brings it back).
    const stored = storageOf(loaded).get(`vitrine:ide:101:draft:${PRODUCT}`)
    await expect(stored).toContain('<!-- revisado -->')
    await userEvent.keyboard('{Control>}s{/Control}')
    await waitFor(() =>
      expect(api.themeFiles.save).toHaveBeenCalledWith(101, {
        path: PRODUCT,
        content: expect.stringMatching(/<!-- revisado -->$/),
        base_version: 3,
      }),
    )
    await expectNotified('produto.html salvo.')
    await expect(await tab('produto.html')).toHaveAccessibleName('produto.html')
    await expect(canvas.getByText(/^Versão 4 · salva por Ana Lima/)).toBeVisible()
    await expect(storageOf(loaded).get(`vitrine:ide:101:draft:${PRODUCT}`)).toBeNull()
    editor.blur()
  },
}

/** Saved in another session meanwhile: the diff opens; "Manter a minha" saves over it. */
export const ConflictKeepMine: Story = {
  ...matrix.WriteSuccess,
  name: 'Conflict: keep mine',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    const editor = await openFile(canvas, PRODUCT)
    savedElsewhere(api, PRODUCT, '<p>da outra aba</p>\n')
    await typeAtEnd(editor, 'minha linha')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    const dialog = await findDialog('Este arquivo foi salvo em outra sessão')
    await waitFor(() =>
      expect(dialog.getByText(/a versão 4 foi salva por Bruno Costa/)).toBeVisible(),
    )
    await expect(
      await dialog.findByRole('textbox', { name: 'No servidor (versão 4)' }),
    ).toHaveTextContent('da outra aba')
    await expect(dialog.getByRole('textbox', { name: 'A sua' })).toHaveTextContent('minha linha')
    await userEvent.click(dialog.getByRole('button', { name: 'Manter a minha' }))
    await waitFor(() =>
      expect(api.themeFiles.save).toHaveBeenLastCalledWith(101, {
        path: PRODUCT,
        content: expect.stringMatching(/minha linha$/),
        base_version: 4,
      }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(api.state.themeFiles.entries.find((e) => e.path === PRODUCT)).toMatchObject({
      version: 5,
      content: expect.stringMatching(/minha linha$/),
    })
  },
}

/** "Usar a do servidor": the editor takes the other session's copy; nothing is saved. */
export const ConflictTakeTheirs: Story = {
  ...matrix.WriteSuccess,
  name: 'Conflict: take theirs',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    const editor = await openFile(canvas, PRODUCT)
    savedElsewhere(api, PRODUCT, '<p>da outra aba</p>\n')
    await typeAtEnd(editor, 'x')
    await userEvent.keyboard('{Control>}s{/Control}')
    const dialog = await findDialog('Este arquivo foi salvo em outra sessão')
    await userEvent.click(dialog.getByRole('button', { name: 'Usar a do servidor' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The editor is made again with the server's text.
    const remade = await canvas.findByRole('textbox', { name: `Conteúdo de ${PRODUCT}` })
    await expect(remade).toHaveTextContent('da outra aba')
    await languageApplied(remade)
    await expect(await tab('produto.html')).toHaveAccessibleName('produto.html')
    await expect(api.themeFiles.save).toHaveBeenCalledTimes(1)
  },
}

/** The history lists every version; one is compared with the editor and restored as a new one. */
export const HistoryAndRestore: Story = {
  ...matrix.WriteSuccess,
  name: 'History and restore',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    await openFile(canvas, PRODUCT)
    await userEvent.click(canvas.getByRole('button', { name: 'Histórico' }))
    const dialog = await findDialog(`Histórico de ${PRODUCT}`)
    const versions = within(dialog.getByRole('list', { name: 'Versões' }))
    await expect(versions.getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^Versão 3/),
      expect.stringMatching(/^Versão 2/),
      expect.stringMatching(/^Versão 1/),
    ])
    await userEvent.click(versions.getByRole('button', { name: /^Versão 1/ }))
    await expect(await dialog.findByRole('textbox', { name: 'Versão 1' })).toHaveTextContent(
      '<button class="comprar">Comprar</button>',
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Restaurar versão 1' }))
    const confirm = await findDialog('Restaurar a versão 1?', 'alertdialog')
    await userEvent.click(confirm.getByRole('button', { name: 'Restaurar' }))
    await expectCalled(api.themeFiles.restore, 101, { path: PRODUCT, version: 1 })
    await expectNotified('Versão restaurada: agora é a versão 4.')
    await userEvent.keyboard('{Escape}')
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: `Conteúdo de ${PRODUCT}` })).toHaveTextContent(
        '<button class="comprar">Comprar</button>',
      ),
    )
    await languageApplied(canvas.getByRole('textbox', { name: `Conteúdo de ${PRODUCT}` }))
  },
}

/** A new file, renamed, moved to another folder and deleted after a confirmation. */
export const CreateRenameMoveDelete: Story = {
  ...matrix.WriteSuccess,
  name: 'Create, rename, move and delete',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    await userEvent.click(await treeItem(canvas, 'snippets'))
    await userEvent.click(canvas.getByRole('button', { name: 'Novo arquivo' }))
    let dialog = await findDialog('Novo arquivo')
    const path = dialog.getByRole('textbox', { name: /Caminho/ })
    await expect(path).toHaveValue('snippets/')
    await userEvent.type(path, '../fora.html')
    await userEvent.click(dialog.getByRole('button', { name: 'Criar' }))
    await expect(
      await dialog.findByText('Use nomes de pasta de verdade: . e .. não são aceitos.'),
    ).toBeVisible()
    await expect(api.themeFiles.create).not.toHaveBeenCalled()
    await userEvent.clear(path)
    await userEvent.type(path, 'snippets/banner.html')
    await userEvent.click(dialog.getByRole('button', { name: 'Criar' }))
    await expectCalled(api.themeFiles.create, 101, { path: 'snippets/banner.html', kind: 'file' })
    await expect(await tab('banner.html')).toBeVisible()

    await userEvent.click(await treeItem(canvas, 'banner.html'))
    await userEvent.click(canvas.getByRole('button', { name: 'Renomear snippets/banner.html' }))
    dialog = await findDialog('Renomear')
    const name = dialog.getByRole('textbox', { name: /Novo nome/ })
    await userEvent.clear(name)
    await userEvent.type(name, 'banner-topo.html')
    await userEvent.click(dialog.getByRole('button', { name: 'Renomear' }))
    await expectCalled(api.themeFiles.move, 101, {
      from: 'snippets/banner.html',
      to: 'snippets/banner-topo.html',
    })
    await expect(await tab('banner-topo.html')).toBeVisible()

    await userEvent.click(
      canvas.getByRole('button', { name: 'Mover snippets/banner-topo.html para…' }),
    )
    dialog = await findDialog('Mover para…')
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: 'Pasta de destino' }),
      'templates',
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Mover' }))
    await expectCalled(api.themeFiles.move, 101, {
      from: 'snippets/banner-topo.html',
      to: 'templates/banner-topo.html',
    })

    await userEvent.click(
      canvas.getByRole('button', { name: 'Excluir templates/banner-topo.html' }),
    )
    const confirm = await findDialog('Excluir templates/banner-topo.html?', 'alertdialog')
    await userEvent.click(confirm.getByRole('button', { name: 'Excluir' }))
    await expectCalled(api.themeFiles.remove, 101, 'templates/banner-topo.html')
    await waitFor(() => expect(screen.queryByRole('tab', { name: /banner-topo/ })).toBeNull())
  },
}

/** Search across files: a result opens its file at the line. */
export const SearchAcrossFiles: Story = {
  ...matrix.WriteSuccess,
  name: 'Search across files',
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Buscar' }))
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar nos arquivos' }), 'PARCELAS')
    const results = within(await canvas.findByRole('list', { name: 'Resultados da busca' }))
    await expect(canvas.getByText(/linhas? em \d+ arquivos?/)).toBeVisible()
    await expectCalled(apiOf(loaded).themeFiles.search, 101, 'PARCELAS')
    await userEvent.click(results.getByRole('button', { name: /config\/tema\.json, linha 6/ }))
    const editor = await canvas.findByRole('textbox', { name: 'Conteúdo de config/tema.json' })
    await languageApplied(editor)
    await waitFor(() => expect(editor).toHaveFocus())
    await waitFor(() =>
      expect(editor.querySelector('.cm-activeLine')?.textContent).toContain('mostrar_parcelas'),
    )
    editor.blur()
  },
}

/** The tree by keyboard: arrows move and open folders, Enter opens a file. */
export const TreeByKeyboard: Story = {
  ...matrix.WriteSuccess,
  name: 'Tree by keyboard',
  play: async ({ canvas }) => {
    const assets = await treeItem(canvas, 'assets')
    assets.focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(assets).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{ArrowRight}')
    await expect(await treeItem(canvas, 'css')).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}')
    const editor = await canvas.findByRole('textbox', {
      name: 'Conteúdo de assets/css/checkout.css',
    })
    await languageApplied(editor)
    await userEvent.click(await treeItem(canvas, 'checkout.css'))
    await userEvent.keyboard('{ArrowLeft}')
    await expect(await treeItem(canvas, 'css')).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(await treeItem(canvas, 'css')).toHaveAttribute('aria-expanded', 'false')
  },
}

/** A tab with changes asks before closing; a reload brings back tabs and drafts. */
export const DraftsSurviveAndCloseAsks: Story = {
  ...matrix.WriteSuccess,
  name: 'Drafts survive; closing asks',
  parameters: {
    ...matrix.WriteSuccess.parameters,
    ...withOpenDialog,
    storage: {
      'vitrine:ide:101:tabs': JSON.stringify(['README.md', PRODUCT]),
      [`vitrine:ide:101:draft:${PRODUCT}`]: JSON.stringify({
        content: '<p>rascunho de ontem</p>\n',
        base_version: 3,
      }),
    },
  },
  play: async ({ canvas, canvasElement, loaded }) => {
    await expect(await tab('README.md')).toBeVisible()
    await expect(await tab('produto.html')).toHaveAccessibleName('produto.html não salvo')
    await userEvent.click(await tab('produto.html'))
    const editor = await canvas.findByRole('textbox', { name: `Conteúdo de ${PRODUCT}` })
    await expect(editor).toHaveTextContent('rascunho de ontem')
    await languageApplied(editor)
    // The × beside the tab (the mouse's way); Delete on the tab is the keyboard's.
    await userEvent.click(canvasElement.querySelector(`[data-close="${PRODUCT}"]`)!)
    const confirm = await findDialog('Fechar produto.html sem salvar?', 'alertdialog')
    await userEvent.click(confirm.getByRole('button', { name: 'Cancelar' }))
    const productTab = await tab('produto.html')
    productTab.focus()
    await userEvent.keyboard('{Delete}')
    await userEvent.click(
      (await findDialog('Fechar produto.html sem salvar?', 'alertdialog')).getByRole('button', {
        name: 'Descartar e fechar',
      }),
    )
    await waitFor(() => expect(screen.queryByRole('tab', { name: /produto/ })).toBeNull())
    await expect(storageOf(loaded).get(`vitrine:ide:101:draft:${PRODUCT}`)).toBeNull()
  },
}
