import type { Meta, StoryObj } from '@storybook/react-vite'
import { Mail, Plus, SearchX } from 'lucide-react'
import { expect, fn, userEvent } from 'storybook/test'
import { Button } from '../button/button.tsx'
import { EmptyState } from './empty-state.tsx'

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {
    title: 'Nenhum e-mail encontrado',
    description: 'Os e-mails transacionais enviados aos seus clientes aparecem aqui.',
    icon: <Mail />,
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmptyState>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

const onCreate = fn()
export const WithAction: Story = {
  args: {
    title: 'Nenhum cupom de desconto',
    description: 'Crie um cupom para oferecer descontos nas compras da sua loja.',
    icon: undefined,
    action: (
      <Button onClick={onCreate}>
        <Plus aria-hidden="true" />
        Criar cupom
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar cupom' }))
    await expect(onCreate).toHaveBeenCalled()
  },
}

export const NoResults: Story = {
  args: {
    title: 'Nenhum resultado',
    description: 'Nenhum pedido corresponde aos filtros escolhidos.',
    icon: <SearchX />,
    bordered: true,
    action: <Button variant="secondary">Limpar filtros</Button>,
  },
}

export const Small: Story = { args: { size: 'sm', bordered: true } }
export const WithoutIcon: Story = { args: { icon: null } }

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
      <EmptyState
        bordered
        title="Nenhum cliente ainda"
        description="Os clientes aparecem aqui depois da primeira compra."
        action={<Button>Importar clientes</Button>}
      />
      <EmptyState
        bordered
        icon={<SearchX />}
        title="Nenhum resultado"
        description="Tente outros termos de busca."
      />
      <EmptyState bordered size="sm" icon={<Mail />} title="Nenhum e-mail encontrado" />
      <EmptyState bordered size="sm" icon={null} title="Sem ícone" description="Apenas o texto." />
    </div>
  ),
}
