import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { sampleUser } from '@vitrine/api/fixture'
import { href } from '../../routes/manifest.ts'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { apiOf } from '../../testing/story-context.ts'
import { ForgotPasswordScreen } from './ForgotPasswordScreen.tsx'

const meta = {
  title: 'Auth/ForgotPassword',
  component: ForgotPasswordScreen,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ForgotPasswordScreen>
export default meta
type Story = StoryObj<typeof meta>

// Pending and error follow a submit here, not a load: each story below plays its own.
const matrix = screenMatrix({ states: ['idle', 'pending', 'error', 'success'] })

/** The answer, word for word, whether or not the address has an account. */
const receipt = (email: string) =>
  `Se houver uma conta com o e-mail ${email}, enviamos um link para criar uma nova senha. ` +
  'O link vale por 1 hora e só pode ser usado uma vez.'

async function requestLink(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement)
  await userEvent.type(canvas.getByLabelText(/^E-mail/), email)
  await userEvent.click(canvas.getByRole('button', { name: 'Enviar link' }))
  return canvas
}

export const Idle: Story = matrix.Idle

export const Incomplete: Story = {
  ...matrix.Idle,
  name: 'Idle · incomplete submit',
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar link' }))
    await expect(await canvas.findByText('Formulário incompleto.')).toBeVisible()
    await expect(canvas.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(
      'E-mail é obrigatório.',
    )
    const api = apiOf(loaded)
    await expect(api.auth.requestRecovery).not.toHaveBeenCalled()
  },
}

/** A malformed address is caught in the form; nothing is sent. */
export const InvalidEmail: Story = {
  ...matrix.Idle,
  name: 'Idle · invalid e-mail',
  play: async ({ canvasElement, loaded }) => {
    const canvas = await requestLink(canvasElement, 'marina@lojaaurora')
    await expect(await canvas.findByText('Informe um endereço de e-mail válido.')).toBeVisible()
    await expect(canvas.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true')
    const api = apiOf(loaded)
    await expect(api.auth.requestRecovery).not.toHaveBeenCalled()
  },
}

export const Pending: Story = {
  ...matrix.Pending,
  play: async ({ canvasElement }) => {
    const canvas = await requestLink(canvasElement, sampleUser.email)
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Enviar link/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    )
  },
}

export const Error: Story = {
  ...matrix.Error,
  play: async ({ canvasElement }) => {
    const canvas = await requestLink(canvasElement, sampleUser.email)
    await expect(await canvas.findByText(/Não foi possível concluir a operação/)).toBeVisible()
    await expect(canvas.queryByText('Pedido recebido')).not.toBeInTheDocument()
  },
}

/** A known address: a link is issued and the screen confirms where it went. */
export const Success: Story = {
  ...matrix.Success,
  play: async ({ canvasElement, loaded }) => {
    const canvas = await requestLink(canvasElement, sampleUser.email.toUpperCase())
    await expect(await canvas.findByText('Pedido recebido')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Verifique seu e-mail' })).toBeVisible()
    // The address shown is the normalised one that was sent.
    await expect(canvas.getByText(/^Se houver uma conta/)).toHaveTextContent(
      receipt(sampleUser.email),
    )
    await expect(canvas.getByText(sampleUser.email, { selector: 'strong' })).toBeVisible()
    const api = apiOf(loaded)
    await expect(api.auth.requestRecovery).toHaveBeenCalledWith({ email: sampleUser.email })
    await expect(api.state.auth.recoveryTokens).toHaveLength(1)
    await expect(canvas.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute(
      'href',
      href('auth-login'),
    )
  },
}

/**
 * An address without an account gets the very same answer, so the form cannot be used to find
 * out who has an account; no link is issued.
 */
export const UnknownEmail: Story = {
  ...matrix.Success,
  name: 'Success · unknown e-mail',
  play: async ({ canvasElement, loaded }) => {
    const canvas = await requestLink(canvasElement, 'ninguem@exemplo.com.br')
    await expect(await canvas.findByText('Pedido recebido')).toBeVisible()
    await expect(canvas.getByText(/^Se houver uma conta/)).toHaveTextContent(
      receipt('ninguem@exemplo.com.br'),
    )
    const api = apiOf(loaded)
    await expect(api.state.auth.recoveryTokens).toHaveLength(0)
  },
}
