import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { navigationSpy } from '../../testing/navigation-spy.tsx'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  endAtTop,
  expectCalled,
  expectNotified,
  findDialog,
  onPhone,
  withOpenDialog,
  type PlayContext,
} from '../../testing/story-context.ts'
import { GatewayFormScreen } from './GatewayFormScreen.tsx'

const { navigate, ...watchNavigation } = navigationSpy()

const meta = {
  title: 'Payments/Gateways/Form',
  component: GatewayFormScreen,
  args: { appId: 101, type: 'pix', gatewayId: 1, level: 'write' },
  ...watchNavigation,
} satisfies Meta<typeof GatewayFormScreen>
export default meta
type Story = StoryObj<typeof meta>

/** Editing the store's pix: the form loads the gateway first. */
const matrix = screenMatrix({
  levels: ['none', 'write'],
  states: ['pending', 'error', 'success'],
  noAccess: {
    heading: 'Você não tem acesso aos pagamentos',
    untouched: (api) => [api.gateways.get],
  },
  pending: 'Carregando o meio de pagamento',
  error: {
    text: 'Não foi possível carregar o meio de pagamento',
    retry: (api) => api.gateways.get,
  },
})
/** Read level edits nothing, so it loads nothing: every data state reads the same. */
const readMatrix = screenMatrix({ levels: ['read'], states: ['pending', 'error', 'success'] })

/** The form of a new gateway of a type. */
const creating = (type: string) => ({
  ...matrix.WriteSuccess,
  args: { ...matrix.WriteSuccess.args, type: type as 'pix', gatewayId: undefined },
})

/** The message under a field (its accessible description ends with it). */
const expectMessage = (field: HTMLElement, message: string) =>
  waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(`${escape(message)}$`)))
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function formOf(canvas: PlayContext['canvas'], name: string) {
  return within(await canvas.findByRole('form', { name }))
}

/** Read level: a note instead of the form, with the way to the page that shows everything. */
async function readNote({ canvas, loaded }: PlayContext) {
  await expect(await canvas.findByText(/mas não alterá-lo/)).toBeVisible()
  await expect(canvas.getByRole('link', { name: 'Ver o meio de pagamento' })).toHaveAttribute(
    'href',
    '/101/payments/gateways/pix/1',
  )
  await expect(canvas.queryByRole('form')).toBeNull()
  await expect(canvas.queryByRole('button', { name: /Salvar/ })).toBeNull()
  await expect(apiOf(loaded).gateways.get).not.toHaveBeenCalled()
}

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = { ...readMatrix.ReadPending, play: readNote }
export const ReadError: Story = { ...readMatrix.ReadError, play: readNote }
export const ReadSuccess: Story = { ...readMatrix.ReadSuccess, play: readNote }
export const WritePending: Story = matrix.WritePending
export const WriteError: Story = matrix.WriteError

/** Editing: the stored values as typed, credentials only as "configured". */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: endAtTop(async ({ canvas }) => {
    const form = await formOf(canvas, 'Editar Pix da loja')
    await expect(form.getByRole('textbox', { name: 'Nome obrigatório' })).toHaveValue('Pix da loja')
    await expect(form.getByRole('textbox', { name: /^Chave pix/ })).toHaveValue('12345678000195')
    await expect(form.getByText('Chave do tipo CNPJ.')).toBeVisible()
    await expect(form.getByRole('textbox', { name: /^Taxa percentual/ })).toHaveValue('0,99')
    // The sandbox moves no money: production waits for a real provider, and nothing is asked.
    await expect(form.queryByRole('radio', { name: 'Produção' })).toBeNull()
    await expect(form.getByText(/Produção fica disponível com um provedor real/)).toBeVisible()
    await expect(form.getByRole('switch', { name: 'Ativo' })).toBeChecked()
  }),
}

/** A new pix: the key's kind shows while typing; a wrong CPF is said in Portuguese. */
export const NewPixValidation: Story = {
  ...creating('pix'),
  name: 'Write · new pix, validation',
  play: endAtTop(async ({ canvas, loaded }) => {
    const form = await formOf(canvas, 'Novo pix')
    const key = form.getByRole('textbox', { name: /^Chave pix/ })
    await userEvent.type(key, 'Financeiro@Loja.com.br')
    await expect(form.getByText('Chave do tipo E-mail.')).toBeVisible()
    await userEvent.clear(key)
    await userEvent.type(key, '123.456.789-00')
    await userEvent.tab()
    await expectMessage(
      key,
      'CPF inválido: confira os dígitos. Para celular, comece com +55 e o DDD.',
    )
    await userEvent.click(form.getByRole('button', { name: 'Cadastrar' }))
    await expect(await form.findByText('Formulário incompleto.')).toBeVisible()
    const name = form.getByRole('textbox', { name: 'Nome obrigatório' })
    await expectMessage(name, 'Nome é obrigatório.')
    // A field to fix gets the focus (the form layer may pick the key, invalid already, before
    // the name is marked); let it go, so the picture does not depend on which.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-invalid', 'true'))
    ;(document.activeElement as HTMLElement).blur()
    await expect(apiOf(loaded).gateways.create).not.toHaveBeenCalled()
  }),
}

