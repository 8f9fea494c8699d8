import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { hrefOf } from '../../routes/manifest.ts'
import { navigationSpy } from '../../testing/navigation-spy.tsx'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectNoButtons,
  expectNotified,
  findDialog,
  onPhone,
  textsOf,
  withOpenDialog,
  type PlayContext,
} from '../../testing/story-context.ts'
import { GatewayDetailScreen } from './GatewayDetailScreen.tsx'

const { navigate, ...watchNavigation } = navigationSpy()

const meta = {
  title: 'Payments/Gateways/Detail',
  component: GatewayDetailScreen,
  args: { appId: 101, type: 'pix', gatewayId: 1, level: 'write' },
  ...watchNavigation,
} satisfies Meta<typeof GatewayDetailScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
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

/** A card of the page, by its title. */
const card = async (canvasElement: HTMLElement, title: string) =>
  within(
    (await within(canvasElement).findByRole('heading', { level: 2, name: title })).closest(
      '[data-slot="card"]',
    ) as HTMLElement,
  )

/** The value beside a term ("Validade do código" → "1 hora"). */
const termOf = (scope: ReturnType<typeof within>, term: string) =>
  scope.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement

/** The pix gateway, readable: key with its kind, expiry, credentials as set, fees, use. */
async function expectPix({ canvas, canvasElement }: PlayContext) {
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Pix da loja' })).toBeVisible()
  const trail = within(canvas.getByRole('navigation', { name: 'Trilha de navegação' }))
  await expect(textsOf(trail.getAllByRole('listitem'))).toEqual([
    'Pagamentos',
    'Meios de pagamento',
    'Pix',
    'Pix da loja',
  ])
  await expect(trail.getByRole('link', { name: 'Pix' })).toHaveAttribute(
    'href',
    '/101/payments/gateways/pix',
  )
  const settings = await card(canvasElement, 'Configuração')
  await expect(termOf(settings, 'Chave pix')).toHaveTextContent('CNPJ12.345.678/0001-95')
  await expect(termOf(settings, 'Validade do código')).toHaveTextContent('1 hora')
  const account = await card(canvasElement, 'Conta no provedor')
  await expect(termOf(account, 'Provedor')).toHaveTextContent('Sandbox (testes)')
  await expect(termOf(account, 'Chave de API')).toHaveTextContent('Configurada')
  const fees = await card(canvasElement, 'Taxas')
  await expect(termOf(fees, 'Percentual')).toHaveTextContent('0,99%')
  await expect(termOf(fees, 'Numa venda de R$ 100,00')).toHaveTextContent(/R\$\s0,99 \(0,99%\)/)
  const payments = await card(canvasElement, 'Pagamentos')
  await expect(termOf(payments, 'Recebidos por aqui')).toHaveTextContent('1.284')
  await expect(termOf(payments, 'Último pagamento')).toHaveTextContent('21/11/2026, 08:42')
  // The transactions list is another area's: linked, filtered by this gateway, once it exists.
  const transactions = hrefOf('payments-transactions', { appID: 101 })
  const link = payments.queryByRole('link', { name: 'Ver os pagamentos' })
  if (transactions === undefined) await expect(link).toBeNull()
  else await expect(link).toHaveAttribute('href', `${transactions}?gateway_id=1`)
}

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError

/** Read level: everything, and no way to change it. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async (context) => {
    await expectPix(context)
    await expect(context.canvas.getByText(/mas não alterá-lo/)).toBeVisible()
    await expectNoButtons(context.canvas, 'Excluir')
    await expect(context.canvas.queryByRole('link', { name: 'Editar' })).toBeNull()
  },
}

export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async (context) => {
    await expectPix(context)
    await expect(context.canvas.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      '/101/payments/gateways/pix/1/edit',
    )
    await expect(context.canvas.queryByText(/mas não alterá-lo/)).toBeNull()
  },
}

/** A boleto's rules in words: the bank by name, fine and interest as percentages. */
export const Billet: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · boleto',
  args: { type: 'billet', gatewayId: 3 },
  play: async ({ canvasElement }) => {
    const settings = await card(canvasElement, 'Configuração')
    await expect(termOf(settings, 'Banco')).toHaveTextContent('001 — Banco do Brasil')
    await expect(termOf(settings, 'Carteira')).toHaveTextContent('17')
    await expect(termOf(settings, 'Vencimento')).toHaveTextContent('3 dias após a emissão')
    await expect(termOf(settings, 'Multa por atraso')).toHaveTextContent('2,00%')
    await expect(termOf(settings, 'Juros por atraso')).toHaveTextContent('1,00% ao mês')
    await expect(termOf(settings, 'Desconto por antecipação')).toHaveTextContent(
      '5,00% até 2 dias antes do vencimento',
    )
  },
}

