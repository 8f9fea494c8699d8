import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Trash2 } from 'lucide-react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../button/button.tsx'
import { ConfirmDialog } from './confirm-dialog.tsx'

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Excluir o produto "Camiseta básica"?',
    description: 'O produto sai da loja e do catálogo. Pedidos já feitos não são alterados.',
    confirmLabel: 'Excluir produto',
    tone: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
    trigger: (
      <Button variant="danger">
        <Trash2 aria-hidden="true" />
        Excluir
      </Button>
    ),
  },
  parameters: {
    // An open modal hides the page behind it with aria-hidden while trapping focus, so the
    // trigger there is unreachable; axe cannot see the trap and flags the trigger.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
} satisfies Meta<typeof ConfirmDialog>
export default meta
type Story = StoryObj<typeof meta>

const body = () => within(document.body)

export const Danger: Story = { args: { defaultOpen: true } }

export const Primary: Story = {
  args: {
    defaultOpen: true,
    tone: 'primary',
    title: 'Publicar as alterações do layout?',
    description: 'Os clientes passam a ver a nova vitrine imediatamente.',
    confirmLabel: 'Publicar',
    trigger: <Button>Publicar</Button>,
  },
}

/** Focus starts on Cancel, the safe choice; confirming runs the action and closes. */
export const Confirm: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir' }))
    const dialog = body().getByRole('alertdialog')
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus(),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir produto' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument())
  },
}

export const CancelWithEscape: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir' }))
    await waitFor(() => expect(body().getByRole('alertdialog')).toBeVisible())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(args.onCancel).toHaveBeenCalledOnce()
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

/** While an asynchronous action runs, the dialog stays open and the confirm button is busy. */
export const Confirming: Story = {
  args: { defaultOpen: true, onConfirm: fn(() => new Promise(() => {})) },
  play: async () => {
    const dialog = body().getByRole('alertdialog')
    const confirm = within(dialog).getByRole('button', { name: 'Excluir produto' })
    await userEvent.click(confirm)
    await expect(confirm).toHaveAttribute('aria-busy', 'true')
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(body().getByRole('alertdialog')).toHaveAttribute('data-state', 'open')
  },
}

/** A failed action keeps the dialog open and says why, so the user can retry or cancel. */
export const Failed: Story = {
  args: {
    defaultOpen: true,
    onConfirm: fn(() =>
      Promise.reject(new Error('O produto tem pedidos em aberto e não pode ser excluído.')),
    ),
  },
  play: async () => {
    const dialog = body().getByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir produto' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'O produto tem pedidos em aberto',
    )
    await expect(within(dialog).getByRole('button', { name: 'Excluir produto' })).toBeEnabled()
  },
}

function Controlled(args: Parameters<typeof ConfirmDialog>[0]) {
  const [open, setOpen] = useState(false)
  const [removed, setRemoved] = useState(false)
  return (
    <div className="flex items-center gap-3">
      <Button variant="secondary" onClick={() => setOpen(true)} disabled={removed}>
        Remover usuário
      </Button>
      <span>{removed ? 'Usuário removido.' : 'maria@loja.com.br'}</span>
      <ConfirmDialog
        {...args}
        trigger={undefined}
        open={open}
        onOpenChange={setOpen}
        title="Remover maria@loja.com.br?"
        description="Ela perde o acesso a esta loja imediatamente."
        confirmLabel="Remover"
        onConfirm={async () => {
          await new Promise((resolve) => setTimeout(resolve, 50))
          setRemoved(true)
        }}
      />
    </div>
  )
}

/** Controlled through `open`/`onOpenChange`: the page decides when it shows. */
export const ControlledAsync: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remover usuário' }))
    const dialog = await body().findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }))
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(canvas.getByText('Usuário removido.')).toBeVisible()
  },
}

/** Both tones, the one that matters open: destructive, with a summary of what is affected. */
export const Catalogue: Story = {
  render: (args) => (
    <div className="flex gap-3">
      <ConfirmDialog
        {...args}
        tone="primary"
        title="Publicar?"
        confirmLabel="Publicar"
        trigger={<Button>Publicar</Button>}
      />
      <ConfirmDialog
        {...args}
        defaultOpen
        title="Excluir 3 produtos?"
        description="Esta ação não pode ser desfeita."
        confirmLabel="Excluir 3 produtos"
      >
        <ul className="mt-2 list-disc pl-5 text-base">
          <li>Camiseta básica</li>
          <li>Boné aba reta</li>
          <li>Meia cano alto</li>
        </ul>
      </ConfirmDialog>
    </div>
  ),
}
