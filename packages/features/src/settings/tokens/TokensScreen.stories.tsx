import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { NO_LEVELS } from '@vitrine/api'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectNotified,
  findDialog,
  rowOf,
  withOpenDialog,
} from '../../testing/story-context.ts'
import { TokensScreen } from './TokensScreen.tsx'

const meta = {
  title: 'Settings/Tokens',
  component: TokensScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof TokensScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso a esta área',
    untouched: (api) => [api.tokens.list],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Criar token' })],
  },
  pending: 'Carregando tokens',
  error: { text: 'Não foi possível carregar os tokens', retry: (api) => api.tokens.list },
  empty: 'Nenhum token criado.',
})

/** The clipboard answers as if the user had allowed it (headless Chromium does not). */
const allowClipboard = () => {
  const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
  return () => writeText.mockRestore()
}

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError

export const ReadEmpty: Story = {
  ...matrix.ReadEmpty,
  play: async (context) => {
    await matrix.ReadEmpty.play(context)
    await expect(
      context.canvas.queryByRole('button', { name: 'Criar token' }),
    ).not.toBeInTheDocument()
  },
}

export const WriteEmpty: Story = {
  ...matrix.WriteEmpty,
  play: async (context) => {
    await matrix.WriteEmpty.play(context)
    const empty = context.canvas.getByText('Nenhum token criado.').parentElement!
    await expect(within(empty).getByRole('button', { name: 'Criar token' })).toBeVisible()
  },
}

/** Read level: the list only, and a note saying why nothing can be changed. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvas, canvasElement }) => {
    const erp = await rowOf(canvasElement, 'Integração ERP')
    await expect(erp.getByText('Ativo')).toBeVisible()
    await expect(canvas.getByText(/Você pode ver os tokens da loja/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Criar token' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: /^Revogar/ })).not.toBeInTheDocument()
  },
}

/** One active token in use and one revoked; only the active one can be revoked. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvasElement }) => {
    const erp = await rowOf(canvasElement, 'Integração ERP')
    await expect(erp.getByText('vt_8f2k…')).toBeVisible()
    await expect(erp.getByText('Leitura: E-commerce e Pagamentos')).toBeVisible()
    await expect(erp.getByText('Sem validade')).toBeVisible()
    await expect(erp.getByText('21/11/2026, 05:12')).toBeVisible()
    await expect(erp.getByText('Ativo')).toBeVisible()
    await expect(
      erp.getByRole('button', { name: 'Revogar o token «Integração ERP»' }),
    ).toBeVisible()

    const sheet = await rowOf(canvasElement, 'Planilha de conciliação')
    await expect(sheet.getByText('Revogado')).toBeVisible()
    await expect(sheet.getByText('Nunca usado')).toBeVisible()
    await expect(sheet.queryByRole('button')).not.toBeInTheDocument()
  },
}

async function createToken(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Criar token' }))
  const dialog = await findDialog('Criar token')
  await userEvent.type(dialog.getByLabelText(/^Nome/), 'Conciliação bancária')
  await userEvent.click(
    within(dialog.getByRole('radiogroup', { name: 'Pagamentos' })).getByRole('radio', {
      name: 'Leitura',
    }),
  )
  await userEvent.type(dialog.getByLabelText(/^Validade/), '2030-12-31')
  await userEvent.click(dialog.getByRole('button', { name: 'Criar token' }))
  return findDialog('Token criado')
}

/** The secret is shown once, copied, and gone from the page after the dialog closes. */
export const CreateToken: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · create a token',
  beforeEach: allowClipboard,
  play: async ({ canvasElement, loaded }) => {
    const dialog = await createToken(canvasElement)
    const api = apiOf(loaded)
    await expect(api.tokens.create).toHaveBeenCalledWith(101, {
      name: 'Conciliação bancária',
      scope: { ...NO_LEVELS, payments: 'read' },
      expires_on: '2030-12-31',
    })
    const shown = dialog.getByRole('textbox', { name: 'Token' }) as HTMLInputElement
    const secret = shown.value
    await expect(secret).toMatch(/^vt_\w{10,}$/)
    await expect(api.state.control.tokens[0]?.prefix).toBe(secret.slice(0, 7))
    await expect(
      dialog.getByText('Copie agora: este token não será mostrado de novo.'),
    ).toBeInTheDocument()

    await userEvent.click(dialog.getByRole('button', { name: 'Copiar' }))
    await expectCalled(navigator.clipboard.writeText, secret)
    await expect(await dialog.findByRole('button', { name: 'Copiado' })).toBeVisible()

    await userEvent.click(dialog.getByRole('button', { name: 'Concluir' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const row = await rowOf(canvasElement, 'Conciliação bancária')
    await expect(row.getByText(`${secret.slice(0, 7)}…`)).toBeVisible()
    await expect(row.getByText('Ativo')).toBeVisible()
    await expect(row.getByText('Até 31/12/2030')).toBeVisible()
    // Shown once: nothing on the page holds the secret any more.
    await expect(document.body.textContent).not.toContain(secret)
    for (const input of document.querySelectorAll('input')) {
      await expect(input.value).not.toBe(secret)
    }
  },
}

/** The second step as the user sees it: the warning, the secret and the copy button. */
export const SecretShown: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · new token secret',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement }) => {
    const dialog = await createToken(canvasElement)
    await expect(
      (dialog.getByRole('textbox', { name: 'Token' }) as HTMLInputElement).value,
    ).toMatch(/^vt_/)
    // A click beside the dialog does not lose the secret.
    await userEvent.click(document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]')!)
    await expect(screen.getByRole('dialog', { name: 'Token criado' })).toBeInTheDocument()
  },
}

/** Name and scope are needed; nothing is sent until they are there. */
export const CreateTokenValidation: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · create validation',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Criar token' }))
    const dialog = await findDialog('Criar token')
    await userEvent.type(dialog.getByLabelText(/^Validade/), '2020-01-01')
    await userEvent.click(dialog.getByRole('button', { name: 'Criar token' }))
    await expect(await dialog.findByText('Formulário incompleto.')).toBeVisible()
    await expect(dialog.getByLabelText(/^Nome/)).toHaveAccessibleDescription(
      /Nome é obrigatório\.$/,
    )
    await expect(dialog.getByRole('group', { name: 'Escopo' })).toHaveAccessibleDescription(
      'Dê ao token acesso a pelo menos uma área.',
    )
    await expect(dialog.getByLabelText(/^Validade/)).toHaveAccessibleDescription(
      /Escolha um dia depois de hoje, ou deixe em branco\.$/,
    )
    await expect(apiOf(loaded).tokens.create).not.toHaveBeenCalled()
  },
}

/** Revoking asks first; the token stays in the list, marked revoked. */
export const RevokeToken: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · revoke a token',
  play: async ({ canvasElement, loaded }) => {
    const erp = await rowOf(canvasElement, 'Integração ERP')
    await userEvent.click(erp.getByRole('button', { name: 'Revogar o token «Integração ERP»' }))
    const confirm = await findDialog('Revogar o token «Integração ERP»?', 'alertdialog')
    await userEvent.click(confirm.getByRole('button', { name: 'Revogar token' }))
    await waitFor(() => expect(apiOf(loaded).tokens.revoke).toHaveBeenCalledWith(101, 7))
    await expectNotified('Token «Integração ERP» revogado.')
    await waitFor(() => expect(erp.getByText('Revogado')).toBeVisible())
    await expect(erp.queryByRole('button', { name: /^Revogar/ })).not.toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  },
}
