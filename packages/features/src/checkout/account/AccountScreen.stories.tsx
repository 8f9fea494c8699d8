import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { SAMPLE_PAYER, SAMPLE_PAYER_CODE, SAMPLE_PAYER_TOKEN } from '@vitrine/api/fixture'
import { apiOf, expectCalled, onPhone, storageOf } from '../../testing/story-context.ts'
import { AccountScreen } from './AccountScreen.tsx'
import { payerSessionKey } from './use-payer-session.ts'

/*
 * The payer's account page of one store (`/acc/{slug}`). Public pages have no access level (no
 * login), so there is no level × state matrix here: one story per state, on a phone. The session
 * token lives in the story's memory storage (`parameters.storage`).
 */
const SLUG = 'loja-aurora'
const signedIn = { [payerSessionKey(SLUG)]: SAMPLE_PAYER_TOKEN }

const meta = {
  title: 'Checkout/Account',
  component: AccountScreen,
  args: { slug: SLUG, code: null, onCodeUsed: fn() },
  // Every state on a phone: the payer's pages are mostly opened on one.
  ...onPhone({ parameters: { fixture: {}, layout: 'fullscreen' } }),
} satisfies Meta<typeof AccountScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  parameters: { fixture: { variant: 'loading' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Carregando sua conta')
  },
}

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Seus pagamentos' })).toBeVisible()
    await expect(canvas.getByText(/^Enviaremos um link de acesso para o seu e-mail/)).toBeVisible()
    await expect(canvas.getByText('Loja Aurora')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toBeVisible()
  },
}

export const InvalidEmail: Story = {
  play: async ({ canvas, loaded }) => {
    const email = await canvas.findByRole('textbox', { name: 'E-mail' })
    await userEvent.type(email, 'ana-sem-arroba')
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar link de acesso' }))
    await expect(email).toHaveAccessibleDescription(/e-mail/i)
    await expect(email).toHaveFocus()
    await expect(apiOf(loaded).payerAccounts.signIn).not.toHaveBeenCalled()
  },
}

/** The link is on its way: the page says "if", as the server answers the same for anyone. */
export const LinkSent: Story = {
  play: async ({ canvas, loaded }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }), ' Ana@Example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar link de acesso' }))
    await expect(await canvas.findByRole('heading', { name: 'Confira seu e-mail' })).toBeVisible()
    await expect(canvas.getByText(SAMPLE_PAYER)).toBeVisible()
    await expectCalled(apiOf(loaded).payerAccounts.signIn, SLUG, { email: SAMPLE_PAYER })
    await expect(apiOf(loaded).state.payerAccounts.sent).toEqual([
      { slug: SLUG, email: SAMPLE_PAYER },
    ])
    await expect(canvas.getByRole('button', { name: 'Pedir outro link' })).toBeVisible()
  },
}

/** Opened from the mailed link: the code becomes a session, kept, and leaves the address. */
export const FromLink: Story = {
  args: { code: SAMPLE_PAYER_CODE },
  play: async ({ canvas, loaded, args }) => {
    await expect(await canvas.findByText(`Conectado como ${SAMPLE_PAYER}`)).toBeVisible()
    await expectCalled(apiOf(loaded).payerAccounts.createSession, SLUG, SAMPLE_PAYER_CODE)
    await expect(args.onCodeUsed).toHaveBeenCalledTimes(1)
    await expect(storageOf(loaded).get(payerSessionKey(SLUG))).toMatch(/^sessao-/)
    await expect(apiOf(loaded).state.payerAccounts.codes).toEqual([])
  },
}

/** A used or expired link: said plainly, with the form to ask for a new one right there. */
export const ExpiredLink: Story = {
  args: { code: 'link-que-ja-foi-usado' },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /^Este link de acesso não vale mais/,
    )
    await expect(args.onCodeUsed).toHaveBeenCalledTimes(1)
    await expect(canvas.getByRole('button', { name: 'Enviar link de acesso' })).toBeVisible()
  },
}

export const Payments: Story = {
  parameters: { storage: signedIn },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Pagamentos' })
    await expect(list.querySelectorAll('li')).toHaveLength(5)
    await expect(canvas.getByText('Aguardando pagamento')).toBeVisible()
    await expect(canvas.getByText('Pagamento devolvido')).toBeVisible()
    const receipts = canvas.getAllByRole('link', { name: /^Ver comprovante/ })
    // The payment charged in the store's panel has no receipt page: four links for five rows.
    await expect(receipts).toHaveLength(4)
    await expect(receipts[0]).toHaveAttribute(
      'href',
      '/public/transaction?token=recibo-pix-pendente-0001',
    )
    // Nothing of another payer or another store.
    await expect(canvas.queryByText('Jaqueta corta-vento')).toBeNull()
    await expect(canvas.queryByText('Café em grãos 1 kg')).toBeNull()
  },
}

export const NoPayments: Story = {
  parameters: { storage: signedIn, fixture: { variant: 'empty' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhum pagamento por aqui' }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Sair' })).toBeVisible()
  },
}

/** A token kept from a session that has ended: forgotten, and the form says why. */
export const SessionEnded: Story = {
  parameters: { storage: { [payerSessionKey(SLUG)]: 'sessao-que-ja-acabou' } },
  play: async ({ canvas, loaded }) => {
    await expect(
      await canvas.findByText('Sua sessão terminou. Peça um novo link de acesso.'),
    ).toBeVisible()
    await expect(storageOf(loaded).get(payerSessionKey(SLUG))).toBeNull()
  },
}

export const SignsOut: Story = {
  parameters: { storage: signedIn },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sair' }))
    await expect(await canvas.findByRole('textbox', { name: 'E-mail' })).toBeVisible()
    await expectCalled(apiOf(loaded).payerAccounts.endSession, SLUG, SAMPLE_PAYER_TOKEN)
    await expect(storageOf(loaded).get(payerSessionKey(SLUG))).toBeNull()
    await waitFor(() => expect(apiOf(loaded).state.payerAccounts.sessions).toEqual([]))
  },
}

export const StoreNotFound: Story = {
  args: { slug: 'loja-que-nao-existe' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Loja não encontrada' })).toBeVisible()
  },
}

export const Failure: Story = {
  parameters: { fixture: { variant: 'error' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Não foi possível abrir esta página' }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Tentar de novo' })).toBeVisible()
  },
}
