import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { apiOf, expectNotified } from '../../testing/story-context.ts'
import { SettingsScreen } from './SettingsScreen.tsx'

const meta = {
  title: 'Whitelabel/Settings',
  component: SettingsScreen,
  args: { onSaved: fn() },
} satisfies Meta<typeof SettingsScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  states: ['pending', 'error', 'success'],
  pending: 'Carregando as configurações',
  error: {
    text: 'Não foi possível carregar as configurações da revenda',
    retry: (api) => api.whitelabel.settings,
  },
})

export const Pending: Story = matrix.Pending
export const Error: Story = matrix.Error

/** The brand, contacts, domains, one switch per menu item and the platforms. */
export const Success: Story = {
  ...matrix.Success,
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(/Nome da marca/)).toHaveValue('Revenda Demonstração')
    const menus = canvas.getByRole('list', { name: 'Itens de menu' })
    await expect(within(menus).getAllByRole('switch')).toHaveLength(11)
    await expect(within(menus).getByRole('switch', { name: 'Notificações push' })).not.toBeChecked()
    await expect(canvas.getByText('revenda.localhost')).toBeVisible()
    await expect(canvas.getByText(/Contraste .*legível/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toBeDisabled()
  },
}

/** Switching a menu item off and saving sends the flag at 0 and tells the panel to re-brand. */
export const SwitchOffAndSave: Story = {
  ...matrix.Success,
  name: 'Success · switch a menu off and save',
  play: async ({ canvas, loaded, args }) => {
    const layout = await canvas.findByRole('switch', { name: 'Layout' })
    await userEvent.click(layout)
    await expect(layout).not.toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await expectNotified('Configurações da revenda salvas.')
    await expect(apiOf(loaded).whitelabel.saveSettings).toHaveBeenCalledWith(
      expect.objectContaining({ flags: expect.objectContaining({ has_layout: 0 }) }),
    )
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ flags: expect.objectContaining({ has_layout: 0 }) }),
      ),
    )
  },
}

/** Too little contrast shows while choosing, and the server's field message after a save. */
export const LowContrast: Story = {
  ...matrix.Success,
  name: 'Success · low contrast refused',
  play: async ({ canvas }) => {
    const text = await canvas.findByRole('textbox', { name: /Cor do texto sobre a principal/ })
    await userEvent.clear(text)
    await userEvent.type(text, '#1a8a80')
    await expect(await canvas.findByText(/pouco legível/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await expect(await canvas.findByText(/Pouco contraste com a cor principal/)).toBeVisible()
    await expect(canvas.getByText('Confira os campos destacados.')).toBeVisible()
  },
}
