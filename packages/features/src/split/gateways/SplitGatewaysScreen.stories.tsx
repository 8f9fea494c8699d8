import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  onPhone,
  playThen,
  textsOf,
  withFixture,
  type PlayContext,
} from '../../testing/story-context.ts'
import { sellerViewState } from './seller-view.story-support.ts'
import { SplitGatewaysScreen } from './SplitGatewaysScreen.tsx'

const meta = {
  title: 'Payments/Split/Gateways',
  component: SplitGatewaysScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof SplitGatewaysScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso aos pagamentos',
    title: 'Split de pagamento',
    untouched: (api) => [api.split.listGateways],
  },
  pending: 'Carregando os meios de pagamento com split',
  error: {
    text: 'Não foi possível carregar os meios de pagamento com split',
    retry: (api) => api.split.listGateways,
  },
  empty: 'Nenhum meio de pagamento com split',
})

/** The table's rows as the texts of their cells. */
async function gatewayRows(canvas: PlayContext['canvas']) {
  const table = await canvas.findByRole('table', { name: 'Meios de pagamento com split' })
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => textsOf(within(row).getAllByRole('cell')).slice(0, 4))
}

/**
 * The sample store: every gateway that splits (not the voucher nor the custom methods), the pix
 * with its four sellers and version 2, the counter's static pix with a rule page of its own.
 */
async function expectSampleGateways({ canvas }: PlayContext) {
  const rows = await gatewayRows(canvas)
  await expect(rows[0]).toEqual([
    'Pix da lojaSandbox',
    'Pix',
    '4 vendedores · 2 ativos',
    'versão 2 · desde 03/11/2026',
  ])
  await expect(rows.map((row) => row[0])).not.toContain('Vale-refeição')
  await expect(rows.map((row) => row[0])).not.toContain('Transferência bancária')
  await expect(canvas.getByRole('link', { name: 'Vendedores de Pix da loja' })).toHaveAttribute(
    'href',
    '/101/payments/split/sellers/pix-da-loja/1',
  )
}

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError

/** No gateway splits: the way to set one up. */
export const WriteEmpty: Story = playThen(matrix.WriteEmpty, async ({ canvas }) => {
  await expect(canvas.getByRole('link', { name: 'Configurar meios de pagamento' })).toHaveAttribute(
    'href',
    '/101/payments/gateways',
  )
})
export const ReadEmpty: Story = matrix.ReadEmpty

export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async (context) => {
    await expectSampleGateways(context)
    await expect(context.canvas.getByRole('link', { name: 'Regra de Pix da loja' })).toBeVisible()
  },
}

/** Each gateway's rule on the page of its variant: static pix has its own. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async (context) => {
    const { canvas } = context
    await expectSampleGateways(context)
    await expect(canvas.getByRole('link', { name: 'Regra de Pix da loja' })).toHaveAttribute(
      'href',
      '/101/payments/split/rules/pix-da-loja/1',
    )
    await expect(canvas.getByRole('link', { name: 'Regra de QR Code do balcão' })).toHaveAttribute(
      'href',
      '/101/payments/split/rules/static-pix/qr-code-do-balcao/9',
    )
    const rows = await gatewayRows(canvas)
    await expect(rows.find((row) => row[0]?.startsWith('Boleto Itaú'))?.slice(2)).toEqual([
      'nenhum vendedor',
      'sem regra',
    ])
  },
}

/**
 * A seller signed in (the `__seller` role, read): the server lists only the gateways it sells
 * on; it reaches its own sales, and no rule (which shows every seller's share).
 */
export const SellerRole: Story = withFixture(
  {
    ...matrix.ReadSuccess,
    name: 'Vendedor (papel __seller)',
    args: { level: 'read' as const, role: '__seller' as const },
    play: async ({ canvas }: PlayContext) => {
      await expect(
        await canvas.findByText(
          'Os meios de pagamento pelos quais você recebe a sua parte das vendas.',
        ),
      ).toBeVisible()
      await expect(
        canvas.getByRole('link', { name: 'Minhas vendas de Pix da loja' }),
      ).toHaveAttribute('href', '/101/payments/split/sellers/pix-da-loja/1')
      await expect(canvas.queryByRole('link', { name: /^Regra de/ })).toBeNull()
    },
  },
  { state: sellerViewState },
)

/** On a phone each gateway is a card, with the same links. */
export const WriteSuccessOnPhone: Story = {
  ...matrix.WriteSuccess,
  ...onPhone(matrix.WriteSuccess),
  name: 'Write · success no celular',
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Meios de pagamento com split' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(9)
    await expect(canvas.getByRole('link', { name: 'Regra de QR Code do balcão' })).toHaveAttribute(
      'href',
      '/101/payments/split/rules/static-pix/qr-code-do-balcao/9',
    )
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}