/** A new boleto sent empty: each rule in Portuguese, in the units the merchant types. */
export const NewBilletValidation: Story = {
  ...creating('billet'),
  name: 'Write · new boleto, validation',
  play: endAtTop(async ({ canvas }) => {
    const form = await formOf(canvas, 'Novo boleto')
    await userEvent.type(form.getByRole('textbox', { name: /^Carteira/ }), '1234')
    const fine = form.getByRole('textbox', { name: /^Multa por atraso/ })
    await userEvent.clear(fine)
    await userEvent.type(fine, '2,5')
    await userEvent.click(form.getByRole('button', { name: 'Cadastrar' }))
    await expectMessage(form.getByRole('combobox', { name: /^Banco/ }), 'Banco é obrigatório.')
    await expectMessage(
      form.getByRole('textbox', { name: /^Carteira/ }),
      'Carteira não está em um formato válido.',
    )
    await expectMessage(form.getByRole('textbox', { name: /^Convênio/ }), 'Convênio é obrigatório.')
    await expectMessage(fine, 'Multa deve ser de no máximo 2,00%.')
    // A field to fix got the focus; let it go, so the picture does not depend on which.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-invalid', 'true'))
    ;(document.activeElement as HTMLElement).blur()
    // The common banks are offered by name, with their codes.
    await userEvent.selectOptions(form.getByRole('combobox', { name: /^Banco/ }), '341')
    await expect(form.getByRole('option', { name: '341 — Itaú Unibanco' })).toHaveProperty(
      'selected',
      true,
    )
  }),
}

/** A new card: the soft descriptor counts to 13; leaving no brand is refused. */
export const NewCardValidation: Story = {
  ...creating('creditcard'),
  name: 'Write · new card, validation',
  play: endAtTop(async ({ canvas }) => {
    const form = await formOf(canvas, 'Novo cartão de crédito')
    const descriptor = form.getByRole('textbox', { name: /^Nome na fatura/ })
    await userEvent.type(descriptor, 'LOJA AURORA LTDA')
    await expect(descriptor).toHaveAccessibleDescription(/^16\/13 caracteres/)
    await userEvent.tab()
    await expectMessage(descriptor, 'Nome na fatura deve ter no máximo 13 caracteres.')
    const brands = form.getByRole('group', { name: /^Bandeiras aceitas/ })
    for (const brand of ['Visa', 'Mastercard', 'Elo']) {
      await userEvent.click(within(brands).getByText(brand))
    }
    await expectMessage(brands, 'Escolha pelo menos uma bandeira.')
    // Each capture mode says what it means.
    await expect(form.getByRole('radio', { name: 'Pré-autorização' })).toHaveAccessibleDescription(
      /só é cobrado quando você captura o pagamento/,
    )
  }),
}

/** A pix created: the key normalised, the new page opened. */
export const CreatePix: Story = {
  ...creating('pix'),
  name: 'Write · create pix',
  play: endAtTop(async ({ canvas, loaded }) => {
    const form = await formOf(canvas, 'Novo pix')
    await userEvent.type(form.getByRole('textbox', { name: 'Nome obrigatório' }), 'Pix do site')
    await userEvent.type(
      form.getByRole('textbox', { name: /^Chave pix/ }),
      'Financeiro@Loja.com.br',
    )
    await userEvent.click(form.getByRole('button', { name: 'Cadastrar' }))
    await expectCalled(apiOf(loaded).gateways.create, 101, {
      type: 'pix',
      name: 'Pix do site',
      provider: 'sandbox',
      environment: 'sandbox',
      active: true,
      fees: { percent_bps: 0, fixed_cents: 0 },
      credentials: {},
      settings: { pix_key: 'financeiro@loja.com.br', expires_in_minutes: 60 },
    })
    await expectCalled(navigate, '/101/payments/gateways/pix/13')
    await expectNotified('«Pix do site» cadastrado.')
  }),
}

/**
 * A card gateway created with pre-authorisation, one more brand, a fee and an API key: the
 * key goes to the server once and is never kept or shown, only "set".
 */
