import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { apiOf, expectNotified, withOpenDialog } from '../../testing/story-context.ts'
import { PublishScreen } from './PublishScreen.tsx'

const meta = {
  title: 'E-commerce/Publish',
  component: PublishScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof PublishScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao e-commerce',
    untouched: (api) => [api.ecommercePublish.getStatus, api.ecommercePublish.listPublications],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Publicar' })],
  },
  pending: 'Carregando as alterações pendentes',
  error: {
    text: 'Não foi possível carregar as alterações pendentes',
    retry: (api) => api.ecommercePublish.getStatus,
  },
  empty: 'Nenhuma publicação ainda.',
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

/** Nothing pending before the first publication: no button, said plainly. */
export const WriteEmpty: Story = {
  ...matrix.WriteEmpty,
  play: async (context) => {
    await matrix.WriteEmpty.play(context)
    const canvas = within(context.canvasElement)
    await expect(canvas.getByText('Tudo publicado: nenhuma alteração pendente.')).toBeVisible()
    await expect(canvas.getByText('A loja ainda não foi publicada.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument()
  },
}

/** Read level sees what is pending and the history, but cannot publish. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const pending = await canvas.findByRole('list', { name: 'O que será publicado' })
    await expect(
      within(pending)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2 páginas alteradas',
      '3 elementos alterados',
      '1 elemento removido',
      'Configurações: Nome da loja, Telefone de contato',
    ])
    await expect(canvas.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument()
    await expect(await canvas.findByText(/Publicação nº 1/)).toBeVisible()
  },
}

/** Publish asks first, then the pending list empties and the history gains the publication. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Publicar' }))
    const dialog = await screen.findByRole('alertdialog')
    await expect(within(dialog).getByText('Publicar a loja?')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publicar agora' }))
    const api = apiOf(loaded)
    await waitFor(() => expect(api.ecommercePublish.publish).toHaveBeenCalledWith(101))
    await expectNotified('Loja publicada: as alterações já estão no ar.')
    await expect(
      await canvas.findByText('Tudo publicado: nenhuma alteração pendente.'),
    ).toBeVisible()
    await expect(await canvas.findByText(/Publicação nº 2/)).toBeVisible()
  },
}
