import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, mocked, userEvent, waitFor, within } from 'storybook/test'
import { ApiError } from '@vitrine/api'
import { sampleUser } from '@vitrine/api/fixture'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { apiOf, onPhone, type PlayContext } from '../../testing/story-context.ts'
import { UnverifiedEmailNotice } from './UnverifiedEmailNotice.tsx'

const meta = {
  title: 'Account/Unverified e-mail notice',
  component: UnverifiedEmailNotice,
  args: { email: 'joana@exemplo.com.br' },
} satisfies Meta<typeof UnverifiedEmailNotice>
export default meta
type Story = StoryObj<typeof meta>

// Nothing loads: the notice shows at once, and each story plays what a press brings.
const matrix = screenMatrix({ states: ['idle'] })

/** The notice, a region of its own (not an alert that would speak on every page). */
async function notice({ canvas }: Pick<PlayContext, 'canvas'>) {
  return within(await canvas.findByRole('region', { name: 'E-mail não confirmado' }))
}

/** Which address to confirm, and why; nothing is sent until asked. */
export const Idle: Story = {
  ...matrix.Idle,
  play: async ({ canvas, loaded }) => {
    const region = await notice({ canvas })
    await expect(region.getByText(/^Confirme seu e-mail/)).toHaveTextContent(
      'Confirme seu e-mail joana@exemplo.com.br para aceitar convites de lojas.',
    )
    await expect(region.getByRole('button', { name: 'Reenviar link' })).toBeEnabled()
    await expect(apiOf(loaded).auth.resendVerification).not.toHaveBeenCalled()
  },
}

/** A new link goes out, and the notice says so. */
export const Resent: Story = {
  ...matrix.Idle,
  name: 'Idle · link resent',
  args: { email: sampleUser.email },
  play: async ({ canvas, loaded }) => {
    const region = await notice({ canvas })
    await userEvent.click(region.getByRole('button', { name: 'Reenviar link' }))
    await expect(
      await region.findByText('Link enviado. Confira sua caixa de entrada.'),
    ).toBeVisible()
    const api = apiOf(loaded)
    await expect(api.auth.resendVerification).toHaveBeenCalledOnce()
    await expect(api.state.auth.verificationTokens).toContainEqual(
      expect.objectContaining({ userId: sampleUser.id }),
    )
  },
}

/** While the link is on its way the button is busy. */
export const Sending: Story = {
  ...matrix.Idle,
  name: 'Idle · sending',
  play: async ({ canvas, loaded }) => {
    mocked(apiOf(loaded).auth.resendVerification).mockReturnValueOnce(new Promise(() => {}))
    const region = await notice({ canvas })
    const button = region.getByRole('button', { name: 'Reenviar link' })
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'))
  },
}

/** Asked too often: the server's answer shows beside the button, which stays to try later. */
export const TooOften: Story = {
  ...matrix.Idle,
  name: 'Idle · asked too often',
  play: async ({ canvas, loaded }) => {
    mocked(apiOf(loaded).auth.resendVerification).mockRejectedValueOnce(
      new ApiError({
        statusCode: 429,
        statusMessage: 'Too Many Requests',
        message: 'Você já pediu um link há pouco. Tente de novo em alguns minutos.',
      }),
    )
    const region = await notice({ canvas })
    const button = region.getByRole('button', { name: 'Reenviar link' })
    await userEvent.click(button)
    await expect(
      await region.findByText('Você já pediu um link há pouco. Tente de novo em alguns minutos.'),
    ).toBeVisible()
    await expect(button).toBeEnabled()
    button.blur()
  },
}

/** On a phone the button wraps under the text. */
export const Phone: Story = {
  ...matrix.Idle,
  ...onPhone(matrix.Idle),
  name: 'Idle · phone',
  play: async ({ canvas }) => {
    const region = await notice({ canvas })
    await expect(region.getByRole('button', { name: 'Reenviar link' })).toBeVisible()
  },
}
