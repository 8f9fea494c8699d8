import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, mocked, userEvent, waitFor, within } from 'storybook/test'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectNotified,
  onPhone,
  playThen,
  rowOf,
  type PlayContext,
} from '../../testing/story-context.ts'
import { GatewayListScreen } from './GatewayListScreen.tsx'

const meta = {
  title: 'Payments/Gateways/List',
  component: GatewayListScreen,
  args: { appId: 101, type: 'billet', level: 'write' },
} satisfies Meta<typeof GatewayListScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso aos pagamentos',
    title: 'Boleto',
    untouched: (api) => [api.gateways.list],
  },
  pending: 'Carregando os meios de pagamento',
  error: {
    text: 'Não foi possível carregar os meios de pagamento',
    retry: (api) => api.gateways.list,
  },
  empty: 'Nenhum boleto configurado.',
})

const readOnlyNote = /Você pode consultar os meios de pagamento/

/** The type's gateways, one row each, with what they cost and how much they were used. */
async function expectRows({ canvasElement, loaded }: PlayContext) {
  const bb = await rowOf(canvasElement, 'Boleto Banco do Brasil')
  await expect(bb.getByText('Sandbox')).toBeVisible()
  await expect(bb.getByText(/R\$\s3,49/)).toBeVisible()
  await expect(bb.getByText('412')).toBeVisible()
  await expect(bb.getByText('20/11/2026, 15:05')).toBeVisible()
  await expect(bb.getByRole('link', { name: 'Boleto Banco do Brasil' })).toHaveAttribute(
    'href',
    '/101/payments/gateways/billet/3',
  )
  const itau = await rowOf(canvasElement, 'Boleto Itaú')
  await expect(itau.getByText('Sandbox')).toBeVisible()
  await expect(itau.getByText('Nenhum')).toBeVisible()
  await expect(apiOf(loaded).gateways.list).toHaveBeenCalledWith(101, 'billet')
}

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError

/** Read level, nothing configured: said plainly, with nothing to create. */
export const ReadEmpty: Story = playThen(matrix.ReadEmpty, async ({ canvas }) => {
  await expect(canvas.getByText(readOnlyNote)).toBeVisible()
  await expect(canvas.queryByRole('link', { name: 'Novo boleto' })).toBeNull()
})

/** Write level, nothing configured: the empty state leads to the first one. */
export const WriteEmpty: Story = playThen(matrix.WriteEmpty, async ({ canvas }) => {
  const create = canvas.getByRole('link', { name: 'Novo boleto' })
  await expect(create).toHaveAttribute('href', '/101/payments/gateways/billet/new')
  // Once, in the empty state: the header offers it only beside a list.
  await expect(canvas.getAllByRole('link', { name: 'Novo boleto' })).toHaveLength(1)
})

/** Read level sees every row and can change none: no switch, no "Editar", no "Novo". */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async (context) => {
    await expectRows(context)
    const { canvas, canvasElement } = context
    await expect(canvas.getByText(readOnlyNote)).toBeVisible()
    await expect(canvas.queryAllByRole('switch')).toEqual([])
    await expect(canvas.queryAllByRole('link', { name: /^Editar/ })).toEqual([])
    await expect(canvas.queryByRole('link', { name: 'Novo boleto' })).toBeNull()
    await expect((await rowOf(canvasElement, 'Boleto Itaú')).getByText('Inativo')).toBeVisible()
  },
}

export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async (context) => {
    await expectRows(context)
    const { canvas, canvasElement } = context
    await expect(canvas.queryByText(readOnlyNote)).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Novo boleto' })).toHaveAttribute(
      'href',
      '/101/payments/gateways/billet/new',
    )
    const itau = await rowOf(canvasElement, 'Boleto Itaú')
    await expect(itau.getByRole('link', { name: 'Editar Boleto Itaú' })).toHaveAttribute(
      'href',
      '/101/payments/gateways/billet/4/edit',
    )
    await expect(itau.getByRole('switch', { name: 'Ativo: Boleto Itaú' })).not.toBeChecked()
  },
}

/** The switch activates a gateway: the whole gateway goes back with `active` changed. */
export const Activate: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · activate',
  play: async ({ canvasElement, loaded }) => {
    const itau = await rowOf(canvasElement, 'Boleto Itaú')
    const toggle = itau.getByRole('switch', { name: 'Ativo: Boleto Itaú' })
    await userEvent.click(toggle)
    await expectCalled(
      apiOf(loaded).gateways.update,
      101,
      4,
      expect.objectContaining({
        type: 'billet',
        active: true,
        settings: expect.objectContaining({ bank: '341', agreement: '12345' }),
      }),
    )
    await waitFor(() => expect(toggle).toBeChecked())
    await expectNotified('«Boleto Itaú» ativado.')
    // Credentials are left out: the update keeps the stored ones.
    const sent = mocked(apiOf(loaded).gateways.update).mock.calls[0]![2]
    await expect(sent).not.toHaveProperty('credentials')
  },
}

/** Custom methods are a list of their own, linked at `custom/{customID}`. */
export const Custom: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · custom methods',
  args: { type: 'custom' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Métodos personalizados' }),
    ).toBeVisible()
    const transfer = await rowOf(canvasElement, 'Transferência bancária')
    await expect(transfer.getByRole('link', { name: 'Transferência bancária' })).toHaveAttribute(
      'href',
      '/101/payments/gateways/custom/11',
    )
    await expect(canvas.getByRole('link', { name: 'Novo método' })).toHaveAttribute(
      'href',
      '/101/payments/gateways/custom/new',
    )
  },
}

/** Cards, with a percentage fee. */
export const CreditCard: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · credit card',
  args: { type: 'creditcard' },
  play: async ({ canvas, canvasElement }) => {
    // The type is named "Cartão de crédito" too: the row is the one whose link says it.
    const link = await canvas.findByRole('link', { name: 'Cartão de crédito' })
    const card = within(link.closest('tr')!)
    await expect(card.getByText('3,99%')).toBeVisible()
    await expect(card.getByText('2.210')).toBeVisible()
    const pre = await rowOf(canvasElement, 'Cartão com pré-autorização')
    await expect(pre.getByText(/4,29% \+ R\$\s0,30/)).toBeVisible()
  },
}

/** A phone's width: the table scrolls sideways inside its card, not the page. */
export const Mobile: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · mobile',
  ...onPhone(matrix.WriteSuccess),
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'Boleto Itaú')
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375)
    await expect(within(canvasElement).getByRole('table')).toBeInTheDocument()
  },
}
