import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { withFixture, type PlayContext } from '../../testing/story-context.ts'
import { ChecklistScreen } from './ChecklistScreen.tsx'

const meta = {
  title: 'Onboarding/Checklist',
  component: ChecklistScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof ChecklistScreen>
export default meta
type Story = StoryObj<typeof meta>

/** Always allowed (section 6): the panel opens it at write; read is the same list. */
const matrix = screenMatrix({
  levels: ['read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  pending: 'Carregando o checklist',
  error: { text: 'Não foi possível carregar o checklist', retry: (api) => api.onboarding.progress },
  empty: '0 de 4',
})

export const ReadPending: Story = matrix.ReadPending
export const ReadError: Story = matrix.ReadError
export const ReadEmpty: Story = matrix.ReadEmpty
export const ReadSuccess: Story = matrix.ReadSuccess
export const WritePending: Story = matrix.WritePending
export const WriteError: Story = matrix.WriteError
export const WriteEmpty: Story = matrix.WriteEmpty

/** Half-way: two done, one skipped, one left; each links to its step and its full screen. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('progressbar', { name: 'Etapas concluídas' })
    await expect(bar).toHaveAttribute('aria-valuetext', '2 de 4')
    const steps = within(canvas.getByRole('list', { name: 'Etapas' })).getAllByRole('listitem')
    await expect(steps).toHaveLength(4)
    await expect(within(steps[0]!).getByText('concluída')).toBeVisible()
    await expect(within(steps[2]!).getByText('pulada')).toBeVisible()
    await expect(within(steps[3]!).getByText('pendente')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Fazer agora: Checkout' })).toHaveAttribute(
      'href',
      '/onboarding/101/checkout',
    )
    await expect(canvas.getByRole('link', { name: 'Revisar: Pagamento' })).toHaveAttribute(
      'href',
      '/onboarding/101/payment',
    )
    await expect(canvas.getByRole('link', { name: 'Gateways de pagamento' })).toHaveAttribute(
      'href',
      '/101/payments/gateways',
    )
    await expect(canvas.queryByText(/Tudo pronto/)).not.toBeInTheDocument()
  },
}

const at = '2026-11-20T14:00:00.000Z'
const done = (step: 'layout' | 'platform' | 'payment' | 'checkout') => ({
  step,
  status: 'done' as const,
  derived: false,
  updated_at: at,
})

/** Every step done: the store is ready, and the overview is next. */
export const WriteComplete: Story = withFixture(
  {
    ...matrix.WriteSuccess,
    name: 'Write · complete',
    play: async ({ canvas }: PlayContext) => {
      await expect(await canvas.findByText(/Tudo pronto/)).toBeVisible()
      await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '4 de 4')
      await expect(canvas.getByRole('link', { name: 'Ir para a visão geral' })).toHaveAttribute(
        'href',
        '/101/overview',
      )
    },
  },
  {
    state: {
      onboarding: {
        nextAppId: 500,
        stores: {
          101: {
            profile: null,
            steps: [done('layout'), done('platform'), done('payment'), done('checkout')],
          },
        },
      },
    },
  },
)
