import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { formatMoney, prorationCents } from '@vitrine/api'
import { navigationSpy } from '../../testing/navigation-spy.tsx'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  endAtTop,
  expectCalled,
  expectNoButtons,
  expectNotified,
  findDialog,
  onPhone,
  textsOf,
  withOpenDialog,
  type PlayContext,
} from '../../testing/story-context.ts'
import { SubscriptionDetailScreen } from './SubscriptionDetailScreen.tsx'

const { navigate: _navigate, ...watchNavigation } = navigationSpy()

/** The sample subscriptions, one in each status (packages/api/src/recurrence/fixture/sample.ts). */
const ID = {
  trialing: 'sub_C3d4E5f6G7h8I9j0K1l2M3n4',
  active: 'sub_A1b2C3d4E5f6G7h8I9j0K1l2',
  past_due: 'sub_B2c3D4e5F6g7H8i9J0k1L2m3',
  paused: 'sub_D4e5F6g7H8i9J0k1L2m3N4o5',
  canceled: 'sub_E5f6G7h8I9j0K1l2M3n4O5p6',
  ended: 'sub_F6g7H8i9J0k1L2m3N4o5P6q7',
} as const

const meta = {
  title: 'Recurrence/Subscription',
  component: SubscriptionDetailScreen,
  args: { appId: 101, subscriptionId: ID.active, level: 'write' },
  ...watchNavigation,
} satisfies Meta<typeof SubscriptionDetailScreen>
export default meta
type Story = StoryObj<typeof meta>

// Level none is not a "no access" state here: it is the subscriber's page (stories below).
const matrix = screenMatrix({
  levels: ['read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  pending: 'Carregando a assinatura',
  error: {
    text: 'Não foi possível carregar a assinatura',
    retry: (api) => api.recurrence.getSubscription,
  },
  // A store without it: another store's id, or an address typed wrong.
  empty: 'Assinatura não encontrada',
})

export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError
export const ReadEmpty: Story = matrix.ReadEmpty
export const WriteEmpty: Story = matrix.WriteEmpty

/** The invoices' cycles, in order (newest first). */
const cycles = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="invoice"]')].map((card) =>
    Number(card.getAttribute('data-cycle')),
  )

/** The steps of a cycle's payment timeline (their statuses, newest first). */
const steps = (canvasElement: HTMLElement, cycle: number) =>
  [
    ...canvasElement.querySelectorAll(
      `[data-slot="invoice"][data-cycle="${cycle}"] [data-slot="timeline"] > li`,
    ),
  ].map((step) => step.getAttribute('data-status'))

const heading = (canvas: PlayContext['canvas']) => canvas.findByRole('heading', { level: 1 })

/** Read level: everything shown, no action offered. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvas, canvasElement }) => {
    await expect(await heading(canvas)).toHaveTextContent('Maria Silva')
    await expect(canvas.getByText(/Para pausar, cancelar ou trocar o plano/)).toBeVisible()
    await expectNoButtons(canvas, 'Pausar', 'Trocar plano', 'Cancelar agora')
    await expect(cycles(canvasElement)).toEqual([2, 1])
    await expect(canvas.getByRole('link', { name: '#9002' })).toHaveAttribute(
      'href',
      '/101/payments/transactions/9002',
    )
  },
}

/** Write level on an active subscription: the actions its status allows, the subscriber's link. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvas }) => {
    await expect(await heading(canvas)).toHaveTextContent('Maria Silva')
    for (const name of [
      'Pausar',
      'Trocar plano',
      'Mudar data de cobrança',
      'Cancelar no fim do período',
      'Cancelar agora',
    ]) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled()
    }
    await expectNoButtons(canvas, 'Retomar')
    await expect(canvas.getByRole('textbox', { name: 'Endereço público' })).toHaveValue(
      `http://localhost:5173/subscriptions/${ID.active}/2/subscribe`,
    )
  },
}

/** The invoices in view, for the photograph (a long page is photographed where it stands). */
function showInvoices(canvasElement: HTMLElement) {
  canvasElement.querySelector('[data-slot="invoice"]')?.scrollIntoView({ block: 'start' })
}

/**
 * The subscription in one status: the badge, the actions it allows, its invoices' timelines
 * (photographed at the invoices).
 */
