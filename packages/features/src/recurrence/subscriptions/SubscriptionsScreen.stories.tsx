import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, mocked, screen, userEvent, waitFor, within } from 'storybook/test'
import { ApiError } from '@vitrine/api'
import { navigationSpy } from '../../testing/navigation-spy.tsx'
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
  textsOf,
  withOpenDialog,
  type PlayContext,
} from '../../testing/story-context.ts'
import { SubscriptionsScreen } from './SubscriptionsScreen.tsx'

const { navigate, ...watchNavigation } = navigationSpy()

const meta = {
  title: 'Recurrence/Subscriptions',
  component: SubscriptionsScreen,
  args: { appId: 101, level: 'write' },
  ...watchNavigation,
} satisfies Meta<typeof SubscriptionsScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso à recorrência',
    title: 'Assinaturas',
    untouched: (api) => [api.recurrence.listSubscriptions, api.recurrence.listPlans],
    absent: (canvas) => [
      canvas.queryByRole('search'),
      canvas.queryByRole('button', { name: 'Nova assinatura' }),
      canvas.queryByRole('button', { name: 'Regras de cobrança' }),
    ],
  },
  pending: 'Carregando assinaturas',
  error: {
    text: 'Não foi possível carregar as assinaturas',
    retry: (api) => api.recurrence.listSubscriptions,
  },
  empty: 'Nenhuma assinatura ainda.',
})

/** The customers of the rows in view, in order. */
const names = (canvasElement: HTMLElement) =>
  textsOf(
    within(canvasElement)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('a')!),
  )

/** Intl writes "R$" and the amount with a no-break space; compare as text people read. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/** The six sample subscriptions, one per status, newest first. */
async function expectSampleList({ canvas, canvasElement }: PlayContext) {
  await expect(await canvas.findByRole('table', { name: 'Assinaturas' })).toBeVisible()
  await expect(names(canvasElement)).toEqual([
    'Beatriz Lima',
    'Carlos Souza',
    'Ana Costa',
    'João Pereira',
    'Maria Silva',
    'Rafael Alves',
  ])
  const maria = within(canvas.getByRole('row', { name: /Maria Silva/ }))
  await expect(maria.getAllByRole('cell').map((cell) => plain(cell.textContent))).toEqual([
    'Maria Silvamaria.silva@exemplo.com.br',
    'Clube do Café MensalR$ 59,90 / mês',
    'Ativa',
    'Ciclo 2 · sem limite',
    '10/12/2026',
    'Visa •••• 4242',
  ])
  const rafael = within(canvas.getByRole('row', { name: /Rafael Alves/ }))
  await expect(rafael.getByText('Encerrada')).toBeVisible()
  await expect(rafael.getByText('Ciclo 4 de 4')).toBeVisible()
  await expect(canvas.getByRole('link', { name: 'Maria Silva' })).toHaveAttribute(
    'href',
    '/101/recurrence/subscriptions/sub_A1b2C3d4E5f6G7h8I9j0K1l2',
  )
  await expect(canvas.getByText('6 assinaturas')).toBeVisible()
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
    // The empty state offers the first subscription; no search over nothing.
    await expect(context.canvas.queryByRole('search')).toBeNull()
    await expect(context.canvas.getAllByRole('button', { name: 'Nova assinatura' })).toHaveLength(2)
  },
}

/** Read level: the list, nothing to create or set. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async (context) => {
    await expectSampleList(context)
    await expect(context.canvas.getByText(/Você pode consultar as assinaturas/)).toBeVisible()
    await expectNoButtons(context.canvas, 'Nova assinatura', 'Regras de cobrança')
  },
}

export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async (context) => {
    await expectSampleList(context)
    await expect(context.canvas.getByRole('button', { name: 'Nova assinatura' })).toBeEnabled()
    await expect(context.canvas.getByRole('button', { name: 'Regras de cobrança' })).toBeEnabled()
  },
}

/** The search goes to the server once typing pauses; status and plan narrow it, as chips. */
export const SearchAndFilters: Story = {
  ...matrix.ReadSuccess,
  name: 'Busca, status e plano',
  play: async (context) => {
    const { canvas, canvasElement, loaded } = context
    const list = apiOf(loaded).recurrence.listSubscriptions
    await expectSampleList(context)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar' }), 'joao')
    await expectLastCalled(list, 101, { q: 'joao' })
    await waitFor(() => expect(names(canvasElement)).toEqual(['João Pereira']))
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Buscar' }))
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'paused')
    await expectLastCalled(list, 101, { status: 'paused' })
    await waitFor(() => expect(names(canvasElement)).toEqual(['Carlos Souza']))
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'all')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Plano' }), '2')
    await expectLastCalled(list, 101, { plan_id: 2 })
    await waitFor(() => expect(names(canvasElement)).toEqual(['Ana Costa', 'Rafael Alves']))
    const chips = within(canvas.getByRole('list', { name: 'Filtros aplicados' }))
    await expect(chips.getByText('Clube do Café Trimestral')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }))
    await waitFor(() => expect(names(canvasElement)).toHaveLength(6))
  },
}

/** A search that matches nothing says so, in the feminine. */
export const NoMatch: Story = {
  ...matrix.ReadSuccess,
  name: 'Busca sem resultado',
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Assinaturas' })
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar' }), 'zuleica')
    await expect(await canvas.findByText('Nenhuma assinatura encontrada.')).toBeVisible()
  },
}

