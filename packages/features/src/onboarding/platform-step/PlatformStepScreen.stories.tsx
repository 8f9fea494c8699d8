import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { defaultPlatformSettings } from '@vitrine/api'
import { navigationSpy } from '../../testing/navigation-spy.tsx'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { apiOf, expectCalled, withFixture, type PlayContext } from '../../testing/story-context.ts'
import { PlatformStepScreen } from './PlatformStepScreen.tsx'

const spy = navigationSpy()

const meta = {
  title: 'Onboarding/Platform step',
  component: PlatformStepScreen,
  args: { appId: 101, level: 'write' },
  decorators: spy.decorators,
  beforeEach: spy.beforeEach,
} satisfies Meta<typeof PlatformStepScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso a esta etapa',
    untouched: (api) => [api.ecommercePlatform.getSettings, api.onboarding.progress],
  },
  pending: 'Carregando os dados da loja',
  error: {
    text: 'Não foi possível carregar os dados da loja',
    retry: (api) => api.ecommercePlatform.getSettings,
  },
  empty: 'Deixe em branco se vende como pessoa física.',
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

/** Read level sees the saved data read-only. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(/^Nome da loja/)).toHaveAttribute('readonly')
    await expect(canvas.getByLabelText(/^CNPJ/)).toHaveValue('11.222.333/0001-81')
  },
}

/** Changed and saved through the platform API, the step done, on to payment. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvas, loaded }) => {
    const name = await canvas.findByLabelText(/^Nome da loja/)
    await userEvent.clear(name)
    await userEvent.type(name, 'Loja Aurora')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar e continuar' }))
    const api = apiOf(loaded)
    await expectCalled(
      api.ecommercePlatform.saveSettings,
      101,
      expect.objectContaining({ store_name: 'Loja Aurora', domain: 'lojaexemplo.com.br' }),
    )
    await expectCalled(api.onboarding.saveStep, 101, 'platform', 'done')
    await waitFor(() => expect(spy.navigate).toHaveBeenCalledWith('/onboarding/101/payment'))
  },
}

/** Never saved: the contact and the CNPJ new-app recorded fill the form. */
export const WritePrefilled: Story = withFixture(
  {
    ...matrix.WriteSuccess,
    name: 'Write · prefilled from new-app',
    play: async ({ canvas }: PlayContext) => {
      await expect(await canvas.findByLabelText(/^E-mail de contato/)).toHaveValue(
        'contato@lojaaurora.com.br',
      )
      await expect(canvas.getByLabelText(/^Telefone de contato/)).toHaveValue('(11) 98765-4321')
      await expect(canvas.getByLabelText(/^CNPJ/)).toHaveValue('11.222.333/0001-81')
    },
  },
  {
    state: {
      ecommercePlatform: {
        actorName: 'Ana Souza',
        settings: { ...defaultPlatformSettings('Loja Aurora'), updated_at: null, updated_by: null },
      },
    },
  },
)

/** A wrong CNPJ: the platform API's message under its field; the step stays. */
export const WriteInvalid: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · invalid CNPJ',
  play: async ({ canvas, loaded }) => {
    const cnpj = await canvas.findByLabelText(/^CNPJ/)
    await userEvent.clear(cnpj)
    await userEvent.type(cnpj, '11.222.333/0001-82')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar e continuar' }))
    await expect(await canvas.findByText('CNPJ inválido: confira os dígitos.')).toBeVisible()
    await expect(apiOf(loaded).onboarding.saveStep).not.toHaveBeenCalled()
    await expect(spy.navigate).not.toHaveBeenCalled()
  },
}
