import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { WEBHOOK_VERIFY_SNIPPET } from '@vitrine/api'
import { sampleState, sampleWebhookDeliveries, sampleWebhookEndpoints } from '@vitrine/api/fixture'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  endAtTop,
  expectCalled,
  expectNotified,
  findDialog,
  onPhone,
  withFixture,
  withOpenDialog,
  type PlayContext,
} from '../../testing/story-context.ts'
import { WebhookScreen } from './WebhookScreen.tsx'

const meta = {
  title: 'Recurrence/Webhook',
  component: WebhookScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof WebhookScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso a esta área',
    title: 'Webhook',
    untouched: (api) => [api.webhooks.list, api.webhooks.deliveries],
    absent: (canvas) => [
      canvas.queryByRole('button', { name: 'Novo endpoint' }),
      canvas.queryByRole('heading', { name: 'Como verificar a assinatura' }),
    ],
  },
  pending: 'Carregando endpoints',
  error: { text: 'Não foi possível carregar os webhooks', retry: (api) => api.webhooks.list },
  empty: 'Nenhum endpoint cadastrado.',
})

/** The clipboard answers as if the user had allowed it (headless Chromium does not). */
const allowClipboard = () => {
  const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
  return () => writeText.mockRestore()
}

/** An endpoint's card, by its description, once the list shows. */
async function cardOf(canvasElement: HTMLElement, description: string) {
  const title = await within(canvasElement).findByRole('heading', { level: 3, name: description })
  return within(title.closest<HTMLElement>('[data-slot="webhook-endpoint"]')!)
}

/** A dialog once it has faded in, so what it shows can be checked as seen. */
async function shownDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await findDialog(name, role)
  await waitFor(() => expect(screen.getByRole(role, { name })).toBeVisible())
  return dialog
}

/** The delivery rows' buttons, newest first. */
const deliveryRows = (canvas: PlayContext['canvas']) =>
  within(canvas.getByRole('list', { name: 'Entregas' })).getAllByRole('button')

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError

export const ReadEmpty: Story = {
  ...matrix.ReadEmpty,
  play: async (context) => {
    await matrix.ReadEmpty.play(context)
    await expect(
      context.canvas.queryByRole('button', { name: 'Novo endpoint' }),
    ).not.toBeInTheDocument()
    // The recipe is there before any endpoint: people set up the receiver first.
    await expect(
      context.canvas.getByRole('heading', { name: 'Como verificar a assinatura' }),
    ).toBeVisible()
  },
}

/** No endpoints: the empty state leads to "Novo endpoint", and no log is shown. */
export const WriteEmpty: Story = {
  ...matrix.WriteEmpty,
  play: async (context) => {
    await matrix.WriteEmpty.play(context)
    const empty = context.canvas.getByText('Nenhum endpoint cadastrado.').parentElement!
    await userEvent.click(within(empty).getByRole('button', { name: 'Novo endpoint' }))
    await expect(await findDialog('Novo endpoint')).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    await expect(context.canvas.queryByRole('heading', { name: 'Entregas' })).toBeNull()
  },
}

