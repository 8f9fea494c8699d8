import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test'
import { ApiError } from '@vitrine/api'
import { href } from '../../routes/manifest.ts'
import { navigationSpy } from '../../testing/navigation-spy.tsx'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { apiOf, expectCalled, withFixture } from '../../testing/story-context.ts'
import { InvitationCard } from './InvitationCard.tsx'

const { navigate, ...watchNavigation } = navigationSpy()

const meta = {
  title: 'Apps/Invitation',
  component: InvitationCard,
  // The sample invitation: Marina invites to Loja Aurora (app 101).
  args: { token: 'convite-joana', onClose: fn() },
  ...watchNavigation,
} satisfies Meta<typeof InvitationCard>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  states: ['pending', 'error', 'success'],
  pending: 'Carregando o convite',
  error: {
    text: ['Não foi possível carregar o convite', /Não foi possível concluir a operação/],
    retry: (api) => api.auth.invitation,
  },
})

const refusal = (statusCode: number, message: string) =>
  new ApiError({ statusCode, statusMessage: String(statusCode), message })

export const Pending: Story = matrix.Pending

/** The server failed (not a dead invitation): it can be asked again, or closed. */
export const Error: Story = {
  ...matrix.Error,
  play: async (context) => {
    await matrix.Error.play(context)
    await expect(context.canvas.getByRole('button', { name: 'Fechar' })).toBeVisible()
    await expect(context.canvas.queryByRole('button', { name: 'Aceitar convite' })).toBeNull()
  },
}

/** Who invited the person to which store, and the two answers. */
export const Success: Story = {
  ...matrix.Success,
  play: async ({ canvas, loaded }) => {
    const card = await canvas.findByRole('heading', {
      level: 2,
      name: 'Convite para a loja Loja Aurora',
    })
    await expect(card).toBeVisible()
    await expect(
      canvas.getByText('Marina Costa convidou você para ajudar a gerenciar a loja.'),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Aceitar convite' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Agora não' })).toBeEnabled()
    await expect(apiOf(loaded).auth.acceptInvitation).not.toHaveBeenCalled()
  },
}

/** Accepting joins the store and leads into it. */
export const Accept: Story = {
  ...matrix.Success,
  name: 'Success · accept',
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Aceitar convite' }))
    const api = apiOf(loaded)
    await expectCalled(api.auth.acceptInvitation, 'convite-joana')
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(href('overview', { appID: 101 })))
    await expect(api.state.auth.invitations).toHaveLength(0)
  },
}

/** "Agora não" leaves the invitation open: the host only drops it from the address. */
export const NotNow: Story = {
  ...matrix.Success,
  name: 'Success · not now',
  play: async ({ canvas, args, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Agora não' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
    const api = apiOf(loaded)
    await expect(api.auth.acceptInvitation).not.toHaveBeenCalled()
    await expect(api.state.auth.invitations).toHaveLength(1)
  },
}

/** An unconfirmed account cannot accept (403): it is told to confirm, with a new link at hand. */
export const EmailUnverified: Story = {
  ...matrix.Success,
  name: 'Success · e-mail not confirmed',
  play: async ({ canvas, args, loaded }) => {
    const api = apiOf(loaded)
    api.state.auth.accounts[0]!.user.email_verified = false
    await userEvent.click(await canvas.findByRole('button', { name: 'Aceitar convite' }))
    const alert = within(await canvas.findByRole('alert'))
    await expect(alert.getByText('Confirme seu e-mail primeiro')).toBeVisible()
    await expect(
      alert.getByText(/abra o link de confirmação que enviamos para o seu e-mail/),
    ).toBeVisible()
    await expect(navigate).not.toHaveBeenCalled()
    // The invitation stays open: once confirmed, the same button accepts it.
    await expect(api.state.auth.invitations).toHaveLength(1)
    await expect(canvas.getByRole('button', { name: 'Aceitar convite' })).toBeEnabled()

    await userEvent.click(alert.getByRole('button', { name: 'Reenviar link' }))
    await expect(
      await alert.findByText('Link enviado. Confira sua caixa de entrada.'),
    ).toBeVisible()
    await expect(api.auth.resendVerification).toHaveBeenCalledOnce()
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}

/** Its sender lost the access it grants (409): only a new invitation helps. */
export const NoLongerGranted: Story = {
  ...matrix.Success,
  name: 'Success · sender lost the access',
  play: async ({ canvas, args, loaded }) => {
    mocked(apiOf(loaded).auth.acceptInvitation).mockRejectedValueOnce(
      refusal(409, 'Quem enviou este convite não pode mais conceder esse acesso.'),
    )
    await userEvent.click(await canvas.findByRole('button', { name: 'Aceitar convite' }))
    const alert = within(await canvas.findByRole('alert'))
    await expect(alert.getByText('Este convite não pode mais ser aceito')).toBeVisible()
    await expect(
      alert.getByText(
        'Quem enviou o convite não pode mais conceder esse acesso à loja. Peça um novo convite a um responsável por ela.',
      ),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Aceitar convite' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

/** Cancelled, expired or used between loading and accepting (404). */
export const GoneOnAccept: Story = {
  ...matrix.Success,
  name: 'Success · gone when accepting',
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    await canvas.findByRole('button', { name: 'Aceitar convite' })
    api.state.auth.invitations = []
    await userEvent.click(canvas.getByRole('button', { name: 'Aceitar convite' }))
    const alert = within(await canvas.findByRole('alert'))
    await expect(alert.getByText('Este convite não vale mais')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Aceitar convite' })).toBeNull()
    await expect(navigate).not.toHaveBeenCalled()
  },
}

/** A link that no longer works: it says so, and there is nothing to accept. */
export const Gone: Story = {
  ...matrix.Success,
  name: 'Error · invitation gone',
  args: { token: 'expirado' },
  play: async ({ canvas, args }) => {
    const alert = within(await canvas.findByRole('alert'))
    await expect(alert.getByText('Este convite não vale mais')).toBeVisible()
    await expect(
      alert.getByText(
        'Ele expirou, foi cancelado ou já foi usado. Se ainda precisa de acesso, peça um novo convite.',
      ),
    ).toBeVisible()
    await expect(alert.queryByRole('button', { name: 'Tentar novamente' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Aceitar convite' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

/** The server already knows its sender cannot grant it any more (409 on loading). */
export const NotGrantedOnLoad: Story = {
  ...withFixture(matrix.Error, {
    error: refusal(409, 'Quem enviou este convite não pode mais conceder esse acesso.'),
  }),
  name: 'Error · sender lost the access',
  play: async ({ canvas }) => {
    const alert = within(await canvas.findByRole('alert'))
    await expect(alert.getByText('Este convite não pode mais ser aceito')).toBeVisible()
    await expect(alert.queryByRole('button', { name: 'Tentar novamente' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Fechar' })).toBeVisible()
  },
}
