import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { FinancialPendingModal } from './FinancialPendingModal.tsx'

const meta = {
  title: 'Financial/Pending modal',
  component: FinancialPendingModal,
  args: {
    open: true,
    daysUntilLockdown: 12,
    appName: 'Casa Bonita Decor',
    onClose: fn().mockName('onClose'),
  },
} satisfies Meta<typeof FinancialPendingModal>
export default meta
type Story = StoryObj<typeof meta>

/** The dialog renders in a portal, outside the story's canvas. */
const dialog = () => screen.getByRole('dialog', { name: 'Pendência financeira' })

/** Twelve periods of 4 hours: the deadline in the server's unit, and about two days. */
export const Open: Story = {
  play: async ({ args }) => {
    await expect(dialog()).toHaveAccessibleDescription(
      /A loja Casa Bonita Decor tem uma pendência financeira\..*a loja será bloqueada\./,
    )
    await expect(dialog()).toHaveTextContent(
      'Prazo restante: 12 períodos de 4 horas (cerca de 2 dias)',
    )
    // It informs; it is not an alert dialog asking for a decision.
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    const understood = screen.getByRole('button', { name: 'Entendi' })
    await waitFor(() => expect(understood).toHaveFocus())
    await userEvent.click(understood)
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce())
  },
}

/** No time left: the store may be blocked at any moment. */
export const NoTimeLeft: Story = {
  args: { daysUntilLockdown: 0 },
  play: async ({ args }) => {
    await expect(dialog()).toHaveTextContent(
      'O prazo terminou: a loja pode ser bloqueada a qualquer momento.',
    )
    await expect(dialog()).not.toHaveTextContent('Prazo restante')
    // Escape closes it too.
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce())
  },
}

/** Many periods: still counted in periods of 4 hours, with the rounded days beside them. */
export const ManyPeriods: Story = {
  args: { daysUntilLockdown: 90, appName: 'Loja Aurora' },
  play: async () => {
    await expect(dialog()).toHaveTextContent(
      'Prazo restante: 90 períodos de 4 horas (cerca de 15 dias)',
    )
    await expect(dialog()).toHaveTextContent('A loja Loja Aurora tem uma pendência financeira')
  },
}

/** Closed: nothing shows. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ args }) => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}
