import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, mocked, userEvent, waitFor } from 'storybook/test'
import { apiOf, callCount, onPhone, type PlayContext } from '../../testing/story-context.ts'
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
    await expect(canvas.getByRole('radio', { name: /Pix/ })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: /Cartão de crédito/ })).not.toBeChecked()
    // The card's fields show only once a card method is chosen.
    await expect(canvas.queryByRole('textbox', { name: 'Número do cartão' })).toBeNull()
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

/** The payer's details, as a valid form has them. */
async function fillPayer({ canvas }: Pick<PlayContext, 'canvas'>, amount = '100,00') {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Valor a pagar' }), amount)
  await userEvent.type(canvas.getByRole('textbox', { name: 'Nome completo' }), 'Ana Souza')
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'ana@exemplo.com.br')
  await userEvent.type(canvas.getByRole('textbox', { name: 'CPF ou CNPJ' }), '52998224725')
}

/** A card: its number, holder, expiry and code (the number grouped as it is typed). */
async function fillCard({ canvas }: Pick<PlayContext, 'canvas'>, number: string) {
  await userEvent.click(canvas.getByRole('radio', { name: /Cartão de crédito/ }))
  const field = canvas.getByRole('textbox', { name: 'Número do cartão' })
  await userEvent.clear(field)
  await userEvent.type(field, number)
  await userEvent.type(
    canvas.getByRole('textbox', { name: 'Nome impresso no cartão' }),
    'ANA SOUZA',
  )
  await userEvent.type(canvas.getByRole('textbox', { name: 'Validade' }), '0830')
  await userEvent.type(canvas.getByRole('textbox', { name: 'CVV' }), '123')
}

/**
 * Paying by card: the brand shows as the number is typed, the installments list their values
 * for the amount typed (interest-free up to 3x, with their total beyond), and the charge carries
 * the card and the count chosen.
 */
export const PayByCard: Story = {
  play: async ({ canvas, loaded, args }) => {
    await fillPayer({ canvas })
    await userEvent.click(canvas.getByRole('radio', { name: /Cartão de crédito/ }))
    const number = canvas.getByRole('textbox', { name: 'Número do cartão' })
    await expect(number).toHaveAttribute('autocomplete', 'cc-number')
    await expect(number).toHaveAttribute('inputmode', 'numeric')
    await userEvent.type(number, '4242')
    await expect(canvas.getByText('Visa')).toBeVisible()
    await userEvent.type(number, '424242424242')
    await expect(number).toHaveValue('4242 4242 4242 4242')
    await expect(number).toHaveAccessibleDescription('Visa')
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Nome impresso no cartão' }),
      'ANA SOUZA',
    )
    const expiry = canvas.getByRole('textbox', { name: 'Validade' })
    await userEvent.type(expiry, '0830')
    await expect(expiry).toHaveValue('08/30')
    await expect(expiry).toHaveAttribute('autocomplete', 'cc-exp')
    await userEvent.type(canvas.getByRole('textbox', { name: 'CVV' }), '123')
    const installments = canvas.getByRole('combobox', { name: 'Parcelas' })
    const choices = [...(installments as HTMLSelectElement).options]
      .filter((option) => !option.disabled)
      .map((option) => option.text)
    // Interest-free up to 3x (the store's setup), then the Price table's values and totals.
    await expect(choices.map((text) => text.replace(/\s/g, ' '))).toEqual([
      'À vista, R$ 100,00',
      '2x de R$ 50,00 sem juros',
      '3x de R$ 33,33 sem juros',
      '4x de R$ 26,90 (total R$ 107,60)',
      '5x de R$ 21,83 (total R$ 109,15)',
      '6x de R$ 18,45 (total R$ 110,70)',
    ])
    await userEvent.selectOptions(installments, '3')
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }))
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledTimes(1))
    await expect(apiOf(loaded).checkout.charge).toHaveBeenCalledWith(
      'contribuicao-livre',
      expect.objectContaining({
        gateway_id: 5,
        amount_cents: 10_000,
        installments: 3,
        card: {
          number: '4242424242424242',
          holder: 'ANA SOUZA',
          expiry_month: 8,
          expiry_year: 2030,
          cvv: '123',
        },
      }),
      expect.any(String),
    )
  },
}

/** A mistyped card is caught before anything is sent: Luhn, an expired card, a missing code. */
export const CardValidation: Story = {
  play: async ({ canvas, loaded }) => {
    await fillPayer({ canvas })
    await userEvent.click(canvas.getByRole('radio', { name: /Cartão de crédito/ }))
    const number = canvas.getByRole('textbox', { name: 'Número do cartão' })
    await userEvent.type(number, '4242424242424241')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Validade' }), '0120')
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }))
    await expect(
      await canvas.findByText('Número do cartão inválido: confira os dígitos.'),
    ).toBeVisible()
    await expect(number).toHaveFocus()
    await expect(canvas.getByText('Este cartão já venceu.')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'CVV' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(callCount(apiOf(loaded).checkout.charge)).toBe(0)
  },
}

/**
 * A declined card (the sandbox's "insufficient funds" test card): nothing moves to the receipt,
 * the form says why in plain words and stays filled for another try; a double click sent it once.
 */
export const CardDeclined: Story = {
  play: async ({ canvas, loaded, args }) => {
    await fillPayer({ canvas })
    await fillCard({ canvas }, '4000000000009995')
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Pagar' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Pagamento não aprovado')
    await expect(alert).toHaveTextContent(
      'O cartão não tem saldo ou limite suficiente para este valor.',
    )
    await expect(callCount(apiOf(loaded).checkout.charge)).toBe(1)
    await expect(args.onPaid).not.toHaveBeenCalled()
    await expect(canvas.getByRole('textbox', { name: 'Nome completo' })).toHaveValue('Ana Souza')
    await expect(canvas.getByRole('button', { name: 'Pagar' })).toBeEnabled()
    // The screenshot shows the part of the page in view: the explanation, in full.
    alert.scrollIntoView({ block: 'center' })
  },
}

/**
 * A wrong security code is explained at its field, which gets the focus; the next try (another
 * card) is a new attempt with a new idempotency key, and goes through to the receipt.
 */
export const RetryAfterDecline: Story = {
  play: async ({ canvas, loaded, args }) => {
    await fillPayer({ canvas })
    await fillCard({ canvas }, '4000000000000127')
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'O código de segurança não confere.',
    )
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'CVV' })).toHaveFocus())
    // The same card once more is a new attempt too: the earlier key would answer the refusal.
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }))
    await waitFor(() => expect(callCount(apiOf(loaded).checkout.charge)).toBe(2))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Pagamento não aprovado')
    const number = canvas.getByRole('textbox', { name: 'Número do cartão' })
    await userEvent.clear(number)
    await userEvent.type(number, '5555555555554444')
    await expect(canvas.getByText('Mastercard')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }))
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledTimes(1))
    const keys = mocked(apiOf(loaded).checkout.charge).mock.calls.map((call) => call[2])
    await expect(new Set(keys).size).toBe(3)
  },
}

/** Opened on the domain of the reseller selling the store: its colours and its name at the foot. */
export const ResellerBrand: Story = {
  args: { slug: 'caneca-revenda' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Caneca de cerâmica' })).toBeVisible()
    await expect(canvas.getByText('Pagamento processado por Revenda Aurora')).toBeVisible()
    // The brand's colour reaches the buttons through the design tokens.
    await waitFor(() =>
      expect(getComputedStyle(canvas.getByRole('button', { name: 'Pagar' })).backgroundColor).toBe(
        'rgb(15, 118, 110)',
      ),
    )
  },
}
