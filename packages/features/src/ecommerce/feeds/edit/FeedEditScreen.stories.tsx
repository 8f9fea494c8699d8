import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { DEFAULT_FEED_MAPPING, DEFAULT_FEED_TEMPLATE } from '@vitrine/api'
import { navigationSpy } from '../../../testing/navigation-spy.tsx'
import { screenMatrix } from '../../../testing/screen-matrix.ts'
import {
  apiOf,
  endAtTop,
  expectCalled,
  expectNotified,
  type PlayContext,
} from '../../../testing/story-context.ts'
import { FeedEditScreen } from './FeedEditScreen.tsx'

const { navigate, ...watchNavigation } = navigationSpy()

const meta = {
  title: 'E-commerce/Feeds/Edit',
  component: FeedEditScreen,
  args: { appId: 101, level: 'write', feedId: 1 },
  ...watchNavigation,
} satisfies Meta<typeof FeedEditScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao e-commerce',
    untouched: (api) => [api.ecommerceFeeds.getFeed, api.ecommerceFeeds.previewFeed],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Salvar feed' })],
  },
  pending: 'Carregando o feed',
  error: { text: 'Não foi possível carregar o feed', retry: (api) => api.ecommerceFeeds.getFeed },
})

const LIST = '/101/ecommerce/xml'

/** The form, once the feed has loaded and the catalogue has answered its conditions. */
async function formReady(canvas: PlayContext['canvas'], name: string) {
  const form = within(await canvas.findByRole('form', { name }))
  await expect(await form.findByText(/combina(m)? com estas condições/)).toBeVisible()
  return form
}

const conditionRows = (form: ReturnType<typeof within>) =>
  within(form.getByRole('list', { name: 'Condições' })).getAllByRole('listitem')

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const ReadError: Story = matrix.ReadError
export const WritePending: Story = matrix.WritePending
export const WriteError: Story = matrix.WriteError

/** Read level sees the whole feed, disabled, and the products left out; nothing to save. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: endAtTop(async ({ canvas }) => {
    const form = await formReady(canvas, 'Google Shopping')
    await expect(form.getByRole('textbox', { name: /^Nome/ })).toBeDisabled()
    await expect(form.queryByRole('button', { name: 'Adicionar condição' })).toBeNull()
    await expect(form.queryByRole('button', { name: 'Salvar feed' })).toBeNull()
    await expect(form.getByRole('button', { name: 'Voltar aos feeds' })).toBeEnabled()
    const left = await form.findByRole('list', { name: 'Produtos fora do feed' })
    await expect(within(left).getAllByRole('listitem')).toHaveLength(4)
    await expect(within(left).getByText(/Tênis Corrida \(nº 91\): GTIN inválido/)).toBeVisible()
  }),
}

/**
 * Editing the filter: a category is added to the saved "visível na loja" condition, the
 * catalogue's count follows, and the save sends both (then back to the list).
 */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: endAtTop(async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    const form = await formReady(canvas, 'Google Shopping')
    await expect(conditionRows(form)).toHaveLength(1)
    await userEvent.click(form.getByRole('button', { name: 'Adicionar condição' }))
    const added = within(conditionRows(form)[1]!)
    await userEvent.selectOptions(
      await added.findByRole('combobox', { name: /^Categoria/ }),
      '— Tênis',
    )
    await waitFor(() =>
      expect(api.catalogue.filterProducts).toHaveBeenLastCalledWith(101, {
        conditions: [
          { attribute: 'visible', condition: '=', value: true },
          { attribute: 'categories.id', condition: '=', value: 6 },
        ],
        limit: 4,
      }),
    )
    await expect(await form.findByText(/combina(m)? com estas condições/)).toBeVisible()
    await userEvent.click(form.getByRole('button', { name: 'Salvar feed' }))
    await expectCalled(
      api.ecommerceFeeds.updateFeed,
      101,
      1,
      expect.objectContaining({
        name: 'Google Shopping',
        conditions: [
          { attribute: 'visible', condition: '=', value: true },
          { attribute: 'categories.id', condition: '=', value: 6 },
        ],
      }),
    )
    await expectNotified('Feed «Google Shopping» salvo; geração na fila.')
    await expectCalled(navigate, LIST)
  }),
}

/** A new feed: name, format and the store's address; the save creates it and queues it. */
export const WriteNew: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · new feed',
  args: { feedId: undefined },
  play: endAtTop(async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    const form = await formReady(canvas, 'Novo feed')
    await expect(form.getByText('Nenhuma condição.')).toBeVisible()
    await userEvent.type(form.getByRole('textbox', { name: /^Nome/ }), 'Catálogo Instagram')
    await userEvent.selectOptions(form.getByRole('combobox', { name: /^Formato/ }), 'meta')
    await userEvent.type(
      form.getByRole('textbox', { name: /^Endereço da loja/ }),
      'https://lojaexemplo.com.br',
    )
    await userEvent.selectOptions(form.getByRole('combobox', { name: /^Gerar a cada/ }), '24')
    await userEvent.click(form.getByRole('button', { name: 'Salvar feed' }))
    await expectCalled(api.ecommerceFeeds.createFeed, 101, {
      name: 'Catálogo Instagram',
      format: 'meta',
      site_url: 'https://lojaexemplo.com.br',
      schedule_hours: 24,
      conditions: [],
      mapping: DEFAULT_FEED_MAPPING,
      template: DEFAULT_FEED_TEMPLATE,
    })
    await expectNotified('Feed «Catálogo Instagram» salvo; geração na fila.')
    await expectCalled(navigate, LIST)
  }),
}

/** Without a name or an address, nothing is sent: each field says what it needs. */
export const WriteNewInvalid: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · new feed, incomplete',
  args: { feedId: undefined },
  play: endAtTop(async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    const form = await formReady(canvas, 'Novo feed')
    await userEvent.type(form.getByRole('textbox', { name: /^Endereço da loja/ }), 'minhaloja')
    await userEvent.click(form.getByRole('button', { name: 'Salvar feed' }))
    await expect(await form.findByText('Dê um nome ao feed.')).toBeVisible()
    await expect(
      form.getByText('Use um endereço completo, como https://minhaloja.com.br.'),
    ).toBeVisible()
    await expect(api.ecommerceFeeds.createFeed).not.toHaveBeenCalled()
  }),
}

/** The preview writes the first items as the form stands, and the products it would leave out. */
export const WritePreview: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · preview',
  play: async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    const form = await formReady(canvas, 'Google Shopping')
    await userEvent.click(form.getByRole('button', { name: 'Ver prévia' }))
    await expectCalled(
      api.ecommerceFeeds.previewFeed,
      101,
      expect.objectContaining({ format: 'google' }),
    )
    const preview = await form.findByLabelText('Início do arquivo')
    await expect(preview).toHaveTextContent('<g:title>Camiseta Básica</g:title>')
    await expect(
      within(form.getByRole('list', { name: 'Produtos fora da prévia' })).getByText(
        'Caneca Esmaltada (nº 17): Sem imagem.',
      ),
    ).toBeVisible()
    await expect(form.getByRole('button', { name: 'Ver prévia' })).toBeEnabled()
  },
}
