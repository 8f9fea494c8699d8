import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { sampleWhitelabel, type FixtureApi } from '@vitrine/api/fixture'
import { applyBrand } from '@vitrine/ui'
import { NavigationProvider } from '../../routes/navigation.tsx'
import { storyMatrix } from '../../testing/story-matrix.ts'
import { WhitelabelListScreen } from './WhitelabelListScreen.tsx'

/*
 * The panel's navigate spy lives in .storybook, out of a package's reach; a provider nearer the
 * screen takes precedence, so these stories watch navigation with their own.
 */
const navigate = fn().mockName('navigate')

const meta = {
  title: 'Whitelabel/List',
  component: WhitelabelListScreen,
  args: { reseller: { name: sampleWhitelabel.name } },
  decorators: [
    (Story) => (
      <NavigationProvider navigate={navigate}>
        <Story />
      </NavigationProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear()
  },
} satisfies Meta<typeof WhitelabelListScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = storyMatrix({ states: ['pending', 'error', 'empty', 'success'] })

const apiOf = (loaded: unknown) => (loaded as { api: FixtureApi }).api

export const Pending: Story = {
  ...matrix.Pending,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Revenda Demonstração',
    )
    const loading = canvas.getByRole('status')
    await expect(loading).toHaveTextContent('Carregando lojas')
    await expect(loading).toHaveAttribute('aria-busy', 'true')
  },
}

export const Error: Story = {
  ...matrix.Error,
  play: async ({ canvas, loaded }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Não foi possível carregar as lojas da revenda')
    const api = apiOf(loaded)
    await expect(api.apps.list).toHaveBeenCalledOnce()
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
    await waitFor(() => expect(api.apps.list).toHaveBeenCalledTimes(2))
  },
}

export const Empty: Story = {
  ...matrix.Empty,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhuma loja nesta revenda ainda')).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
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
    await expect(navigate).toHaveBeenCalledOnce()
    await expect(navigate).toHaveBeenCalledWith('/101/overview')
  },
}

/** On the reseller's host the panel wears its colours (applied by the panel, undone after). */
export const SuccessBranded: Story = {
  ...matrix.Success,
  name: 'Success · reseller colours',
  beforeEach: () => {
    applyBrand({
      primary: sampleWhitelabel.branding.primary_color ?? undefined,
      primaryForeground: sampleWhitelabel.branding.primary_foreground ?? undefined,
    })
    return () => applyBrand({})
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Loja Aurora' })).toBeVisible()
    await expect(canvas.getByText('Painel da revenda')).toBeVisible()
  },
}

/** A reseller with a single store: the count reads in the singular. */
export const SingleStore: Story = {
  ...matrix.Success,
  name: 'Success · one store',
  parameters: {
    ...matrix.Success.parameters,
    fixture: {
      ...matrix.Success.parameters.fixture,
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
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Pão & Café São Jorge' })).toHaveAttribute(
      'href',
      '/412/overview',
    )
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/1 loja$/)
    await expect(canvas.getByText('Inativa')).toBeVisible()
  },
}
