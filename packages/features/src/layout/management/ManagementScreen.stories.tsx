import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { largeCmsState, sampleApps } from '@vitrine/api/fixture'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectNoButtons,
  expectNotified,
  findDialog,
  onPhone,
  withFixture,
  withOpenDialog,
  type PlayContext,
} from '../../testing/story-context.ts'
import { ManagementScreen } from './ManagementScreen.tsx'

const meta = {
  title: 'Layout/Management',
  component: ManagementScreen,
  args: { appId: 101, level: 'write', pageslug: 'home' },
} satisfies Meta<typeof ManagementScreen>
export default meta
type Story = StoryObj<typeof meta>

/** The empty variant has no stores; the CMS's empty pages still belong to the sample store. */
const withStores = <S extends Parameters<typeof withFixture>[0]>(story: S) =>
  withFixture(story, { state: { apps: { apps: structuredClone(sampleApps) } } })

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao layout da loja',
    title: 'Página de layout (CMS)',
    untouched: (api) => [api.apps.get, api.cms.menu, api.cms.page],
    absent: (canvas) => [
      canvas.queryByRole('button', { name: 'Novo elemento' }),
      canvas.queryByRole('combobox', { name: 'Página' }),
    ],
  },
  pending: 'Carregando a página',
  error: {
    text: 'Não foi possível carregar o layout da loja',
    retry: (api) => api.apps.get,
  },
  empty: 'Esta página ainda não tem elementos.',
})

const HOME_PAGE_ID = 1101

/** A placeholder's rows, by title, in the order shown. */
const titlesIn = (canvas: PlayContext['canvas'], placeholder: string) =>
  within(canvas.getByRole('list', { name: new RegExp(`^${placeholder}`) }))
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('aria-label'))

/** The preview's elements of a placeholder, by name, in the order shown. */
const previewTitles = (placeholder: string) =>
  within(screen.getByRole('region', { name: `Espaço ${placeholder}` }))
    .queryAllByRole('article')
    .map((article) => article.getAttribute('aria-label'))

async function expectHomePage({ canvas }: PlayContext) {
  await waitFor(() =>
    expect(titlesIn(canvas, 'Destaques')).toEqual([
      'Mais vendidos de camisetas',
      'Compre por categoria',
      'Promoções da semana',
      'Lançamentos para clientes',
    ]),
  )
  await expect(titlesIn(canvas, 'Banner principal')).toEqual([
    'Coleção de verão',
    'Carrossel de ofertas',
  ])
  await expect(
    within(canvas.getByRole('listitem', { name: 'Black Friday' })).getByText(
      'De 27/11/2026 a 30/11/2026',
    ),
  ).toBeVisible()
  await expect(canvas.getByRole('combobox', { name: 'Página' })).toHaveValue('home')
  // The disabled element stays out of the preview until asked for.
  await expect(previewTitles('Destaques')).toEqual([
    'Mais vendidos de camisetas',
    'Compre por categoria',
    'Lançamentos para clientes',
  ])
}

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError
export const ReadEmpty: Story = withStores(matrix.ReadEmpty)
export const WriteEmpty: Story = withStores(matrix.WriteEmpty)

/** Read level: every element and the preview; no switch, move or change offered. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async (context) => {
    await expectHomePage(context)
    const { canvas } = context
    await expect(canvas.getByText(/Você pode consultar os elementos/)).toBeVisible()
    await expectNoButtons(canvas, 'Novo elemento', 'Mover «Coleção de verão» para baixo')
    await expect(canvas.getByRole('switch', { name: 'Ativo: Coleção de verão' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Ver «Sobre a loja»' }))
    const form = await canvas.findByRole('form', { name: 'Elemento: Texto simples' })
    await expect(within(form).getByRole('textbox', { name: /^Texto/ })).toBeDisabled()
    await expect(within(form).queryByRole('button', { name: 'Salvar elemento' })).toBeNull()
  },
}

export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async (context) => {
    await expectHomePage(context)
    await expect(context.canvas.getByRole('link', { name: 'SEO da página' })).toHaveAttribute(
      'href',
      '/101/layout/management/home/seo',
    )
  },
}

/** The status switch is the action call; the preview shows the element at once. */
export const SwitchStatus: Story = {
  ...matrix.WriteSuccess,
  name: 'Ativar um elemento',
  play: async ({ canvas, loaded }) => {
    const toggle = await canvas.findByRole('switch', { name: 'Ativo: Promoções da semana' })
    await expect(toggle).not.toBeChecked()
    await userEvent.click(toggle)
    await expectCalled(apiOf(loaded).cms.action, 11, 'status', {
      page_id: HOME_PAGE_ID,
      content_id: 5,
    })
    await waitFor(() => expect(toggle).toBeChecked())
    await expectNotified('Elemento «Promoções da semana» ativado.')
    await waitFor(() => expect(previewTitles('Destaques')).toContain('Promoções da semana'))
  },
}

