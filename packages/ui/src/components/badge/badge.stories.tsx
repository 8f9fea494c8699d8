import type { Meta, StoryObj } from '@storybook/react-vite'
import { CircleCheck } from 'lucide-react'
import { Badge } from './badge.tsx'

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Pendente' },
} satisfies Meta<typeof Badge>
export default meta
type Story = StoryObj<typeof meta>

export const Neutral: Story = { args: { tone: 'neutral', children: 'Rascunho' } }
export const Primary: Story = { args: { tone: 'primary', children: 'Novo' } }
export const Success: Story = { args: { tone: 'success', children: 'Pago' } }
export const Warning: Story = { args: { tone: 'warning', children: 'Aguardando pagamento' } }
export const Danger: Story = { args: { tone: 'danger', children: 'Falhou' } }
export const Info: Story = { args: { tone: 'info', children: 'Pré-autorizado' } }
export const Small: Story = { args: { size: 'sm', tone: 'primary', children: '3 novos' } }
export const WithIcon: Story = {
  args: {
    tone: 'success',
    children: (
      <>
        <CircleCheck aria-hidden="true" />
        Ativo
      </>
    ),
  },
}

const tones = ['neutral', 'primary', 'success', 'warning', 'danger', 'info'] as const
const labels = {
  neutral: 'Rascunho',
  primary: 'Novo',
  success: 'Pago',
  warning: 'Pendente',
  danger: 'Falhou',
  info: 'Autorizado',
} satisfies Record<(typeof tones)[number], string>

export const Catalogue: Story = {
  render: () => (
    <div className="grid gap-3">
      {(['md', 'sm'] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-2">
          {tones.map((tone) => (
            <Badge key={tone} tone={tone} size={size}>
              {labels[tone]}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
}
