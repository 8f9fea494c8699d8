import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Copy, Ellipsis, Pencil, Trash2 } from 'lucide-react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../button/button.tsx'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx'

const onEdit = fn()
const onDuplicate = fn()
const onDelete = fn()

function ProductActions({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="icon" aria-label="Ações do produto">
          <Ellipsis aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Camiseta básica</DropdownMenuLabel>
        <DropdownMenuItem icon={<Pencil />} onSelect={onEdit}>
          Editar
          <DropdownMenuShortcut>E</DropdownMenuShortcut>
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Copy />} onSelect={onDuplicate}>
          Duplicar
        </DropdownMenuItem>
        <DropdownMenuItem disabled>Publicar (sem estoque)</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<Trash2 />} tone="destructive" onSelect={onDelete}>
          Excluir
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

const meta = {
  title: 'Primitives/DropdownMenu',
  component: DropdownMenu,
  render: (args) => <ProductActions defaultOpen={args.defaultOpen} />,
  parameters: {
    // An open modal menu hides the rest of the page with aria-hidden while trapping focus, so
    // the trigger behind it is unreachable; axe cannot see the trap and flags the trigger.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>
export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}

export const Open: Story = { args: { defaultOpen: true } }

/** Enter opens the menu on its first item; arrows move; Enter runs the item and closes. */
export const WithKeyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ações do produto' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const menu = within(document.body).getByRole('menu')
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: /Editar/ })).toHaveFocus(),
    )
    await userEvent.keyboard('{ArrowDown}')
    await expect(within(menu).getByRole('menuitem', { name: 'Duplicar' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(onDuplicate).toHaveBeenCalled()
    await waitFor(() => expect(within(document.body).queryByRole('menu')).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
  },
}

export const DestructiveItemFocused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ações do produto' }))
    const menu = within(document.body).getByRole('menu')
    const remove = within(menu).getByRole('menuitem', { name: 'Excluir' })
    await userEvent.hover(remove)
    await waitFor(() => expect(remove).toHaveFocus())
  },
}

function ColumnsMenu() {
  const [columns, setColumns] = useState({ customer: true, payment: true, shipping: false })
  const toggle = (key: keyof typeof columns) => (checked: boolean) =>
    setColumns((current) => ({ ...current, [key]: checked }))
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">Colunas</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Colunas visíveis</DropdownMenuLabel>
        <DropdownMenuCheckboxItem
          checked={columns.customer}
          onCheckedChange={toggle('customer')}
          onSelect={(event) => event.preventDefault()}
        >
          Cliente
        </DropdownMenuCheckboxItem>
        <DropdownMenuCheckboxItem
          checked={columns.payment}
          onCheckedChange={toggle('payment')}
          onSelect={(event) => event.preventDefault()}
        >
          Pagamento
        </DropdownMenuCheckboxItem>
        <DropdownMenuCheckboxItem
          checked={columns.shipping}
          onCheckedChange={toggle('shipping')}
          onSelect={(event) => event.preventDefault()}
        >
          Entrega
        </DropdownMenuCheckboxItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/** Checkbox items that keep the menu open, so several columns can be toggled in a row. */
export const CheckboxItems: Story = {
  render: () => <ColumnsMenu />,
  play: async () => {
    const menu = within(document.body).getByRole('menu')
    const shipping = within(menu).getByRole('menuitemcheckbox', { name: 'Entrega' })
    await expect(shipping).toHaveAttribute('aria-checked', 'false')
    await userEvent.click(shipping)
    await expect(shipping).toHaveAttribute('aria-checked', 'true')
    await expect(within(document.body).getByRole('menu')).toHaveAttribute('data-state', 'open')
  },
}

/** Every kind of entry in one open menu: label, icons, shortcut, disabled, checkbox, destructive. */
export const Catalogue: Story = {
  render: () => (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">Pedido #10423</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel>Pedido</DropdownMenuLabel>
        <DropdownMenuItem icon={<Pencil />}>
          Editar
          <DropdownMenuShortcut>E</DropdownMenuShortcut>
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Copy />}>Copiar código</DropdownMenuItem>
        <DropdownMenuItem disabled>Reembolsar (indisponível)</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Notificar cliente</DropdownMenuLabel>
        <DropdownMenuCheckboxItem checked>Por e-mail</DropdownMenuCheckboxItem>
        <DropdownMenuCheckboxItem checked={false}>Por SMS</DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<Trash2 />} tone="destructive">
          Cancelar pedido
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
}
