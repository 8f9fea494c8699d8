import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../button/button.tsx'
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  type CardProps,
} from './card.tsx'

function SalesCard(props: CardProps) {
  return (
    <Card className="w-96" {...props}>
      <CardHeader>
        <CardTitle>Vendas de hoje</CardTitle>
        <CardDescription>Pedidos pagos desde a meia-noite</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-semibold tabular-nums">R$ 12.480,90</p>
        <p className="text-sm text-muted-foreground">86 pedidos · ticket médio R$ 145,13</p>
      </CardContent>
    </Card>
  )
}

const meta = {
  title: 'Primitives/Card',
  component: Card,
  render: (args) => <SalesCard {...args} />,
} satisfies Meta<typeof Card>
export default meta
type Story = StoryObj<typeof meta>

export const Outline: Story = { args: { variant: 'outline' } }
export const Elevated: Story = { args: { variant: 'elevated' } }
export const Muted: Story = { args: { variant: 'muted' } }

export const WithActionAndFooter: Story = {
  render: (args) => (
    <Card className="w-[28rem]" {...args}>
      <CardHeader>
        <CardTitle>Gateway de pagamento</CardTitle>
        <CardDescription>Pix, boleto e cartão de crédito em uma única conta.</CardDescription>
        <CardAction>
          <Button variant="ghost" size="sm">
            Editar
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="text-base">
        Os recebimentos caem na sua carteira em até dois dias úteis.
      </CardContent>
      <CardFooter className="justify-end border-t">
        <Button variant="secondary">Cancelar</Button>
        <Button>Salvar</Button>
      </CardFooter>
    </Card>
  ),
}

export const Catalogue: Story = {
  render: () => (
    <div className="flex flex-wrap gap-6">
      <SalesCard variant="outline" />
      <SalesCard variant="elevated" />
      <SalesCard variant="muted" />
    </div>
  ),
}
