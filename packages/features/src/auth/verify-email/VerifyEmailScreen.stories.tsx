import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { sampleUser } from '@vitrine/api/fixture'
import { href } from '../../routes/manifest.ts'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { apiOf, expectCalled, type PlayContext } from '../../testing/story-context.ts'
import { VerifyEmailScreen } from './VerifyEmailScreen.tsx'

const meta = {
  title: 'Auth/Verify e-mail',
  component: VerifyEmailScreen,
  // The sample link: Marina asked to move her account to contato@lojaaurora.com.br.
  args: { token: 'confirmar-email', signedIn: false, onVerified: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof VerifyEmailScreen>
export default meta
type Story = StoryObj<typeof meta>

// Pending and error follow the press, not a load: each story below plays its own.
const matrix = screenMatrix({ states: ['idle', 'pending', 'error', 'success'] })

const NEW_EMAIL = 'contato@lojaaurora.com.br'

async function pressConfirm({ canvas }: Pick<PlayContext, 'canvas'>) {
  const button = await canvas.findByRole('button', { name: 'Confirmar meu e-mail' })
  await userEvent.click(button)
  return button
}

/** Opening the link confirms nothing (mail scanners open links too): a press does. */
export const Idle: Story = {
  ...matrix.Idle,
  play: async ({ canvas, loaded }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Confirme seu e-mail' }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Confirmar meu e-mail' })).toBeEnabled()
    await expect(apiOf(loaded).auth.verifyEmail).not.toHaveBeenCalled()
  },
}

export const Pending: Story = {
  ...matrix.Pending,
  play: async ({ canvas }) => {
    const button = await pressConfirm({ canvas })
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'))
  },
}

/** The server failed (not the link): it says so, and the same link can be tried again. */
export const Error: Story = {
  ...matrix.Error,
  play: async ({ canvas, args, loaded }) => {
    await pressConfirm({ canvas })
    const alert = within(await canvas.findByRole('alert'))
    await expect(alert.getByText('Não foi possível confirmar agora')).toBeVisible()
    await expect(alert.getByText(/Não foi possível concluir a operação/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Confirmar meu e-mail' })).toBeEnabled()
    await expect(apiOf(loaded).auth.verifyEmail).toHaveBeenCalledOnce()
    await expect(args.onVerified).not.toHaveBeenCalled()
  },
}

/** A used or expired link, without a session: how to get a new one. */
export const InvalidLink: Story = {
  ...matrix.Idle,
  name: 'Error · invalid link',
  args: { token: 'expirado' },
  play: async ({ canvas, args }) => {
    await pressConfirm({ canvas })
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Link inválido ou expirado' }),
    ).toBeVisible()
    await expect(canvas.getByText(/use “Reenviar link” no aviso do topo da página/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Reenviar link' })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Entrar no painel' })).toHaveAttribute(
      'href',
      href('auth-login'),
    )
    await expect(args.onVerified).not.toHaveBeenCalled()
  },
}

/** A used or expired link with a session: a new one can be asked for right here. */
export const InvalidLinkSignedIn: Story = {
  ...matrix.Idle,
  name: 'Error · invalid link, signed in',
  args: { token: 'expirado', signedIn: true },
  play: async ({ canvas, loaded }) => {
    await pressConfirm({ canvas })
    await userEvent.click(await canvas.findByRole('button', { name: 'Reenviar link' }))
    await expect(
      await canvas.findByText('Link enviado. Confira sua caixa de entrada.'),
    ).toBeVisible()
    await expect(apiOf(loaded).auth.resendVerification).toHaveBeenCalledOnce()
    await expect(canvas.getByRole('link', { name: 'Ir para minhas lojas' })).toHaveAttribute(
      'href',
      href('apps'),
    )
  },
}

/** A new address confirmed: it replaces the old one, which the screen says. */
export const Success: Story = {
  ...matrix.Success,
  play: async ({ canvas, args, loaded }) => {
    await pressConfirm({ canvas })
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'E-mail confirmado' }),
    ).toBeVisible()
    await expect(
      canvas.getByText(
        `Seu e-mail agora é ${NEW_EMAIL}, no lugar do anterior. Use esse endereço para entrar no painel.`,
      ),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Entrar no painel' })).toHaveAttribute(
      'href',
      href('auth-login'),
    )
    const api = apiOf(loaded)
    await expectCalled(api.auth.verifyEmail, 'confirmar-email')
    await expect(args.onVerified).toHaveBeenCalledWith({ email: NEW_EMAIL, changed: true })
    await expect(api.state.auth.accounts[0]?.user).toMatchObject({
      email: NEW_EMAIL,
      email_verified: true,
    })
  },
}

/** The address of a new account confirmed (nothing replaced), by someone signed in. */
export const SuccessSignedIn: Story = {
  ...matrix.Success,
  name: 'Success · sign-up address, signed in',
  args: { signedIn: true },
  play: async ({ canvas, args, loaded }) => {
    const api = apiOf(loaded)
    api.state.auth.accounts[0]!.user.email_verified = false
    api.state.auth.verificationTokens = [
      { userId: sampleUser.id, email: sampleUser.email, token: 'confirmar-email' },
    ]
    await pressConfirm({ canvas })
    await expect(
      await canvas.findByText(
        `O endereço ${sampleUser.email} está confirmado. Agora você pode aceitar convites de lojas.`,
      ),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Ir para minhas lojas' })).toHaveAttribute(
      'href',
      href('apps'),
    )
    await expect(args.onVerified).toHaveBeenCalledWith({ email: sampleUser.email, changed: false })
    await expect(api.state.auth.accounts[0]?.user.email_verified).toBe(true)
  },
}
