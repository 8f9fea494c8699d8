import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { sampleWhitelabel } from '@vitrine/api/fixture'
import { navigationSpy } from '../../testing/navigation-spy.tsx'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { withFixture, withResellerBrand } from '../../testing/story-context.ts'
import { WhitelabelListScreen } from './WhitelabelListScreen.tsx'

const { navigate, ...watchNavigation } = navigationSpy()

const meta = {
  title: 'Whitelabel/List',
  component: WhitelabelListScreen,
  args: { reseller: { name: sampleWhitelabel.name } },
  ...watchNavigation,
} satisfies Meta<typeof WhitelabelListScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  states: ['pending', 'error', 'empty', 'success'],
  pending: 'Carregando lojas',
  error: {
    text: 'Não foi possível carregar as lojas da revenda',
    retry: (api) => api.apps.list,
  },
  empty: 'Nenhuma loja nesta revenda ainda',
})

export const Pending: Story = {
  ...matrix.Pending,
  play: async (context) => {
    await expect(context.canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Revenda Demonstração',
    )
    await matrix.Pending.play(context)
  },
}

export const Error: Story = matrix.Error

export const Empty: Story = {
  ...matrix.Empty,
  play: async (context) => {
    await matrix.Empty.play(context)
    // No store to open: the only links are the area's tabs.
    await expect(
      context.canvas.queryByRole('list', { name: 'Lojas da revenda' }),
    ).not.toBeInTheDocument()
    await expect(context.canvas.getByRole('link', { name: 'Lojas' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

/** The reseller's stores, each card leading to the store's overview. */
export const Success: Story = {
  ...matrix.Success,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Revenda Demonstração2 lojas',
    )
    const aurora = await canvas.findByRole('link', { name: 'Loja Aurora' })
    await expect(aurora).toHaveAttribute('href', '/101/overview')
    await expect(canvas.getByRole('link', { name: 'Casa Bonita Decor' })).toHaveAttribute(
      'href',
      '/238/overview',
    )
    await expect(canvas.getByText('Pendência financeira')).toBeVisible()
    await userEvent.click(aurora)
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce())
    await expect(navigate).toHaveBeenCalledWith('/101/overview')
  },
}

/** On the reseller's host the panel wears its colours (applied by the panel, undone after). */
export const SuccessBranded: Story = {
  ...matrix.Success,
  name: 'Success · reseller colours',
  beforeEach: withResellerBrand,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Loja Aurora' })).toBeVisible()
    await expect(canvas.getByText('Painel da revenda')).toBeVisible()
  },
}

/** A reseller with a single store: the count reads in the singular. */
export const SingleStore: Story = {
  ...withFixture(matrix.Success, {
    state: {
      apps: {
        apps: [
          {
            id: 412,
            name: 'Pão & Café São Jorge',
            layout_id: 7,
            is_migrated: true,
            status: false,
            has_financial_pending: false,
            days_until_lockdown: 0,
            role: 'manager',
          },
        ],
      },
    },
  }),
  name: 'Success · one store',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Pão & Café São Jorge' })).toHaveAttribute(
      'href',
      '/412/overview',
    )
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/1 loja$/)
    await expect(canvas.getByText('Inativa')).toBeVisible()
  },
}
