import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { SwitchAccountDialog } from './SwitchAccountDialog.tsx'

const meta = {
  title: 'Auth/SwitchAccountDialog',
  component: SwitchAccountDialog,
  args: {
    current: { name: 'Ana Souza', email: 'ana@loja.com.br' },
    candidate: { name: 'Bruno Lima', email: 'bruno@loja.com.br' },
    onSwitch: fn(),
    onKeep: fn(),
  },
} satisfies Meta<typeof SwitchAccountDialog>
export default meta
type Story = StoryObj<typeof meta>

const dialog = () => within(document.body).getByRole('alertdialog')

/** Names both accounts; focus starts on keeping the current one, the safe choice. */
export const Default: Story = {
  play: async () => {
    // The dialog fades in: visible once its opening animation has run.
    await waitFor(() =>
      expect(
        within(dialog()).getByText(
          'Você está conectado como Ana Souza (ana@loja.com.br). Entrar como Bruno Lima (bruno@loja.com.br)?',
        ),
      ).toBeVisible(),
    )
    await waitFor(() =>
      expect(within(dialog()).getByRole('button', { name: 'Manter a conta atual' })).toHaveFocus(),
    )
  },
}

export const Switch: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Trocar de conta' }))
    await expect(args.onSwitch).toHaveBeenCalledOnce()
    await expect(args.onKeep).not.toHaveBeenCalled()
  },
}

export const Keep: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Manter a conta atual' }))
    await expect(args.onKeep).toHaveBeenCalledOnce()
    await expect(args.onSwitch).not.toHaveBeenCalled()
  },
}

/** An account without a name is named by its e-mail, once. */
export const Unnamed: Story = {
  args: { candidate: { name: '', email: 'leitura@vitrine.dev' } },
  play: async () => {
    await waitFor(() =>
      expect(
        within(dialog()).getByText(
          'Você está conectado como Ana Souza (ana@loja.com.br). Entrar como leitura@vitrine.dev?',
        ),
      ).toBeVisible(),
    )
  },
}