/** Read level: endpoints and log, no change offered, and the secret never within reach. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: endAtTop(async ({ canvas, canvasElement }) => {
    const erp = await cardOf(canvasElement, 'ERP')
    await expect(erp.getByText('Ativo')).toBeVisible()
    await expect(canvas.getByText(/Você pode ver os endpoints e as entregas/)).toBeVisible()
    for (const name of [/^Novo endpoint/, /^Editar/, /^Trocar segredo/, /^Excluir/, /^Enviar/]) {
      await expect(canvas.queryByRole('button', { name })).not.toBeInTheDocument()
    }
    await userEvent.click(
      (await within(canvasElement).findAllByRole('button', { name: /^invoice\.paid/ }))[0]!,
    )
    const detail = await findDialog('Entrega 11')
    await expect(detail.queryByRole('button', { name: 'Reenviar' })).not.toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  }),
}

/** Two endpoints (one switched off) and the log: a retry under way, delivered, failed. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: endAtTop(async ({ canvas, canvasElement }) => {
    const erp = await cardOf(canvasElement, 'ERP')
    await expect(erp.getByText('https://erp.lojaaurora.com.br/webhooks/vitrine')).toBeVisible()
    await expect(erp.getByText('invoice.failed')).toBeVisible()
    await expect(erp.getByText('whsec_Q2x9…')).toBeVisible()
    const sheet = await cardOf(canvasElement, 'Planilha de conciliação')
    await expect(sheet.getByText('Desligado')).toBeVisible()

    await waitFor(() => expect(deliveryRows(canvas)).toHaveLength(4))
    const [retrying, delivered, failed] = deliveryRows(canvas)
    await expect(retrying).toHaveTextContent('invoice.failed')
    await expect(retrying).toHaveTextContent('Tentando de novo')
    await expect(retrying).toHaveTextContent('2 tentativas')
    await expect(retrying).toHaveTextContent('Sem resposta · 10,0 s')
    await expect(delivered).toHaveTextContent('Entregue')
    await expect(delivered).toHaveTextContent('HTTP 200')
    await expect(failed).toHaveTextContent('Falhou')
    await expect(failed).toHaveTextContent('Planilha de conciliação')
  }),
}

/** Endpoints, but nothing delivered yet. */
export const NoDeliveriesYet: Story = {
  ...withFixture(matrix.WriteSuccess, {
    state: {
      webhooks: { endpoints: structuredClone(sampleWebhookEndpoints), deliveries: [], nextId: 100 },
    },
  }),
  name: 'Write · no deliveries yet',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhuma entrega ainda.')).toBeVisible()
  },
}

async function createEndpoint(canvas: PlayContext['canvas']) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Novo endpoint' }))
  const dialog = await findDialog('Novo endpoint')
  await userEvent.type(dialog.getByLabelText(/^URL/), 'https://app.lojaaurora.com.br/hooks')
  await userEvent.type(dialog.getByLabelText(/^Descrição/), 'App da loja')
  await userEvent.click(dialog.getByRole('checkbox', { name: 'Faturas' }))
  await userEvent.click(dialog.getByRole('checkbox', { name: 'subscription.canceled' }))
  await userEvent.click(dialog.getByRole('button', { name: 'Criar endpoint' }))
  return shownDialog('Endpoint criado')
}

/** The secret is shown once, copied, and gone from the page after the dialog closes. */
export const CreateEndpoint: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · create an endpoint',
  beforeEach: allowClipboard,
  play: endAtTop(async ({ canvas, canvasElement, loaded }) => {
    const dialog = await createEndpoint(canvas)
    const api = apiOf(loaded)
    await expect(api.webhooks.create).toHaveBeenCalledWith(101, {
      url: 'https://app.lojaaurora.com.br/hooks',
      description: 'App da loja',
      event_types: [
        'subscription.canceled',
        'invoice.created',
        'invoice.paid',
        'invoice.failed',
        'invoice.expired',
      ],
      active: true,
    })
    const secret = (
      dialog.getByRole('textbox', { name: 'Segredo de assinatura' }) as HTMLInputElement
    ).value
    await expect(secret).toMatch(/^whsec_/)
    await expect(dialog.getByText(/não será mostrado de novo/)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Copiar' }))
    await expectCalled(navigator.clipboard.writeText, secret)
    await userEvent.click(dialog.getByRole('button', { name: 'Concluir' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    const created = await cardOf(canvasElement, 'App da loja')
    await expect(created.getByText(`${secret.slice(0, 10)}…`)).toBeVisible()
    // Shown once: nothing on the page holds the secret any more.
    await expect(document.body.textContent).not.toContain(secret)
    for (const input of document.querySelectorAll('input')) {
      await expect(input.value).not.toBe(secret)
    }
  }),
}

/** The secret's dialog as people see it: the warning, the secret and the copy button. */
export const SecretShown: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · new endpoint secret',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas }) => {
    await createEndpoint(canvas)
    // A click beside the dialog does not lose the secret.
    await userEvent.click(document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]')!)
    await expect(screen.getByRole('dialog', { name: 'Endpoint criado' })).toBeInTheDocument()
  },
}

/** The address and at least one event are needed; nothing is sent until they are there. */
export const CreateValidation: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · create validation',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Novo endpoint' }))
    const dialog = await findDialog('Novo endpoint')
    await userEvent.type(dialog.getByLabelText(/^URL/), 'erp da loja')
    await userEvent.click(dialog.getByRole('button', { name: 'Criar endpoint' }))
    await expect(await dialog.findByText('Formulário incompleto.')).toBeVisible()
    await expect(dialog.getByLabelText(/^URL/)).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByRole('group', { name: /^Eventos/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(apiOf(loaded).webhooks.create).not.toHaveBeenCalled()
  },
}