/** On a phone: cards, the filters folded behind "Filtros". */
export const Phone: Story = {
  ...matrix.WriteSuccess,
  ...onPhone(matrix.WriteSuccess),
  name: 'No celular',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Maria Silva' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Filtros/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  },
}

async function openDialogOf(canvas: PlayContext['canvas'], button: string) {
  await userEvent.click(await canvas.findByRole('button', { name: button }))
  const dialog = await findDialog(button)
  await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible())
  return dialog
}

/** A customer on the monthly plan by pix, from today: created, told, and its page opened. */
export const CreateSubscription: Story = {
  ...matrix.WriteSuccess,
  name: 'Nova assinatura',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: endAtTop(async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    const dialog = await openDialogOf(canvas, 'Nova assinatura')
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Buscar cliente' }), 'Bruno')
    await expectLastCalled(api.customers.list, 101, { q: 'Bruno', limit: 20 })
    const customer = dialog.getByRole('combobox', { name: /^Cliente/ })
    await waitFor(() =>
      expect(within(customer).getByRole('option', { name: /Bruno Henrique Lima/ })).toBeTruthy(),
    )
    await userEvent.selectOptions(customer, '2')
    // Only the active plans are offered; the method waits for the plan.
    const method = dialog.getByRole('combobox', { name: /Forma de pagamento/ })
    await expect(method).toBeDisabled()
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^Plano/ }), '1')
    await waitFor(() => expect(method).toBeEnabled())
    await userEvent.selectOptions(method, 'pix')
    await userEvent.click(dialog.getByRole('button', { name: 'Criar assinatura' }))
    await expectCalled(api.recurrence.createSubscription, 101, {
      customer_id: 2,
      plan_id: 1,
      method: 'pix',
      start_at: null,
    })
    await expectNotified('Assinatura de Bruno Henrique Lima criada.')
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        expect.stringMatching(/^\/101\/recurrence\/subscriptions\/sub_[0-9A-Za-z]{24}$/),
      ),
    )
  }),
}

/** Nothing chosen: each field says what it needs, before anything is sent. */
export const CreateIncomplete: Story = {
  ...matrix.WriteSuccess,
  name: 'Nova assinatura incompleta',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    const dialog = await openDialogOf(canvas, 'Nova assinatura')
    await userEvent.click(dialog.getByRole('button', { name: 'Criar assinatura' }))
    await expect(await dialog.findByText('Escolha o cliente.')).toBeVisible()
    await expect(dialog.getByText('Escolha o plano.')).toBeVisible()
    await expect(apiOf(loaded).recurrence.createSubscription).not.toHaveBeenCalled()
  },
}

/**
 * The billing rules: the days must go up (said under the list), a fourth retry, pause when they
 * run out; the server refuses the lead time once (its message under the field), then saves.
 */
export const BillingRules: Story = {
  ...matrix.WriteSuccess,
  name: 'Regras de cobrança',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: endAtTop(async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    const dialog = await openDialogOf(canvas, 'Regras de cobrança')
    const third = await dialog.findByRole('textbox', { name: /3ª nova tentativa/ })
    await expect(third).toHaveValue('7')
    await userEvent.clear(third)
    await userEvent.type(third, '2')
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar regras' }))
    await expect(
      await dialog.findByText('Cada nova tentativa deve vir depois da anterior.'),
    ).toBeVisible()
    await expect(api.recurrence.saveBillingSettings).not.toHaveBeenCalled()
    await userEvent.clear(third)
    await userEvent.type(third, '10')
    await userEvent.click(dialog.getByRole('button', { name: 'Adicionar tentativa' }))
    await userEvent.type(dialog.getByRole('textbox', { name: /4ª nova tentativa/ }), '15')
    await userEvent.click(dialog.getByRole('radio', { name: /Pausar a assinatura/ }))
    mocked(api.recurrence.saveBillingSettings).mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        statusMessage: 'Bad Request',
        message: 'Alguns campos não são válidos.',
        data: {
          fields: {
            advance_days: 'Antecedência do pix e do boleto deve ficar entre 0 e 30.',
          },
        },
      }),
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar regras' }))
    const lead = dialog.getByRole('textbox', { name: /Antecedência do pix e do boleto/ })
    await waitFor(() =>
      expect(lead).toHaveAccessibleDescription(
        /Antecedência do pix e do boleto deve ficar entre 0 e 30./,
      ),
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar regras' }))
    await expectLastCalled(api.recurrence.saveBillingSettings, 101, {
      retry_days: [1, 3, 10, 15],
      on_exhaustion: 'pause',
      advance_days: 5,
      send_emails: true,
    })
    await expectNotified('Regras de cobrança salvas.')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  }),
}

/** The billing rules as they open: the store's defaults (1, 3 and 7 days, cancel, 5 days, e-mails). */
export const BillingRulesOpen: Story = {
  ...matrix.WriteSuccess,
  name: 'Regras de cobrança abertas',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas }) => {
    const dialog = await openDialogOf(canvas, 'Regras de cobrança')
    await expect(await dialog.findByRole('textbox', { name: /1ª nova tentativa/ })).toHaveValue('1')
    await expect(dialog.getByRole('textbox', { name: /2ª nova tentativa/ })).toHaveValue('3')
    await expect(dialog.getByRole('radio', { name: /Cancelar a assinatura/ })).toBeChecked()
    await expect(dialog.getByRole('textbox', { name: /Antecedência/ })).toHaveValue('5')
    await expect(dialog.getByRole('switch', { name: /Avisar o assinante/ })).toBeChecked()
  },
}
