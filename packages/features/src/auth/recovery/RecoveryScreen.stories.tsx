import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { SAMPLE_PASSWORD, sampleUser } from '@vitrine/api/fixture'
import { href } from '../../routes/manifest.ts'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { apiOf } from '../../testing/story-context.ts'
import { RecoveryScreen } from './RecoveryScreen.tsx'

const meta = {
  title: 'Auth/Recovery',
  component: RecoveryScreen,
  args: { token: 'abc' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof RecoveryScreen>
export default meta
type Story = StoryObj<typeof meta>

// Pending and error follow a submit here, not a load: each story below plays its own.
const matrix = screenMatrix({ states: ['idle', 'pending', 'error', 'success'] })

const NEW_PASSWORD = 'primavera2026'

async function setPassword(canvasElement: HTMLElement, password: string, confirmation = password) {
  const canvas = within(canvasElement)
  await userEvent.type(canvas.getByLabelText(/^Nova senha/, { selector: 'input' }), password)
  await userEvent.type(canvas.getByLabelText(/^Confirme a nova senha/), confirmation)
  await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }))
  return canvas
}

export const Idle: Story = matrix.Idle

export const Incomplete: Story = {
  ...matrix.Idle,
  name: 'Idle · incomplete submit',
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }))
    await expect(await canvas.findByText('Formulário incompleto.')).toBeVisible()
    await expect(canvas.getByText('Senha é obrigatória.')).toBeVisible()
    await expect(canvas.getByText('Confirmação de senha é obrigatória.')).toBeVisible()
    const api = apiOf(loaded)
    await expect(api.auth.resetPassword).not.toHaveBeenCalled()
  },
}

export const Mismatch: Story = {
  ...matrix.Idle,
  name: 'Idle · confirmation mismatch',
  play: async ({ canvasElement, loaded }) => {
    const canvas = await setPassword(canvasElement, NEW_PASSWORD, 'primavera2025')
    await expect(await canvas.findByText('Confirmação de senha não confere.')).toBeVisible()
    await expect(canvas.getByLabelText(/^Confirme a nova senha/)).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    const api = apiOf(loaded)
    await expect(api.auth.resetPassword).not.toHaveBeenCalled()
  },
}

export const Pending: Story = {
  ...matrix.Pending,
  play: async ({ canvasElement }) => {
    const canvas = await setPassword(canvasElement, NEW_PASSWORD)
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Salvar nova senha/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    )
  },
}

export const Error: Story = {
  ...matrix.Error,
  play: async ({ canvasElement }) => {
    const canvas = await setPassword(canvasElement, NEW_PASSWORD)
    await expect(await canvas.findByText(/Não foi possível concluir a operação/)).toBeVisible()
    await expect(canvas.queryByText('Senha alterada')).not.toBeInTheDocument()
  },
}

/** A token the server never issued (or already used, or expired): the form says so. */
export const InvalidToken: Story = {
  ...matrix.Idle,
  name: 'Error · invalid token',
  args: { token: 'expirado' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await setPassword(canvasElement, NEW_PASSWORD)
    await expect(
      await canvas.findByText('Este link de recuperação é inválido ou expirou. Peça um novo.'),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
      'href',
      href('auth-forgot-password'),
    )
    const api = apiOf(loaded)
    await expect(api.state.auth.accounts[0]?.password).toBe(SAMPLE_PASSWORD)
  },
}

/** The token from the e-mail is valid: the password changes and the token is spent. */
export const Success: Story = {
  ...matrix.Success,
  args: { token: 'abc' },
  parameters: {
    ...matrix.Success.parameters,
    fixture: {
      ...matrix.Success.parameters.fixture,
      state: {
        auth: {
          accounts: [{ user: { ...sampleUser }, password: SAMPLE_PASSWORD }],
          currentUserId: null,
          recoveryTokens: [{ email: sampleUser.email, token: 'abc' }],
        },
      },
    },
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await setPassword(canvasElement, NEW_PASSWORD)
    await expect(await canvas.findByRole('heading', { name: 'Senha alterada' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Entrar com a nova senha' })).toHaveAttribute(
      'href',
      href('auth-login'),
    )
    const api = apiOf(loaded)
    await expect(api.auth.resetPassword).toHaveBeenCalledWith('abc', {
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
    })
    await expect(api.state.auth.accounts[0]?.password).toBe(NEW_PASSWORD)
    await expect(api.state.auth.recoveryTokens).toHaveLength(0)
    // The API tokens were not asked about: they stay.
    await expect(canvas.queryByText(/também foram revogados/)).toBeNull()
  },
}

/**
 * After a stolen password, whoever used it may have created API tokens that a new password
 * does not stop: the checkbox asks the server to revoke them as well.
 */
export const RevokeApiTokens: Story = {
  ...Success,
  name: 'Success · revoke API tokens',
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    const revoke = canvas.getByRole('checkbox', {
      name: 'Revogar também os tokens de API da minha conta',
    })
    await expect(revoke).not.toBeChecked()
    await expect(revoke).toHaveAccessibleDescription(
      'Se alguém usou sua senha, pode ter criado tokens para acessar suas lojas sem entrar no painel.',
    )
    await userEvent.click(revoke)
    await expect(revoke).toBeChecked()
    await setPassword(canvasElement, NEW_PASSWORD)
    await expect(await canvas.findByRole('heading', { name: 'Senha alterada' })).toBeVisible()
    await expect(
      canvas.getByText(/Os tokens de API que você criou também foram revogados\./),
    ).toBeVisible()
    const api = apiOf(loaded)
    await expect(api.auth.resetPassword).toHaveBeenCalledWith('abc', {
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
      revoke_api_tokens: true,
    })
  },
}