/** Editing keeps the secret; switching the endpoint on is saved. */
export const EditEndpoint: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · edit an endpoint',
  play: async ({ canvasElement, loaded }) => {
    const sheet = await cardOf(canvasElement, 'Planilha de conciliação')
    await userEvent.click(sheet.getByRole('button', { name: 'Editar Planilha de conciliação' }))
    const dialog = await findDialog('Editar endpoint')
    await userEvent.click(dialog.getByRole('switch', { name: /^Ativo/ }))
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }))
    await expectCalled(
      apiOf(loaded).webhooks.update,
      101,
      4,
      expect.objectContaining({ active: true, url: sampleWebhookEndpoints[0]!.url }),
    )
    await expectNotified('Endpoint salvo.')
    await waitFor(() => expect(sheet.getByText('Ativo')).toBeVisible())
  },
}

/** Rotating asks first (the old secret stops at once), then shows the new one, once. */
export const RotateSecret: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · rotate the secret',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    const erp = await cardOf(canvasElement, 'ERP')
    await userEvent.click(erp.getByRole('button', { name: 'Trocar segredo de ERP' }))
    const confirm = await findDialog('Trocar o segredo de ERP?', 'alertdialog')
    await expect(confirm.getByText(/deixa de assinar na hora/)).toBeInTheDocument()
    await userEvent.click(confirm.getByRole('button', { name: 'Trocar segredo' }))
    await expectCalled(apiOf(loaded).webhooks.rotateSecret, 101, 3)
    const shown = await shownDialog('Novo segredo')
    const secret = (
      shown.getByRole('textbox', { name: 'Segredo de assinatura' }) as HTMLInputElement
    ).value
    await expect(secret).toMatch(/^whsec_/)
    await waitFor(() => expect(erp.getByText(`${secret.slice(0, 10)}…`)).toBeInTheDocument())
  },
}

/** Deleting asks first; the endpoint and its log go. */
export const DeleteEndpoint: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · delete an endpoint',
  play: async ({ canvas, canvasElement, loaded }) => {
    const sheet = await cardOf(canvasElement, 'Planilha de conciliação')
    await userEvent.click(sheet.getByRole('button', { name: 'Excluir Planilha de conciliação' }))
    const confirm = await findDialog('Excluir Planilha de conciliação?', 'alertdialog')
    await userEvent.click(confirm.getByRole('button', { name: 'Excluir endpoint' }))
    await expectCalled(apiOf(loaded).webhooks.remove, 101, 4)
    await expectNotified('Endpoint Planilha de conciliação excluído.')
    await waitFor(() =>
      expect(
        canvas.queryByRole('heading', { level: 3, name: 'Planilha de conciliação' }),
      ).not.toBeInTheDocument(),
    )
    await waitFor(() => expect(deliveryRows(canvas)).toHaveLength(3))
  },
}

/** "Enviar evento de teste": a webhook.test delivery joins the top of the log. */
export const SendTestEvent: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · send a test event',
  play: endAtTop(async ({ canvas, canvasElement, loaded }) => {
    const erp = await cardOf(canvasElement, 'ERP')
    await userEvent.click(erp.getByRole('button', { name: 'Enviar evento de teste para ERP' }))
    await expectCalled(apiOf(loaded).webhooks.sendTest, 101, 3)
    await expectNotified('Evento de teste enviado para ERP: acompanhe a entrega abaixo.')
    await waitFor(() => expect(deliveryRows(canvas)).toHaveLength(5))
    const [sent] = deliveryRows(canvas)
    await expect(sent).toHaveTextContent('webhook.test')
    await expect(sent).toHaveTextContent('Na fila')
    // The engine delivers it: the log, asked again while something is queued, shows it.
    const queued = apiOf(loaded).state.webhooks.deliveries[0]!
    queued.attempts = structuredClone(sampleWebhookDeliveries[1]!.attempts)
    queued.status = 'delivered'
    await waitFor(() => expect(deliveryRows(canvas)[0]).toHaveTextContent('Entregue'), {
      timeout: 8000,
    })
  }),
}

