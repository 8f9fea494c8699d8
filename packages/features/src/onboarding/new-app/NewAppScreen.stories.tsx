import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { navigationSpy } from '../../testing/navigation-spy.tsx'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { apiOf, expectCalled } from '../../testing/story-context.ts'
import { NewAppScreen } from './NewAppScreen.tsx'

const spy = navigationSpy()

const meta = {
  title: 'Onboarding/New app',
  component: NewAppScreen,
  args: { email: 'marina@exemplo.com.br' },
  decorators: spy.decorators,
  beforeEach: spy.beforeEach,
} satisfies Meta<typeof NewAppScreen>
export default meta
type Story = StoryObj<typeof meta>

/** The screen loads nothing: its states are the form's (idle) and a refused creation (error). */
const matrix = screenMatrix({ states: ['idle', 'error'] })

/** The contact e-mail starts as the person's; the rest is empty, nothing is asked yet. */
export const Idle: Story = {
  ...matrix.Idle,
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Criar sua loja' })).toBeVisible()
    await expect(canvas.getByLabelText(/^E-mail de contato/)).toHaveValue('marina@exemplo.com.br')
    await expect(apiOf(loaded).onboarding.createApp).not.toHaveBeenCalled()
  },
}

async function fill(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  await userEvent.type(canvas.getByLabelText(/^Nome da loja/), 'Ateliê Flor de Lis')
  await userEvent.selectOptions(canvas.getByLabelText(/^Segmento/), 'Moda e acessórios')
  await userEvent.type(canvas.getByLabelText(/^CPF ou CNPJ/), '52998224725')
  await userEvent.type(canvas.getByLabelText(/^Telefone de contato/), '11987654321')
}

/** Typed with masks, created, and on to the first step of the new store. */
export const Create: Story = {
  ...matrix.Idle,
  name: 'Idle · create the store',
  play: async ({ canvas, loaded }) => {
    await fill(canvas)
    await expect(canvas.getByLabelText(/^CPF ou CNPJ/)).toHaveValue('529.982.247-25')
    await expect(canvas.getByLabelText(/^Telefone de contato/)).toHaveValue('(11) 98765-4321')
    await userEvent.click(canvas.getByRole('button', { name: 'Criar loja e continuar' }))
    const api = apiOf(loaded)
    await expectCalled(
      api.onboarding.createApp,
      expect.objectContaining({ name: 'Ateliê Flor de Lis', segment: 'fashion' }),
    )
    await waitFor(() => expect(spy.navigate).toHaveBeenCalledWith('/onboarding/500/layout'))
    await expect(api.state.apps.apps.map((app) => app.name)).toContain('Ateliê Flor de Lis')
  },
}

/** A wrong check digit shows under its field before anything is sent. */
export const InvalidDocument: Story = {
  ...matrix.Idle,
  name: 'Idle · wrong check digit',
  play: async ({ canvas, loaded }) => {
    await fill(canvas)
    const document = canvas.getByLabelText(/^CPF ou CNPJ/)
    await userEvent.clear(document)
    await userEvent.type(document, '52998224726')
    await userEvent.tab()
    await expect(
      await canvas.findByText('Informe um CPF ou CNPJ válido: confira os dígitos.'),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Criar loja e continuar' }))
    await expect(
      await canvas.findByText('Formulário incompleto: confira os campos destacados.'),
    ).toBeVisible()
    await expect(document).toHaveAttribute('aria-invalid', 'true')
    await expect(apiOf(loaded).onboarding.createApp).not.toHaveBeenCalled()
  },
}

/** The server refuses (here, it fails): its message shows and the form keeps what was typed. */
export const Error: Story = {
  ...matrix.Error,
  play: async ({ canvas }) => {
    await fill(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Criar loja e continuar' }))
    await expect(await canvas.findByText(/Não foi possível concluir a operação/)).toBeVisible()
    await expect(canvas.getByLabelText(/^Nome da loja/)).toHaveValue('Ateliê Flor de Lis')
    await expect(spy.navigate).not.toHaveBeenCalled()
  },
}
