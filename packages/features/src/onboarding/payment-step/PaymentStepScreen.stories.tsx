import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { navigationSpy } from '../../testing/navigation-spy.tsx'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { apiOf, expectCalled, playThen } from '../../testing/story-context.ts'
import { PaymentStepScreen } from './PaymentStepScreen.tsx'

const spy = navigationSpy()

const meta = {
  title: 'Onboarding/Payment step',
  component: PaymentStepScreen,
  args: { appId: 101, level: 'write' },
  decorators: spy.decorators,
  beforeEach: spy.beforeEach,
} satisfies Meta<typeof PaymentStepScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso a esta etapa',
    untouched: (api) => [api.gateways.list],
  },
  pending: 'Carregando os meios de pagamento',
  error: {
    text: 'Não foi possível carregar os meios de pagamento',
    retry: (api) => api.gateways.list,
  },
  empty: 'Para testar: as cobranças são simuladas e nenhum dinheiro se move.',
})

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const ReadError: Story = matrix.ReadError
export const ReadSuccess: Story = matrix.ReadSuccess
export const WritePending: Story = matrix.WritePending
export const WriteError: Story = matrix.WriteError

/** Read level sees the form, cannot type a key or connect. */
export const ReadEmpty: Story = playThen(matrix.ReadEmpty, async ({ canvas }) => {
  await expect(canvas.getByLabelText(/^Chave pix/)).toHaveAttribute('readonly')
  await expect(canvas.queryByRole('button', { name: 'Pular' })).not.toBeInTheDocument()
})

/** Production waits for a real provider; a wrong key is refused as typed; a right one connects. */
export const WriteEmpty: Story = playThen(matrix.WriteEmpty, async ({ canvas, loaded }) => {
  await expect(canvas.getByRole('radio', { name: /Produção/ })).toBeDisabled()
  await expect(canvas.getByRole('radio', { name: /Sandbox/ })).toBeChecked()
  const key = canvas.getByLabelText(/^Chave pix/)
  await userEvent.type(key, 'loja@')
  await userEvent.tab()
  await expect(key).toHaveAttribute('aria-invalid', 'true')
  await userEvent.clear(key)
  await userEvent.type(key, 'pagamentos@aurora.com.br')
  await expect(await canvas.findByText('Chave do tipo e-mail.')).toBeVisible()
  await userEvent.click(canvas.getByRole('button', { name: 'Conectar e continuar' }))
  const api = apiOf(loaded)
  await expectCalled(
    api.gateways.create,
    101,
    expect.objectContaining({
      type: 'pix',
      provider: 'sandbox',
      environment: 'sandbox',
      settings: { pix_key: 'pagamentos@aurora.com.br', expires_in_minutes: 30 },
    }),
  )
  await expectCalled(api.onboarding.saveStep, 101, 'payment', 'done')
  await waitFor(() => expect(spy.navigate).toHaveBeenCalledWith('/onboarding/101/checkout'))
})

/** A store that already receives: the step says so and just moves on. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText(/A loja já recebe por/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }))
    await expectCalled(apiOf(loaded).onboarding.saveStep, 101, 'payment', 'done')
    await expect(apiOf(loaded).gateways.create).not.toHaveBeenCalled()
  },
}
