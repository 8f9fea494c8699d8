import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { screenMatrix } from '../../../testing/screen-matrix.ts'
import { apiOf, expectCalled, expectNotified } from '../../../testing/story-context.ts'
import { RecoverScreen } from './RecoverScreen.tsx'

const meta = {
  title: 'E-commerce/Mails/Recover',
  component: RecoverScreen,
  // Two a page: "Carregar mais" shows with the sample's three deliveries.
  args: { appId: 101, level: 'write', pageSize: 2 },
} satisfies Meta<typeof RecoverScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao e-commerce',
    title: 'Recuperação',
    untouched: (api) => [api.mails.getRecover, api.mails.listDeliveries, api.mails.listMails],
  },
  pending: 'Carregando a recuperação',
  error: {
    text: 'Não foi possível carregar a recuperação',
    retry: (api) => api.mails.getRecover,
  },
  empty: 'Nenhum envio ainda',
})

const scheduleForm = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('form', { name: `Recuperação: ${name}` })

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError
export const ReadEmpty: Story = matrix.ReadEmpty

/** No schedule runs yet; carts have no source and say so. */
export const WriteEmpty: Story = {
  ...matrix.WriteEmpty,
  play: async (context) => {
    await matrix.WriteEmpty.play(context)
    const cart = within(await scheduleForm(context.canvasElement, 'Carrinho abandonado'))
    await expect(cart.getByText(/ainda não registra carrinhos abandonados/)).toBeVisible()
    await expect(cart.getByRole('switch', { name: 'Ativa' })).not.toBeChecked()
  },
}

/** Read: schedules, the two recovery mails and the log; nothing to change. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvas, canvasElement }) => {
    const payment = within(await scheduleForm(canvasElement, 'Pagamento pendente'))
    await expect(payment.getByRole('textbox', { name: /^1º lembrete/ })).toHaveValue('1')
    await expect(payment.getByText('Depois de 3 dias')).toBeVisible()
    await expect(payment.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument()
    const mails = await canvas.findByRole('table', { name: 'E-mails de recuperação' })
    await expect(within(mails).getAllByRole('row')).toHaveLength(3)
  },
}

/** Write: a reminder added and saved; the log's badges, its next page and its status filter. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvas, canvasElement, loaded }) => {
    const api = apiOf(loaded)
    const payment = within(await scheduleForm(canvasElement, 'Pagamento pendente'))
    await userEvent.click(payment.getByRole('button', { name: 'Adicionar lembrete' }))
    await expect(payment.getByRole('textbox', { name: /^4º lembrete/ })).toHaveValue('96')
    await userEvent.click(payment.getByRole('button', { name: 'Salvar' }))
    await expectCalled(api.mails.saveRecover, 101, 'payment', {
      active: true,
      delays_hours: [1, 24, 72, 96],
      coupon_code: 'VOLTA10',
    })
    await expectNotified('Recuperação «Pagamento pendente» salva.')

    const log = await canvas.findByRole('table', { name: 'Envios de e-mail' })
    const badges = () =>
      within(canvas.getByRole('table', { name: 'Envios de e-mail' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent)
    await expect(badges()).toEqual(['Falhou', 'Enviado'])
    await expect(within(log).getByText(/recusou o usuário ou a senha/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Carregar mais' }))
    await waitFor(() => expect(badges()).toEqual(['Falhou', 'Enviado', 'Enviado']))
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Situação' }), 'failed')
    await waitFor(() => expect(badges()).toEqual(['Falhou']))
  },
}

/** Delays out of order: the server's message, nothing saved. */
export const WriteInvalid: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · invalid',
  play: async ({ canvasElement }) => {
    const payment = within(await scheduleForm(canvasElement, 'Pagamento pendente'))
    const second = payment.getByRole('textbox', { name: /^2º lembrete/ })
    await userEvent.clear(second)
    await userEvent.type(second, '100')
    await userEvent.click(payment.getByRole('button', { name: 'Salvar' }))
    await expect(
      await payment.findByText('Cada lembrete deve vir depois do anterior.'),
    ).toBeVisible()
  },
}
