import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { sampleState } from '@vitrine/api/fixture'
import { navigationSpy } from '../../testing/navigation-spy.tsx'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { apiOf, expectCalled, textsOf, withFixture } from '../../testing/story-context.ts'
import { OverviewScreen } from './OverviewScreen.tsx'

const { navigate, ...watchNavigation } = navigationSpy()

const meta = {
  title: 'Overview/Home',
  component: OverviewScreen,
  args: { appId: 101, today: '2026-11-21' },
  ...watchNavigation,
} satisfies Meta<typeof OverviewScreen>
export default meta
type Story = StoryObj<typeof meta>

/* Access is the viewer's grants (control.me), not a level prop: the matrix has no levels. */
const matrix = screenMatrix({
  states: ['pending', 'error', 'success'],
  error: { text: 'Não foi possível carregar a loja', retry: (api) => api.apps.get },
})

/** The doors to the areas, by name, in order. */
const doors = (canvas: ReturnType<typeof within>) =>
  textsOf(within(canvas.getByRole('region', { name: 'Áreas da loja' })).queryAllByRole('link'))

/*
 * The skeleton is a status named "Carregando a loja" but, unlike the other screens' loading
 * states, not marked aria-busy, so the matrix's standard pending play does not apply (yet).
 */
export const Pending: Story = {
  ...matrix.Pending,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Carregando a loja' })).toBeVisible()
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
  },
}

export const Error: Story = matrix.Error

/** The owner: the store, its state, and a door to every area with a screen, at "Edição". */
export const Success: Story = {
  ...matrix.Success,
  play: async ({ canvas, loaded }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Loja Aurora' }),
    ).toBeVisible()
    await expect(canvas.getByText('Ativa')).toBeVisible()
    await expect(canvas.getByText('Loja nº 101')).toBeVisible()
    await expect(canvas.queryByText('Há uma pendência financeira')).not.toBeInTheDocument()
    await expect(doors(canvas)).toEqual([
      'Layout',
      'E-commerce',
      'Checkout',
      'Pagamentos',
      'Recorrência',
      'Clientes',
      'Configurações',
    ])
    const customers = canvas.getByRole('link', { name: 'Clientes' })
    await expect(customers).toHaveAttribute('href', '/101/customers')
    await expect(within(customers.closest('li')!).getByText('Edição')).toBeVisible()
    await userEvent.click(customers)
    await expectCalled(navigate, '/101/customers')
    await expect(apiOf(loaded).apps.get).toHaveBeenCalledWith(101)
  },
}

/** A store with a financial pending: the warning, with the time left, above the areas. */
export const FinancialPending: Story = {
  ...matrix.Success,
  name: 'Success · financial pending',
  args: { appId: 238 },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Casa Bonita Decor' }),
    ).toBeVisible()
    const warning = canvas.getByText('Há uma pendência financeira').closest('[role="alert"]')
    await expect(warning).toHaveTextContent('Prazo restante: 12 períodos de 4 horas.')
  },
}

/** A manager who reads customers only: one door, at "Leitura". */
export const CustomersReader: Story = {
  ...withFixture(matrix.Success, {
    state: {
      control: {
        ...sampleState().control,
        me: {
          owner: false,
          whRole: 'none',
          permissions: [
            {
              id: 205,
              name: 'customers',
              type: 'read',
              email: 'rafael@lojaaurora.com.br',
              user: { id: 2, name: 'Rafael Lima', email: 'rafael@lojaaurora.com.br' },
            },
          ],
        },
      },
    },
  }),
  name: 'Success · customers reader',
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Loja Aurora' })
    await expect(doors(canvas)).toEqual(['Clientes'])
    const customers = canvas.getByRole('link', { name: 'Clientes' })
    await expect(within(customers.closest('li')!).getByText('Leitura')).toBeVisible()
  },
}

/** A manager without any area: says so, and who can give access. */
export const NoAreas: Story = {
  ...withFixture(matrix.Success, {
    state: {
      control: { ...sampleState().control, me: { owner: false, whRole: 'none', permissions: [] } },
    },
  }),
  name: 'Success · no areas',
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Nenhuma área liberada para você' }),
    ).toBeVisible()
    await expect(canvas.queryAllByRole('link')).toEqual([])
  },
}

/** The numbers: 30 days by default; 7 days narrows the series; the chart's table shows its figures. */
export const PeriodSwitch: Story = {
  ...matrix.Success,
  name: 'Success · period switch',
  play: async ({ canvas, loaded }) => {
    const analytics = await canvas.findByRole('region', { name: 'Desempenho da loja' })
    await expect(await within(analytics).findByText('Vendas aprovadas')).toBeVisible()
    await expectCalled(apiOf(loaded).analytics.overview, 101, {
      from: '2026-10-23',
      to: '2026-11-21',
      granularity: 'day',
    })
    await userEvent.click(within(analytics).getByRole('radio', { name: '7 dias' }))
    await expectCalled(apiOf(loaded).analytics.overview, 101, {
      from: '2026-11-15',
      to: '2026-11-21',
      granularity: 'day',
    })
    await userEvent.click(within(analytics).getByRole('radio', { name: 'Semana' }))
    await expectCalled(apiOf(loaded).analytics.overview, 101, {
      from: '2026-11-15',
      to: '2026-11-21',
      granularity: 'week',
    })
  },
}

/** "Ver tabela" swaps the sales chart for the same figures as a table, and back. */
export const TableView: Story = {
  ...matrix.Success,
  name: 'Success · table view',
  play: async ({ canvas }) => {
    const sales = await canvas.findByRole('figure', { name: /Vendas no período/ })
    await expect(within(sales).getByRole('img')).toBeVisible()
    await userEvent.click(within(sales).getByRole('button', { name: 'Ver tabela' }))
    const table = within(sales).getByRole('table')
    await expect(within(table).getAllByRole('row')).toHaveLength(31)
    await expect(within(sales).getByRole('button', { name: 'Ver gráfico' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}

/** A store without sales: the first steps instead of empty charts. */
export const NoSales: Story = {
  ...withFixture(matrix.Success, {
    state: {
      analytics: {
        hasSales: false,
        ga4: {
          configured: false,
          measurement_id: '',
          has_api_secret: false,
          events: { purchase: true, refund: true, subscription: true },
          updated_at: null,
        },
      },
    },
  }),
  name: 'Success · no sales',
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Sua loja ainda não tem vendas' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Configurar pagamentos' })).toHaveAttribute(
      'href',
      '/101/payments/gateways',
    )
  },
}
