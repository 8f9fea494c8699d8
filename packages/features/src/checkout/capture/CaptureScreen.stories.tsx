import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { apiOf, onPhone } from '../../testing/story-context.ts'
import { CaptureScreen } from './CaptureScreen.tsx'

/*
 * A capture request's public page (`/c-capture/{hash}`): a charge the store started, which the
 * payer completes. No access level (no login): one story per state, on a phone.
 */
const meta = {
  title: 'Checkout/Capture',
  component: CaptureScreen,
  args: { hash: 'cobranca-aberta-0001', onPaid: fn(), onUsed: fn() },
  ...onPhone({ parameters: { fixture: {}, layout: 'fullscreen' } }),
} satisfies Meta<typeof CaptureScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  parameters: { fixture: { variant: 'loading' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Carregando a cobrança')
  },
}

/**
 * Open: the amount and description the store set, the payer's name and e-mail filled in from
 * the request, and no amount or address to type.
 */
export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /^R\$\s150,00$/ })).toBeVisible()
    await expect(canvas.getByText('Encomenda: bolo de aniversário')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Nome completo' })).toHaveValue('Ana Souza')
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ana@example.com')
    await expect(canvas.queryByRole('textbox', { name: 'Valor a pagar' })).toBeNull()
    await expect(canvas.queryByRole('textbox', { name: 'CEP' })).toBeNull()
    await expect(canvas.getByRole('radio', { name: /Pix/ })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: /Cartão de crédito/ })).toBeVisible()
  },
}

/** Paying it by card: the same card form as a link's page, bound to this one charge. */
export const PayByCard: Story = {
  play: async ({ canvas, loaded, args }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'CPF ou CNPJ' }), '52998224725')
    await userEvent.click(canvas.getByRole('radio', { name: /Cartão de crédito/ }))
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Número do cartão' }),
      '5555555555554444',
    )
    await expect(canvas.getByText('Mastercard')).toBeVisible()
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Nome impresso no cartão' }),
      'ANA SOUZA',
    )
    await userEvent.type(canvas.getByRole('textbox', { name: 'Validade' }), '1129')
    await userEvent.type(canvas.getByRole('textbox', { name: 'CVV' }), '321')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Parcelas' }), '3')
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Pagar' }))
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledTimes(1))
    const payCapture = apiOf(loaded).checkout.payCapture
    await expect(payCapture).toHaveBeenCalledTimes(1)
    await expect(payCapture).toHaveBeenCalledWith(
      'cobranca-aberta-0001',
      expect.objectContaining({
        name: 'Ana Souza',
        email: 'ana@example.com',
        installments: 3,
        card: expect.objectContaining({ number: '5555555555554444', expiry_month: 11 }),
      }),
      expect.any(String),
    )
  },
}

/** Already paid: its receipt takes over (the host replaces the address). */
export const Used: Story = {
  args: { hash: 'cobranca-paga-0002' },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Esta cobrança já foi paga' }),
    ).toBeVisible()
    await waitFor(() => expect(args.onUsed).toHaveBeenCalledWith('recibo-pago-cartao-0003'))
    await expect(canvas.getByRole('link', { name: 'Ver o comprovante' })).toHaveAttribute(
      'href',
      '/public/transaction?token=recibo-pago-cartao-0003',
    )
    await expect(canvas.queryByRole('button', { name: 'Pagar' })).toBeNull()
  },
}

export const Expired: Story = {
  args: { hash: 'cobranca-expirada-0003' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Esta cobrança expirou' }),
    ).toBeVisible()
    await expect(canvas.getByText(/Peça um novo link a Loja Aurora\./)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Pagar' })).toBeNull()
  },
}

export const NotFound: Story = {
  args: { hash: 'nao-existe-esta-cobranca' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Cobrança não encontrada' }),
    ).toBeVisible()
  },
}