function inStatus(
  status: keyof typeof ID,
  name: string,
  check: (context: PlayContext) => Promise<void>,
): Story {
  return {
    ...matrix.WriteSuccess,
    name,
    args: { ...matrix.WriteSuccess.args, subscriptionId: ID[status] },
    play: async (context) => {
      const title = await heading(context.canvas)
      await expect(title.querySelector(`[data-status="${status}"]`)).not.toBeNull()
      await check(context)
      showInvoices(context.canvasElement)
    },
  }
}

export const Trialing: Story = inStatus('trialing', 'Em teste', async ({ canvas }) => {
  await expect(
    canvas.getByText('Nenhuma fatura ainda: a primeira é emitida no fim do teste grátis.'),
  ).toBeVisible()
  await expect(canvas.getByText('Teste grátis até')).toBeVisible()
  await expectNoButtons(canvas, 'Retomar', 'Cancelar no fim do período')
  await expect(canvas.getByRole('button', { name: 'Pausar' })).toBeEnabled()
})

export const Active: Story = inStatus('active', 'Ativa', async ({ canvas, canvasElement }) => {
  await expect(cycles(canvasElement)).toEqual([2, 1])
  await expect(steps(canvasElement, 2)).toEqual(['authorized', 'pending', 'empty'])
  await expect(canvas.getByText('Ciclo 2 · sem limite')).toBeVisible()
})

export const PastDue: Story = inStatus(
  'past_due',
  'Em atraso',
  async ({ canvas, canvasElement }) => {
    await expect(cycles(canvasElement)).toEqual([2, 1])
    // Cycle 2: declined, a retry declined, the next retry scheduled.
    await expect(steps(canvasElement, 2)).toEqual(['retry-error', 'failed', 'pending', 'empty'])
    // Cycle 1: declined once, then approved on the retry.
    await expect(steps(canvasElement, 1)).toEqual(['retry-success', 'failed', 'pending', 'empty'])
    const invoice = within(canvas.getByRole('region', { name: 'Pagamento do ciclo 2' }))
    await expect(invoice.getByRole('button', { name: 'Cobrar de novo' })).toBeEnabled()
    await expect(canvas.getByText('Próxima tentativa')).toBeVisible()
    await expect(
      canvas.getAllByText('Cartão recusado: saldo ou limite insuficiente.')[0],
    ).toBeVisible()
  },
)

export const Paused: Story = inStatus('paused', 'Pausada', async ({ canvas, canvasElement }) => {
  await expect(cycles(canvasElement)).toEqual([2, 1])
  await expect(canvas.getByText('Expirada')).toBeVisible()
  await expect(canvas.getByText('Nenhuma enquanto pausada')).toBeVisible()
  await expect(canvas.getByRole('button', { name: 'Retomar' })).toBeEnabled()
  await expectNoButtons(canvas, 'Pausar', 'Mudar data de cobrança')
})

export const Canceled: Story = inStatus(
  'canceled',
  'Cancelada',
  async ({ canvas, canvasElement }) => {
    await expect(cycles(canvasElement)).toEqual([2, 1])
    await expect(canvas.getByText('Cancelada em')).toBeVisible()
    await expectNoButtons(canvas, 'Pausar', 'Retomar', 'Trocar plano', 'Cancelar agora')
  },
)

export const Ended: Story = inStatus('ended', 'Encerrada', async ({ canvas, canvasElement }) => {
  await expect(cycles(canvasElement)).toEqual([4, 3, 2, 1])
  await expect(canvas.getByText('Ciclo 4 de 4')).toBeVisible()
  const first = within(canvas.getByRole('table', { name: 'Composição da fatura do ciclo 1' }))
  await expect(first.getByRole('rowheader', { name: 'Taxa de adesão' })).toBeVisible()
  await expectNoButtons(canvas, 'Pausar', 'Retomar', 'Trocar plano', 'Cancelar agora')
})

/** Confirms the question a button opened (an alert dialog), by its confirm button. */
async function confirm(canvas: PlayContext['canvas'], button: string, title: RegExp, yes: string) {
  await userEvent.click(canvas.getByRole('button', { name: button }))
  const question = within(await screen.findByRole('alertdialog', { name: title }))
  await userEvent.click(question.getByRole('button', { name: yes }))
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  return question
}

