import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectNoButtons,
  expectNotified,
  findDialog,
  withOpenDialog,
} from '../../testing/story-context.ts'
import { WalletEnableScreen } from './WalletEnableScreen.tsx'

const meta = {
  title: 'Payments/Wallet/Enable',
  component: WalletEnableScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof WalletEnableScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso à carteira',
    title: 'Ativar ou desativar a carteira',
    untouched: (api) => [api.wallet.settings, api.wallet.setEnabled],
  },
  pending: 'Carregando a carteira',
  error: { text: 'Não foi possível carregar a carteira', retry: (api) => api.wallet.settings },
  empty: 'A carteira está desativada',
})

/** Intl writes "R$" and the amount with a no-break space; compare as text people read. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError

/** Off, seen at read level: what it is, and no switch. */
export const ReadEmpty: Story = {
  ...matrix.ReadEmpty,
  play: async (context) => {
    await matrix.ReadEmpty.play(context)
    await expectNoButtons(context.canvas, 'Ativar carteira')
  },
}

/** Off by default: what enabling changes, and the button that asks for it. */
export const WriteEmpty: Story = {
  ...matrix.WriteEmpty,
  play: async (context) => {
    await matrix.WriteEmpty.play(context)
    await expect(context.canvas.getByText(/Ao ativar/)).toBeVisible()
    await expect(context.canvas.getByRole('button', { name: 'Ativar carteira' })).toBeEnabled()
  },
}

export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: /A carteira está ativa/ }),
    ).toBeVisible()
    await expect(canvas.getByText('Ativada em 01/10/2026.')).toBeVisible()
    await expectNoButtons(canvas, 'Desativar carteira')
  },
}

export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: /A carteira está ativa/ }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Desativar carteira' })).toBeEnabled()
    const tabs = within(canvas.getByRole('navigation', { name: 'Páginas da carteira' }))
    await expect(tabs.getByRole('link', { name: 'Ativar/desativar' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

/** Enabling explains what changes and asks first; nothing is sent before the confirmation. */
export const EnableWithConfirmation: Story = {
  ...matrix.WriteEmpty,
  name: 'Write · enable with confirmation',
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    await userEvent.click(await canvas.findByRole('button', { name: 'Ativar carteira' }))
    const dialog = await findDialog('Ativar a carteira?', 'alertdialog')
    await expect(dialog.getByText(/precisa estar vazia/)).toBeVisible()
    await expect(api.wallet.setEnabled).not.toHaveBeenCalled()
    await userEvent.click(dialog.getByRole('button', { name: 'Ativar carteira' }))
    await expectCalled(api.wallet.setEnabled, 101, true)
    await expectNotified('Carteira ativada.')
    await expect(
      await canvas.findByRole('heading', { level: 2, name: /A carteira está ativa/ }),
    ).toBeVisible()
  },
}

/** Money still in the wallet: the server refuses, and the page shows the three amounts. */
export const DisableRefused: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · disable refused with the amounts',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, canvasElement, loaded }) => {
    const api = apiOf(loaded)
    await userEvent.click(await canvas.findByRole('button', { name: 'Desativar carteira' }))
    const dialog = await findDialog('Desativar a carteira?', 'alertdialog')
    await userEvent.click(dialog.getByRole('button', { name: 'Desativar carteira' }))
    await expectCalled(api.wallet.setEnabled, 101, false)
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="wallet-not-empty"]')).not.toBeNull(),
    )
    const held = canvasElement.querySelector('[data-slot="wallet-not-empty"]')!
    const figures = [...held.querySelectorAll('dl > div')].map((item) => plain(item.textContent))
    await expect(figures).toEqual([
      'DisponívelR$ 12.345,67',
      'A liberarR$ 3.730,50',
      'Em trânsitoR$ 800,00',
    ])
    await expect(
      within(held as HTMLElement).getByRole('link', { name: 'Ver o saldo' }),
    ).toHaveAttribute('href', '/101/payments/wallet/balance')
    await expect(apiOf(loaded).state.wallet.settings.enabled).toBe(true)
  },
}
