import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { PLAN_PRICE_CHANGE_TEXT } from '@vitrine/api'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  endAtTop,
  expectCalled,
  expectLastCalled,
  expectNoButtons,
  expectNotified,
  findDialog,
  onPhone,
  withOpenDialog,
  type PlayContext,
} from '../../testing/story-context.ts'
import { PlansScreen } from './PlansScreen.tsx'

const meta = {
  title: 'Recurrence/Plans',
  component: PlansScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof PlansScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso à recorrência',
    title: 'Planos',
    untouched: (api) => [api.recurrence.listPlans, api.recurrence.totals],
    absent: (canvas) => [
      canvas.queryByRole('search'),
      canvas.queryByRole('button', { name: 'Novo plano' }),
    ],
  },
  pending: 'Carregando planos',
  error: {
    text: 'Não foi possível carregar os planos',
    retry: (api) => api.recurrence.listPlans,
  },
  empty: 'Nenhum plano criado ainda.',
})

/** Intl writes "R$" and the amount with a no-break space; compare as text people read. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/** The cells of a plan's row, as read. */
async function rowCells(canvas: PlayContext['canvas'], name: RegExp) {
  const row = await canvas.findByRole('row', { name })
  return within(row)
    .getAllByRole('cell')
    .map((cell) => plain(cell.textContent))
}

/** The totals and the three sample plans by name, each in words. */
async function expectSampleList({ canvas }: PlayContext) {
  await expect(await canvas.findByRole('table', { name: 'Planos' })).toBeVisible()
  const totals = within(canvas.getByRole('region', { name: 'Totais da recorrência' }))
  await waitFor(() => expect(plain(totals.getByText(/^R\$/).textContent)).toBe('R$ 119,80'))
  await expect(totals.getByText('1 assinatura')).toBeVisible()
  const names = within(canvas.getByRole('table', { name: 'Planos' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('span')!.textContent)
  await expect(names).toEqual([
    'Clube do Café Mensal',
    'Clube do Café Trimestral',
    'Degustação quinzenal',
  ])
  const monthly = await rowCells(canvas, /Clube do Café Mensal/)
  await expect(monthly.slice(0, 7)).toEqual([
    'Clube do Café Mensal1× Café especial 250 g, 1× Filtro de papel (100 un.)',
    'R$ 59,90 / mês',
    'Sem teste',
    'Sem limite',
    '3',
    'R$ 119,80',
    'Ativo',
  ])
  const quarterly = await rowCells(canvas, /Clube do Café Trimestral/)
  await expect(quarterly.slice(1, 4)).toEqual([
    'R$ 161,70 / trimestre+ R$ 10,00 de adesão',
    '7 dias grátis',
    '4 cobranças',
  ])
  const fortnightly = await rowCells(canvas, /Degustação quinzenal/)
  await expect(fortnightly[1]).toBe('R$ 29,90 a cada 15 dias')
  await expect(fortnightly[6]).toBe('Desativado')
  await expect(canvas.getByText('3 planos')).toBeVisible()
}

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError
export const ReadEmpty: Story = matrix.ReadEmpty

export const WriteEmpty: Story = {
  ...matrix.WriteEmpty,
  play: async (context) => {
    await matrix.WriteEmpty.play(context)
    // The empty state offers the first plan; no search or totals over nothing.
    await expect(context.canvas.queryByRole('search')).toBeNull()
    await expect(context.canvas.getAllByRole('button', { name: 'Novo plano' })).toHaveLength(2)
  },
}

/** Read level: the totals and the list, nothing to change. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async (context) => {
    await expectSampleList(context)
    await expect(context.canvas.getByText(/Você pode consultar os planos/)).toBeVisible()
    await expectNoButtons(context.canvas, 'Novo plano')
    await expect(context.canvas.queryByRole('button', { name: /Editar o plano/ })).toBeNull()
    await expect(context.canvas.queryByRole('button', { name: /Arquivar o plano/ })).toBeNull()
  },
}

export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async (context) => {
    await expectSampleList(context)
    await expect(context.canvas.getByRole('button', { name: 'Novo plano' })).toBeEnabled()
    await expect(
      context.canvas.getByRole('button', { name: 'Editar o plano Clube do Café Mensal' }),
    ).toBeEnabled()
  },
}

/** The search goes to the server once typing pauses; the state filter narrows it too. */
export const SearchAndState: Story = {
  ...matrix.ReadSuccess,
  name: 'Busca e situação',
  play: async ({ canvas, loaded }) => {
    await canvas.findByRole('table', { name: 'Planos' })
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar' }), 'degustacao')
    await expectLastCalled(apiOf(loaded).recurrence.listPlans, 101, { q: 'degustacao' })
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2))
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Buscar' }))
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Situação' }), 'active')
    await expectLastCalled(apiOf(loaded).recurrence.listPlans, 101, { state: 'active' })
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3))
    const chips = within(canvas.getByRole('list', { name: 'Filtros aplicados' }))
    await expect(chips.getByText('Ativos')).toBeVisible()
  },
}

