import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { apiOf, callCount, onPhone } from '../../testing/story-context.ts'
import { PayScreen } from './PayScreen.tsx'

/*
 * The payment link's public page (`/pay/{slug}`). Public pages have no access level (no login),
 * so there is no level × state matrix here: one story per state, on a phone.
 */
const meta = {
  title: 'Checkout/Pay',
  component: PayScreen,
  args: { slug: 'contribuicao-livre', onPaid: fn() },
  // Every state on a phone: the payer's pages are mostly opened on one.
  ...onPhone({ parameters: { fixture: {}, layout: 'fullscreen' } }),
} satisfies Meta<typeof PayScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  parameters: { fixture: { variant: 'loading' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Carregando o link')
  },
}

export const OpenAmount: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Contribuição livre' })).toBeVisible()
    await expect(canvas.getByText('Mínimo de R$ 5,00.')).toBeVisible()
    // Card methods come in the next slice: only pix (and boleto) are offered.
    await expect(canvas.getByRole('radio', { name: /Pix/ })).toBeChecked()
    await expect(canvas.queryByRole('radio', { name: /Cartão/ })).toBeNull()
  },
}

export const FixedWithAddress: Story = {
  args: { slug: 'camiseta-organica' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('R$ 89,90')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'CEP' })).toBeVisible()
    await expect(canvas.getByRole('radio', { name: /Boleto/ })).toBeVisible()
  },
}

export const Expired: Story = {
  args: { slug: 'luminaria-pre-venda' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Este link expirou' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Pagar' })).toBeNull()
  },
}

export const SoldOut: Story = {
  args: { slug: 'vestido-mostruario' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Este link esgotou' })).toBeVisible()
  },
}

export const Inactive: Story = {
  args: { slug: 'jaqueta-corta-vento' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Este link foi desativado' }),
    ).toBeVisible()
  },
}

export const NotFound: Story = {
  args: { slug: 'nao-existe' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Link de pagamento não encontrado' }),
    ).toBeVisible()
  },
}

/** Empty and wrong fields say what to fix, in Portuguese, and nothing is charged. */
export const Validation: Story = {
  play: async ({ canvas, loaded }) => {
    const amount = await canvas.findByRole('textbox', { name: 'Valor a pagar' })
    await userEvent.type(amount, '2,00')
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'ana@')
    await userEvent.type(canvas.getByRole('textbox', { name: 'CPF ou CNPJ' }), '11111111111')
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }))
    await expect(await canvas.findByText('O valor mínimo é R$ 5,00.')).toBeVisible()
    await expect(amount).toHaveFocus()
    await expect(canvas.getByRole('textbox', { name: 'CPF ou CNPJ' })).toHaveValue('111.111.111-11')
    await expect(
      canvas.getByText('Informe um CPF ou CNPJ válido: confira os dígitos.'),
    ).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Nome completo' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(callCount(apiOf(loaded).checkout.charge)).toBe(0)
  },
}

/** A valid form pays once, even on a double click, and leads to the receipt. */
export const Submit: Story = {
  play: async ({ canvas, loaded, args }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Valor a pagar' }), '25,00')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome completo' }), 'Ana Souza')
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'ana@exemplo.com.br')
    await userEvent.type(canvas.getByRole('textbox', { name: 'CPF ou CNPJ' }), '52998224725')
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Pagar' }))
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledTimes(1))
    const charge = apiOf(loaded).checkout.charge
    await expect(callCount(charge)).toBe(1)
    await expect(charge).toHaveBeenCalledWith(
      'contribuicao-livre',
      expect.objectContaining({ amount_cents: 2500, document: '529.982.247-25', gateway_id: 1 }),
      expect.any(String),
    )
  },
}
