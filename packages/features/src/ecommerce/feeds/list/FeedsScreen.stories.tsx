import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, spyOn, userEvent, waitFor } from 'storybook/test'
import type { Feed } from '@vitrine/api'
import { sampleFeedsState } from '@vitrine/api/fixture'
import { screenMatrix } from '../../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectNoButtons,
  expectNotified,
  findDialog,
  rowOf,
  withOpenDialog,
} from '../../../testing/story-context.ts'
import { FeedsScreen } from './FeedsScreen.tsx'

const meta = {
  title: 'E-commerce/Feeds/List',
  component: FeedsScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof FeedsScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao e-commerce',
    untouched: (api) => [api.ecommerceFeeds.listFeeds],
    absent: (canvas) => [canvas.queryByRole('link', { name: 'Novo feed' })],
  },
  pending: 'Carregando os feeds',
  error: {
    text: 'Não foi possível carregar os feeds',
    retry: (api) => api.ecommerceFeeds.listFeeds,
  },
  empty: 'Nenhum feed ainda.',
})

/** The fixture's two feeds: the Meta one failed, the Google one is ready. */
const [metaFeed, googleFeed] = sampleFeedsState(false).feeds as [Feed, Feed]

/** The clipboard answers as if the user had allowed it (headless Chromium does not). */
const allowClipboard = () => {
  const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
  return { writeText, restore: () => writeText.mockRestore() }
}

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const ReadError: Story = matrix.ReadError
export const ReadEmpty: Story = matrix.ReadEmpty
export const WritePending: Story = matrix.WritePending
export const WriteError: Story = matrix.WriteError

/** No feed yet: the way to create one is offered. */
export const WriteEmpty: Story = {
  ...matrix.WriteEmpty,
  play: async (context) => {
    await matrix.WriteEmpty.play(context)
    await expect(context.canvas.getByRole('link', { name: 'Novo feed' })).toHaveAttribute(
      'href',
      '/101/ecommerce/xml/edit/new',
    )
  },
}

/**
 * Read level sees each feed's last generation and copies its public address, but neither
 * creates, generates nor removes.
 */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvasElement, canvas }) => {
    const row = await rowOf(canvasElement, 'Google Shopping')
    await expect(row.getByText('Pronto')).toBeVisible()
    await expect(row.getByText(googleFeed.public_url)).toBeVisible()
    await expect(row.getByRole('cell', { name: '196' })).toBeVisible()
    await expect(row.getByRole('cell', { name: '4' })).toBeVisible()
    const failed = await rowOf(canvasElement, 'Catálogo da Meta')
    await expect(failed.getByText('A geração falhou; uma nova tentativa será feita.')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Novo feed' })).toBeNull()
    await expectNoButtons(canvas, 'Gerar agora', 'Excluir')

    const { writeText, restore } = allowClipboard()
    try {
      await userEvent.click(row.getByRole('button', { name: 'Copiar endereço' }))
      await expectCalled(writeText, googleFeed.public_url)
      await expectNotified('Endereço copiado.')
    } finally {
      restore()
    }
  },
}

/** "Gerar agora" queues a generation: the feed shows "Na fila" until the job has run. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvasElement, loaded }) => {
    const api = apiOf(loaded)
    const row = await rowOf(canvasElement, 'Google Shopping')
    await expect(row.getByText('Pronto')).toBeVisible()
    await userEvent.click(row.getByRole('button', { name: 'Gerar agora' }))
    await expectCalled(api.ecommerceFeeds.generateFeed, 101, googleFeed.id)
    await expectNotified('Geração de «Google Shopping» na fila.')
    await waitFor(() => expect(row.getByText('Na fila')).toBeVisible())
  },
}

/** Copying the address as a writer: the one to paste into Merchant Center. */
export const WriteCopy: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · copy the address',
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Catálogo da Meta')
    const { writeText, restore } = allowClipboard()
    try {
      await userEvent.click(row.getByRole('button', { name: 'Copiar endereço' }))
      await expectCalled(writeText, metaFeed.public_url)
      await expectNotified('Endereço copiado.')
    } finally {
      restore()
    }
  },
}

/** Removing asks first (its address stops working), then the row goes. */
export const WriteDelete: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · delete',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, canvas, loaded }) => {
    const api = apiOf(loaded)
    const row = await rowOf(canvasElement, 'Catálogo da Meta')
    await userEvent.click(row.getByRole('button', { name: 'Excluir' }))
    const dialog = await findDialog('Excluir o feed «Catálogo da Meta»?', 'alertdialog')
    await expect(dialog.getByText(/O endereço público deixa de funcionar/)).toBeInTheDocument()
    await expect(api.ecommerceFeeds.removeFeed).not.toHaveBeenCalled()
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir feed' }))
    await expectCalled(api.ecommerceFeeds.removeFeed, 101, metaFeed.id)
    await expectNotified('Feed «Catálogo da Meta» excluído.')
    await waitFor(() => expect(canvas.queryByText('Catálogo da Meta')).toBeNull())
    await expect(canvas.getByText('Google Shopping')).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  },
}