/** A page at a time: "Carregar mais planos" asks for the next one with the cursor. */
export const LoadMore: Story = {
  ...matrix.ReadSuccess,
  name: 'Carregar mais',
  args: { appId: 101, level: 'read', pageSize: 2 },
  play: async ({ canvas, loaded }) => {
    await canvas.findByRole('table', { name: 'Planos' })
    await expect(canvas.getAllByRole('row')).toHaveLength(3)
    await userEvent.click(canvas.getByRole('button', { name: 'Carregar mais planos' }))
    await expectLastCalled(apiOf(loaded).recurrence.listPlans, 101, { cursor: '2', limit: 2 })
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(4))
    await expect(canvas.queryByRole('button', { name: 'Carregar mais planos' })).toBeNull()
  },
}

/** On a phone: cards, the filter folded behind "Filtros". */
export const Phone: Story = {
  ...matrix.WriteSuccess,
  ...onPhone(matrix.WriteSuccess),
  name: 'No celular',
  play: async ({ canvas }) => {
    const cards = await canvas.findByRole('list', { name: 'Planos' })
    await expect(within(cards).getByText('R$ 29,90 a cada 15 dias')).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Filtros/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  },
}

/** A new plan every 15 days with a trial, a limit, a setup fee and two products. */
export const CreatePlan: Story = {
  ...matrix.WriteSuccess,
  name: 'Criar plano',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: endAtTop(async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Novo plano' }))
    const dialog = await findDialog('Novo plano')
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible())
    await userEvent.type(dialog.getByRole('textbox', { name: /^Nome/ }), 'Café a cada 10 dias')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Preço/ }), '24,90')
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Intervalo/ }), 'days')
    await userEvent.type(dialog.getByRole('textbox', { name: /Dias entre cobranças/ }), '10')
    await userEvent.type(dialog.getByRole('textbox', { name: /Dias de teste grátis/ }), '7')
    await userEvent.type(dialog.getByRole('textbox', { name: /Número de cobranças/ }), '6')
    await userEvent.type(dialog.getByRole('textbox', { name: /Taxa de adesão/ }), '5,00')
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Pix' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Adicionar produto' }))
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Produto 1/ }), '1')
    const quantity = dialog.getByRole('textbox', { name: /Quantidade/ })
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '2')
    await userEvent.click(dialog.getByRole('button', { name: 'Adicionar produto' }))
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Produto 2/ }), '3')
    await userEvent.click(dialog.getByRole('button', { name: 'Criar plano' }))
    await expectCalled(apiOf(loaded).recurrence.createPlan, 101, {
      name: 'Café a cada 10 dias',
      description: '',
      price_cents: 2_490,
      interval: 'days',
      interval_days: 10,
      trial_days: 7,
      cycles: 6,
      methods: ['creditcard', 'pix'],
      setup_fee_cents: 500,
      active: true,
      products: [
        { product_id: 1, quantity: 2 },
        { product_id: 3, quantity: 1 },
      ],
    })
    await expectNotified('Plano «Café a cada 10 dias» criado.')
    const row = await canvas.findByRole('row', { name: /Café a cada 10 dias/ })
    await expect(within(row).getByText('R$ 24,90 a cada 10 dias')).toBeVisible()
  }),
}

