import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Plus, Trash2 } from 'lucide-react'
import { Button } from './button.tsx'

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Salvar', onClick: fn() },
} satisfies Meta<typeof Button>
export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}
export const Secondary: Story = { args: { variant: 'secondary' } }
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancelar' } }
export const Danger: Story = { args: { variant: 'danger', children: 'Excluir produto' } }
export const Link: Story = { args: { variant: 'link', children: 'Ver detalhes' } }

export const Small: Story = { args: { size: 'sm' } }
export const Medium: Story = { args: { size: 'md' } }
export const Large: Story = { args: { size: 'lg' } }
export const IconOnly: Story = {
  args: {
    size: 'icon',
    variant: 'secondary',
    'aria-label': 'Adicionar produto',
    children: <Plus />,
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Salvar' })
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Salvar' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <Plus aria-hidden />
        Novo produto
      </>
    ),
  },
}

export const AsChildLink: Story = {
  args: {
    asChild: true,
    variant: 'secondary',
    children: <a href="#lojas">Minhas lojas</a>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Minhas lojas' })).toHaveAttribute(
      'data-slot',
      'button',
    )
  },
}

const variants = ['primary', 'secondary', 'ghost', 'danger', 'link'] as const
const sizes = ['sm', 'md', 'lg'] as const

export const Catalogue: Story = {
  render: () => (
    <div className="grid gap-4">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {variant === 'danger' ? 'Excluir' : 'Salvar'}
            </Button>
          ))}
          <Button variant={variant} disabled>
            Desabilitado
          </Button>
          <Button variant={variant} loading>
            Salvando
          </Button>
          <Button variant={variant}>
            {variant === 'danger' ? <Trash2 aria-hidden /> : <Plus aria-hidden />}
            Com ícone
          </Button>
          <Button variant={variant} size="icon" aria-label="Adicionar">
            <Plus aria-hidden />
          </Button>
        </div>
      ))}
    </div>
  ),
}
