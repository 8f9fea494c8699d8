import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { screenMatrix } from '../../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  endAtTop,
  expectNotified,
  findDialog,
  withOpenDialog,
} from '../../../testing/story-context.ts'
import { ProjectSettingsScreen } from './ProjectSettingsScreen.tsx'

const meta = {
  title: 'Layout/Settings/Project',
  component: ProjectSettingsScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof ProjectSettingsScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao layout da loja',
    untouched: (api) => [api.layoutSettings.get],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Salvar' })],
  },
  pending: 'Carregando as configurações',
  error: {
    text: 'Não foi possível carregar as configurações',
    retry: (api) => api.layoutSettings.get,
  },
})

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const ReadError: Story = matrix.ReadError
export const WritePending: Story = matrix.WritePending
export const WriteError: Story = matrix.WriteError

/** Read level sees every setting, unchangeable, and no Salvar. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvas }) => {
    const domain = await canvas.findByRole('textbox', { name: /^Domínio da loja/ })
    await expect(domain).toHaveValue('www.lojaexemplo.com.br')
    await expect(domain).toHaveAttribute('readonly')
    await expect(canvas.getByRole('switch', { name: 'Loja em manutenção' })).toBeDisabled()
    await expect(canvas.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Catálogo' })).toBeVisible()
  },
}

/**
 * The scripts' warning is always in view; a bad domain comes back as its field's message in
 * Portuguese; fixed, the save goes through.
 */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: endAtTop(async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    await expect(
      await canvas.findByText('Os scripts rodam em todas as páginas da loja'),
    ).toBeVisible()
    const domain = await canvas.findByRole('textbox', { name: /^Domínio da loja/ })
    await userEvent.clear(domain)
    await userEvent.type(domain, 'https://minhaloja.com.br/')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await expect(
      await canvas.findByText(
        'Informe só o endereço, como loja.com.br ou www.minhaloja.com (sem https:// nem barras).',
      ),
    ).toBeVisible()
    await expect(canvas.getByText('Confira os campos destacados.')).toBeVisible()
    await userEvent.clear(domain)
    await userEvent.type(domain, 'minhaloja.com.br')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await expectCalled(
      api.layoutSettings.saveProject,
      101,
      expect.objectContaining({ domain: 'minhaloja.com.br' }),
    )
    await expectNotified('Configurações do projeto salvas.')
    await expect(api.state.layoutSettings.project.domain).toBe('minhaloja.com.br')
  }),
}

/** Switching the maintenance page on asks first, then warns that the store is closed. */
export const WriteMaintenance: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · maintenance on',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: endAtTop(async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    await userEvent.click(await canvas.findByRole('switch', { name: 'Loja em manutenção' }))
    const confirm = await findDialog('Colocar a loja em manutenção?', 'alertdialog')
    await userEvent.click(confirm.getByRole('button', { name: 'Ligar manutenção' }))
    await expect(await canvas.findByText('A loja está fechada para os clientes')).toBeVisible()
    await expect(canvas.getByRole('switch', { name: 'Loja em manutenção' })).toBeChecked()
    await expect(canvas.getByText(/Há alterações não salvas\.$/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(api.state.layoutSettings.project.maintenance.enabled).toBe(true))
    const ips = canvas.getByRole('textbox', { name: /^IPs liberados/ })
    await expect(within(ips.parentElement!).queryByText(/endereços IP/)).not.toBeInTheDocument()
  }),
}

/**
 * A script shows as it is; "Editar" opens it in the code editor (loaded only then) with the
 * focus in it, and what is typed there is saved.
 */
export const WriteEditScript: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · edit a script',
  play: endAtTop(async ({ canvas, canvasElement, loaded }) => {
    const api = apiOf(loaded)
    await expect(await canvas.findByText('Nenhum script.')).toBeVisible()
    await userEvent.click(
      canvas.getByRole('button', { name: /^Adicionar script — Scripts no fim/ }),
    )
    const editor = await waitFor(() => {
      const content = canvasElement.querySelector<HTMLElement>(
        '[data-slot="script-field"] .cm-content',
      )
      if (!content) throw new Error('The code editor has not loaded yet')
      return content
    })
    await waitFor(() => expect(editor).toHaveFocus())
    // Plain text: the HTML mode closes a typed tag by itself.
    await userEvent.type(editor, 'chat.start()')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await expectCalled(
      api.layoutSettings.saveProject,
      101,
      expect.objectContaining({ body_scripts: 'chat.start()' }),
    )
  }),
}
