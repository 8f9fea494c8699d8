import { act, Component, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { NotificationArea } from './notification-area.tsx'
import { createNotificationCenter, type NotificationCenter } from './notification-center.ts'
import {
  NotificationCenterMissingError,
  NotificationCenterProvider,
  useNotify,
} from './notification-context.tsx'

/** Runs the fake timers inside act, so whatever they change is on screen when it returns. */
async function advance(ms: number) {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  scope.IS_REACT_ACT_ENVIRONMENT = true
  try {
    await act(async () => {
      vi.advanceTimersByTime(ms)
    })
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = false
  }
}

/** Changes the center inside act, as a click handler in the app would. */
async function run(change: () => void) {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  scope.IS_REACT_ACT_ENVIRONMENT = true
  try {
    await act(async () => change())
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = false
  }
}

class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? (
      <p data-testid="caught">{this.state.error.message}</p>
    ) : (
      this.props.children
    )
  }
}

let center: NotificationCenter

async function mount(children: ReactNode = <NotificationArea channel="notify" />) {
  return render(<NotificationCenterProvider center={center}>{children}</NotificationCenterProvider>)
}

const notice = (text: string) => page.getByText(text)

describe('NotificationArea', () => {
  beforeEach(async () => {
    center = createNotificationCenter()
    // The pointer stays where the previous test left it; a notice appearing under it would be
    // hovered, and so paused, at an arbitrary moment.
    await userEvent.unhover(document.body)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it.each([
    ['missing', undefined],
    ['empty', ''],
  ])('refuses a %s channel with the message of the specification', async (_, channel) => {
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {})
    await mount(
      <Catch>
        <NotificationArea channel={channel as unknown as string} />
      </Catch>,
    )
    await expect
      .element(page.getByTestId('caught'))
      .toHaveTextContent(
        /^\[Notification\]: The prop channel must be a string with at least one character$/,
      )
    silence.mockRestore()
  })

  it('closes a notification by itself after 5000 ms', async () => {
    await mount()
    await run(() => center.notify('notify', { message: 'Produto salvo', type: 'success' }))
    await expect.element(notice('Produto salvo')).toBeVisible()
    await advance(4999)
    await expect.element(notice('Produto salvo')).toBeVisible()
    await advance(1)
    expect(notice('Produto salvo').query()).toBeNull()
  })

  it('honours a custom timeout', async () => {
    await mount()
    await run(() => center.notify('notify', { message: 'Copiado', timeout: 1500 }))
    await advance(1499)
    await expect.element(notice('Copiado')).toBeVisible()
    await advance(1)
    expect(notice('Copiado').query()).toBeNull()
  })

  it('keeps a notification with autoClose false until the user closes it', async () => {
    await mount()
    await run(() => center.notify('notify', { message: 'Sem conexão', autoClose: false }))
    await advance(60_000)
    await expect.element(notice('Sem conexão')).toBeVisible()
    await page.getByRole('button', { name: 'Fechar notificação' }).click()
    expect(notice('Sem conexão').query()).toBeNull()
    expect(center.getSnapshot('notify')).toEqual([])
  })

  it('shows the newest notification on top', async () => {
    await mount()
    await run(() => {
      center.notify('notify', 'primeira')
      center.notify('notify', 'segunda')
    })
    const shown = page
      .getByRole('status')
      .elements()
      .map((element) => element.textContent)
    expect(shown).toEqual(['segunda', 'primeira'])
  })

  it('styles each type, treats unknown types as warnings and announces errors as alerts', async () => {
    await mount()
    await run(() => {
      center.notify('notify', { message: 'Salvo', type: 'success' })
      center.notify('notify', { message: 'Falhou', type: 'error' })
      center.notify('notify', { message: 'Atenção', type: 'info' })
    })
    const item = (text: string) => notice(text).element().closest('[data-slot=notification]')
    expect(item('Salvo')).toHaveAttribute('data-type', 'success')
    expect(item('Salvo')).toHaveAttribute('role', 'status')
    expect(item('Falhou')).toHaveAttribute('data-type', 'error')
    expect(item('Falhou')).toHaveAttribute('role', 'alert')
    expect(item('Atenção')).toHaveAttribute('data-type', 'warning')
    expect(item('Atenção')).toHaveAttribute('role', 'status')
    const background = (text: string) => getComputedStyle(item(text)!).backgroundColor
    expect(new Set([background('Salvo'), background('Falhou'), background('Atenção')]).size).toBe(3)
  })

  it('shows the type icon unless iconless', async () => {
    await mount()
    await run(() => {
      center.notify('notify', { message: 'Com ícone', type: 'success' })
      center.notify('notify', { message: 'Sem ícone', type: 'success', iconless: true })
    })
    const icon = (text: string) =>
      notice(text)
        .element()
        .closest('[data-slot=notification]')!
        .querySelector('[data-slot=notification-icon]')
    expect(icon('Com ícone')).not.toBeNull()
    expect(icon('Sem ícone')).toBeNull()
  })

  it('shows each channel only in its own area', async () => {
    await mount(
      <>
        <NotificationArea channel="notify" label="Painel" />
        <NotificationArea channel="checkout" label="Checkout" />
      </>,
    )
    await run(() => center.notify('checkout', 'Cartão recusado'))
    const panel = page.getByRole('region', { name: 'Painel' })
    const checkout = page.getByRole('region', { name: 'Checkout' })
    await expect.element(checkout.getByText('Cartão recusado')).toBeVisible()
    expect(panel.getByText('Cartão recusado').query()).toBeNull()
  })

  it('pauses its timer while hovered and resumes with the time that was left', async () => {
    await mount()
    await run(() => center.notify('notify', 'Leia com calma'))
    await advance(3000)
    const item = page.getByRole('status')
    await userEvent.hover(item)
    await expect.element(item).toHaveAttribute('data-paused')
    await advance(10_000)
    await expect.element(notice('Leia com calma')).toBeVisible()
    await userEvent.unhover(item)
    await expect.element(item).not.toHaveAttribute('data-paused')
    await advance(1999)
    await expect.element(notice('Leia com calma')).toBeVisible()
    await advance(1)
    expect(notice('Leia com calma').query()).toBeNull()
  })

  it('pauses its timer while the close button has keyboard focus', async () => {
    await mount(
      <>
        <button type="button">Antes</button>
        <NotificationArea channel="notify" />
      </>,
    )
    await run(() => center.notify('notify', 'Foco aqui'))
    page.getByRole('button', { name: 'Antes' }).element().focus()
    await userEvent.tab()
    await expect.element(page.getByRole('button', { name: 'Fechar notificação' })).toHaveFocus()
    await expect.element(page.getByRole('status')).toHaveAttribute('data-paused')
    await advance(10_000)
    await expect.element(notice('Foco aqui')).toBeVisible()
    await userEvent.tab({ shift: true })
    await expect.element(page.getByRole('status')).not.toHaveAttribute('data-paused')
    await advance(4999)
    await expect.element(notice('Foco aqui')).toBeVisible()
    await advance(1)
    expect(notice('Foco aqui').query()).toBeNull()
  })

  it('restarts the timer when the same id is notified again', async () => {
    await mount()
    await run(() => center.notify('notify', { id: 'sync', message: 'Sincronizando…' }))
    await advance(4000)
    await run(() => center.notify('notify', { id: 'sync', message: 'Ainda sincronizando…' }))
    await advance(4000)
    await expect.element(notice('Ainda sincronizando…')).toBeVisible()
    await advance(1000)
    expect(notice('Ainda sincronizando…').query()).toBeNull()
  })
})

describe('useNotify', () => {
  beforeEach(() => {
    center = createNotificationCenter()
  })

  function SaveButton({ channel }: { channel?: string }) {
    const notify = useNotify(channel)
    return (
      <button type="button" onClick={() => notify({ message: 'Produto salvo', type: 'success' })}>
        Salvar
      </button>
    )
  }

  it('notifies on the "notify" channel by default', async () => {
    await mount(
      <>
        <SaveButton />
        <NotificationArea channel="notify" />
      </>,
    )
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect.element(page.getByRole('status')).toHaveTextContent('Produto salvo')
  })

  it('notifies on the channel it is given', async () => {
    await mount(<SaveButton channel="checkout" />)
    await page.getByRole('button', { name: 'Salvar' }).click()
    expect(center.getSnapshot('checkout')).toHaveLength(1)
    expect(center.getSnapshot('notify')).toHaveLength(0)
  })

  it('throws a named error outside a provider', async () => {
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {})
    await render(
      <Catch>
        <SaveButton />
      </Catch>,
    )
    await expect
      .element(page.getByTestId('caught'))
      .toHaveTextContent(new NotificationCenterMissingError().message)
    silence.mockRestore()
  })
})
