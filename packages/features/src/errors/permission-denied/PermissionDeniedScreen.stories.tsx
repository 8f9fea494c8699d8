import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { navigationSpy } from '../../testing/navigation-spy.tsx'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { apiOf, expectCalled } from '../../testing/story-context.ts'
import { PermissionDeniedScreen } from './PermissionDeniedScreen.tsx'

const { navigate, ...watchNavigation } = navigationSpy()

const meta = {
  title: 'Errors/Permission denied',
  component: PermissionDeniedScreen,
  args: { appId: 101 },
  ...watchNavigation,
} satisfies Meta<typeof PermissionDeniedScreen>
export default meta
type Story = StoryObj<typeof meta>

/* The screen loads nothing: its one state is idle, whatever the server would answer. */
const matrix = screenMatrix({ states: ['idle'] })

/** What happened, what to do about it, and two ways out; nothing asked of the server. */
export const Idle: Story = {
  ...matrix.Idle,
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Permissão negada' })).toBeVisible()
    await expect(canvas.getByText(/^Você não tem acesso a esta área da loja\./)).toHaveTextContent(
      /peça ao proprietário da loja para liberar o acesso em Configurações › Usuários e permissões\.$/,
    )
    await expect(canvas.getByRole('link', { name: 'Ir para a visão geral' })).toHaveAttribute(
      'href',
      '/101/overview',
    )
    await expect(canvas.getByRole('link', { name: 'Trocar de loja' })).toHaveAttribute(
      'href',
      '/apps',
    )
    const api = apiOf(loaded)
    for (const method of [api.apps.get, api.apps.list, api.control.me]) {
      await expect(method).not.toHaveBeenCalled()
    }
  },
}

/** "Trocar de loja" goes to the list of stores, inside the panel. */
export const SwitchStore: Story = {
  ...matrix.Idle,
  name: 'Idle · switch store',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Trocar de loja' }))
    await expectCalled(navigate, '/apps')
  },
}
