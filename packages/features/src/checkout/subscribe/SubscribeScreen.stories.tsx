import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, type within } from 'storybook/test'
import { SIGNUP_SAMPLE_IDS, signupFixtureState } from '@vitrine/api/fixture'
import { apiOf, onPhone } from '../../testing/story-context.ts'
import { SubscribeScreen } from './SubscribeScreen.tsx'

/*
 * A subscription's sign-up page of one cycle (`/subscriptions/{id}/{cicle}/subscribe`): where
 * the subscriber starts or pays it. No access level (no login): one story per state, on a phone.
 * The fixture holds a subscription in each state the page shows (signupFixtureState).
 */
const meta = {
  title: 'Checkout/Subscribe',
  component: SubscribeScreen,
  args: { subscriptionId: SIGNUP_SAMPLE_IDS.payable, cycle: 1 },
  ...onPhone({
    parameters: { fixture: { state: { recurrence: signupFixtureState() } }, layout: 'fullscreen' },
  }),
} satisfies Meta<typeof SubscribeScreen>
export default meta
type Story = StoryObj<typeof meta>

const withVariant = (variant: 'loading' | 'error') => ({
  fixture: { variant, state: { recurrence: signupFixtureState() } },
})

export const Loading: Story = {
  parameters: withVariant('loading'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Carregando a assinatura')
  },
}

/** No answer from the server: says so and offers to try again. */
export const Failure: Story = {
  parameters: withVariant('error'),
  play: async ({ canvas, loaded }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Não foi possível abrir a assinatura' }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar de novo' }))
    await waitFor(() => expect(apiOf(loaded).recurrence.signup).toHaveBeenCalledTimes(2))
  },
}

/** A cycle that was never billed (or an unknown subscription): the plain not-found page. */
export const NotFound: Story = {
  args: { cycle: 9 },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Cobrança não encontrada' }),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Pagar' })).toBeNull()
  },
}

/**
 * The first charge after the trial: the plan in words, its terms and products, the charge's
 * lines (plan and setup fee), the subscriber's data filled in and the card form (the only
 * method this plan takes).
 */
export const PayableWithCard: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Clube do Café Trimestral' }),
    ).toBeVisible()
    await expect(canvas.getByText(/R\$\s161,70 a cada 3 meses/)).toBeVisible()
    await expect(canvas.getByText(/7 dias grátis para experimentar/)).toBeVisible()
    await expect(canvas.getByText('3 × Café especial 250 g')).toBeVisible()
    await expect(canvas.getByText('Taxa de adesão')).toBeVisible()
    await expect(canvas.getByText(/R\$\s171,70/)).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Nome completo' })).toHaveValue(
      'Fernanda Rocha',
    )
    // The page never shows the CPF/CNPJ (it opens to whoever holds the link): the payer types it.
    await expect(canvas.getByRole('textbox', { name: 'CPF ou CNPJ' })).toHaveValue('')
    await expect(canvas.getByRole('radio', { name: /Cartão de crédito/ })).toBeChecked()
    await expect(canvas.getByRole('textbox', { name: 'Número do cartão' })).toBeVisible()
    await expect(canvas.queryByRole('combobox', { name: 'Parcelas' })).toBeNull()
  },
}

async function typeCard(canvas: ReturnType<typeof within>, number: string) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'CPF ou CNPJ' }), '52998224725')
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Número do cartão' }), number)
  await userEvent.type(
    canvas.getByRole('textbox', { name: 'Nome impresso no cartão' }),
    'FERNANDA ROCHA',
  )
  await userEvent.type(canvas.getByRole('textbox', { name: 'Validade' }), '1129')
  await userEvent.type(canvas.getByRole('textbox', { name: 'CVV' }), '321')
}

