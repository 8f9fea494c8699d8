import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { SAMPLE_PASSWORD, sampleUser } from '@vitrine/api/fixture'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { apiOf, expectCalled } from '../../testing/story-context.ts'
import { LoginScreen } from './LoginScreen.tsx'

const meta = {
  title: 'Auth/Login',
  component: LoginScreen,
  args: { onSignedIn: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof LoginScreen>
export default meta
type Story = StoryObj<typeof meta>

// Pending and error follow a submit here, not a load: each story below plays its own.
const matrix = screenMatrix({ states: ['idle', 'pending', 'error', 'success'] })

async function fillAndSubmit(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement)
  await userEvent.type(canvas.getByLabelText(/E-mail/), email)
  await userEvent.type(canvas.getByLabelText(/^Senha/), password)
  await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }))
  return canvas
}

export const Idle: Story = matrix.Idle

/** Submitting an empty form shows every message and the form-level alert. */
export const Incomplete: Story = {
  ...matrix.Idle,
  name: 'Idle · incomplete submit',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }))
    await expect(await canvas.findByText('Formulário incompleto.')).toBeVisible()
    await expect(canvas.getByText('E-mail é obrigatório.')).toBeVisible()
    await expect(canvas.getByText('Senha é obrigatória.')).toBeVisible()
    await expect(args.onSignedIn).not.toHaveBeenCalled()
  },
}

/** The call is under way: the button is busy. */
export const Pending: Story = {
  ...matrix.Pending,
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, sampleUser.email, SAMPLE_PASSWORD)
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Entrar/ })).toHaveAttribute('aria-busy', 'true'),
    )
  },
}

/** The server failed: its message shows above the form. */
export const Error: Story = {
  ...matrix.Error,
  play: async ({ canvasElement, args }) => {
    const canvas = await fillAndSubmit(canvasElement, sampleUser.email, SAMPLE_PASSWORD)
    await expect(await canvas.findByText(/Não foi possível concluir a operação/)).toBeVisible()
    await expect(args.onSignedIn).not.toHaveBeenCalled()
  },
}

export const WrongPassword: Story = {
  ...matrix.Idle,
  name: 'Error · wrong password',
  play: async ({ canvasElement, args }) => {
    const canvas = await fillAndSubmit(canvasElement, sampleUser.email, 'errada123')
    await expect(await canvas.findByText('E-mail ou senha incorretos.')).toBeVisible()
    await expect(args.onSignedIn).not.toHaveBeenCalled()
  },
}

export const Success: Story = {
  ...matrix.Success,
  play: async ({ canvasElement, args, loaded }) => {
    await fillAndSubmit(canvasElement, `  ${sampleUser.email.toUpperCase()} `, SAMPLE_PASSWORD)
    const api = apiOf(loaded)
    // The address is trimmed and lower-cased by the shared schema before it is sent.
    await expectCalled(api.auth.login, {
      email: sampleUser.email,
      password: SAMPLE_PASSWORD,
    })
    await waitFor(() =>
      expect(args.onSignedIn).toHaveBeenCalledWith(
        expect.objectContaining({ user: expect.objectContaining({ email: sampleUser.email }) }),
      ),
    )
  },
}
