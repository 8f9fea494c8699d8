import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { screenMatrix } from '../../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectNotified,
  withOpenDialog,
} from '../../../testing/story-context.ts'
import { DataplusTriggersScreen } from './DataplusTriggersScreen.tsx'

const meta = {
  title: 'Layout/Data Plus/Triggers',
  component: DataplusTriggersScreen,
  args: { appId: 101, tableId: 1, level: 'write' },
} satisfies Meta<typeof DataplusTriggersScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao layout da loja',
    untouched: (api) => [api.dataplus.getTable, api.dataplus.listTriggers, api.dataplus.deliveries],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Novo gatilho' })],
  },
  pending: 'Carregando os gatilhos',
  error: {
    text: 'Não foi possível carregar os gatilhos',
    retry: (api) => api.dataplus.listTriggers,
  },
})

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const ReadError: Story = matrix.ReadError
export const WritePending: Story = matrix.WritePending
export const WriteError: Story = matrix.WriteError

/** Read sees the trigger and its delivery log, and no action. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = within(await canvas.findByRole('list', { name: 'Gatilhos' }))
    await expect(list.getByText('https://erp.exemplo.com.br/webhooks/lojas')).toBeVisible()
    const log = within(await canvas.findByRole('table', { name: 'Entregas dos gatilhos' }))
    await expect(log.getByText('Entregue')).toBeVisible()
    await expect(log.getByText('HTTP 200 · 84 ms')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Enviar teste' })).not.toBeInTheDocument()
  },
}

/** Write creates a trigger: the secret is shown once; "Enviar teste" queues a delivery. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: 'Gatilhos' })
    await userEvent.click(canvas.getByRole('button', { name: 'Novo gatilho' }))
    const dialog = within(await screen.findByRole('dialog'))
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Linha excluída' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar gatilho' }))
    await expect(await dialog.findByText(/URL é obrigatória/)).toBeVisible()
    await userEvent.type(dialog.getByLabelText(/URL/), 'https://crm.exemplo.com.br/hooks')
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar gatilho' }))
    await expectCalled(
      apiOf(loaded).dataplus.createTrigger,
      101,
      1,
      expect.objectContaining({
        url: 'https://crm.exemplo.com.br/hooks',
        events: ['inserted', 'updated'],
      }),
    )
    await expect(await dialog.findByDisplayValue(/^whsec_/)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Concluir' }))
    await userEvent.click(canvas.getAllByRole('button', { name: 'Enviar teste' })[0]!)
    await expectNotified('Evento de teste enviado. Acompanhe nas entregas.')
    await expect(await canvas.findByText('Na fila')).toBeVisible()
  },
}
