import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { navigationSpy } from '../../testing/navigation-spy.tsx'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  endAtTop,
  expectCalled,
  expectNotified,
  optionTexts,
  type PlayContext,
} from '../../testing/story-context.ts'
import { LinkFormScreen } from './LinkFormScreen.tsx'

const { navigate, ...watchNavigation } = navigationSpy()

const meta = {
  title: 'Payments/Links/Form',
  component: LinkFormScreen,
  args: { appId: 101, level: 'write', publicUrl: 'https://pagar.lojaaurora.com.br' },
  ...watchNavigation,
} satisfies Meta<typeof LinkFormScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'success'],
  noAccess: {
    heading: 'Você não tem acesso aos pagamentos',
    title: 'Novo link de pagamento',
    untouched: (api) => [api.gateways.list, api.gateways.installments, api.links.create],
    absent: (canvas) => [canvas.queryByRole('form')],
  },
  pending: 'Carregando o formulário',
  error: {
    text: 'Não foi possível carregar as formas de pagamento',
    retry: (api) => api.gateways.list,
  },
})

const formOf = async (canvas: PlayContext['canvas']) =>
  within(await canvas.findByRole('form', { name: 'Novo link de pagamento' }))

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneSuccess: Story = matrix.NoneSuccess
export const WritePending: Story = matrix.WritePending
export const WriteError: Story = matrix.WriteError

/** Read level: told it may not create, and nothing is asked of the server. */
const readOnly = async ({ canvas, loaded }: PlayContext) => {
  await expect(await canvas.findByText(/Para criar links de pagamento/)).toBeVisible()
  await expect(canvas.queryByRole('form')).toBeNull()
  await expect(apiOf(loaded).gateways.list).not.toHaveBeenCalled()
}
export const ReadPending: Story = { ...matrix.ReadPending, play: readOnly }
export const ReadError: Story = { ...matrix.ReadError, play: readOnly }
export const ReadSuccess: Story = { ...matrix.ReadSuccess, play: readOnly }

/** The store's active methods (static pix left out), installments bounded by them. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvas }) => {
    const form = await formOf(canvas)
    const methods = within(form.getByRole('group', { name: /^Formas de pagamento/ }))
    await expect(methods.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      '1',
      '3',
      '5',
      '6',
      '7',
      '8',
      '11',
    ])
    await expect(methods.queryByText(/QR Code do balcão/)).toBeNull()
    const installments = form.getByRole('combobox', { name: /^Máximo de parcelas/ })
    await expect(optionTexts(installments)).toEqual(['1x (à vista)'])
    await userEvent.click(methods.getByRole('checkbox', { name: /Cartão de crédito \(/ }))
    await waitFor(() => expect(optionTexts(installments)).toHaveLength(12))
  },
}

/** Title typed: the address follows it; amount, methods, limits; saved, the new link opens. */
export const Create: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · create',
  play: endAtTop(async ({ canvas, loaded }) => {
    const form = await formOf(canvas)
    await userEvent.type(form.getByRole('textbox', { name: 'Título obrigatório' }), 'Caneca Azul')
    const slug = form.getByRole('textbox', { name: /^Endereço do link/ })
    await waitFor(() => expect(slug).toHaveValue('caneca-azul'))
    await expect(canvas.getByText('https://pagar.lojaaurora.com.br/pay/caneca-azul')).toBeVisible()
    await userEvent.type(form.getByRole('textbox', { name: 'Valor obrigatório' }), '49,90')
    const methods = within(form.getByRole('group', { name: /^Formas de pagamento/ }))
    await userEvent.click(methods.getByRole('checkbox', { name: /Pix da loja/ }))
    await userEvent.click(methods.getByRole('checkbox', { name: /Cartão de crédito \(/ }))
    await userEvent.selectOptions(form.getByRole('combobox', { name: /^Máximo de parcelas/ }), '3')
    await userEvent.type(form.getByRole('textbox', { name: /^Limite de vendas/ }), '100')
    await userEvent.click(form.getByRole('switch', { name: /^Pedir endereço/ }))
    await userEvent.click(form.getByRole('button', { name: 'Criar link' }))
    await expectCalled(apiOf(loaded).links.create, 101, {
      slug: 'caneca-azul',
      title: 'Caneca Azul',
      description: '',
      image_url: null,
      amount_mode: 'fixed',
      amount_cents: 4990,
      min_cents: null,
      gateway_ids: [1, 5],
      max_installments: 3,
      expires_at: null,
      quantity_limit: 100,
      ask_address: true,
      active: true,
    })
    await expectCalled(navigate, '/101/payments/links/detail/caneca-azul')
    await expectNotified('Link «Caneca Azul» criado.')
  }),
}

/** An edited address stops following the title; an address in use comes back on its field. */
export const SlugTaken: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · slug taken',
  play: endAtTop(async ({ canvas, loaded }) => {
    const form = await formOf(canvas)
    const title = form.getByRole('textbox', { name: 'Título obrigatório' })
    await userEvent.type(title, 'Tênis')
    const slug = form.getByRole('textbox', { name: /^Endereço do link/ })
    await waitFor(() => expect(slug).toHaveValue('tenis'))
    await userEvent.clear(slug)
    await userEvent.type(slug, 'tenis-de-corrida')
    await userEvent.type(title, ' novo')
    await expect(slug).toHaveValue('tenis-de-corrida')
    await userEvent.click(form.getByRole('radio', { name: /Quem paga escolhe/ }))
    await userEvent.type(form.getByRole('textbox', { name: 'Valor mínimo obrigatório' }), '10')
    const methods = within(form.getByRole('group', { name: /^Formas de pagamento/ }))
    await userEvent.click(methods.getByRole('checkbox', { name: /Pix da loja/ }))
    await userEvent.click(form.getByRole('button', { name: 'Criar link' }))
    await expect(apiOf(loaded).links.create).toHaveBeenCalledOnce()
    await waitFor(() => expect(slug).toHaveAccessibleDescription(/Este endereço já está em uso/))
    await expect(slug).toHaveAttribute('aria-invalid', 'true')
    await expect(navigate).not.toHaveBeenCalled()
  }),
}

/** Nothing filled: each required field says what is missing. */
export const Validation: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · validation',
  play: endAtTop(async ({ canvas, loaded }) => {
    const form = await formOf(canvas)
    await userEvent.click(form.getByRole('button', { name: 'Criar link' }))
    await expect(await form.findByText('Título é obrigatório.')).toBeVisible()
    await expect(form.getByText('Valor é obrigatório.')).toBeVisible()
    await expect(form.getByText('Escolha pelo menos uma forma de pagamento.')).toBeVisible()
    await expect(apiOf(loaded).links.create).not.toHaveBeenCalled()
  }),
}

/** An image chosen is sent at once and previewed; it can be removed. */
export const Image: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · image',
  play: endAtTop(async ({ canvas, loaded }) => {
    const form = await formOf(canvas)
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAFHgJBd5bCPgAAAABJRU5ErkJggg==',
      ),
      (char) => char.charCodeAt(0),
    )
    const file = new File([png], 'caneca.png', { type: 'image/png' })
    await userEvent.upload(form.getByLabelText(/^Imagem/), file)
    await expectCalled(apiOf(loaded).links.uploadImage, 101, file)
    await expect(await form.findByRole('img', { name: 'Prévia da imagem do link' })).toBeVisible()
    await expect(await form.findByText('Imagem enviada.')).toBeVisible()
    await userEvent.click(form.getByRole('button', { name: 'Remover imagem' }))
    await expect(form.queryByRole('img', { name: 'Prévia da imagem do link' })).toBeNull()
  }),
}
