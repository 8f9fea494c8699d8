import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { NO_LEVELS } from '@vitrine/api'
import type { FixtureApi } from '@vitrine/api/fixture'
import { storyMatrix } from '../../testing/story-matrix.ts'
import { TokensScreen } from './TokensScreen.tsx'

const meta = {
  title: 'Settings/Tokens',
  component: TokensScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof TokensScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = storyMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
})

const apiOf = (loaded: unknown) => (loaded as { api: FixtureApi }).api

/*
 * An open modal hides the page behind it with aria-hidden while trapping focus, so the buttons
 * there are unreachable; axe cannot see the trap and flags them (as in ui's dialog stories).
 */
const withOpenDialog = {
  a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
}

/** Submits answer in a later task, as a real server does (see ProfileScreen's stories). */
const answeringLater = {
  ...matrix.WriteSuccess.parameters,
  fixture: { ...matrix.WriteSuccess.parameters.fixture, variant: 'stateful' as const, delayMs: 1 },
}

/** The clipboard answers as if the user had allowed it (headless Chromium does not). */
const allowClipboard = () => {
  const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
  return () => writeText.mockRestore()
}

async function rowOf(canvasElement: HTMLElement, name: string) {
  const cell = await within(canvasElement).findByText(name)
  return within(cell.closest('tr')!)
}

async function expectNoAccess(canvasElement: HTMLElement, loaded: unknown) {
  const canvas = within(canvasElement)
  await expect(
    canvas.getByRole('heading', { level: 2, name: 'Você não tem acesso a esta área' }),
  ).toBeVisible()
  await expect(canvas.queryByRole('button', { name: 'Criar token' })).not.toBeInTheDocument()
  await expect(apiOf(loaded).tokens.list).not.toHaveBeenCalled()
}

export const NonePending: Story = {
  ...matrix.NonePending,
  play: ({ canvasElement, loaded }) => expectNoAccess(canvasElement, loaded),
}
export const NoneError: Story = {
  ...matrix.NoneError,
  play: ({ canvasElement, loaded }) => expectNoAccess(canvasElement, loaded),
}
export const NoneEmpty: Story = {
  ...matrix.NoneEmpty,
  play: ({ canvasElement, loaded }) => expectNoAccess(canvasElement, loaded),
}
export const NoneSuccess: Story = {
  ...matrix.NoneSuccess,
  play: ({ canvasElement, loaded }) => expectNoAccess(canvasElement, loaded),
}

async function expectPending(canvasElement: HTMLElement) {
  const loading = within(canvasElement).getByRole('status')
  await expect(loading).toHaveTextContent('Carregando tokens')
  await expect(loading).toHaveAttribute('aria-busy', 'true')
}

export const ReadPending: Story = {
  ...matrix.ReadPending,
  play: ({ canvasElement }) => expectPending(canvasElement),
}
export const WritePending: Story = {
  ...matrix.WritePending,
  play: ({ canvasElement }) => expectPending(canvasElement),
}

async function expectError(canvasElement: HTMLElement, loaded: unknown) {
  const alert = await within(canvasElement).findByRole('alert')
  await expect(alert).toHaveTextContent('Não foi possível carregar os tokens')
  await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
  await waitFor(() => expect(apiOf(loaded).tokens.list).toHaveBeenCalledTimes(2))
}

export const ReadError: Story = {
  ...matrix.ReadError,
  play: ({ canvasElement, loaded }) => expectError(canvasElement, loaded),
}
export const WriteError: Story = {
  ...matrix.WriteError,
  play: ({ canvasElement, loaded }) => expectError(canvasElement, loaded),
}

export const ReadEmpty: Story = {
  ...matrix.ReadEmpty,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhum token criado.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Criar token' })).not.toBeInTheDocument()
  },
}

export const WriteEmpty: Story = {
  ...matrix.WriteEmpty,
  play: async ({ canvas }) => {
    const empty = (await canvas.findByText('Nenhum token criado.')).parentElement!
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
  const dialog = within(await screen.findByRole('dialog', { name: 'Criar token' }))
  await userEvent.type(dialog.getByLabelText(/^Nome/), 'Conciliação bancária')
  await userEvent.click(
    within(dialog.getByRole('radiogroup', { name: 'Pagamentos' })).getByRole('radio', {
      name: 'Leitura',
    }),
  )
  await userEvent.type(dialog.getByLabelText(/^Validade/), '2030-12-31')
  await userEvent.click(dialog.getByRole('button', { name: 'Criar token' }))
  return within(await screen.findByRole('dialog', { name: 'Token criado' }))
}

/** The secret is shown once, copied, and gone from the page after the dialog closes. */
export const CreateToken: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · create a token',
  parameters: answeringLater,
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
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(secret)
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
  parameters: { ...answeringLater, ...withOpenDialog },
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
  parameters: { ...answeringLater, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Criar token' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Criar token' }))
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
  parameters: answeringLater,
  play: async ({ canvasElement, loaded }) => {
    const erp = await rowOf(canvasElement, 'Integração ERP')
    await userEvent.click(erp.getByRole('button', { name: 'Revogar o token «Integração ERP»' }))
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Revogar o token «Integração ERP»?' }),
    )
    await userEvent.click(confirm.getByRole('button', { name: 'Revogar token' }))
    await waitFor(() => expect(apiOf(loaded).tokens.revoke).toHaveBeenCalledWith(101, 7))
    await waitFor(() => expect(screen.getByText('Token «Integração ERP» revogado.')).toBeVisible())
    await waitFor(() => expect(erp.getByText('Revogado')).toBeVisible())
    await expect(erp.queryByRole('button', { name: /^Revogar/ })).not.toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  },
}
