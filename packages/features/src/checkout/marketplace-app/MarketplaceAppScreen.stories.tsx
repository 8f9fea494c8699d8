import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { apiOf, expectCalled, expectNotified, findDialog } from '../../testing/story-context.ts'
import { MarketplaceAppScreen } from './MarketplaceAppScreen.tsx'

const meta = {
  title: 'Checkout/Marketplace app',
  component: MarketplaceAppScreen,
  args: { appId: 101, level: 'write', slug: 'order_bump' },
} satisfies Meta<typeof MarketplaceAppScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao checkout',
    title: 'Order bump',
    untouched: (api) => [api.checkoutMarketplace.get],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Instalar app' })],
  },
  pending: 'Carregando o app',
  error: {
    text: 'Não foi possível carregar o app',
    retry: (api) => api.checkoutMarketplace.get,
  },
  empty: 'Não instalado',
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

/** Read level sees the saved settings, read-only, and no action. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(/^Título da oferta/)).toHaveValue(
      'Embalagem para presente',
    )
    await expect(canvas.getByLabelText(/^Título da oferta/)).toHaveAttribute('readonly')
    await expect(canvas.getByLabelText(/^Preço/)).toHaveValue('9,90')
    await expect(canvas.queryByRole('button', { name: 'Salvar' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Desinstalar' })).toBeNull()
  },
}

/**
 * The description, the drawn screenshot (the public page's own offer card) and the permissions;
 * a bad price is refused under its field by the generated form, a good one is saved.
 */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('Instalado')).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Permissões de Order bump' })).toBeVisible()
    await expect(canvas.getByText('A oferta acima do botão de pagar')).toBeVisible()
    const price = canvas.getByLabelText(/^Preço/)
    await expect(price).toHaveValue('9,90')
    await userEvent.clear(price)
    await userEvent.type(price, 'dez reais')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await expect(
      await canvas.findByText('Preço deve ser um valor em reais, como 1.234,56.'),
    ).toBeVisible()
    const api = apiOf(loaded)
    await expect(api.checkoutMarketplace.configure).not.toHaveBeenCalled()
    await userEvent.clear(price)
    await userEvent.type(price, '12,50')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await expectCalled(
      api.checkoutMarketplace.configure,
      101,
      'order_bump',
      expect.objectContaining({ title: 'Embalagem para presente', price_cents: 1250 }),
    )
    await expectNotified('Configurações salvas.')
    await waitFor(() =>
      expect(api.state.checkoutMarketplace.installed.order_bump?.settings.price_cents).toBe(1250),
    )
  },
}

/** Installing asks first, listing the permissions; then the app is installed with its settings. */
export const Install: Story = {
  ...matrix.WriteSuccess,
  args: { slug: 'ga4' },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('Não instalado')).toBeVisible()
    const id = canvas.getByLabelText(/^ID de métrica/)
    await userEvent.type(id, 'UA-123')
    await userEvent.click(canvas.getByRole('button', { name: 'Instalar app' }))
    await waitFor(() => expect(id).toHaveAttribute('aria-invalid', 'true'))
    await expect(apiOf(loaded).checkoutMarketplace.install).not.toHaveBeenCalled()
    await userEvent.clear(id)
    await userEvent.type(id, 'G-AB12CD34')
    await userEvent.click(canvas.getByRole('button', { name: 'Instalar app' }))
    const dialog = await findDialog('Instalar Google Analytics 4?', 'alertdialog')
    await expect(
      dialog.getByText(
        'Carregar o script do Google (googletagmanager.com) na página de pagamento.',
      ),
    ).toBeInTheDocument()
    await userEvent.click(dialog.getByRole('button', { name: 'Instalar' }))
    const api = apiOf(loaded)
    await expectCalled(api.checkoutMarketplace.install, 101, 'ga4', {
      measurement_id: 'G-AB12CD34',
    })
    await expectNotified('Google Analytics 4 instalado.')
    await expect(await canvas.findByRole('button', { name: 'Salvar' })).toBeVisible()
  },
}

/** Uninstalling asks first; then the app is gone and its form offers to install again. */
export const Uninstall: Story = {
  ...matrix.WriteSuccess,
  args: { slug: 'whatsapp' },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Desinstalar' }))
    const dialog = await findDialog('Desinstalar Chat no WhatsApp?', 'alertdialog')
    await userEvent.click(dialog.getByRole('button', { name: 'Desinstalar' }))
    const api = apiOf(loaded)
    await expectCalled(api.checkoutMarketplace.uninstall, 101, 'whatsapp')
    await expectNotified('Chat no WhatsApp desinstalado.')
    await expect(await canvas.findByRole('button', { name: 'Instalar app' })).toBeVisible()
    await expect(api.state.checkoutMarketplace.installed.whatsapp).toBeUndefined()
  },
}

/** The anti-fraud app's page shows its latest analyses, approved and refused with the rule. */
export const AntifraudDecisions: Story = {
  ...matrix.WriteSuccess,
  args: { slug: 'antifraud' },
  play: async ({ canvas }) => {
    const log = within(await canvas.findByRole('list', { name: 'Análises' }))
    await expect(log.getByText('Recusado: Domínio de e-mail bloqueado')).toBeVisible()
    await expect(log.getByText('Aprovado')).toBeVisible()
    await expect(canvas.getByLabelText('Valor máximo por pagamento (opcional)')).toHaveValue(
      '50.000,00',
    )
  },
}

/** An address with a slug the catalogue does not have: a not-found page, nothing asked. */
export const UnknownApp: Story = {
  ...matrix.WriteSuccess,
  args: { slug: 'frete-magico' },
  play: async ({ canvas, loaded }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'App não encontrado', level: 1 }),
    ).toBeVisible()
    await expect(apiOf(loaded).checkoutMarketplace.get).not.toHaveBeenCalled()
    await expect(canvas.getByRole('link', { name: '← Apps de checkout' })).toHaveAttribute(
      'href',
      '/101/checkout/marketplace',
    )
  },
}