/** Pause, asked first; then resume, whose question says when the next charge comes. */
export const PauseThenResume: Story = {
  ...matrix.WriteSuccess,
  name: 'Pausar e retomar',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    await heading(canvas)
    await confirm(canvas, 'Pausar', /Pausar a assinatura de Maria Silva/, 'Pausar')
    await expectCalled(api.recurrence.pause, 101, ID.active)
    await expectNotified('Assinatura pausada.')
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Pausada'),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Retomar' }))
    const question = within(await screen.findByRole('alertdialog'))
    // The question fades in: wait until it is seen.
    await waitFor(() =>
      expect(question.getByText(/a próxima cobrança é em 10\/12\/2026/)).toBeVisible(),
    )
    await userEvent.click(question.getByRole('button', { name: 'Retomar' }))
    await expectCalled(api.recurrence.resume, 101, ID.active)
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Ativa'),
    )
  },
}

/** Cancel at the period's end: the notice says when; "Manter assinatura" takes it back. */
export const CancelAtPeriodEndThenKeep: Story = {
  ...matrix.WriteSuccess,
  name: 'Cancelar no fim do período e manter',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, canvasElement, loaded }) => {
    const api = apiOf(loaded)
    await heading(canvas)
    await confirm(
      canvas,
      'Cancelar no fim do período',
      /Cancelar no fim do período/,
      'Cancelar no fim do período',
    )
    await expectCalled(api.recurrence.cancel, 101, ID.active, { at_period_end: true })
    const notice = await waitFor(() => {
      const found = canvasElement.querySelector('[data-slot="cancel-at-period-end"]')
      if (!found) throw new Error('no notice yet')
      return found as HTMLElement
    })
    await expect(notice).toHaveTextContent('a assinatura termina em 10/12/2026')
    await expectNoButtons(canvas, 'Cancelar no fim do período')
    await confirm(canvas, 'Manter assinatura', /Manter a assinatura/, 'Manter assinatura')
    await expectCalled(api.recurrence.keep, 101, ID.active)
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="cancel-at-period-end"]')).toBeNull(),
    )
  },
}

/** Change plan: the proration computed live for the plan chosen, under the rule; then saved. */
export const ChangePlan: Story = {
  ...matrix.WriteSuccess,
  name: 'Trocar plano',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: endAtTop(async ({ canvas, canvasElement, loaded }) => {
    const api = apiOf(loaded)
    await heading(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Trocar plano' }))
    const dialog = await findDialog('Trocar plano')
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible())
    const plan = dialog.getByRole('combobox', { name: /Novo plano/ })
    // Only the other active plans that take a card: the quarterly one.
    await waitFor(() =>
      expect(
        textsOf([...plan.querySelectorAll('option:not([disabled])')]).map((text) =>
          text?.replace(/\s/g, ' '),
        ),
      ).toEqual(['Clube do Café Trimestral — R$ 161,70 / trimestre']),
    )
    await expect(dialog.getByText(/A troca vale agora/)).toBeVisible()
    await userEvent.selectOptions(plan, '2')
    const expected = prorationCents({
      fromPriceCents: 5_990,
      toPriceCents: 16_170,
      periodStart: new Date('2026-11-10T12:00:00.000Z'),
      periodEnd: new Date('2026-12-10T12:00:00.000Z'),
      at: new Date(),
    })
    const line = await dialog.findByText(/a mais pelo tempo que falta no ciclo atual/)
    await expect(line.textContent?.replace(/\s/g, ' ')).toContain(
      formatMoney(expected).replace(/\s/g, ' '),
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Trocar plano' }))
    await expectCalled(api.recurrence.changePlan, 101, ID.active, { plan_id: 2 })
    await expectNotified('Plano trocado para Clube do Café Trimestral.')
    const adjustment = await waitFor(() => {
      const found = canvasElement.querySelector('[data-slot="pending-adjustment"]')
      if (!found) throw new Error('no adjustment yet')
      return found as HTMLElement
    })
    await expect(adjustment.textContent?.replace(/\s/g, ' ')).toContain(
      formatMoney(expected).replace(/\s/g, ' '),
    )
  }),
}

/** Move the charge date: a day outside the range is refused on the field; one inside moves it. */
export const ChangeChargeDate: Story = {
  ...matrix.WriteSuccess,
  name: 'Mudar data de cobrança',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: endAtTop(async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    await heading(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Mudar data de cobrança' }))
    const dialog = await findDialog('Mudar data de cobrança')
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible())
    const day = dialog.getByLabelText(/Nova data da próxima cobrança/)
    await userEvent.type(day, '2027-03-01')
    await userEvent.click(dialog.getByRole('button', { name: 'Mudar data' }))
    await waitFor(() => expect(day).toHaveAttribute('aria-invalid', 'true'))
    await expect(api.recurrence.changeChargeDate).not.toHaveBeenCalled()
    await userEvent.clear(day)
    await userEvent.type(day, '2026-12-20')
    await userEvent.click(dialog.getByRole('button', { name: 'Mudar data' }))
    await expectCalled(api.recurrence.changeChargeDate, 101, ID.active, {
      next_charge_at: '2026-12-20T12:00:00.000Z',
    })
    await expectNotified('Próxima cobrança marcada para 20/12/2026.')
  }),
}