/** Swaps stage a new order: the list and the preview follow; "Salvar ordem" sends it. */
export const SaveOrder: Story = {
  ...matrix.WriteSuccess,
  name: 'Reordenar e salvar',
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Mover «Compre por categoria» para cima' }),
    )
    const bar = await canvas.findByRole('region', { name: 'Ordem alterada' })
    await expect(titlesIn(canvas, 'Destaques').slice(0, 2)).toEqual([
      'Compre por categoria',
      'Mais vendidos de camisetas',
    ])
    await expect(previewTitles('Destaques').slice(0, 2)).toEqual([
      'Compre por categoria',
      'Mais vendidos de camisetas',
    ])
    // The first of a placeholder cannot go up into the one above.
    await expect(
      canvas.getByRole('button', { name: 'Mover «Compre por categoria» para cima' }),
    ).toBeDisabled()
    await expect(api.cms.order).not.toHaveBeenCalled()
    await userEvent.click(within(bar).getByRole('button', { name: 'Salvar ordem' }))
    await expectCalled(api.cms.order, 11, {
      page_id: HOME_PAGE_ID,
      orders: [1, 2, 4, 3, 5, 6, 7, 8, 9, 10, 11, 12],
    })
    await expectNotified('Ordem salva.')
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Ordem alterada' })).toBeNull())
    await expect(titlesIn(canvas, 'Destaques').slice(0, 2)).toEqual([
      'Compre por categoria',
      'Mais vendidos de camisetas',
    ])
  },
}

/** With the keyboard, the focus stays on the moved element; "Restaurar" goes back. */
export const ResetOrder: Story = {
  ...matrix.WriteSuccess,
  name: 'Reordenar pelo teclado e restaurar',
  play: async ({ canvas, loaded }) => {
    const down = await canvas.findByRole('button', { name: 'Mover «Sobre a loja» para baixo' })
    down.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(titlesIn(canvas, 'Conteúdo')[1]).toBe('Sobre a loja'))
    await waitFor(() =>
      expect(document.activeElement).toBe(
        canvas.getByRole('button', { name: 'Mover «Sobre a loja» para baixo' }),
      ),
    )
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(titlesIn(canvas, 'Conteúdo')[2]).toBe('Sobre a loja'))
    // While an order is staged, nothing adds or removes elements.
    await expect(canvas.getByRole('button', { name: 'Novo elemento' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Restaurar ordem padrão' }))
    await waitFor(() => expect(titlesIn(canvas, 'Conteúdo')[0]).toBe('Sobre a loja'))
    await expect(canvas.queryByRole('region', { name: 'Ordem alterada' })).toBeNull()
    await expect(apiOf(loaded).cms.order).not.toHaveBeenCalled()
  },
}

/** The preview at a phone's width, and the disabled elements shown dimmed on request. */
export const PreviewWidths: Story = {
  ...matrix.WriteSuccess,
  name: 'Prévia: desktop e celular',
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('listitem', { name: 'Coleção de verão' })
    const frame = canvasElement.querySelector('[data-slot="preview-frame"]')!
    await expect(frame).toHaveAttribute('data-width', 'desktop')
    await userEvent.click(canvas.getByRole('radio', { name: 'Celular' }))
    await waitFor(() => expect(frame).toHaveAttribute('data-width', 'mobile'))
    await userEvent.click(canvas.getByRole('switch', { name: 'Mostrar desativados (2)' }))
    await waitFor(() => expect(previewTitles('Destaques')).toContain('Promoções da semana'))
    const off = screen.getByRole('article', { name: 'Promoções da semana' })
    await expect(within(off).getByText('Desativado')).toBeVisible()
  },
}

/** A page of 200 elements: each placeholder's list renders only the rows in view. */
export const LargePage: Story = {
  ...withFixture(matrix.WriteSuccess, { state: { cms: largeCmsState() } }),
  name: 'Página com 200 elementos',
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: /^Destaques/ })
    const rows = within(list).getAllByRole('listitem')
    await expect(rows.length).toBeGreaterThan(0)
    await expect(rows.length).toBeLessThan(30)
    await expect(rows[0]).toHaveAttribute('aria-setsize', '67')
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /para baixo$/ }))
    await expect(await canvas.findByRole('region', { name: 'Ordem alterada' })).toBeVisible()
  },
}

