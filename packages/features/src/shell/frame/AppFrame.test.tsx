import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { NO_GRANTS } from '@vitrine/api'
import { createFixtureApi } from '@vitrine/api/fixture'
import { VitrineProvider } from '@vitrine/api/react'
import { NavigationProvider } from '../../routes/navigation.tsx'
import { AppFrame } from './AppFrame.tsx'

/** The viewport of the browser project (vitest.config.ts), restored after narrow-screen tests. */
const WIDE = { width: 1024, height: 768 }

function frame(routeName: string, variant?: 'side-panel' | 'top-header') {
  return (
    <VitrineProvider api={createFixtureApi()}>
      <NavigationProvider navigate={vi.fn()}>
        <AppFrame
          appId={101}
          appName="Loja Aurora"
          routeName={routeName}
          grants={{ ...NO_GRANTS, owner: true }}
          user={{ name: 'Marina Costa', email: 'marina@lojaaurora.com.br' }}
          variant={variant}
          onSignOut={() => {}}
        >
          <h1>Página</h1>
          <button type="button">Ação da página</button>
        </AppFrame>
      </NavigationProvider>
    </VitrineProvider>
  )
}

const panel = () => document.querySelector('nav[aria-label="Menu da loja"]')
const panelState = () => panel()?.getAttribute('data-state')
const backdrop = () => document.querySelector('[data-slot="side-panel-backdrop"]')

afterEach(async () => {
  await page.viewport(WIDE.width, WIDE.height)
})

describe('the side-panel rule (section 2)', () => {
  it('opens on the IDE and the CMS page and closes on every other route change', async () => {
    const screen = await render(frame('overview'))
    expect(panelState()).toBe('collapsed')
    const steps = [
      ['ide-page', 'expanded'],
      ['settings-users', 'collapsed'],
      ['layout-page', 'expanded'],
      ['ide-page', 'expanded'],
      ['settings-logs', 'collapsed'],
      ['overview', 'collapsed'],
    ] as const
    for (const [routeName, state] of steps) {
      await screen.rerender(frame(routeName))
      expect(panelState(), `after a change to ${routeName}`).toBe(state)
    }
  })

  it('starts expanded when the first route is the IDE or the CMS page', async () => {
    await render(frame('layout-page'))
    expect(panelState()).toBe('expanded')
  })

  it('keeps what the user chose until the route changes', async () => {
    const screen = await render(frame('overview'))
    await page.getByRole('button', { name: 'Expandir menu' }).click()
    expect(panelState()).toBe('expanded')
    // A re-render on the same route (new data, say) is not a route change.
    await screen.rerender(frame('overview'))
    expect(panelState()).toBe('expanded')
    await screen.rerender(frame('settings-users'))
    expect(panelState()).toBe('collapsed')

    await screen.rerender(frame('ide-page'))
    await page.getByRole('button', { name: 'Recolher menu' }).click()
    await screen.rerender(frame('ide-page'))
    expect(panelState()).toBe('collapsed')
  })

  it('toggles from the keyboard and says what the button will do', async () => {
    await render(frame('overview'))
    const toggle = page.getByRole('button', { name: 'Expandir menu' })
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false')
    ;(toggle.element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByRole('button', { name: 'Recolher menu' })).toHaveFocus()
    expect(panelState()).toBe('expanded')
    await userEvent.keyboard(' ')
    expect(panelState()).toBe('collapsed')
  })

  it('has no side panel in the top-header variant', async () => {
    await render(frame('error-permissions', 'top-header'))
    expect(panel()).toBeNull()
    await expect.element(page.getByRole('button', { name: /menu$/i })).not.toBeInTheDocument()
  })

  it('on wide screens keeps the page reachable and ignores Escape', async () => {
    await render(frame('ide-page'))
    expect(panelState()).toBe('expanded')
    expect(backdrop()).toBeNull()
    await userEvent.keyboard('{Escape}')
    expect(panelState()).toBe('expanded')
    expect(document.querySelector('main')?.inert).toBe(false)
  })
})

describe('on narrow screens (< md)', () => {
  it('hides the collapsed panel; the header button opens it as a drawer over the page', async () => {
    // Wider than the drawer, so the backdrop shows beside it.
    await page.viewport(600, 800)
    await render(frame('overview'))
    await expect.element(page.elementLocator(panel()!)).not.toBeVisible()

    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await expect.element(page.getByRole('navigation', { name: 'Menu da loja' })).toBeVisible()
    expect(getComputedStyle(panel()!).position).toBe('fixed')
    expect(backdrop()).not.toBeNull()
    // The page behind is out of reach, as behind a dialog.
    expect(document.querySelector('main')?.inert).toBe(true)
    const pageAction = page.getByRole('button', { name: 'Ação da página' }).element() as HTMLElement
    pageAction.focus()
    expect(document.activeElement).not.toBe(pageAction)

    await userEvent.click(backdrop()!)
    expect(panelState()).toBe('collapsed')
    expect(backdrop()).toBeNull()
    expect(document.querySelector('main')?.inert).toBe(false)
  })

  it('closes on Escape and gives focus back to the button', async () => {
    await page.viewport(400, 800)
    await render(frame('overview'))
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    const overview = page.getByRole('link', { name: 'Visão geral' })
    ;(overview.element() as HTMLElement).focus()
    await userEvent.keyboard('{Escape}')
    expect(panelState()).toBe('collapsed')
    await expect.element(page.getByRole('button', { name: 'Abrir menu' })).toHaveFocus()
  })

  it('closes on every route change, the IDE and the CMS page included', async () => {
    await page.viewport(400, 800)
    const screen = await render(frame('overview'))
    for (const routeName of ['settings-users', 'ide-page', 'layout-page']) {
      await page.getByRole('button', { name: 'Abrir menu' }).click()
      expect(panelState()).toBe('expanded')
      await screen.rerender(frame(routeName))
      expect(panelState(), `after a change to ${routeName}`).toBe('collapsed')
    }
  })

  it('closes when following an entry, even to the page already open', async () => {
    await page.viewport(400, 800)
    await render(frame('overview'))
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await page.getByRole('link', { name: 'Visão geral' }).click()
    expect(panelState()).toBe('collapsed')
  })

  it('closes the open panel when the screen becomes narrow', async () => {
    await render(frame('ide-page'))
    expect(panelState()).toBe('expanded')
    await page.viewport(400, 800)
    await expect.poll(panelState).toBe('collapsed')
    await expect.element(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible()
  })
})