export const CreateCard: Story = {
  ...creating('creditcard'),
  name: 'Write · create card',
  play: endAtTop(async ({ canvas, loaded }) => {
    const form = await formOf(canvas, 'Novo cartão de crédito')
    await userEvent.type(form.getByRole('textbox', { name: 'Nome obrigatório' }), 'Cartão do site')
    await userEvent.type(form.getByRole('textbox', { name: /^Nome na fatura/ }), 'LOJA SITE')
    await userEvent.selectOptions(
      form.getByRole('combobox', { name: /^Máximo de parcelas/ }),
      'Até 10x',
    )
    await userEvent.click(form.getByRole('radio', { name: 'Pré-autorização' }))
    await userEvent.click(
      within(form.getByRole('group', { name: /^Bandeiras aceitas/ })).getByText('American Express'),
    )
    const percent = form.getByRole('textbox', { name: /^Taxa percentual/ })
    await userEvent.clear(percent)
    await userEvent.type(percent, '3,49')
    const apiKey = form.getByLabelText(/^Chave de API/)
    await expect(apiKey).toHaveAttribute('type', 'password')
    await userEvent.type(apiKey, 'sk_test_abc')
    await userEvent.click(form.getByRole('button', { name: 'Cadastrar' }))

    const api = apiOf(loaded)
    await expectCalled(
      api.gateways.create,
      101,
      expect.objectContaining({
        type: 'creditcard',
        fees: { percent_bps: 349, fixed_cents: 0 },
        credentials: { api_key: 'sk_test_abc' },
        settings: {
          soft_descriptor: 'LOJA SITE',
          max_installments: 10,
          capture: 'pre_authorize',
          brands: ['visa', 'mastercard', 'amex', 'elo'],
        },
      }),
    )
    await expectCalled(navigate, '/101/payments/gateways/creditcard/13')
    const created = api.state.gateways.gateways.find((item) => item.name === 'Cartão do site')
    await expect(created?.credentials).toEqual({ api_key: true })
    await expect(JSON.stringify(api.state)).not.toContain('sk_test_abc')
  }),
}

/**
 * A stored credential is never shown: the field is empty, says it is configured, and "Remover"
 * sends null on save. Nothing typed for it is left in the page once saved.
 */
export const RemoveCredential: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · remove credential',
  play: endAtTop(async ({ canvas, canvasElement, loaded }) => {
    const form = await formOf(canvas, 'Editar Pix da loja')
    const apiKey = form.getByLabelText(/^Chave de API/)
    await expect(apiKey).toHaveValue('')
    await expect(apiKey).toHaveAccessibleDescription('Configurada — deixe em branco para manter.')
    await userEvent.click(form.getByRole('button', { name: 'Remover Chave de API' }))
    await expect(form.getByText('Será removida ao salvar')).toBeVisible()
    await expect(form.queryByLabelText(/^Chave de API/)).toBeNull()
    await userEvent.click(form.getByRole('button', { name: 'Salvar alterações' }))
    await expectCalled(
      apiOf(loaded).gateways.update,
      101,
      1,
      expect.objectContaining({ credentials: { api_key: null } }),
    )
    await expectCalled(navigate, '/101/payments/gateways/pix/1')
    await expect(apiOf(loaded).state.gateways.gateways[0]!.credentials).toEqual({ api_key: false })
    await expect(canvasElement.innerHTML).not.toContain('sk_')
  }),
}

/** Leaving with changes asks first; staying keeps them, discarding goes back. */
export const CancelWithChanges: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · cancel with changes',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: endAtTop(async ({ canvas }) => {
    const form = await formOf(canvas, 'Editar Pix da loja')
    const name = form.getByRole('textbox', { name: 'Nome obrigatório' })
    await userEvent.type(name, ' (antigo)')
    await userEvent.click(form.getByRole('button', { name: 'Cancelar' }))
    let dialog = await findDialog('Descartar as alterações?', 'alertdialog')
    await userEvent.click(dialog.getByRole('button', { name: 'Continuar editando' }))
    await expect(name).toHaveValue('Pix da loja (antigo)')
    await expect(navigate).not.toHaveBeenCalled()
    await userEvent.click(form.getByRole('button', { name: 'Cancelar' }))
    dialog = await findDialog('Descartar as alterações?', 'alertdialog')
    await userEvent.click(dialog.getByRole('button', { name: 'Descartar' }))
    await expectCalled(navigate, '/101/payments/gateways/pix/1')
  }),
}

/** Nothing changed: Cancel simply goes back. */
export const CancelUnchanged: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · cancel unchanged',
  play: endAtTop(async ({ canvas }) => {
    const form = await formOf(canvas, 'Editar Pix da loja')
    await userEvent.click(form.getByRole('button', { name: 'Cancelar' }))
    await expectCalled(navigate, '/101/payments/gateways/pix/1')
  }),
}

