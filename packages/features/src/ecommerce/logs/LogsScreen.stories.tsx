import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { apiOf, expectLastCalled, withOpenDialog } from '../../testing/story-context.ts'
import { EcommerceLogsScreen } from './LogsScreen.tsx'

const meta = {
  title: 'E-commerce/Logs',
  component: EcommerceLogsScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof EcommerceLogsScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao e-commerce',
    untouched: (api) => [api.ecommerceLogs.listLogs],
    absent: (canvas) => [canvas.queryByRole('search')],
  },
  pending: 'Carregando os registros',
  error: {
    text: 'Não foi possível carregar os registros',
    retry: (api) => api.ecommerceLogs.listLogs,
  },
  empty: 'Nenhum registro ainda.',
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

const subjects = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: /^Registros/ }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[data-part="subject"]')?.textContent)

export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: /^Registros/ })
    await expect(subjects(canvasElement)).toEqual([
      'joana@example.com',
      'BEMVINDO10',
      'Google Shopping',
      'Publicação nº 1',
      'Configurações da plataforma',
    ])
  },
}

/** The kind filter goes to the server; an entry opens with its detail, readable. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: /^Registros/ })
    await userEvent.selectOptions(canvas.getByLabelText('Tipo'), 'Publicação')
    const api = apiOf(loaded)
    await expectLastCalled(api.ecommerceLogs.listLogs, 101, { kind: 'publish' })
    await waitFor(() => expect(subjects(canvasElement)).toEqual(['Publicação nº 1']))
    await userEvent.click(canvas.getByRole('button', { name: /Publicação nº 1/ }))
    const dialog = await screen.findByRole('dialog')
    // The dialog fades in: its rows count as visible once it has.
    await waitFor(() => expect(within(dialog).getByText('Configurações')).toBeVisible())
    await expect(within(dialog).getByText('Nome da loja, Domínio')).toBeVisible()
    await expect(within(dialog).getByText('Elementos alterados')).toBeVisible()
  },
}

/** Words that match nothing say so, and offer to clear the filters. */
export const NoResults: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · no results for the filters',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: /^Registros/ })
    await userEvent.type(canvas.getByLabelText('Buscar'), 'nada disso')
    await expect(await canvas.findByText('Nenhum registro com esses filtros.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }))
    await waitFor(() => expect(subjects(canvasElement)).toHaveLength(5))
  },
}
