import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  endAtTop,
  expectCalled,
  expectNoButtons,
  expectNotified,
  findDialog,
  withOpenDialog,
  type PlayContext,
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
    await expect(canvas.getByRole('textbox', { name: /Saque mínimo/ })).toBeDisabled()
    await expect(
      canvas.getByText('Os saques vão para Banco 341 · Ag. 1234 · C/C 98765-4.'),
    ).toBeVisible()
    await expectNoButtons(canvas, 'Desativar carteira', 'Salvar limites', 'Salvar conta de saque')
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
    // The dialog fades in: wait until it can be seen.
    await waitFor(() => expect(dialog.getByText(/precisa estar vazia/)).toBeVisible())
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

/** The limits are saved with the destination as it was. */
export const SaveLimits: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · save the limits',
  play: endAtTop(async ({ canvas, loaded }: PlayContext) => {
    const api = apiOf(loaded)
    const min = await canvas.findByRole('textbox', { name: /Saque mínimo/ })
    await expect(min).toHaveValue('10,00')
    await userEvent.clear(min)
    await userEvent.type(min, '25,00')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar limites' }))
    await expectCalled(api.wallet.saveSettings, 101, {
      min_withdrawal_cents: 2_500,
      daily_withdrawal_cap_cents: 5_000_000,
      destination: expect.objectContaining({ kind: 'bank_account', account: '98765' }),
    })
    await expectNotified('Limites de saque salvos.')
    await expect(apiOf(loaded).state.wallet.settings.min_withdrawal_cents).toBe(2_500)
  }),
}

/** A new store registers the pix key its withdrawals go to. */
export const RegisterDestination: Story = {
  ...matrix.WriteEmpty,
  name: 'Write · register the withdrawal account',
  play: endAtTop(async ({ canvas, loaded }: PlayContext) => {
    const api = apiOf(loaded)
    await expect(await canvas.findByText(/Nenhuma conta cadastrada/)).toBeVisible()
    const card = within(canvas.getByRole('form', { name: 'Conta de saque' }))
    await userEvent.click(card.getByRole('radio', { name: /Chave pix/ }))
    await userEvent.type(card.getByRole('textbox', { name: /Chave pix/ }), 'financeiro@loja.com.br')
    await userEvent.click(card.getByRole('button', { name: 'Salvar conta de saque' }))
    await expectCalled(api.wallet.saveSettings, 101, {
      min_withdrawal_cents: 1_000,
      daily_withdrawal_cap_cents: 5_000_000,
      destination: { kind: 'pix', pix_key: 'financeiro@loja.com.br' },
    })
    await expect(
      await canvas.findByText('Os saques vão para Pix: financeiro@loja.com.br.'),
    ).toBeVisible()
  }),
}
