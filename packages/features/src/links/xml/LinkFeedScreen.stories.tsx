import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { textsOf, type PlayContext } from '../../testing/story-context.ts'
import { LinkFeedScreen } from './LinkFeedScreen.tsx'

const meta = {
  title: 'Payments/Links/XML',
  component: LinkFeedScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof LinkFeedScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso aos pagamentos',
    title: 'XML de produtos',
    untouched: (api) => [api.links.feed],
  },
  pending: 'Carregando o feed',
  error: { text: 'Não foi possível carregar o feed', retry: (api) => api.links.feed },
  empty: 'Nunca gerado',
})

/** The address, last generation, count and the first items as the feed writes them. */
async function expectFeed({ canvas }: PlayContext) {
  const address = await canvas.findByRole('textbox', { name: 'Endereço' })
  await expect((address as HTMLInputElement).value).toMatch(
    /^https:\/\/pagar\.lojaaurora\.com\.br\/api\/payments\/public\/feeds\/.+\/links\.xml$/,
  )
  await expect(
    canvas.getByText('Última geração', { selector: 'dt' }).nextSibling,
  ).toHaveTextContent('21/11/2026, 03:00')
  await expect(canvas.getByText('5 itens')).toBeVisible()
  const table = within(canvas.getByRole('table', { name: 'Prévia do feed' }))
  const rows = table.getAllByRole('row').slice(1)
  await expect(textsOf(rows.map((row) => row.firstElementChild!))).toEqual([
    '7',
    '6',
    '5',
    '4',
    '3',
  ])
  await expect(textsOf(within(rows[0]!).getAllByRole('cell'))).toEqual([
    '7',
    'Vale-presente de Natal',
    '100.00 BRL',
    'in_stockEm estoque',
  ])
  await expect(within(rows[4]!).getByText('out_of_stock')).toBeVisible()
  await expect(
    canvas.getByRole('heading', { name: 'Como usar no Google Merchant Center' }),
  ).toBeVisible()
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

/** No link on offer and never fetched: said so, the address still there to hand out. */
export const WriteEmpty: Story = {
  ...matrix.WriteEmpty,
  play: async (context) => {
    await matrix.WriteEmpty.play(context)
    await expect(context.canvas.getByText('0 itens')).toBeVisible()
    await expect(context.canvas.getByText(/o feed está vazio/)).toBeVisible()
  },
}

export const ReadSuccess: Story = { ...matrix.ReadSuccess, play: expectFeed }
export const WriteSuccess: Story = { ...matrix.WriteSuccess, play: expectFeed }
