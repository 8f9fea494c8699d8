import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { SAMPLE_PASSWORD, sampleUser } from '@vitrine/api/fixture'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { apiOf, expectCalled, expectNotified } from '../../testing/story-context.ts'
import { ProfileScreen } from './ProfileScreen.tsx'

const meta = {
  title: 'Account/Profile',
  component: ProfileScreen,
  args: { onProfileSaved: fn(), onSessionRenewed: fn() },
} satisfies Meta<typeof ProfileScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  states: ['pending', 'error', 'success'],
  pending: 'Carregando sua conta',
  error: { text: /Não foi possível concluir a operação/, retry: (api) => api.auth.me },
})

const NEW_PASSWORD = 'primavera2026'

/** The two cards, once the user has loaded. */
async function forms(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  const profile = within(await canvas.findByRole('form', { name: 'Dados pessoais' }))
  const password = within(canvas.getByRole('form', { name: 'Alterar senha' }))
  return { canvas, profile, password }
}

async function changePassword(canvasElement: HTMLElement, current: string) {
  const { password } = await forms(canvasElement)
  await userEvent.type(password.getByLabelText(/^Senha atual/), current)
  await userEvent.type(password.getByLabelText(/^Nova senha/), NEW_PASSWORD)
  await userEvent.type(password.getByLabelText(/^Confirme a nova senha/), NEW_PASSWORD)
  await userEvent.click(password.getByRole('button', { name: 'Alterar senha' }))
  return password
}

/** While the user loads: a skeleton in the shape of the two cards. */
export const Pending: Story = {
  ...matrix.Pending,
  play: async (context) => {
    await matrix.Pending.play(context)
    await expect(context.canvas.queryByRole('form')).not.toBeInTheDocument()
  },
}

export const Error: Story = matrix.Error

