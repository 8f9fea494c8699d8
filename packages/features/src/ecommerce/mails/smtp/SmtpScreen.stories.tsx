import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { screenMatrix } from '../../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectNotified,
  findDialog,
  withOpenDialog,
} from '../../../testing/story-context.ts'
import { SmtpScreen } from './SmtpScreen.tsx'

const meta = {
  title: 'E-commerce/Mails/SMTP',
  component: SmtpScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof SmtpScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao e-commerce',
    title: 'SMTP',
    untouched: (api) => [api.mails.getSmtp],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Testar conexão' })],
  },
  pending: 'Carregando o SMTP',
  error: { text: 'Não foi possível carregar o SMTP', retry: (api) => api.mails.getSmtp },
  empty: 'Nenhum SMTP da loja cadastrado: os e-mails saem pelo servidor da Vitrine.',
})

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError
export const ReadEmpty: Story = matrix.ReadEmpty

/** Read: the settings, the password never shown, nothing to change or test. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: /^Servidor/ })).toHaveValue(
      'smtp.lojavitrine.com.br',
    )
    await expect(canvas.getByPlaceholderText('••••')).toHaveValue('')
    for (const name of ['Testar conexão', 'Salvar', 'Trocar senha']) {
      await expect(canvas.queryByRole('button', { name })).not.toBeInTheDocument()
    }
  },
}

/** No SMTP yet: the password field is open, and saving sends it. */
export const WriteEmpty: Story = {
  ...matrix.WriteEmpty,
  play: async (context) => {
    await matrix.WriteEmpty.play(context)
    const { canvas, loaded } = context
    await userEvent.type(canvas.getByRole('textbox', { name: /^Servidor/ }), 'smtp.loja.com.br')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Segurança/ }), 'tls')
    await expect(canvas.getByRole('textbox', { name: /^Porta/ })).toHaveValue('465')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Usuário/ }), 'contato@loja.com.br')
    await userEvent.type(canvas.getByLabelText(/^Senha/), 's3gr3d0')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Nome do remetente/ }), 'Loja')
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^E-mail do remetente/ }),
      'contato@loja.com.br',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await expectCalled(apiOf(loaded).mails.saveSmtp, 101, {
      host: 'smtp.loja.com.br',
      port: 465,
      security: 'tls',
      user: 'contato@loja.com.br',
      password: 's3gr3d0',
      sender_name: 'Loja',
      sender_email: 'contato@loja.com.br',
    })
    await expectNotified('SMTP salvo: os e-mails da loja saem por ele.')
    await expect(await canvas.findByPlaceholderText('••••')).toBeVisible()
  },
}

/** Write: the kept password is not sent back; "Testar conexão" says why it failed, then succeeds. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    const host = await canvas.findByRole('textbox', { name: /^Servidor/ })
    await userEvent.clear(host)
    await userEvent.type(host, 'recusa.loja.com.br')
    await userEvent.click(canvas.getByRole('button', { name: 'Testar conexão' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'O servidor recusa.loja.com.br recusou a conexão na porta 587. Confira o servidor e a porta.',
    )
    await expect(canvas.getByRole('alert')).toHaveTextContent('ECONNREFUSED')
    const sent = (api.mails.verifySmtp as unknown as { mock: { calls: unknown[][] } }).mock
      .calls[0]![1]
    await expect(sent).not.toHaveProperty('password')

    await userEvent.clear(host)
    await userEvent.type(host, 'smtp.lojavitrine.com.br')
    await userEvent.click(canvas.getByRole('button', { name: 'Trocar senha' }))
    await userEvent.type(canvas.getByLabelText(/^Nova senha/), 'errada')
    await userEvent.click(canvas.getByRole('button', { name: 'Testar conexão' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'O servidor SMTP recusou o usuário ou a senha.',
    )
    await userEvent.clear(canvas.getByLabelText(/^Nova senha/))
    await userEvent.type(canvas.getByLabelText(/^Nova senha/), 'certa')
    await userEvent.click(canvas.getByRole('button', { name: 'Testar conexão' }))
    await expect(await canvas.findByText('Conexão bem-sucedida')).toBeVisible()
  },
}

/** Bad values: the server's messages under their fields, nothing saved. */
export const WriteInvalid: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · invalid',
  play: async ({ canvas }) => {
    const email = await canvas.findByRole('textbox', { name: /^E-mail do remetente/ })
    await userEvent.clear(email)
    await userEvent.type(email, 'contato')
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Porta/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    await expect(canvas.getByRole('textbox', { name: /^Porta/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  },
}

/** Removing the store's SMTP asks first. */
export const WriteRemove: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · remove',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remover SMTP' }))
    const confirm = await findDialog('Remover o SMTP da loja?', 'alertdialog')
    await userEvent.click(confirm.getByRole('button', { name: 'Remover SMTP' }))
    await expectCalled(apiOf(loaded).mails.removeSmtp, 101)
    await expect(
      await canvas.findByText(
        'Nenhum SMTP da loja cadastrado: os e-mails saem pelo servidor da Vitrine.',
      ),
    ).toBeVisible()
  },
}
