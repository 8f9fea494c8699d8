import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { sampleCheckoutAppearance } from '@vitrine/api/fixture'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectNotified,
  withFixture,
  withOpenDialog,
} from '../../testing/story-context.ts'
import { CheckoutAppearanceScreen } from './CheckoutAppearanceScreen.tsx'

const meta = {
  title: 'Checkout/Appearance',
  component: CheckoutAppearanceScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof CheckoutAppearanceScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao checkout',
    untouched: (api) => [api.checkoutAppearance.get],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Publicar' })],
  },
  pending: 'Carregando a aparência do checkout',
  error: {
    text: 'Não foi possível carregar a aparência do checkout',
    retry: (api) => api.checkoutAppearance.get,
  },
})

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const ReadError: Story = matrix.ReadError
export const WritePending: Story = matrix.WritePending
export const WriteError: Story = matrix.WriteError

/** The preview's page: the element the store's look is put on (never the document). */
async function previewPage(canvasElement: HTMLElement) {
  const frame = await within(canvasElement).findByTestId('checkout-preview-frame')
  return frame.firstElementChild as HTMLElement
}

/** Read level sees the published look and its preview; nothing to change or publish. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText(/^Cor principal/)).toHaveValue('#0f766e')
    await expect(canvas.getByLabelText(/^Cor principal/)).toHaveAttribute('readonly')
    await expect(canvas.getByText(/^Publicada em .* por Ana Souza\.$/)).toBeVisible()
    const preview = within(await previewPage(canvasElement))
    await expect(preview.getByText('Compra segura na Loja Exemplo')).toBeVisible()
    await expect(preview.getByText('Compra garantida')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'Salvar rascunho' })).not.toBeInTheDocument()
  },
}

/** A new primary colour shows in the preview at once, on the preview's page only. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const primary = await canvas.findByLabelText(/^Cor principal/)
    const page = await previewPage(canvasElement)
    await expect(page.style.getPropertyValue('--vt-brand')).toBe('#0f766e')
    await userEvent.clear(primary)
    await userEvent.type(primary, '#7c3aed')
    await waitFor(() => expect(page.style.getPropertyValue('--vt-brand')).toBe('#7c3aed'))
    await expect(page.style.getPropertyValue('--vt-brand-foreground')).toBe('#ffffff')
    // The panel around the preview keeps its own brand.
    await expect(document.documentElement.style.getPropertyValue('--vt-brand')).toBe('')
    await expect(canvas.getByText(/Há alterações não salvas\.$/)).toBeVisible()
    // The preview's pay button sends nothing.
    await expect(
      canvas.getByText('Pré-visualização: nenhum pagamento é enviado daqui.'),
    ).toBeVisible()
  },
}

/** Colours below AA: a warning under each, in Portuguese; saving is still allowed. */
export const WriteLowContrast: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · low contrast',
  // The preview shows the low contrast the warning is about: axe is right to see it there.
  parameters: {
    ...matrix.WriteSuccess.parameters,
    a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } },
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    const primary = await canvas.findByLabelText(/^Cor principal/)
    await userEvent.clear(primary)
    await userEvent.type(primary, '#ff0000')
    const accent = canvas.getByLabelText(/^Cor de destaque/)
    await userEvent.clear(accent)
    await userEvent.type(accent, '#fde68a')
    await expect(
      await canvas.findByText(/^Contraste baixo: o texto dos botões sobre a cor principal/),
    ).toBeVisible()
    await expect(
      canvas.getByText(/^Contraste baixo: a cor de destaque sobre o fundo branco/),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar rascunho' }))
    await expectCalled(
      apiOf(loaded).checkoutAppearance.saveDraft,
      101,
      expect.objectContaining({ primary_color: '#ff0000', accent_color: '#fde68a' }),
    )
    await expectNotified('Rascunho salvo. Publique para que os clientes vejam.')
  },
}

/** A bad colour: the server's field error shows under the field. */
export const WriteInvalid: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · invalid colour',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const accent = await canvas.findByLabelText(/^Cor de destaque/)
    await userEvent.clear(accent)
    await userEvent.type(accent, 'verde')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar rascunho' }))
    await expect(
      await canvas.findByText('Informe uma cor no formato #RRGGBB, por exemplo #1d4ed8.'),
    ).toBeVisible()
    await expect(canvas.getByText('Confira os campos destacados.')).toBeVisible()
  },
}

/** Publishing saves what is typed and makes it public. */
export const WritePublish: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · publish',
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    const header = await canvas.findByLabelText(/^Texto do topo/)
    await userEvent.clear(header)
    await userEvent.type(header, 'Frete grátis hoje')
    const preview = within(await previewPage(canvasElement))
    await expect(preview.getByText('Frete grátis hoje')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Publicar' }))
    const api = apiOf(loaded)
    await expectCalled(api.checkoutAppearance.publish, 101)
    await expectNotified('Aparência publicada: o checkout já está com o novo visual.')
    await waitFor(() =>
      expect(api.state.checkoutAppearance.published.header_text).toBe('Frete grátis hoje'),
    )
    await expect(api.state.checkoutAppearance.draft).toBeNull()
  },
}

/** A saved draft is discarded after confirming: the editor goes back to the published look. */
const withDraft = withFixture(matrix.WriteSuccess, {
  state: {
    checkoutAppearance: {
      published: sampleCheckoutAppearance,
      publishedAt: '2026-11-20T14:30:00.000Z',
      publishedBy: 'Ana Souza',
      draft: { ...sampleCheckoutAppearance, primary_color: '#7c2d12', header_text: 'Rascunho' },
      draftUpdatedAt: '2026-11-21T10:00:00.000Z',
      draftUpdatedBy: 'Ana Souza',
      actorName: 'Ana Souza',
    },
  },
})

export const WriteDiscard: Story = {
  ...withDraft,
  name: 'Write · discard with confirmation',
  parameters: { ...withDraft.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText(/^Cor principal/)).toHaveValue('#7c2d12')
    await expect(canvas.getByText(/Rascunho salvo em .*, ainda não publicado\.$/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Descartar' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Descartar o rascunho?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Descartar rascunho' }))
    const api = apiOf(loaded)
    await expectCalled(api.checkoutAppearance.discardDraft, 101)
    await expectNotified('Rascunho descartado: voltou a aparência publicada.')
    await waitFor(() => expect(canvas.getByLabelText(/^Cor principal/)).toHaveValue('#0f766e'))
    await expect(api.state.checkoutAppearance.draft).toBeNull()
  },
}