/** The two cards filled from the signed-in user. */
export const Success: Story = {
  ...matrix.Success,
  play: async ({ canvasElement }) => {
    const { canvas, profile, password } = await forms(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible()
    await expect(profile.getByLabelText(/^Nome completo/)).toHaveValue(sampleUser.name)
    await expect(profile.getByLabelText(/^E-mail/)).toHaveValue(sampleUser.email)
    await expect(profile.getByLabelText(/^Celular/)).toHaveValue(sampleUser.phone)
    await expect(profile.getByLabelText(/^Profissão/)).toHaveDisplayValue('Dono(a) da loja')
    await expect(password.getByLabelText(/^Senha atual/)).toHaveValue('')
    await expect(password.getByLabelText(/^Nova senha/)).toHaveValue('')
  },
}

export const SaveProfile: Story = {
  ...matrix.Success,
  name: 'Success · save profile',
  play: async ({ canvasElement, args, loaded }) => {
    const { profile } = await forms(canvasElement)
    const name = profile.getByLabelText(/^Nome completo/)
    await userEvent.clear(name)
    await userEvent.type(name, 'Marina Costa Lima')
    await userEvent.click(profile.getByRole('button', { name: 'Salvar dados' }))

    const api = apiOf(loaded)
    await expectCalled(api.auth.updateProfile, {
      name: 'Marina Costa Lima',
      email: sampleUser.email,
      phone: sampleUser.phone,
      profession: sampleUser.profession,
    })
    // The notification area lives beside the screen, not inside it; it fades in.
    await expectNotified('Seus dados foram salvos.')
    await expect(args.onProfileSaved).toHaveBeenCalledWith(
      expect.objectContaining({ id: sampleUser.id, name: 'Marina Costa Lima' }),
    )
    await expect(name).toHaveValue('Marina Costa Lima')
  },
}

/**
 * The e-mail is the login: changing it asks for the current password, sent with it. The new
 * address is not applied at once: a link goes to it, and the form keeps the current one.
 */
export const ChangeEmail: Story = {
  ...matrix.Success,
  name: 'Success · change e-mail',
  play: async ({ canvasElement, args, loaded }) => {
    const { profile } = await forms(canvasElement)
    await expect(profile.queryByLabelText(/^Senha atual/)).toBeNull()
    const email = profile.getByLabelText(/^E-mail/)
    await userEvent.clear(email)
    await userEvent.type(email, 'nova@example.com')
    await userEvent.type(await profile.findByLabelText(/^Senha atual/), SAMPLE_PASSWORD)
    await userEvent.click(profile.getByRole('button', { name: 'Salvar dados' }))
    await expectCalled(apiOf(loaded).auth.updateProfile, {
      name: sampleUser.name,
      email: 'nova@example.com',
      phone: sampleUser.phone,
      profession: sampleUser.profession,
      current_password: SAMPLE_PASSWORD,
    })
    await expectNotified('Seus dados foram salvos.')
    const title = await profile.findByText('Confirme o novo e-mail')
    const pending = title.closest('[data-slot="alert"]')
    await expect(pending).toHaveAttribute('role', 'status')
    await expect(pending).toHaveTextContent(
      `Enviamos um link de confirmação para nova@example.com. Seu e-mail muda quando você abrir esse link; até lá, continue entrando com ${sampleUser.email}.`,
    )
    // Until the link is followed the account keeps its address, and the form shows it.
    await expect(email).toHaveValue(sampleUser.email)
    await expect(profile.queryByLabelText(/^Senha atual/)).toBeNull()
    await expect(args.onProfileSaved).toHaveBeenCalledWith(
      expect.objectContaining({ email: sampleUser.email }),
    )
    const api = apiOf(loaded)
    await expect(api.state.auth.accounts[0]?.user.email).toBe(sampleUser.email)
    await expect(api.state.auth.verificationTokens).toContainEqual(
      expect.objectContaining({ userId: sampleUser.id, email: 'nova@example.com' }),
    )
    // The busy button dropped focus at Chrome's pace: leave it nowhere for the screenshot.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  },
}

/** Messages appear as each field is left; a submit with errors sends nothing. */
export const ProfileValidation: Story = {
  ...matrix.Success,
  name: 'Success · profile validation',
  play: async ({ canvasElement, args, loaded }) => {
    const { profile } = await forms(canvasElement)
    const name = profile.getByLabelText(/^Nome completo/)
    await userEvent.clear(name)
    await userEvent.tab()
    await waitFor(() => expect(name).toHaveAccessibleDescription('Nome é obrigatório.'))

    const phone = profile.getByLabelText(/^Celular/)
    await userEvent.clear(phone)
    await userEvent.type(phone, '1234')
    await userEvent.tab()
    await waitFor(() =>
      // The description also carries the hint ("Opcional").
      expect(phone).toHaveAccessibleDescription(
        /Informe um telefone com DDD, por exemplo \(11\) 98765-4321\.$/,
      ),
    )

    await userEvent.click(profile.getByRole('button', { name: 'Salvar dados' }))
    await expect(await profile.findByText('Formulário incompleto.')).toBeVisible()
    const api = apiOf(loaded)
    await expect(api.auth.updateProfile).not.toHaveBeenCalled()
    await expect(args.onProfileSaved).not.toHaveBeenCalled()
  },
}

export const ChangePasswordWrongCurrent: Story = {
  ...matrix.Success,
  name: 'Success · change password, wrong current',
  play: async ({ canvasElement, args, loaded }) => {
    const password = await changePassword(canvasElement, 'errada123')
    await waitFor(() =>
      expect(password.getByLabelText(/^Senha atual/)).toHaveAccessibleDescription(
        'A senha atual não confere.',
      ),
    )
    await expect(args.onSessionRenewed).not.toHaveBeenCalled()
    const api = apiOf(loaded)
    await expect(api.state.auth.accounts[0]?.password).toBe(SAMPLE_PASSWORD)
  },
}

/** The password changes, the host gets the new session and the fields are cleared. */
export const ChangePassword: Story = {
  ...matrix.Success,
  name: 'Success · change password',
  play: async ({ canvasElement, args, loaded }) => {
    const password = await changePassword(canvasElement, SAMPLE_PASSWORD)
    const api = apiOf(loaded)
    await waitFor(() =>
      expect(api.auth.changePassword).toHaveBeenCalledWith({
        current_password: SAMPLE_PASSWORD,
        password: NEW_PASSWORD,
        password_confirm: NEW_PASSWORD,
      }),
    )
    await expectNotified('Senha alterada. As outras sessões foram encerradas.')
    await expect(args.onSessionRenewed).toHaveBeenCalledWith(
      expect.objectContaining({ user: expect.objectContaining({ id: sampleUser.id }) }),
    )
    await expect(api.state.auth.accounts[0]?.password).toBe(NEW_PASSWORD)
    await expect(password.getByLabelText(/^Senha atual/)).toHaveValue('')
    await expect(password.getByLabelText(/^Nova senha/)).toHaveValue('')
    const confirmation = password.getByLabelText(/^Confirme a nova senha/)
    await expect(confirmation).toHaveValue('')
    // Cleared, not flagged: a fresh form shows no messages.
    await expect(confirmation).not.toHaveAttribute('aria-invalid', 'true')
    // The busy button was disabled for a moment, and Chrome drops focus from a disabled
    // element at its own pace: leave focus nowhere so the screenshot does not depend on it.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  },
}