/** Paying by card: approved, the cycle is paid here, with the receipt's link. */
export const PayByCard: Story = {
  play: async ({ canvas, loaded }) => {
    await typeCard(canvas, '4242424242424242')
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Pagar' }))
    await expect(await canvas.findByText('Pagamento confirmado')).toBeVisible()
    // The form is gone: the news takes the focus, so a phone shows it and a reader says it.
    await waitFor(() =>
      expect(canvas.getByText('Pagamento confirmado').closest('[tabindex="-1"]')).toHaveFocus(),
    )
    await expect(canvas.getByRole('link', { name: 'Ver o comprovante' })).toHaveAttribute(
      'href',
      expect.stringContaining('/public/transaction?token='),
    )
    const charge = apiOf(loaded).recurrence.signupCharge
    await expect(charge).toHaveBeenCalledTimes(1)
    await expect(charge).toHaveBeenCalledWith(
      SIGNUP_SAMPLE_IDS.payable,
      1,
      expect.objectContaining({
        name: 'Fernanda Rocha',
        gateway_id: 5,
        card: expect.objectContaining({ number: '4242424242424242', expiry_month: 11 }),
      }),
      expect.any(String),
    )
    await expect(canvas.queryByRole('button', { name: 'Pagar' })).toBeNull()
  },
}

/** A declined card: the reason in plain words, the form kept, and "Tentar de novo". */
export const DeclinedCard: Story = {
  play: async ({ canvas }) => {
    await typeCard(canvas, '4000000000009995')
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }))
    await expect(await canvas.findByText('Pagamento não aprovado')).toBeVisible()
    await expect(canvas.getByText(/não tem saldo ou limite suficiente/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Tentar de novo' })).toBeEnabled()
  },
}

/** A cycle in dunning: the last card was declined; the page says why and takes another. */
export const Declined: Story = {
  args: { subscriptionId: SIGNUP_SAMPLE_IDS.declined, cycle: 2 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('O último pagamento não foi aprovado')).toBeVisible()
    await expect(canvas.getByText(/não tem saldo ou limite suficiente/)).toBeVisible()
    await expect(canvas.getByRole('radio', { name: /Pix/ })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Pagar' })).toBeEnabled()
  },
}

/** A pix issued and awaiting payment: the code to pay, here. */
export const PixPending: Story = {
  args: { subscriptionId: SIGNUP_SAMPLE_IDS.pending, cycle: 1 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Aguardando pagamento' })).toBeVisible()
    await expect(canvas.getByRole('img', { name: /QR code do pix de R\$\s59,90/ })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Copiar código pix' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Acompanhar o pagamento' })).toHaveAttribute(
      'href',
      '/public/transaction?token=recibo-fatura-102-0000000',
    )
    await expect(canvas.queryByRole('button', { name: 'Pagar' })).toBeNull()
  },
}

/** The pix is paid in the bank's app: the open page turns to paid by itself. */
export const PixTurnsToPaid: Story = {
  args: { subscriptionId: SIGNUP_SAMPLE_IDS.pending, cycle: 1 },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('heading', { name: 'Aguardando pagamento' })).toBeVisible()
    const stored = apiOf(loaded).state.recurrence.subscriptions.find(
      (item) => item.subscription.id === SIGNUP_SAMPLE_IDS.pending,
    )!
    const invoice = stored.invoices[0]!
    invoice.paid_at = '2026-11-21T12:01:00.000Z'
    invoice.payment = { ...invoice.payment!, status: 'complete', pix: null }
    await expect(
      await canvas.findByText('Pagamento confirmado', {}, { timeout: 8000 }),
    ).toBeVisible()
    await expect(canvas.queryByRole('img', { name: /QR code/ })).toBeNull()
  },
}

/** Already paid: says so, with the receipt, and takes no payment. */
export const Paid: Story = {
  args: { subscriptionId: SIGNUP_SAMPLE_IDS.paid, cycle: 2 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Este ciclo já está pago')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Ver o comprovante' })).toHaveAttribute(
      'href',
      '/public/transaction?token=recibo-fatura-2-0000000',
    )
    await expect(canvas.queryByRole('button', { name: 'Pagar' })).toBeNull()
  },
}

/** Closed: the subscription was canceled with this cycle's boleto expired unpaid. */
export const Closed: Story = {
  args: { subscriptionId: SIGNUP_SAMPLE_IDS.closed, cycle: 3 },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Esta cobrança foi encerrada' }),
    ).toBeVisible()
    await expect(canvas.getByText(/A assinatura foi cancelada/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Pagar' })).toBeNull()
  },
}
