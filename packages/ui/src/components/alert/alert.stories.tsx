import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { Alert, AlertDescription, AlertTitle } from './alert.tsx'

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: { tone: 'info' },
  render: (args) => (
    <Alert className="max-w-xl" {...args}>
      <AlertTitle>Nova versão do checkout</AlertTitle>
      <AlertDescription>
        A partir de segunda-feira o checkout transparente passa a aceitar Pix parcelado.
      </AlertDescription>
    </Alert>
  ),
} satisfies Meta<typeof Alert>
export default meta
type Story = StoryObj<typeof meta>

export const Info: Story = {}

export const Success: Story = {
  args: { tone: 'success' },
  render: (args) => (
    <Alert className="max-w-xl" {...args}>
      <AlertTitle>Gateway conectado</AlertTitle>
      <AlertDescription>Os pagamentos com cartão já podem ser recebidos.</AlertDescription>
    </Alert>
  ),
}

export const Warning: Story = {
  args: { tone: 'warning' },
  render: (args) => (
    <Alert className="max-w-xl" {...args}>
      <AlertTitle>Pendência financeira</AlertTitle>
      <AlertDescription>
        Regularize a fatura em aberto para evitar o bloqueio da loja em 3 dias.
      </AlertDescription>
    </Alert>
  ),
}

export const Danger: Story = {
  args: { tone: 'danger' },
  render: (args) => (
    <Alert className="max-w-xl" {...args}>
      <AlertTitle>Não foi possível salvar</AlertTitle>
      <AlertDescription>O servidor não respondeu. Tente novamente em instantes.</AlertDescription>
    </Alert>
  ),
}

export const WithoutIcon: Story = {
  args: { icon: false },
  render: (args) => (
    <Alert className="max-w-xl" {...args}>
      <AlertDescription>
        Somente leitura: você não tem permissão para editar esta área.
      </AlertDescription>
    </Alert>
  ),
}

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar aviso' }))
    await expect(args.onDismiss).toHaveBeenCalledOnce()
  },
}

/** The caller owns the alert: dismissing it removes it from the page. */
export const DismissRemovesIt: Story = {
  render: function Render(args) {
    const [shown, setShown] = useState(true)
    return shown ? (
      <Alert className="max-w-xl" {...args} onDismiss={() => setShown(false)}>
        <AlertDescription>Seu período de teste termina em 5 dias.</AlertDescription>
      </Alert>
    ) : (
      <p>Aviso fechado.</p>
    )
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar aviso' }))
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument()
    await expect(canvas.getByText('Aviso fechado.')).toBeVisible()
  },
}

export const Catalogue: Story = {
  render: () => (
    <div className="grid max-w-xl gap-3">
      <Alert tone="info">
        <AlertTitle>Informação</AlertTitle>
        <AlertDescription>A exportação será enviada para o seu e-mail.</AlertDescription>
      </Alert>
      <Alert tone="success">
        <AlertTitle>Tudo certo</AlertTitle>
        <AlertDescription>Suas alterações foram publicadas.</AlertDescription>
      </Alert>
      <Alert tone="warning" onDismiss={() => {}}>
        <AlertTitle>Atenção</AlertTitle>
        <AlertDescription>O certificado do domínio expira em 7 dias.</AlertDescription>
      </Alert>
      <Alert tone="danger">
        <AlertTitle>Erro</AlertTitle>
        <AlertDescription>O pagamento foi recusado pela operadora.</AlertDescription>
      </Alert>
      <Alert tone="info" icon={false}>
        <AlertDescription>Sem ícone, apenas o texto.</AlertDescription>
      </Alert>
    </div>
  ),
}
