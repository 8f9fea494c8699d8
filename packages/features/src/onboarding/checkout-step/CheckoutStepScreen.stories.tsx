import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { navigationSpy } from '../../testing/navigation-spy.tsx'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { apiOf, expectCalled } from '../../testing/story-context.ts'
import { CheckoutStepScreen } from './CheckoutStepScreen.tsx'

const spy = navigationSpy()

const meta = {
  title: 'Onboarding/Checkout step',
  component: CheckoutStepScreen,
  args: { appId: 101, level: 'write' },
  decorators: spy.decorators,
  beforeEach: spy.beforeEach,
} satisfies Meta<typeof CheckoutStepScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso a esta etapa',
    untouched: (api) => [api.checkoutAppearance.get],
  },
  pending: 'Carregando a aparência',
  error: {
    text: 'Não foi possível carregar a aparência do checkout',
    retry: (api) => api.checkoutAppearance.get,
  },
  empty: 'Botões e destaques.',
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

export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Cor principal')).toHaveAttribute('readonly')
    await expect(canvas.getByRole('button', { name: 'Próxima etapa' })).toBeVisible()
  },
}

/** A new colour saved as the draft and published, the step done, on to the checklist. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvas, loaded }) => {
    const color = await canvas.findByLabelText('Cor principal')
    await userEvent.clear(color)
    await userEvent.type(color, '#166534')
    await userEvent.click(canvas.getByRole('button', { name: 'Publicar e concluir' }))
    const api = apiOf(loaded)
    await expectCalled(
      api.checkoutAppearance.saveDraft,
      101,
      expect.objectContaining({ primary_color: '#166534' }),
    )
    await expectCalled(api.checkoutAppearance.publish, 101)
    await expectCalled(api.onboarding.saveStep, 101, 'checkout', 'done')
    await waitFor(() => expect(spy.navigate).toHaveBeenCalledWith('/onboarding/101/checklist'))
  },
}
