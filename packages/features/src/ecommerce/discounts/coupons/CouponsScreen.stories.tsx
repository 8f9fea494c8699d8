import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { screenMatrix } from '../../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectNotified,
  rowOf,
  withOpenDialog,
} from '../../../testing/story-context.ts'
import { CouponsScreen } from './CouponsScreen.tsx'

const meta = {
  title: 'E-commerce/Discounts/Coupons',
  component: CouponsScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof CouponsScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao e-commerce',
    untouched: (api) => [api.ecommerceDiscounts.listCoupons],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Novo cupom' })],
  },
  pending: 'Carregando os cupons',
  error: {
    text: 'Não foi possível carregar os cupons',
    retry: (api) => api.ecommerceDiscounts.listCoupons,
  },
  empty: 'Nenhum cupom ainda.',
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

/** Read level sees the coupons and may simulate, but changes nothing. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('cell', { name: 'BEMVINDO10' })).toBeVisible()
    // Past its end: expired, whatever its switch says.
    const natal = await rowOf(canvasElement, 'NATAL25')
    await expect(natal.getByText('Expirado')).toBeVisible()
    await expect(natal.getByText('até 26/12/2025')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Novo cupom' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('region', { name: 'Simulador de descontos' })).toBeVisible()
  },
}

/**
 * Write creates a coupon with a usage limit, a start date, one product and one customer: the
 * pickers search the discounts' choices, the list shows "0 de 100".
 */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('cell', { name: 'BEMVINDO10' })
    await userEvent.click(canvas.getByRole('button', { name: 'Novo cupom' }))
    const dialog = within(await screen.findByRole('dialog'))
    await userEvent.type(dialog.getByLabelText(/^Código/), 'OUTONO15')
    await userEvent.type(dialog.getByLabelText(/^Desconto \(%\)/), '15')
    await userEvent.type(dialog.getByLabelText('Limite de usos'), '100')
    await userEvent.type(dialog.getByLabelText('Válido a partir de'), '2026-12-01')
    await userEvent.type(dialog.getByLabelText('Produtos incluídos'), 'corrida{Enter}')
    await userEvent.click(
      await dialog.findByRole('button', {
        name: 'Adicionar «Tênis Corrida Leve» a produtos incluídos',
      }),
    )
    await userEvent.type(dialog.getByLabelText(/^Clientes incluídos/), 'ana{Enter}')
    await userEvent.click(
      await dialog.findByRole('button', {
        name: 'Adicionar «Ana Beatriz Souza» a clientes incluídos',
      }),
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar cupom' }))
    await expectCalled(
      apiOf(loaded).ecommerceDiscounts.createCoupon,
      101,
      expect.objectContaining({
        code: 'OUTONO15',
        kind: 'percent',
        value: 1500,
        max_uses: 100,
        starts_at: '2026-12-01T00:00:00-03:00',
        product_ids: [expect.any(Number)],
        customer_emails: ['ana.souza@exemplo.com.br'],
      }),
    )
    await expectNotified('Cupom OUTONO15 salvo.')
    const row = await rowOf(canvasElement, 'OUTONO15')
    await expect(row.getByText('0 de 100')).toBeVisible()
  },
}

/** The server's refusal lands on its field: a code the store already has, in any case. */
export const WriteFieldErrors: Story = {
  ...matrix.WriteSuccess,
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('cell', { name: 'BEMVINDO10' })
    await userEvent.click(canvas.getByRole('button', { name: 'Novo cupom' }))
    const dialog = within(await screen.findByRole('dialog'))
    await userEvent.type(dialog.getByLabelText(/^Código/), 'bemvindo10')
    await userEvent.type(dialog.getByLabelText(/^Desconto \(%\)/), '10')
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar cupom' }))
    await expect(
      await dialog.findByText('Já existe um cupom com este código na loja.'),
    ).toBeVisible()
    await expect(dialog.getByLabelText(/^Código/)).toHaveAttribute('aria-invalid', 'true')
    await expect(apiOf(loaded).ecommerceDiscounts.createCoupon).toHaveBeenCalledOnce()
  },
}