/**
 * Retry a declined card invoice: asked first with the amount and the card, sent with an
 * idempotency key; the timeline then reads retry-error, then retry-success, on top.
 */
export const RetryInvoice: Story = {
  ...matrix.WriteSuccess,
  name: 'Cobrar de novo',
  args: { ...matrix.WriteSuccess.args, subscriptionId: ID.past_due },
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, canvasElement, loaded }) => {
    const api = apiOf(loaded)
    await heading(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Cobrar de novo' }))
    const question = within(
      await screen.findByRole('alertdialog', { name: /Cobrar de novo a fatura do ciclo 2/ }),
    )
    await waitFor(() =>
      expect(question.getByText(/serão cobrados agora no Visa •••• 0119/)).toBeVisible(),
    )
    await userEvent.click(question.getByRole('button', { name: 'Cobrar agora' }))
    await expectCalled(api.recurrence.retryInvoice, 101, ID.past_due, 4, expect.any(String))
    await expectNotified('Fatura do ciclo 2 paga.')
    await waitFor(() =>
      expect(steps(canvasElement, 2)).toEqual([
        'retry-success',
        'retry-error',
        'failed',
        'pending',
        'empty',
      ]),
    )
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Ativa')
    await expectNoButtons(canvas, 'Cobrar de novo')
    showInvoices(canvasElement)
  },
}

/** On a phone: the header, the actions wrapping, the invoices one under another. */
export const Phone: Story = {
  ...matrix.WriteSuccess,
  ...onPhone(matrix.WriteSuccess),
  name: 'No celular',
  args: { ...matrix.WriteSuccess.args, subscriptionId: ID.past_due },
  play: async ({ canvas }) => {
    await expect(await heading(canvas)).toHaveTextContent('João Pereira')
    await expect(canvas.getByRole('button', { name: 'Cobrar de novo' })).toBeVisible()
  },
}

// ─── The subscriber's page (level none: signed out, or no recurrence access) ───────────────

/** The subscriber's page on a phone, for one subscription. */
function subscriberStory(id: string, name: string, story: Partial<Story> = {}): Story {
  const base = { ...matrix.WriteSuccess, args: { appId: 101, subscriptionId: id, level: 'none' } }
  return {
    ...base,
    ...onPhone(base),
    name,
    ...story,
  } as Story
}

export const SubscriberPending: Story = subscriberStory(ID.active, 'Assinante: carregando', {
  parameters: {
    ...onPhone(matrix.WritePending).parameters,
  },
  play: async ({ canvas }) => {
    const busy = await canvas.findByRole('status', { name: 'Carregando a sua assinatura' })
    await expect(busy).toHaveAttribute('aria-busy', 'true')
  },
})

export const SubscriberError: Story = subscriberStory(ID.active, 'Assinante: erro', {
  parameters: { ...onPhone(matrix.WriteError).parameters },
  play: async ({ canvas, loaded }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Não foi possível carregar a sua assinatura')
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
    await waitFor(() =>
      expect(apiOf(loaded).recurrence.publicSubscription).toHaveBeenCalledTimes(2),
    )
  },
})

