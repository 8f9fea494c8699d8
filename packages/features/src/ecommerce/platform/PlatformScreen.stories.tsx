import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { apiOf, expectCalled, expectNotified } from '../../testing/story-context.ts'
import { PlatformScreen } from './PlatformScreen.tsx'

const meta = {
  title: 'E-commerce/Platform',
  component: PlatformScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof PlatformScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao e-commerce',
    untouched: (api) => [api.ecommercePlatform.getSettings],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Salvar' })],
  },
  pending: 'Carregando as configurações',
  error: {
    text: 'Não foi possível carregar as configurações',
    retry: (api) => api.ecommercePlatform.getSettings,
  },
  empty: 'Ainda não salvo: valores padrão.',
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

/** Read level sees the values, read-only, and no save button. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText(/^Nome da loja/)).toHaveValue('Loja Exemplo')
    await expect(canvas.getByLabelText(/^Nome da loja/)).toHaveAttribute('readonly')
    await expect(canvas.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-81')
    await expect(canvas.getByLabelText('Moeda')).toHaveValue('Real brasileiro (R$, BRL)')
    await expect(canvas.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument()
  },
}

/** Write level changes the name and phone and saves; the server's normalised values come back. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    const name = await canvas.findByLabelText(/^Nome da loja/)
    await userEvent.clear(name)
    await userEvent.type(name, 'Loja Aurora')
    const phone = canvas.getByLabelText('Telefone de contato')
    await userEvent.clear(phone)
    await userEvent.type(phone, '2133334444')
    await expect(phone).toHaveValue('(21) 3333-4444')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    const api = apiOf(loaded)
    await expectCalled(
      api.ecommercePlatform.saveSettings,
      101,
      expect.objectContaining({ store_name: 'Loja Aurora', contact_phone: '(21) 3333-4444' }),
    )
    await expectNotified('Configurações salvas. Publique a loja para que os clientes vejam.')
    await waitFor(() =>
      expect(api.state.ecommercePlatform.settings.contact_phone).toBe('2133334444'),
    )
  },
}

/** Bad values: the server's field errors show beside their fields, in Portuguese. */
export const WriteInvalid: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · invalid values',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const cnpj = await canvas.findByLabelText('CNPJ')
    await userEvent.clear(cnpj)
    await userEvent.type(cnpj, '11.222.333/0001-82')
    await userEvent.clear(canvas.getByLabelText('Instagram'))
    await userEvent.type(canvas.getByLabelText('Instagram'), 'https://facebook.com/loja')
    await userEvent.click(canvas.getByRole('switch', { name: 'Loja em manutenção' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await expect(await canvas.findByText('CNPJ inválido: confira os dígitos.')).toBeVisible()
    await expect(
      canvas.getByText('Informe o endereço do perfil em Instagram (https://…).'),
    ).toBeVisible()
    await expect(canvas.getByText('Confira os campos destacados.')).toBeVisible()
    await expect(canvas.getByLabelText('CNPJ')).toHaveAttribute('aria-invalid', 'true')
  },
}
