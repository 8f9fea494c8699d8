import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectNotified,
  findDialog,
  rowOf,
  withOpenDialog,
} from '../../testing/story-context.ts'
import { ClustersScreen } from './ClustersScreen.tsx'

const meta = {
  title: 'Layout/Clusters',
  component: ClustersScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof ClustersScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao layout da loja',
    untouched: (api) => [api.clusters.list],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Novo cluster' })],
  },
  pending: 'Carregando os clusters',
  error: {
    text: 'Não foi possível carregar os clusters',
    retry: (api) => api.clusters.list,
  },
  empty: 'Nenhum cluster ainda',
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

/** The list: kind, count (an automatic cluster's counted now), situation and code. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvasElement }) => {
    const summer = await rowOf(canvasElement, 'Mais vendidos do verão')
    await expect(summer.getByText('Manual')).toBeVisible()
    await expect(summer.getByText('8 produtos')).toBeVisible()
    const sale = await rowOf(canvasElement, 'Em promoção')
    await expect(sale.getByText('Automático')).toBeVisible()
    await expect(sale.getByText(/^[1-9]\d* produtos?$/)).toBeVisible()
    const christmas = await rowOf(canvasElement, 'Presentes de Natal')
    await expect(christmas.getByText('Inativo')).toBeVisible()
  },
}

/** Read level opens a cluster to see it, and has nothing to create, save or delete. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  parameters: { ...matrix.ReadSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, canvas }) => {
    const summer = await rowOf(canvasElement, 'Mais vendidos do verão')
    await expect(canvas.queryByRole('button', { name: 'Novo cluster' })).not.toBeInTheDocument()
    await expect(summer.queryByRole('button', { name: /^Excluir/ })).not.toBeInTheDocument()
    await userEvent.click(summer.getByRole('button', { name: 'Ver Mais vendidos do verão' }))
    const dialog = await findDialog('Cluster')
    const chosen = within(await dialog.findByRole('list', { name: 'Produtos escolhidos' }))
    await expect(chosen.getAllByRole('listitem')).toHaveLength(8)
    await expect(dialog.queryByRole('button', { name: 'Salvar cluster' })).not.toBeInTheDocument()
    await expect(dialog.queryByLabelText('Buscar produtos')).not.toBeInTheDocument()
  },
}

/** A manual cluster: products found by the catalogue's search, added, reordered, saved in order. */
export const WriteCreateManual: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · new manual cluster',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    await userEvent.click(await canvas.findByRole('button', { name: 'Novo cluster' }))
    const dialog = await findDialog('Novo cluster')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Nome/ }), 'Camisetas da estação')
    await userEvent.type(dialog.getByRole('searchbox', { name: /^Buscar produtos/ }), 'camiseta')
    const found = within(await dialog.findByRole('list', { name: 'Produtos encontrados' }))
    await userEvent.click(found.getByRole('button', { name: 'Adicionar Camiseta Básica Algodão' }))
    await userEvent.click(
      found.getByRole('button', { name: 'Adicionar Camiseta Estampada Ipanema' }),
    )
    await expect(
      found.getByRole('button', { name: 'Adicionar Camiseta Básica Algodão' }),
    ).toBeDisabled()
    await userEvent.click(dialog.getByRole('button', { name: 'Subir Camiseta Estampada Ipanema' }))
    await expect(dialog.getByRole('heading', { name: 'Produtos do cluster (2)' })).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar cluster' }))
    await expectCalled(api.clusters.create, 101, {
      name: 'Camisetas da estação',
      slug: '',
      description: '',
      active: true,
      kind: 'manual',
      product_ids: [2, 1],
      conditions: [],
    })
    await expectNotified('Cluster «Camisetas da estação» salvo.')
    const row = await rowOf(canvas.getByRole('table').parentElement!, 'Camisetas da estação')
    await expect(row.getByText('2 produtos')).toBeVisible()
  },
}

/** An automatic cluster: its rules with the catalogue's live count; «Cluster» is not offered. */
export const WriteCreateAutomatic: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · new automatic cluster',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    await userEvent.click(await canvas.findByRole('button', { name: 'Novo cluster' }))
    const dialog = await findDialog('Novo cluster')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Nome/ }), 'Tênis')
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^Tipo/ }), 'automatic')
    await userEvent.click(await dialog.findByRole('button', { name: 'Adicionar condição' }))
    const row = within(dialog.getByRole('listitem', { name: 'Condição 1' }))
    const attribute = row.getByRole('combobox', { name: /^Atributo/ })
    await expect(
      within(attribute).queryByRole('option', { name: 'Cluster' }),
    ).not.toBeInTheDocument()
    await userEvent.selectOptions(
      await row.findByRole('combobox', { name: /^Categoria/ }),
      '— Tênis',
    )
    await expect(
      await dialog.findByText(/^\d+ produtos? combina(m)? com estas condições\.$/),
    ).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar cluster' }))
    await expectCalled(
      api.clusters.create,
      101,
      expect.objectContaining({
        kind: 'automatic',
        product_ids: [],
        conditions: [{ attribute: 'categories.id', condition: '=', value: 6 }],
      }),
    )
    await expectNotified('Cluster «Tênis» salvo.')
  },
}

/** Deleting a cluster in use says where (a CMS shelf, a feed) and asks before deleting. */
export const WriteDeleteInUse: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · delete a cluster in use',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    const api = apiOf(loaded)
    const summer = await rowOf(canvasElement, 'Mais vendidos do verão')
    await userEvent.click(summer.getByRole('button', { name: 'Excluir Mais vendidos do verão' }))
    const dialog = await findDialog('Excluir o cluster «Mais vendidos do verão»?', 'alertdialog')
    // Found again at each try: the list may render again while the usage arrives.
    const place = (text: string) =>
      within(dialog.getByRole('list', { name: 'Onde o cluster é usado' })).getByText(text)
    await waitFor(() =>
      expect(place('Página «home» › Vitrine principal: Mais vendidos')).toBeVisible(),
    )
    await waitFor(() => expect(place('Feed de produtos «Google Shopping — verão»')).toBeVisible())
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir mesmo assim' }))
    await expectCalled(api.clusters.remove, 101, 1)
    await expectNotified('Cluster «Mais vendidos do verão» excluído.')
    await waitFor(() =>
      expect(within(canvasElement).queryByText('Mais vendidos do verão')).not.toBeInTheDocument(),
    )
  },
}
