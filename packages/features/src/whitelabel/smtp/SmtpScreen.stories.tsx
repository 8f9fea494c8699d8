import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { expectNotified } from '../../testing/story-context.ts'
import { SmtpScreen } from './SmtpScreen.tsx'

const meta = {
  title: 'Whitelabel/SMTP',
  component: SmtpScreen,
} satisfies Meta<typeof SmtpScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  states: ['pending', 'error', 'success'],
  pending: 'Carregando o SMTP',
  error: {
    text: 'Não foi possível carregar o SMTP da revenda',
    retry: (api) => api.whitelabel.smtp,
  },
})

export const Pending: Story = matrix.Pending
export const Error: Story = matrix.Error

/** Nothing saved yet: the platform sends; the form is open. */
export const Success: Story = {
  ...matrix.Success,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Nenhum SMTP da revenda cadastrado/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Testar conexão/ })).toBeEnabled()
  },
}

/** A refused connection is said in Portuguese; a good one saves. */
export const TestAndSave: Story = {
  ...matrix.Success,
  name: 'Success · test the connection and save',
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /^Servidor/ }),
      'recusa.example.com',
    )
    await userEvent.type(canvas.getByLabelText(/Nome do remetente/), 'Revenda')
    await userEvent.type(canvas.getByLabelText(/E-mail do remetente/), 'envio@revenda.example.com')
    await userEvent.click(canvas.getByRole('button', { name: /Testar conexão/ }))
    await expect(await canvas.findByText('Não foi possível conectar')).toBeVisible()
    const host = canvas.getByRole('textbox', { name: /^Servidor/ })
    await userEvent.clear(host)
    await userEvent.type(host, 'smtp.revenda.example.com')
    await userEvent.click(canvas.getByRole('button', { name: /Testar conexão/ }))
    await expect(await canvas.findByText('Conexão bem-sucedida')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: /Salvar/ }))
    await expectNotified('SMTP da revenda salvo.')
  },
}