/** Duplicating asks nothing; the copy shows right after the original. */
export const Duplicate: Story = {
  ...matrix.WriteSuccess,
  name: 'Duplicar',
  play: async ({ canvas, loaded }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Duplicar «Coleção de verão»' }),
    )
    await expectCalled(apiOf(loaded).cms.duplicate, 11, 'home', { content_id: 1 })
    await expectNotified('Elemento «Coleção de verão» duplicado.')
    await waitFor(() => expect(titlesIn(canvas, 'Banner principal')).toHaveLength(3))
  },
}

/** Removing asks first. */
export const Remove: Story = {
  ...matrix.WriteSuccess,
  name: 'Remover',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remover «Sobre a loja»' }))
    const confirm = await findDialog('Remover o elemento?', 'alertdialog')
    await userEvent.click(confirm.getByRole('button', { name: 'Remover elemento' }))
    await expectCalled(apiOf(loaded).cms.remove, 11, { page_id: HOME_PAGE_ID, content_id: 7 })
    await expectNotified('Elemento «Sobre a loja» removido.')
    await waitFor(() => expect(titlesIn(canvas, 'Conteúdo')).not.toContain('Sobre a loja'))
  },
}

/** A new element: its kind, then its form; saved with the page's id and placeholder. */
export const CreateText: Story = {
  ...matrix.WriteSuccess,
  name: 'Criar um texto',
  play: async ({ canvas, loaded }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Adicionar elemento em Conteúdo' }),
    )
    await userEvent.click(await canvas.findByRole('button', { name: /^Texto simples/ }))
    const form = within(await canvas.findByRole('form', { name: 'Novo elemento: Texto simples' }))
    await expect(form.getByRole('combobox', { name: /^Espaço da página/ })).toHaveValue('conteudo')
    await userEvent.type(form.getByRole('textbox', { name: /^Título/ }), 'Entrega rápida')
    await userEvent.type(
      form.getByRole('textbox', { name: /^Texto/ }),
      'Pedidos até 14h saem no mesmo dia.',
    )
    // The preview shows the draft, outlined, before the save.
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Entrega rápida' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    )
    await userEvent.click(form.getByRole('button', { name: 'Criar elemento' }))
    await expectCalled(
      apiOf(loaded).cms.save,
      11,
      'text',
      expect.objectContaining({
        page_id: HOME_PAGE_ID,
        placeholder: 'conteudo',
        title: 'Entrega rápida',
        text: 'Pedidos até 14h saem no mesmo dia.',
        status: true,
        new_tab: false,
        visibility_period: null,
      }),
    )
    await expectNotified('Elemento «Entrega rápida» criado.')
    await waitFor(() => expect(titlesIn(canvas, 'Conteúdo')).toContain('Entrega rápida'))
  },
}

/** A store without a layout is offered one with the default pages. */
export const NoLayout: Story = {
  ...matrix.WriteSuccess,
  name: 'Loja sem layout',
  args: { appId: 238 },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('Esta loja ainda não tem um layout.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Criar layout' }))
    await expectCalled(apiOf(loaded).cms.createLayout, 238)
    await expectNotified('Layout criado com as páginas padrão.')
    await expect(await canvas.findByText('Esta página ainda não tem elementos.')).toBeVisible()
  },
}

/** On a phone: the list, then the preview below it. */
export const Phone: Story = {
  ...matrix.WriteSuccess,
  ...onPhone(matrix.WriteSuccess),
  name: 'No celular',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('listitem', { name: 'Coleção de verão' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Prévia' })).toBeInTheDocument()
  },
}

/** A resource of the layout (its colours): no elements, its own fields, saved whole. */
export const ColorsResource: Story = {
  ...matrix.WriteSuccess,
  name: 'Recurso: cores',
  args: { pageslug: 'colors' },
  play: async ({ canvas, loaded }) => {
    const form = within(await canvas.findByRole('form', { name: 'Recurso: Cores' }))
    const primary = form.getByRole('textbox', { name: 'Cor principal' })
    await expect(primary).toHaveValue('#1d4ed8')
    await expect(canvas.queryByRole('button', { name: 'Novo elemento' })).toBeNull()
    await userEvent.clear(primary)
    await userEvent.type(primary, 'verde')
    await userEvent.click(form.getByRole('button', { name: 'Salvar' }))
    await waitFor(() =>
      expect(primary).toHaveAccessibleDescription(/use uma cor no formato #RRGGBB/),
    )
    await userEvent.clear(primary)
    await userEvent.type(primary, '#0f766e')
    await userEvent.click(form.getByRole('button', { name: 'Salvar' }))
    await expectCalled(apiOf(loaded).cms.saveResource, 11, 'colors', {
      primary: '#0f766e',
      secondary: '#f59e0b',
      background: '#ffffff',
      text: '#111827',
    })
    await expectNotified('Cores: alterações salvas.')
  },
}