/** A delivery's detail: the request as sent, signature included, and each attempt's answer. */
export const OpenDelivery: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · a delivery’s detail',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas }) => {
    await waitFor(() => expect(deliveryRows(canvas)).toHaveLength(4))
    await userEvent.click(deliveryRows(canvas)[0]!)
    const detail = await shownDialog('Entrega 12')
    await expect(
      detail.getByText('POST https://erp.lojaaurora.com.br/webhooks/vitrine'),
    ).toBeVisible()
    await expect(detail.getByText('Vitrine-Signature')).toBeVisible()
    await expect(detail.getByText(/^t=\d+,v1=[0-9a-f]{64}$/)).toBeVisible()
    const body = detail.getByLabelText('Corpo da requisição')
    // Pretty-printed: one field a line.
    await expect(body.textContent).toContain('\n  "type": "invoice.failed",')
    await expect(detail.getByText('Tentativa 1')).toBeVisible()
    await expect(detail.getByText('HTTP 503')).toBeVisible()
    await expect(detail.getByText('Sem resposta em 10 s (timeout).')).toBeVisible()
    await expect(detail.getByLabelText('Corpo da resposta 1')).toHaveTextContent(
      'Service Unavailable',
    )
  },
}

/** "Reenviar" asks first, then the new delivery shows at the top of the log as a replay. */
export const ReplayDelivery: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · replay a delivery',
  play: endAtTop(async ({ canvas, loaded }) => {
    await waitFor(() => expect(deliveryRows(canvas)).toHaveLength(4))
    await userEvent.click(deliveryRows(canvas)[2]!)
    const detail = await findDialog('Entrega 10')
    await userEvent.click(detail.getByRole('button', { name: 'Reenviar' }))
    const confirm = await findDialog('Reenviar este evento?', 'alertdialog')
    await userEvent.click(confirm.getByRole('button', { name: 'Reenviar' }))
    await expectCalled(apiOf(loaded).webhooks.replay, 101, 10)
    await expectNotified('Reenvio na fila: a nova entrega aparece no topo da lista.')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(deliveryRows(canvas)).toHaveLength(5))
    const [replayed] = deliveryRows(canvas)
    await expect(replayed).toHaveTextContent('payment.created')
    await expect(replayed).toHaveTextContent('reenvio')
    await expect(replayed).toHaveTextContent('Na fila')
  }),
}

/** The log filtered by endpoint and status, on the server. */
export const FilterDeliveries: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · filter the log',
  play: endAtTop(async ({ canvas, loaded }) => {
    await waitFor(() => expect(deliveryRows(canvas)).toHaveLength(4))
    await userEvent.selectOptions(canvas.getByLabelText('Endpoint'), 'ERP')
    await expectCalled(apiOf(loaded).webhooks.deliveries, 101, { endpoint_id: 3 })
    await waitFor(() => expect(deliveryRows(canvas)).toHaveLength(3))
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'Entregue')
    await expectCalled(apiOf(loaded).webhooks.deliveries, 101, {
      endpoint_id: 3,
      status: 'delivered',
    })
    await waitFor(() => expect(deliveryRows(canvas)).toHaveLength(2))
  }),
}

/** Older deliveries come a keyset page at a time. */
export const MoreDeliveries: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · next page of the log',
  args: { pageSize: 2 },
  play: endAtTop(async ({ canvas, loaded }) => {
    await waitFor(() => expect(deliveryRows(canvas)).toHaveLength(2))
    await userEvent.click(canvas.getByRole('button', { name: 'Carregar mais entregas' }))
    await expectCalled(apiOf(loaded).webhooks.deliveries, 101, { cursor: '2', limit: 2 })
    await waitFor(() => expect(deliveryRows(canvas)).toHaveLength(4))
    await expect(
      canvas.queryByRole('button', { name: 'Carregar mais entregas' }),
    ).not.toBeInTheDocument()
  }),
}

