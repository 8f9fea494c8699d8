import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../button/button.tsx'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './dialog.tsx'

function EditCoupon({
  defaultOpen,
  size,
  showCloseButton,
}: {
  defaultOpen?: boolean
  size?: DialogContentProps['size']
  showCloseButton?: boolean
}) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">Editar cupom</Button>
      </DialogTrigger>
      <DialogContent size={size} showCloseButton={showCloseButton}>
        <DialogHeader>
          <DialogTitle>Editar cupom BEMVINDO10</DialogTitle>
          <DialogDescription>
            O novo desconto vale para os pedidos feitos a partir de agora.
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-base">
          <dt className="text-muted-foreground">Desconto</dt>
          <dd>10% no subtotal</dd>
          <dt className="text-muted-foreground">Validade</dt>
          <dd>até 31/12/2025</dd>
          <dt className="text-muted-foreground">Usos</dt>
          <dd>128 de 500</dd>
        </dl>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
          <Button>Salvar</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  render: (args) => <EditCoupon defaultOpen={args.defaultOpen} />,
  parameters: {
    // An open modal hides the page behind it with aria-hidden while trapping focus, so the
    // trigger there is unreachable; axe cannot see the trap and flags the trigger.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
} satisfies Meta<typeof Dialog>
export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}

export const Open: Story = { args: { defaultOpen: true } }

export const Small: Story = { render: () => <EditCoupon defaultOpen size="sm" /> }
export const Large: Story = { render: () => <EditCoupon defaultOpen size="lg" /> }
export const WithoutCloseButton: Story = {
  render: () => <EditCoupon defaultOpen showCloseButton={false} />,
}

/** Opening moves focus into the dialog; Escape closes it and gives focus back to the trigger. */
export const OpenThenEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Editar cupom' })
    await userEvent.click(trigger)
    const dialog = within(document.body).getByRole('dialog', { name: 'Editar cupom BEMVINDO10' })
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
  },
}

export const CloseButton: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const body = within(document.body)
    await userEvent.click(body.getByRole('button', { name: 'Fechar' }))
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
  },
}

/** All the parts at once: header, a long scrolling body, footer and the close button. */
export const Catalogue: Story = {
  render: () => (
    <Dialog defaultOpen>
      <DialogTrigger asChild>
        <Button variant="secondary">Termos</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Termos do checkout transparente</DialogTitle>
          <DialogDescription>Leia antes de ativar o checkout na sua loja.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 text-base">
          {[
            'Os pagamentos são processados pelo gateway configurado na sua conta.',
            'O Pix tem aprovação imediata; o boleto é compensado em até três dias úteis.',
            'Estornos de cartão seguem o prazo da operadora do cliente.',
          ].map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Agora não</Button>
          </DialogClose>
          <Button>Ativar checkout</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
}