export const SubscriberNotFound: Story = subscriberStory(ID.active, 'Assinante: não encontrada', {
  parameters: { ...onPhone(matrix.WriteEmpty).parameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Assinatura não encontrada')).toBeVisible()
  },
})

export const SubscriberActive: Story = subscriberStory(ID.active, 'Assinante: ativa', {
  play: async ({ canvas, loaded }) => {
    await expect(await heading(canvas)).toHaveTextContent('Clube do Café Mensal')
    await expect(canvas.getByText('Loja Aurora')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Atualizar cartão' })).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: 'Ver comprovante' })).toHaveLength(2)
    // Nothing of the merchant's: no actions, no payment numbers, no timeline.
    await expectNoButtons(canvas, 'Pausar', 'Trocar plano')
    await expect(canvas.queryByText('#9002')).toBeNull()
    await expect(apiOf(loaded).recurrence.getSubscription).not.toHaveBeenCalled()
  },
})

export const SubscriberPastDue: Story = subscriberStory(ID.past_due, 'Assinante: em atraso', {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/O último pagamento não foi aprovado/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Pagar esta fatura' })).toHaveAttribute(
      'href',
      `/subscriptions/${ID.past_due}/2/subscribe`,
    )
  },
})

export const SubscriberTrialing: Story = subscriberStory(ID.trialing, 'Assinante: em teste', {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/a primeira vem no fim do teste grátis, em 25\/11\/2026/),
    ).toBeVisible()
  },
})

export const SubscriberCanceled: Story = subscriberStory(ID.canceled, 'Assinante: cancelada', {
  play: async ({ canvas }) => {
    await expect(await heading(canvas)).toHaveTextContent('Cancelada')
    await expectNoButtons(canvas, 'Cancelar assinatura', 'Atualizar cartão')
  },
})

/** The subscriber gives a new card: the page then shows its brand and last four. */
export const SubscriberUpdatesCard: Story = subscriberStory(
  ID.past_due,
  'Assinante: atualizar cartão',
  {
    parameters: { ...onPhone(matrix.WriteSuccess).parameters, ...withOpenDialog },
    play: async ({ canvas, loaded }) => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Atualizar cartão' }))
      const dialog = await findDialog('Atualizar cartão')
      await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible())
      await userEvent.type(
        dialog.getByRole('textbox', { name: /Número do cartão/ }),
        '5555555555554444',
      )
      await userEvent.type(dialog.getByRole('textbox', { name: /Nome impresso/ }), 'JOAO PEREIRA')
      await userEvent.type(dialog.getByRole('textbox', { name: /Validade/ }), '0830')
      await userEvent.type(dialog.getByRole('textbox', { name: /CVV/ }), '123')
      await userEvent.click(dialog.getByRole('button', { name: 'Salvar cartão' }))
      await expectCalled(apiOf(loaded).recurrence.publicUpdateCard, ID.past_due, {
        card: {
          number: '5555555555554444',
          holder: 'JOAO PEREIRA',
          expiry_month: 8,
          expiry_year: 2030,
          cvv: '123',
        },
      })
      await expectNotified('Cartão atualizado.')
      await expect(await canvas.findByText('Mastercard •••• 4444')).toBeVisible()
    },
  },
)

/** The subscriber cancels: the question says the paid period runs to its end. */
export const SubscriberCancels: Story = subscriberStory(ID.active, 'Assinante: cancelar', {
  parameters: { ...onPhone(matrix.WriteSuccess).parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar assinatura' }))
    const question = within(await screen.findByRole('alertdialog'))
    await waitFor(() =>
      expect(
        question.getByText(/Você continua assinante até 10\/12\/2026, o período já pago/),
      ).toBeVisible(),
    )
    await userEvent.click(question.getByRole('button', { name: 'Cancelar assinatura' }))
    await expectCalled(apiOf(loaded).recurrence.publicCancel, ID.active)
    await expect(
      await canvas.findByText(/Assinatura cancelada: ela segue até 10\/12\/2026/),
    ).toBeVisible()
    await expectNoButtons(canvas, 'Cancelar assinatura')
  },
})
