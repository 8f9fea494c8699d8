import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { samplePlatforms } from '@vitrine/api/fixture'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  expectNotified,
  rowOf,
  withFixture,
  withOpenDialog,
} from '../../testing/story-context.ts'
import { ManagersScreen } from './ManagersScreen.tsx'

const meta = {
  title: 'Whitelabel/Managers',
  component: ManagersScreen,
} satisfies Meta<typeof ManagersScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  states: ['pending', 'error', 'success'],
  pending: 'Carregando a equipe',
  error: { text: 'Não foi possível carregar a equipe', retry: (api) => api.whitelabel.managers },
})

export const Pending: Story = matrix.Pending
export const Error: Story = matrix.Error

export const Empty: Story = {
  ...withFixture(matrix.Success, {
    state: { whitelabel: { resellers: {}, platforms: samplePlatforms, managers: [] } },
  }),
  name: 'Empty',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ninguém na equipe ainda')).toBeVisible()
  },
}

/** People and invitations; nobody can remove themself. */
export const Success: Story = {
  ...matrix.Success,
  play: async ({ canvasElement, canvas }) => {
    const me = await rowOf(canvasElement, 'Renata Revenda (você)')
    await expect(me.queryByRole('button')).toBeNull()
    const invited = await rowOf(canvasElement, 'nova.pessoa@revenda.example.com')
    await expect(invited.getByText('Convite enviado')).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Convidar/ })).toBeEnabled()
  },
}

/** An unknown address is invited by e-mail and joins the list as "Convite enviado". */
export const Invite: Story = {
  ...matrix.Success,
  name: 'Success · invite',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText('E-mail'), 'ana@parceira.example.com')
    await userEvent.click(canvas.getByRole('button', { name: /Convidar/ }))
    await expectNotified('Convite enviado para ana@parceira.example.com.')
    const row = await rowOf(canvasElement, 'ana@parceira.example.com')
    await expect(row.getByText('Convite enviado')).toBeVisible()
  },
}

/** Removing asks first, then the person leaves the list. */
export const Remove: Story = {
  ...matrix.Success,
  name: 'Success · remove after confirming',
  parameters: { ...matrix.Success.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    const row = await rowOf(canvasElement, 'Paulo Parceiro')
    await userEvent.click(row.getByRole('button', { name: /Remover/ }))
    const dialog = await screen.findByRole('alertdialog')
    await expect(dialog).toHaveTextContent('Remover Paulo Parceiro da equipe?')
    await userEvent.click(await screen.findByRole('button', { name: 'Remover' }))
    await waitFor(() => expect(apiOf(loaded).whitelabel.removeManager).toHaveBeenCalledWith(2))
    await expectNotified('Paulo Parceiro saiu da equipe.')
  },
}
