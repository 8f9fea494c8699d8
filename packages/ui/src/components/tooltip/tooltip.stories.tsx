import type { Meta, StoryObj } from '@storybook/react-vite'
import { Copy, Info, Trash2 } from 'lucide-react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../button/button.tsx'
import { Tooltip, TooltipProvider } from './tooltip.tsx'

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Copiar link de pagamento',
    children: (
      <Button variant="secondary" size="icon" aria-label="Copiar link">
        <Copy aria-hidden="true" />
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <TooltipProvider>
        <div className="flex min-h-40 items-center justify-center">
          <Story />
        </div>
      </TooltipProvider>
    ),
  ],
} satisfies Meta<typeof Tooltip>
export default meta
type Story = StoryObj<typeof meta>

/** Opened from the start, so the screenshot shows it. */
export const Open: Story = { args: { defaultOpen: true } }

export const OnHover: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Copiar link' }))
    const body = within(document.body)
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Copiar link'))
  },
}

/** Keyboard users get the hint too: focusing the trigger shows it, Escape hides it. */
export const OnKeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Copiar link' })).toHaveFocus()
    const body = within(document.body)
    await waitFor(() => expect(body.getByRole('tooltip')).toBeInTheDocument())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument())
    await userEvent.tab({ shift: true })
    await userEvent.tab()
    await waitFor(() => expect(body.getByRole('tooltip')).toBeInTheDocument())
  },
}

export const Sides: Story = {
  render: () => (
    <div className="grid grid-cols-2 gap-x-40 gap-y-20 p-20">
      {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
        <Tooltip key={side} side={side} content={`Dica (${side})`} open>
          <Button variant="secondary">{side}</Button>
        </Tooltip>
      ))}
    </div>
  ),
}

export const Catalogue: Story = {
  render: () => (
    <div className="flex items-center gap-16 p-12">
      <Tooltip content="Copiar" open>
        <Button variant="secondary" size="icon" aria-label="Copiar">
          <Copy aria-hidden="true" />
        </Button>
      </Tooltip>
      <Tooltip content="Excluir produto" open side="bottom">
        <Button variant="ghost" size="icon" aria-label="Excluir">
          <Trash2 aria-hidden="true" />
        </Button>
      </Tooltip>
      <Tooltip
        content="O prazo de compensação depende do banco emissor do boleto: em geral, até 3 dias úteis."
        open
        side="right"
      >
        <button type="button" aria-label="Sobre o prazo" className="text-muted-foreground">
          <Info className="size-4" aria-hidden="true" />
        </button>
      </Tooltip>
    </div>
  ),
}
