import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { apiOf, expectCalled, onPhone } from '../../testing/story-context.ts'
import { ReceiptScreen } from './ReceiptScreen.tsx'

/*
 * The payer's receipt (`/public/transaction?token=…`). Public pages have no access level (no
 * login), so there is no level × state matrix here: one story per state, on a phone.
 */
const meta = {
  title: 'Checkout/Receipt',
  component: ReceiptScreen,
  args: { token: 'recibo-pix-pendente-0001' },
  // Every state on a phone: the payer's pages are mostly opened on one.
  ...onPhone({ parameters: { fixture: {}, layout: 'fullscreen' } }),
} satisfies Meta<typeof ReceiptScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  parameters: { fixture: { variant: 'loading' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Carregando o pagamento')
  },
}

export const PixPending: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Aguardando pagamento')).toBeVisible()
    await expect(canvas.getByRole('img', { name: /^QR code do pix de R\$\s89,90$/ })).toBeVisible()
    await expect(
      (canvas.getByRole('textbox', { name: 'Pix copia e cola' }) as HTMLTextAreaElement).value,
    ).toMatch(/^000201/)
    await expect(canvas.getByRole('button', { name: 'Copiar código pix' })).toBeVisible()
  },
}

export const BoletoPending: Story = {
  args: { token: 'recibo-boleto-pendente-0002' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Linha digitável' })).toBeVisible()
    await expect(canvas.getByText('Vencimento: 24/11/2026')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Abrir o boleto para imprimir' })).toBeVisible()
  },
}

export const Paid: Story = {
  args: { token: 'recibo-pago-cartao-0003' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Pagamento confirmado')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Simular pagamento' })).toBeNull()
  },
}

export const Declined: Story = {
  args: { token: 'recibo-cartao-recusado-0004' },
  play: async ({ canvas }) => {
    // The provider's reason, in the payer's words.
    await expect(
      await canvas.findByText(/O cartão não tem saldo ou limite suficiente para este valor\./),
    ).toBeVisible()
  },
}

/** A card reserved, not yet charged: the receipt says so, and that the store confirms it. */
export const PreAuthorized: Story = {
  args: { token: 'recibo-cartao-reservado-0005' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Pagamento reservado no cartão')).toBeVisible()
    await expect(
      canvas.getByText(/O valor de R\$\s89,90 está reservado no seu cartão, ainda não cobrado\./),
    ).toBeVisible()
    await expect(canvas.getByText(/A loja confirma a cobrança em seguida/)).toBeVisible()
    await expect(canvas.getByText('Valor reservado no cartão')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Simular pagamento' })).toBeNull()
  },
}

export const NotFound: Story = {
  args: { token: 'nao-existe-este-recibo' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Não encontramos este pagamento' }),
    ).toBeVisible()
  },
}

export const NoToken: Story = {
  args: { token: null },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Não encontramos este pagamento' }),
    ).toBeVisible()
  },
}

/** The sandbox's "Simular pagamento": the receipt turns to paid by itself, no reload. */
export const TurnsToPaid: Story = {
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Simular pagamento' }))
    await expect(await canvas.findByText('Pagamento confirmado')).toBeVisible()
    await expectCalled(
      apiOf(loaded).checkout.simulatePaid,
      'recibo-pix-pendente-0001',
      expect.any(String),
    )
    await waitFor(() =>
      expect(canvas.queryByRole('textbox', { name: 'Pix copia e cola' })).toBeNull(),
    )
  },
}
