import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { apiOf, expectCalled } from '../../testing/story-context.ts'
import { Ga4SettingsScreen } from './Ga4SettingsScreen.tsx'

const meta = {
  title: 'Overview/Settings GA4',
  component: Ga4SettingsScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof Ga4SettingsScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso a esta área',
    title: 'Google Analytics 4',
    untouched: (api) => [api.analytics.getGa4],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Enviar evento de teste' })],
  },
  pending: 'Carregando o Google Analytics',
  error: {
    text: 'Não foi possível carregar o Google Analytics',
    retry: (api) => api.analytics.getGa4,
  },
  empty: 'O Google Analytics 4 ainda não está configurado: nenhum evento é enviado.',
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
export const WriteEmpty: Story = matrix.WriteEmpty

/** Read: the id and the "definida" secret, nothing to change or test. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: /ID de métricas/ })).toHaveValue(
      'G-VITRINE123',
    )
    await expect(canvas.getByPlaceholderText('•••• definida')).toHaveValue('')
    for (const name of ['Enviar evento de teste', 'Salvar', 'Trocar']) {
      await expect(canvas.queryByRole('button', { name })).not.toBeInTheDocument()
    }
  },
}

/** Write: a bad id is refused in Portuguese; the secret is kept unless "Trocar"; the test passes. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvas, loaded }) => {
    const id = await canvas.findByRole('textbox', { name: /ID de métricas/ })
    await userEvent.clear(id)
    await userEvent.type(id, 'UA-1234')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await expect(
      await canvas.findByText('Informe o ID de métricas no formato G-XXXXXXXXXX.'),
    ).toBeVisible()
    await userEvent.clear(id)
    await userEvent.type(id, 'g-abcd12345')
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar evento de teste' }))
    await expect(await canvas.findByText('Evento de teste aceito')).toBeVisible()
    await expectCalled(apiOf(loaded).analytics.testGa4, 101, {
      measurement_id: 'G-ABCD12345',
      events: { purchase: true, refund: true, subscription: false },
    })
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await expectCalled(apiOf(loaded).analytics.saveGa4, 101, {
      measurement_id: 'G-ABCD12345',
      events: { purchase: true, refund: true, subscription: false },
    })
  },
}

/** The validation server's refusal, each message in Portuguese with its code. */
export const WriteTestRefused: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · success · test refused',
  play: async ({ canvas }) => {
    const id = await canvas.findByRole('textbox', { name: /ID de métricas/ })
    await userEvent.clear(id)
    await userEvent.type(id, 'G-ABCD0000')
    await userEvent.click(canvas.getByRole('button', { name: 'Trocar' }))
    await userEvent.type(canvas.getByLabelText(/Nova chave secreta/), 'nova_chave')
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar evento de teste' }))
    const refusal = (await canvas.findByText('O evento de teste foi recusado')).closest(
      '[role="alert"]',
    ) as HTMLElement
    await expect(
      within(refusal).getByText(/O ID de métricas não corresponde a um fluxo de dados da Web/),
    ).toBeVisible()
  },
}