/** The verification snippet copies as the README prints it. */
export const CopySnippet: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · copy the verification code',
  beforeEach: allowClipboard,
  play: endAtTop(async ({ canvas }) => {
    const code = await canvas.findByLabelText('Código de verificação em Node.js')
    await expect(code.textContent).toBe(WEBHOOK_VERIFY_SNIPPET)
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar código' }))
    await expectCalled(navigator.clipboard.writeText, WEBHOOK_VERIFY_SNIPPET)
    await expect(
      await canvas.findByText('Código copiado para a área de transferência.'),
    ).toBeVisible()
  }),
}

/**
 * A writer of recurrence who cannot read payments: payment events cannot be chosen, and the
 * endpoint that receives them offers only the test event (the server refuses the rest).
 */
const withoutPayments = withFixture(matrix.WriteSuccess, {
  state: {
    control: {
      ...sampleState().control,
      me: {
        owner: false,
        whRole: 'none',
        permissions: [
          {
            id: 301,
            name: 'recurrence',
            type: 'write',
            email: 'beatriz@lojaaurora.com.br',
            user: { id: 3, name: 'Beatriz Nunes', email: 'beatriz@lojaaurora.com.br' },
          },
        ],
      },
    },
  },
})

export const WithoutPayments: Story = {
  ...withoutPayments,
  name: 'Write · without access to payments',
  parameters: { ...withoutPayments.parameters, ...withOpenDialog },
  play: async ({ canvas, canvasElement }) => {
    const sheet = await cardOf(canvasElement, 'Planilha de conciliação')
    await waitFor(() =>
      expect(sheet.getByText(/Este endpoint recebe eventos de Pagamentos/)).toBeVisible(),
    )
    await expect(sheet.queryByRole('button', { name: /^Editar/ })).not.toBeInTheDocument()
    await expect(
      sheet.getByRole('button', { name: 'Enviar evento de teste para Planilha de conciliação' }),
    ).toBeVisible()
    const erp = await cardOf(canvasElement, 'ERP')
    await expect(erp.getByRole('button', { name: 'Editar ERP' })).toBeVisible()

    await userEvent.click(canvas.getByRole('button', { name: 'Novo endpoint' }))
    const dialog = await shownDialog('Novo endpoint')
    await expect(dialog.getByRole('checkbox', { name: 'Pagamentos' })).toBeDisabled()
    await expect(dialog.getByRole('checkbox', { name: 'payment.created' })).toBeDisabled()
    await expect(
      dialog.getByRole('checkbox', { name: 'payment.created' }),
    ).toHaveAccessibleDescription(/Precisa de acesso a Pagamentos\.$/)
    await expect(dialog.getByRole('checkbox', { name: 'invoice.paid' })).toBeEnabled()
  },
}

/** On a phone: cards and log rows stack, actions wrap. */
export const Phone: Story = {
  ...matrix.WriteSuccess,
  ...onPhone(matrix.WriteSuccess),
  name: 'No celular',
  play: async ({ canvas, canvasElement }) => {
    const erp = await cardOf(canvasElement, 'ERP')
    await expect(erp.getByRole('button', { name: 'Enviar evento de teste para ERP' })).toBeVisible()
    await waitFor(() => expect(deliveryRows(canvas)).toHaveLength(4))
    // Nothing wider than the phone: no sideways scrolling of the page.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375)
  },
}

/** A delivery's detail on a phone: headers and bodies wrap, nothing runs off the side. */
export const PhoneDelivery: Story = {
  ...matrix.WriteSuccess,
  ...onPhone(matrix.WriteSuccess),
  parameters: { ...onPhone(matrix.WriteSuccess).parameters, ...withOpenDialog },
  name: 'No celular · detalhe de uma entrega',
  play: endAtTop(async ({ canvas }) => {
    await waitFor(() => expect(deliveryRows(canvas)).toHaveLength(4))
    await userEvent.click(deliveryRows(canvas)[1]!)
    const detail = await shownDialog('Entrega 11')
    await expect(detail.getByRole('button', { name: 'Reenviar' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375)
  }),
}
