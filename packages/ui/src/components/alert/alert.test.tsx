import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { Alert, AlertDescription, AlertTitle } from './alert.tsx'

describe('Alert', () => {
  it('announces errors and warnings as alerts, information and success politely', async () => {
    const screen = await render(
      <>
        <Alert tone="danger">Recusado</Alert>
        <Alert tone="warning">Expira em breve</Alert>
        <Alert tone="info">Novidade</Alert>
        <Alert tone="success">Salvo</Alert>
      </>,
    )
    const alerts = screen
      .getByRole('alert')
      .elements()
      .map((element) => element.textContent)
    const statuses = screen
      .getByRole('status')
      .elements()
      .map((element) => element.textContent)
    expect(alerts).toEqual(['Recusado', 'Expira em breve'])
    expect(statuses).toEqual(['Novidade', 'Salvo'])
  })

  it('shows the tone icon unless told not to', async () => {
    const screen = await render(
      <>
        <Alert data-testid="with">Com ícone</Alert>
        <Alert data-testid="without" icon={false}>
          Sem ícone
        </Alert>
      </>,
    )
    expect(screen.getByTestId('with').element().querySelector('svg')).not.toBeNull()
    expect(screen.getByTestId('without').element().querySelector('svg')).toBeNull()
  })

  it('offers a close button only when the caller can dismiss it', async () => {
    const onDismiss = vi.fn()
    const screen = await render(
      <Alert tone="warning" onDismiss={onDismiss}>
        <AlertTitle>Atenção</AlertTitle>
        <AlertDescription>Fatura em aberto.</AlertDescription>
      </Alert>,
    )
    await screen.getByRole('button', { name: 'Fechar aviso' }).click()
    expect(onDismiss).toHaveBeenCalledOnce()

    const plain = await render(<Alert>Sem fechar</Alert>)
    expect(plain.container.querySelector('button')).toBeNull()
  })
})