/** Editing says when a new price applies, beside the price, and saves the whole plan. */
export const EditPlan: Story = {
  ...matrix.WriteSuccess,
  name: 'Editar plano com o novo preço',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: endAtTop(async ({ canvas, loaded }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Editar o plano Clube do Café Mensal' }),
    )
    const dialog = await findDialog('Editar plano')
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible())
    const price = dialog.getByRole('textbox', { name: /^Preço/ })
    await expect(price).toHaveValue('59,90')
    await expect(price).toHaveAccessibleDescription(PLAN_PRICE_CHANGE_TEXT)
    await expect(dialog.getByRole('combobox', { name: /Produto 1/ })).toHaveValue('1')
    await userEvent.clear(price)
    await userEvent.type(price, '64,90')
    await userEvent.click(dialog.getByRole('button', { name: 'Remover o produto 2' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar plano' }))
    await expectCalled(
      apiOf(loaded).recurrence.updatePlan,
      101,
      1,
      expect.objectContaining({ price_cents: 6_490, products: [{ product_id: 1, quantity: 1 }] }),
    )
    await expectNotified('Plano «Clube do Café Mensal» salvo.')
    const row = await canvas.findByRole('row', { name: /Clube do Café Mensal/ })
    await waitFor(() => expect(within(row).getByText('R$ 64,90 / mês')).toBeVisible())
  }),
}

/** The server refuses a method without an active gateway: the message lands on the methods. */
export const MethodWithoutGateway: Story = {
  ...matrix.WriteSuccess,
  name: 'Forma de pagamento sem gateway',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    // The store's boleto gateways are switched off.
    for (const gateway of apiOf(loaded).state.gateways.gateways) {
      if (gateway.type === 'billet') gateway.active = false
    }
    await userEvent.click(await canvas.findByRole('button', { name: 'Novo plano' }))
    const dialog = await findDialog('Novo plano')
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible())
    await userEvent.type(dialog.getByRole('textbox', { name: /^Nome/ }), 'Clube no boleto')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Preço/ }), '59,90')
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Cartão de crédito' }))
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Boleto' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Criar plano' }))
    await expectCalled(
      apiOf(loaded).recurrence.createPlan,
      101,
      expect.objectContaining({ methods: ['billet'] }),
    )
    const message = 'A loja não tem um gateway ativo de boleto: configure um em Pagamentos.'
    await expect(await dialog.findByText(message)).toBeVisible()
    // Under the methods, not in the form's alert: the server said which field.
    await expect(dialog.getByText(message).closest('[data-slot="field"]')).toHaveTextContent(
      'Formas de pagamento',
    )
    screen.getByRole('dialog').scrollTo(0, 0)
  },
}

/** Nothing typed: each field says what it needs, before anything is sent. */
export const CreateIncomplete: Story = {
  ...matrix.WriteSuccess,
  name: 'Plano incompleto',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Novo plano' }))
    const dialog = await findDialog('Novo plano')
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Intervalo/ }), 'days')
    await userEvent.click(dialog.getByRole('button', { name: 'Criar plano' }))
    await expect(await dialog.findByText('Nome é obrigatório.')).toBeVisible()
    await expect(dialog.getByText('Preço é obrigatório.')).toBeVisible()
    await expect(dialog.getByText('Informe a cada quantos dias o plano cobra.')).toBeVisible()
    await expect(apiOf(loaded).recurrence.createPlan).not.toHaveBeenCalled()
    // Photographed from the dialog's top, wherever the first invalid field scrolled it.
    screen.getByRole('dialog').scrollTo(0, 0)
  },
}

/** Archiving asks first and says the plan's subscriptions keep billing. */
export const ArchivePlan: Story = {
  ...matrix.WriteSuccess,
  name: 'Arquivar plano',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Arquivar o plano Clube do Café Mensal' }),
    )
    const confirm = await findDialog('Arquivar o plano?', 'alertdialog')
    // The confirmation fades in: its text is seen once it has.
    await waitFor(() =>
      expect(
        confirm.getByText(/As 3 assinaturas que ele tem continuam sendo cobradas normalmente/),
      ).toBeVisible(),
    )
    await userEvent.click(confirm.getByRole('button', { name: 'Arquivar plano' }))
    await expectCalled(apiOf(loaded).recurrence.setPlanArchived, 101, 1, true)
    await expectNotified('Plano «Clube do Café Mensal» arquivado.')
    await waitFor(() =>
      expect(canvas.queryByRole('row', { name: /Clube do Café Mensal/ })).toBeNull(),
    )
  },
}
