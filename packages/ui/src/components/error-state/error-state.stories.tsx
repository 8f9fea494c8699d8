import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { ErrorState } from './error-state.tsx'

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  args: {
    message: 'Não foi possível carregar os pedidos. Verifique sua conexão e tente novamente.',
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ErrorState>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Algo deu errado')
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const WithoutRetry: Story = {
  args: {
    title: 'Permissão negada',
    message: 'Você não tem acesso a esta área.',
    onRetry: undefined,
  },
}

/** While the retry runs, the button is busy and cannot be pressed twice. */
export const Retrying: Story = {
  args: { onRetry: fn(() => new Promise(() => {})) },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Tentar novamente' })
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

export const WithDetails: Story = {
  args: {
    details: [
      'statusCode: 502',
      'statusMessage: Bad Gateway',
      'url: /api/payments/transactions?limit=50',
      'Error: upstream timed out',
      '    at fetchTransactions (http.ts:42:11)',
    ].join('\n'),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Detalhes técnicos'))
    await expect(canvas.getByText(/statusCode: 502/)).toBeVisible()
  },
}

export const Catalogue: Story = {
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div className="grid grid-cols-2 gap-4">
      <ErrorState bordered message="Não foi possível carregar os clientes." onRetry={() => {}} />
      <ErrorState bordered title="Permissão negada" message="Você não tem acesso a esta área." />
      <ErrorState bordered size="sm" onRetry={() => {}} />
      <ErrorState bordered size="sm" message="Com detalhes técnicos." details="statusCode: 500" />
    </div>
  ),
}
