import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { navigationSpy } from '../../testing/navigation-spy.tsx'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { apiOf, expectCalled } from '../../testing/story-context.ts'
import { LayoutStepScreen } from './LayoutStepScreen.tsx'

const spy = navigationSpy()

const meta = {
  title: 'Onboarding/Layout step',
  component: LayoutStepScreen,
  args: { appId: 238, level: 'write' },
  decorators: spy.decorators,
  beforeEach: spy.beforeEach,
} satisfies Meta<typeof LayoutStepScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso a esta etapa',
    untouched: (api) => [api.onboarding.progress],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Pular' })],
  },
  pending: 'Carregando os temas',
  error: {
    text: 'Não foi possível carregar o progresso',
    retry: (api) => api.onboarding.progress,
  },
  empty: 'Tema inicial',
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

/** Read level sees the themes, cannot choose, and only moves on. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Clássico' })).toBeDisabled()
    await expect(canvas.queryByRole('button', { name: 'Pular' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Próxima etapa' })).toBeVisible()
  },
}

/** A theme chosen makes the layout; the step is done and the platform step opens. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('link', { name: /Layout \(pendente\)/ })).toHaveAttribute(
      'aria-current',
      'step',
    )
    await userEvent.click(await canvas.findByRole('radio', { name: 'Floresta' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Criar layout e continuar' }))
    const api = apiOf(loaded)
    await expectCalled(api.onboarding.startLayout, 238, 'floresta')
    await expectCalled(api.onboarding.saveStep, 238, 'layout', 'done')
    await waitFor(() => expect(spy.navigate).toHaveBeenCalledWith('/onboarding/238/platform'))
  },
}

/** Pular keeps the step for later (skipped) and moves on. */
export const WriteSkip: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · skip',
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pular' }))
    await expectCalled(apiOf(loaded).onboarding.saveStep, 238, 'layout', 'skipped')
    await waitFor(() => expect(spy.navigate).toHaveBeenCalledWith('/onboarding/238/platform'))
    await expect(apiOf(loaded).onboarding.startLayout).not.toHaveBeenCalled()
  },
}

/** A store with a layout (reached despite the guard) is told so, never offered a second one. */
export const WriteHasLayout: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · store with a layout',
  args: { appId: 101 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Sua loja já tem um layout/)).toBeVisible()
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument()
  },
}