/** Write generates a batch of codes with a prefix and the same rules. */
export const WriteBatch: Story = {
  ...matrix.WriteSuccess,
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('cell', { name: 'BEMVINDO10' })
    await userEvent.click(canvas.getByRole('button', { name: 'Gerar em lote' }))
    const dialog = within(await screen.findByRole('dialog'))
    await userEvent.type(dialog.getByLabelText('Prefixo'), 'bf')
    const count = dialog.getByLabelText(/^Quantidade/)
    await userEvent.clear(count)
    await userEvent.type(count, '3')
    await userEvent.type(dialog.getByLabelText(/^Desconto \(%\)/), '20')
    await userEvent.type(dialog.getByLabelText('Limite por cliente'), '1')
    await userEvent.click(dialog.getByRole('button', { name: 'Gerar cupons' }))
    await expectCalled(
      apiOf(loaded).ecommerceDiscounts.generateCoupons,
      101,
      expect.objectContaining({ prefix: 'bf', count: 3, value: 2000, max_uses_per_customer: 1 }),
    )
    await expectNotified('3 cupons gerados.')
    await waitFor(() => expect(canvas.getAllByRole('cell', { name: /^BF-/ })).toHaveLength(3))
  },
}

/** The CSV export is offered to read and write alike, and asks for every coupon. */
export const WriteExport: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('cell', { name: 'BEMVINDO10' })
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV' }))
    await expectCalled(apiOf(loaded).ecommerceDiscounts.exportCoupons, 101)
  },
}

/** Write deletes a coupon after confirming. */
export const WriteDelete: Story = {
  ...matrix.WriteSuccess,
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('cell', { name: 'NATAL25' })
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir o cupom NATAL25' }))
    const confirm = within(await screen.findByRole('alertdialog'))
    // The confirmation fades in: its question is seen once it has.
    await waitFor(() => expect(confirm.getByText('Excluir o cupom NATAL25?')).toBeVisible())
    await userEvent.click(confirm.getByRole('button', { name: 'Excluir' }))
    await expectCalled(apiOf(loaded).ecommerceDiscounts.removeCoupon, 101, 3)
    await expectNotified('Cupom NATAL25 excluído.')
    await waitFor(() => expect(canvas.queryByText('NATAL25')).not.toBeInTheDocument())
  },
}

/**
 * The simulator: a product from the catalogue, codes and a customer; it answers what applied
 * and why the others did not — an expired code, an unknown one, a promotion short of items.
 */
export const ReadSimulate: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('cell', { name: 'BEMVINDO10' })
    const simulator = within(canvas.getByRole('region', { name: 'Simulador de descontos' }))
    await userEvent.type(simulator.getByLabelText('Buscar produto'), 'corrida')
    const product = simulator.getByRole('combobox', { name: 'Produto' })
    const option = await within(product).findByRole('option', { name: /^Tênis Corrida Leve/ })
    await userEvent.selectOptions(product, option)
    await userEvent.click(simulator.getByRole('button', { name: 'Adicionar ao carrinho' }))
    await expect(
      within(simulator.getByRole('list', { name: 'Carrinho' })).getByText('Tênis Corrida Leve'),
    ).toBeVisible()
    await userEvent.type(simulator.getByLabelText(/^E-mail do cliente/), 'ana.souza@exemplo.com.br')
    await userEvent.click(simulator.getByRole('switch', { name: 'Primeira compra do cliente' }))
    await userEvent.type(simulator.getByLabelText(/^Cupons/), 'bemvindo10 NATAL25 SEMCUPOM')
    await userEvent.click(simulator.getByRole('button', { name: 'Simular' }))
    const applied = within(await simulator.findByRole('list', { name: 'Descontos aplicados' }))
    await expect(applied.getByText('BEMVINDO10')).toBeVisible()
    await expect(applied.getByText(/34,99/)).toBeVisible()
    const rejected = within(simulator.getByRole('list', { name: 'Não aplicados' }))
    await expect(rejected.getByText('NATAL25: Cupom expirado')).toBeVisible()
    await expect(rejected.getByText('SEMCUPOM: Cupom não encontrado')).toBeVisible()
    await expect(
      rejected.getByText(/^Leve 3, pague 2 em meias: Leve 3, pague 2: são precisos 3 itens/),
    ).toBeVisible()
    await expectCalled(
      apiOf(loaded).ecommerceDiscounts.simulate,
      101,
      expect.objectContaining({
        customer_email: 'ana.souza@exemplo.com.br',
        first_purchase: true,
      }),
    )
  },
}