/** A card gateway: brands as chips, the capture mode with what it means. */
export const CreditCard: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · credit card',
  args: { type: 'creditcard', gatewayId: 6 },
  play: async ({ canvasElement }) => {
    const settings = await card(canvasElement, 'Configuração')
    await expect(termOf(settings, 'Nome na fatura')).toHaveTextContent('AURORA RESERV')
    await expect(termOf(settings, 'Parcelamento')).toHaveTextContent('Até 6x')
    await expect(termOf(settings, 'Captura')).toHaveTextContent(
      /Pré-autorização.*só é cobrado quando você captura/,
    )
    const brands = within(settings.getByRole('list', { name: 'Bandeiras aceitas' }))
    await expect(textsOf(brands.getAllByRole('listitem'))).toEqual(['Visa', 'Mastercard'])
    const account = await card(canvasElement, 'Conta no provedor')
    await expect(termOf(account, 'Chave de API')).toHaveTextContent('Não configurada')
  },
}

/** A static pix: a phone key, written as people write it, and an open amount. */
export const StaticPix: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · static pix',
  args: { type: 'static-pix', gatewayId: 9 },
  play: async ({ canvasElement }) => {
    const settings = await card(canvasElement, 'Configuração')
    await expect(termOf(settings, 'Chave pix')).toHaveTextContent('Celular+55 (11) 98765-4321')
    await expect(termOf(settings, 'Valor')).toHaveTextContent('Livre: quem paga digita o valor')
  },
}

/** A custom method, at `custom/{customID}`: the payer's instructions, line by line. */
export const Custom: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · custom method',
  args: { type: 'custom', gatewayId: 11 },
  play: async ({ canvas, canvasElement }) => {
    const settings = await card(canvasElement, 'Configuração')
    await expect(termOf(settings, 'Instruções')).toHaveTextContent(/agência 1234-5/)
    await expect(canvas.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      '/101/payments/gateways/custom/11/edit',
    )
  },
}

/** Another store's id, or another type's: not found, with the way back to the list. */
export const NotFound: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · another type’s id',
  args: { type: 'billet', gatewayId: 1 },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Meio de pagamento não encontrado' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Voltar para Boleto' })).toHaveAttribute(
      'href',
      '/101/payments/gateways/billet',
    )
  },
}

/** A gateway that took payments stays: the dialog says to deactivate it instead. */
export const DeleteRefused: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · delete refused',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir' }))
    const dialog = await findDialog('Excluir «Pix da loja»?', 'alertdialog')
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }))
    await expect(await dialog.findByText(/Desative-o para deixar de oferecê-lo/)).toBeVisible()
    const api = apiOf(loaded)
    await expect(api.gateways.remove).toHaveBeenCalledWith(101, 1)
    await expect(api.state.gateways.gateways.map((item) => item.id)).toContain(1)
    await expect(navigate).not.toHaveBeenCalled()
  },
}

/** An unused gateway goes, and the page goes back to its type's list. */
export const DeleteAllowed: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · delete',
  args: { gatewayId: 2 },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir' }))
    const dialog = await findDialog('Excluir «Pix — chave aleatória»?', 'alertdialog')
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }))
    await expectCalled(navigate, '/101/payments/gateways/pix')
    await expect(apiOf(loaded).state.gateways.gateways.map((item) => item.id)).not.toContain(2)
    await expectNotified('«Pix — chave aleatória» excluído.')
  },
}

/** A phone's width: the cards stack in one column. */
export const Mobile: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · mobile',
  ...onPhone(matrix.WriteSuccess),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Pix da loja' }),
    ).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375)
  },
}
