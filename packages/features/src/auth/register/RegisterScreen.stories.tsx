import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { sampleUser } from '@vitrine/api/fixture'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { apiOf, expectCalled } from '../../testing/story-context.ts'
import { RegisterScreen } from './RegisterScreen.tsx'

const meta = {
  title: 'Auth/Register',
  component: RegisterScreen,
  args: { onRegistered: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof RegisterScreen>
export default meta
type Story = StoryObj<typeof meta>

// Pending and error follow a submit here, not a load: each story below plays its own.
const matrix = screenMatrix({ states: ['idle', 'pending', 'error', 'success'] })

const NEW_PASSWORD = 'vitrine2026'

interface Registration {
  name: string
  email: string
  phone?: string
  profession?: string
  password?: string
  passwordConfirm?: string
}

/** Fills the form as a person would (profession from the native select, terms ticked) and sends it. */
async function register(canvasElement: HTMLElement, registration: Registration) {
  const canvas = within(canvasElement)
  const {
    name,
    email,
    phone,
    profession = 'owner',
    password = NEW_PASSWORD,
    passwordConfirm = password,
  } = registration
  await userEvent.type(canvas.getByLabelText(/^Nome completo/), name)
  await userEvent.type(canvas.getByLabelText(/^E-mail/), email)
  if (phone) await userEvent.type(canvas.getByLabelText(/^Celular/), phone)
  await userEvent.selectOptions(canvas.getByLabelText(/^Profissão/), profession)
  await userEvent.type(canvas.getByLabelText(/^Senha/), password)
  await userEvent.type(canvas.getByLabelText(/^Confirme a senha/), passwordConfirm)
  await userEvent.click(canvas.getByRole('checkbox', { name: /Li e aceito os termos de uso/ }))
  await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }))
  return canvas
}

export const Idle: Story = matrix.Idle

/** Submitting an empty form shows every field's message and the form-level alert. */
export const Incomplete: Story = {
  ...matrix.Idle,
  name: 'Idle · incomplete submit',
  play: async ({ canvas, args, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }))
    await expect(await canvas.findByText('Formulário incompleto.')).toBeVisible()
    await expect(canvas.getByText('Nome é obrigatório.')).toBeVisible()
    await expect(canvas.getByText('E-mail é obrigatório.')).toBeVisible()
    await expect(canvas.getByText('Profissão é obrigatória.')).toBeVisible()
    await expect(canvas.getByText('Senha é obrigatória.')).toBeVisible()
    await expect(canvas.getByText('Confirmação de senha é obrigatória.')).toBeVisible()
    await expect(canvas.getByText('É preciso aceitar os termos de uso.')).toBeVisible()
    // The phone is optional: no message under it.
    await expect(canvas.getByLabelText(/^Celular/)).not.toHaveAttribute('aria-invalid', 'true')
    // Focus goes to the first invalid field so the user can start fixing at once.
    await waitFor(() => expect(canvas.getByLabelText(/^Nome completo/)).toHaveFocus())
    const api = apiOf(loaded)
    await expect(api.auth.register).not.toHaveBeenCalled()
    await expect(args.onRegistered).not.toHaveBeenCalled()
  },
}

export const PasswordMismatch: Story = {
  ...matrix.Idle,
  name: 'Idle · password mismatch',
  play: async ({ canvasElement, args }) => {
    const canvas = await register(canvasElement, {
      name: 'Ana Souza',
      email: 'ana@exemplo.com.br',
      passwordConfirm: 'vitrine2025',
    })
    await expect(await canvas.findByText('Confirmação de senha não confere.')).toBeVisible()
    await expect(canvas.getByLabelText(/^Confirme a senha/)).toHaveAccessibleDescription(
      'Confirmação de senha não confere.',
    )
    await expect(args.onRegistered).not.toHaveBeenCalled()
  },
}

/** The server answers 409 with a field error: it shows under E-mail, not as a form alert. */
export const EmailTaken: Story = {
  ...matrix.Idle,
  name: 'Error · e-mail taken',
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = await register(canvasElement, { name: 'Ana Souza', email: sampleUser.email })
    const api = apiOf(loaded)
    await waitFor(() => expect(api.auth.register).toHaveBeenCalledOnce())
    const email = canvas.getByLabelText(/^E-mail/)
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Este e-mail já está cadastrado.'),
    )
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.queryByText('Formulário incompleto.')).not.toBeInTheDocument()
    await expect(args.onRegistered).not.toHaveBeenCalled()
  },
}

/** The call is under way: the button is busy. */
export const Pending: Story = {
  ...matrix.Pending,
  play: async ({ canvasElement }) => {
    const canvas = await register(canvasElement, { name: 'Ana Souza', email: 'ana@exemplo.com.br' })
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Criar conta/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    )
  },
}

/** The server failed: its message shows above the form. */
export const Error: Story = {
  ...matrix.Error,
  play: async ({ canvasElement, args }) => {
    const canvas = await register(canvasElement, { name: 'Ana Souza', email: 'ana@exemplo.com.br' })
    await expect(await canvas.findByText(/Não foi possível concluir a operação/)).toBeVisible()
    await expect(args.onRegistered).not.toHaveBeenCalled()
  },
}

export const Success: Story = {
  ...matrix.Success,
  play: async ({ canvasElement, args, loaded }) => {
    await register(canvasElement, {
      name: '  Ana Souza ',
      email: ' Ana@Exemplo.com.BR ',
      phone: '(21) 99876-5432',
      profession: 'marketing',
    })
    const api = apiOf(loaded)
    // The shared schema trims, lower-cases and strips the phone's punctuation before sending.
    await expectCalled(api.auth.register, {
      name: 'Ana Souza',
      email: 'ana@exemplo.com.br',
      phone: '21998765432',
      profession: 'marketing',
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
      accept_terms: true,
    })
    await waitFor(() =>
      expect(args.onRegistered).toHaveBeenCalledWith(
        expect.objectContaining({
          user: expect.objectContaining({ name: 'Ana Souza', email: 'ana@exemplo.com.br' }),
        }),
      ),
    )
  },
}
