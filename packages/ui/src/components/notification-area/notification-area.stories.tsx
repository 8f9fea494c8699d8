import type { Meta, StoryObj } from '@storybook/react-vite'
import { Component, useState, type ReactNode } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Alert } from '../alert/alert.tsx'
import { Button } from '../button/button.tsx'
import { NotificationArea } from './notification-area.tsx'
import { createNotificationCenter, type NotifyOptions } from './notification-center.ts'
import { NotificationCenterProvider, useNotify } from './notification-context.tsx'

/**
 * Each story owns a fresh notification center. Stories meant for a screenshot use
 * `autoClose: false`, so nothing times out before the picture is taken.
 */
function Demo({ seed = [], children }: { seed?: NotifyOptions[]; children?: ReactNode }) {
  const [center] = useState(() => {
    const fresh = createNotificationCenter()
    for (const options of seed) fresh.notify('notify', options)
    return fresh
  })
  return (
    <NotificationCenterProvider center={center}>
      {children}
      <NotificationArea channel="notify" />
    </NotificationCenterProvider>
  )
}

const meta = {
  title: 'Primitives/NotificationArea',
  component: NotificationArea,
  args: { channel: 'notify' },
  render: () => <Demo />,
} satisfies Meta<typeof NotificationArea>
export default meta
type Story = StoryObj<typeof meta>

const stay = { autoClose: false } as const

export const Success: Story = {
  render: () => (
    <Demo seed={[{ ...stay, type: 'success', message: 'Produto salvo com sucesso.' }]} />
  ),
}

export const Error: Story = {
  render: () => (
    <Demo seed={[{ ...stay, type: 'error', message: 'Não foi possível salvar o produto.' }]} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível salvar')
  },
}

/** Any type other than success or error is shown as a warning. */
export const Warning: Story = {
  render: () => (
    <Demo seed={[{ ...stay, type: 'info', message: 'Sua sessão expira em 5 minutos.' }]} />
  ),
}

export const Iconless: Story = {
  render: () => (
    <Demo seed={[{ ...stay, type: 'success', iconless: true, message: 'Link copiado.' }]} />
  ),
}

/** Newest on top. */
export const Stack: Story = {
  render: () => (
    <Demo
      seed={[
        { ...stay, type: 'success', message: '1º: Pedido #10421 enviado.' },
        { ...stay, type: 'success', message: '2º: Pedido #10422 enviado.' },
        { ...stay, type: 'error', message: '3º: Pedido #10423 sem estoque.' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const messages = [...canvasElement.querySelectorAll('[data-slot=notification]')].map(
      (element) => element.textContent?.slice(0, 2),
    )
    await expect(messages).toEqual(['3º', '2º', '1º'])
  },
}

function SaveProduct() {
  const notify = useNotify()
  return (
    <div className="flex gap-2">
      <Button onClick={() => notify({ type: 'success', message: 'Produto salvo com sucesso.' })}>
        Salvar produto
      </Button>
      <Button
        variant="secondary"
        onClick={() => notify({ type: 'success', message: 'Cupom copiado.', timeout: 800 })}
      >
        Copiar cupom
      </Button>
    </div>
  )
}

export const NotifyAndClose: Story = {
  render: () => (
    <Demo>
      <SaveProduct />
    </Demo>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar produto' }))
    const notice = await canvas.findByRole('status')
    await expect(notice).toHaveTextContent('Produto salvo com sucesso.')
    await userEvent.click(within(notice).getByRole('button', { name: 'Fechar notificação' }))
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument()
  },
}

/** A short custom timeout: the notice closes by itself. */
export const ClosesByItself: Story = {
  render: () => (
    <Demo>
      <SaveProduct />
    </Demo>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar cupom' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Cupom copiado.')
    await userEvent.unhover(canvas.getByRole('status'))
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), {
      timeout: 4000,
    })
  },
}

class ShowError extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null as string | null }
  static getDerivedStateFromError(error: Error) {
    return { message: error.message }
  }
  override render() {
    return this.state.message ? (
      <Alert tone="danger" className="max-w-2xl">
        {this.state.message}
      </Alert>
    ) : (
      this.props.children
    )
  }
}

/** Without a channel the area refuses to render, with the error of the specification. */
export const WithoutChannel: Story = {
  render: () => (
    <NotificationCenterProvider center={createNotificationCenter()}>
      <ShowError>
        <NotificationArea channel="" />
      </ShowError>
    </NotificationCenterProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '[Notification]: The prop channel must be a string with at least one character',
    )
  },
}

export const Catalogue: Story = {
  render: () => (
    <Demo
      seed={[
        { ...stay, type: 'other', message: 'Aviso: sua sessão expira em 5 minutos.' },
        { ...stay, type: 'success', iconless: true, message: 'Sem ícone: link copiado.' },
        {
          ...stay,
          type: 'error',
          message:
            'Erro: não foi possível publicar o layout porque o servidor demorou demais para responder. Tente novamente.',
        },
        { ...stay, type: 'success', message: 'Sucesso: produto salvo.' },
      ]}
    />
  ),
}
