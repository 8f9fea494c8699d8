import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { screenMatrix } from '../../../testing/screen-matrix.ts'
import { apiOf, expectCalled, expectNotified } from '../../../testing/story-context.ts'
import { AgreementScreen } from './AgreementScreen.tsx'

const meta = {
  title: 'E-commerce/Search/Agreement',
  component: AgreementScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof AgreementScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao e-commerce',
    untouched: (api) => [api.ecommerceSearch.settings, api.ecommerceSearch.search],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Salvar' })],
  },
  pending: 'Carregando a configuração da busca',
  error: {
    text: 'Não foi possível carregar a configuração da busca',
    retry: (api) => api.ecommerceSearch.settings,
  },
  empty: 'A loja usa o padrão: 100% (todas as palavras).',
})

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const ReadError: Story = matrix.ReadError
export const ReadEmpty: Story = matrix.ReadEmpty
export const WritePending: Story = matrix.WritePending
export const WriteError: Story = matrix.WriteError
export const WriteEmpty: Story = matrix.WriteEmpty

/** Read sees the percentage, read-only, without a save button. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = await canvas.findByLabelText('Porcentagem de palavras')
    await expect(field).toHaveValue(100)
    await expect(field).toHaveAttribute('readonly')
    await expect(canvas.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument()
  },
}

/**
 * Write changes the percentage to 50: the examples round up, the tester tries the value
 * before it is saved (a product matching one of two words shows, marked), then it is saved.
 */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    const field = await canvas.findByLabelText('Porcentagem de palavras')
    await userEvent.clear(field)
    await userEvent.type(field, '50')
    await expect(canvas.getByText('3 palavras buscadas: o produto precisa ter 2.')).toBeVisible()

    await userEvent.type(canvas.getByLabelText('Termo a testar'), 'camiseta linho')
    await userEvent.click(canvas.getByRole('button', { name: 'Testar' }))
    const results = within(await canvas.findByRole('list', { name: 'Resultados' }))
    await expect(results.getByText('Calça de Linho Natural')).toBeVisible()
    await expect(results.getAllByText('1 de 2 palavras').length).toBeGreaterThan(0)

    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    const api = apiOf(loaded)
    await expectCalled(api.ecommerceSearch.saveSettings, 101, { agreement_percent: 50 })
    await expectNotified('Concordância de 50% salva.')
    await waitFor(() => expect(api.state.ecommerceSearch.agreementPercent).toBe(50))
  },
}

/** An out-of-range value is refused on the field, nothing saved. */
export const WriteInvalid: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    const field = await canvas.findByLabelText('Porcentagem de palavras')
    await userEvent.clear(field)
    await userEvent.type(field, '0')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    await expect(apiOf(loaded).state.ecommerceSearch.agreementPercent).toBeNull()
  },
}