/** A boleto edited: its rates shown as percentages, saved back as basis points. */
export const EditBillet: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · edit boleto',
  args: { type: 'billet', gatewayId: 3 },
  play: endAtTop(async ({ canvas, loaded }) => {
    const form = await formOf(canvas, 'Editar Boleto Banco do Brasil')
    await expect(form.getByRole('combobox', { name: /^Banco/ })).toHaveValue('001')
    const interest = form.getByRole('textbox', { name: /^Juros por atraso/ })
    await expect(interest).toHaveValue('1,00')
    await userEvent.clear(interest)
    await userEvent.type(interest, '0,5')
    await userEvent.click(form.getByRole('button', { name: 'Salvar alterações' }))
    await expectCalled(
      apiOf(loaded).gateways.update,
      101,
      3,
      expect.objectContaining({
        settings: expect.objectContaining({ interest_monthly_bps: 50, fine_bps: 200 }),
        credentials: {},
      }),
    )
    await expectNotified('Alterações salvas.')
  }),
}

/** A custom method, created at `custom/new`, opens at `custom/{customID}`. */
export const CreateCustom: Story = {
  ...creating('custom'),
  name: 'Write · create custom method',
  play: endAtTop(async ({ canvas, loaded }) => {
    const form = await formOf(canvas, 'Novo método')
    await userEvent.type(form.getByRole('textbox', { name: 'Nome obrigatório' }), 'PIX manual')
    await userEvent.type(
      form.getByRole('textbox', { name: /^Nome do método/ }),
      'Depósito em conta',
    )
    await userEvent.type(
      form.getByRole('textbox', { name: /^Instruções/ }),
      'Deposite na conta 1234-5.{Enter}Envie o comprovante.',
    )
    await userEvent.click(form.getByRole('button', { name: 'Cadastrar' }))
    await expectCalled(
      apiOf(loaded).gateways.create,
      101,
      expect.objectContaining({
        type: 'custom',
        settings: {
          method_name: 'Depósito em conta',
          instructions: 'Deposite na conta 1234-5.\nEnvie o comprovante.',
        },
      }),
    )
    await expectCalled(navigate, '/101/payments/gateways/custom/13')
  }),
}

/** Read level on "new": nothing to create, the way back to the list. */
export const ReadNew: Story = {
  ...readMatrix.ReadSuccess,
  name: 'Read · new',
  args: { ...readMatrix.ReadSuccess.args, type: 'voucher', gatewayId: undefined },
  play: endAtTop(async ({ canvas }) => {
    await expect(await canvas.findByText(/Para cadastrar meios de pagamento/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Voltar para Vale/ })).toHaveAttribute(
      'href',
      '/101/payments/gateways/voucher',
    )
    await expect(canvas.queryByRole('form')).toBeNull()
  }),
}

/** Another type's id: not found, nothing to edit. */
export const NotFound: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · not found',
  args: { type: 'voucher', gatewayId: 1 },
  play: endAtTop(async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Meio de pagamento não encontrado' }),
    ).toBeVisible()
    await expect(canvas.queryByRole('form')).toBeNull()
  }),
}

/** Every settings block of the form, for the catalogue: static pix and voucher too. */
export const NewStaticPix: Story = {
  ...creating('static-pix'),
  name: 'Write · new static pix',
  play: endAtTop(async ({ canvas }) => {
    const form = await formOf(canvas, 'Novo pix estático')
    await expect(form.getByRole('textbox', { name: /^Valor fixo/ })).toHaveAccessibleDescription(
      'Deixe em branco para quem paga digitar o valor.',
    )
  }),
}

export const NewVoucher: Story = {
  ...creating('voucher'),
  name: 'Write · new voucher',
  play: endAtTop(async ({ canvas }) => {
    const form = await formOf(canvas, 'Novo vale')
    const brands = within(form.getByRole('group', { name: /^Bandeiras aceitas/ }))
    await expect(brands.getAllByRole('checkbox')).toHaveLength(6)
  }),
}

export const NewPixInstallments: Story = {
  ...creating('pix-installment'),
  name: 'Write · new pix in installments',
  play: endAtTop(async ({ canvas }) => {
    const form = await formOf(canvas, 'Novo pix parcelado')
    await expect(form.getByRole('combobox', { name: /^Máximo de parcelas/ })).toHaveValue('12')
  }),
}

/** A phone's width: one column, nothing wider than the screen. */
export const Mobile: Story = {
  ...creating('billet'),
  name: 'Write · mobile',
  ...onPhone(matrix.WriteSuccess),
  play: endAtTop(async ({ canvas }) => {
    await formOf(canvas, 'Novo boleto')
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375)
  }),
}
