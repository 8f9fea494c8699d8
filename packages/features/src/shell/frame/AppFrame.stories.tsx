import type { Meta } from '@storybook/react-vite'
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { sampleMenus, sampleNavbar, sampleUser } from '@vitrine/api/fixture'
import { apiOf, expectCalled, withResellerBrand } from '../../testing/story-context.ts'
import { FrameHarness } from '../testing/FrameHarness.tsx'
import {
  audiences,
  expandPanel,
  menuStory,
  panelEntries,
  sampleReseller,
  sidePanel,
  type FrameStory,
} from '../testing/frame-stories.ts'

const navigate = fn().mockName('navigate')

const meta = {
  title: 'Shell/Frame',
  component: FrameHarness,
  parameters: { layout: 'fullscreen' },
  args: {
    appId: 101,
    appName: 'Loja Aurora',
    routeName: 'overview',
    grants: audiences.owner,
    user: { name: sampleUser.name, email: sampleUser.email },
    reseller: null,
    onSignOut: fn().mockName('onSignOut'),
    onNavigate: navigate,
  },
  beforeEach: () => {
    navigate.mockClear()
  },
} satisfies Meta<typeof FrameHarness>
export default meta

/*
 * Menus show only entries whose route is in the manifest: today the overview, customers and
 * settings screens, and payments since its screens exist. Recurrence joins when its screens do.
 */

// ── Access levels ────────────────────────────────────────────────────────────────────────────

export const Owner = menuStory({
  audience: 'owner',
  entries: ['Visão geral', 'Clientes', 'Pagamentos', 'Recorrência', 'Configurações'],
})

export const ManagerReadEverywhere = menuStory({
  audience: 'readEverywhere',
  entries: ['Visão geral', 'Clientes', 'Pagamentos', 'Recorrência', 'Configurações'],
})

/** Write on payments only: settings (and customers) hide. */
export const ManagerPaymentsOnly = menuStory({
  audience: 'paymentsWriter',
  entries: ['Visão geral', 'Pagamentos'],
})

/** No area at all: only what every member may open. */
export const ManagerNoAreas = menuStory({ audience: 'noAreas', entries: ['Visão geral'] })

/** The wallet role alone opens the wallet screens, nothing else (its section is payments'). */
export const ManagerWalletOnly = menuStory({
  audience: 'walletOnly',
  entries: ['Visão geral', 'Pagamentos'],
})

// ── The same, in reseller mode (the demo reseller: has_payments 0, the rest 1) ───────────────

export const ResellerOwner = menuStory({
  audience: 'owner',
  reseller: sampleReseller(),
  entries: ['Visão geral', 'Clientes', 'Configurações'],
})

export const ResellerManagerReadEverywhere = menuStory({
  audience: 'readEverywhere',
  reseller: sampleReseller(),
  entries: ['Visão geral', 'Clientes', 'Configurações'],
})

export const ResellerManagerPaymentsOnly = menuStory({
  audience: 'paymentsWriter',
  reseller: sampleReseller(),
  entries: ['Visão geral'],
})

export const ResellerManagerNoAreas = menuStory({
  audience: 'noAreas',
  reseller: sampleReseller(),
  entries: ['Visão geral'],
})

export const ResellerManagerWalletOnly = menuStory({
  audience: 'walletOnly',
  reseller: sampleReseller(),
  entries: ['Visão geral'],
})

/** has_settings 0: the owner loses the settings entry; has_{key} decides, not the level. */
export const ResellerWithoutSettings = menuStory({
  audience: 'owner',
  reseller: sampleReseller({ ...sampleReseller().flags, has_settings: 0 }),
  entries: ['Visão geral', 'Clientes'],
})

/*
 * The recurrence screens are not in the manifest yet, so these two stories point the recurrence
 * entry at a route that is: the rule reads the entry's key and area, never its route.
 */
const recurrenceStandIn = {
  navbar: sampleNavbar.map((item) =>
    item.key === 'recurrence' ? { ...item, route: 'settings-logs' } : item,
  ),
  menus: sampleMenus,
}

/** Reseller mode, app 238: the one app that shows the recurrence entry (section 9). */
export const ResellerRecurrenceApp238 = menuStory({
  audience: 'owner',
  reseller: sampleReseller(),
  appId: 238,
  appName: 'Casa Bonita Decor',
  menu: recurrenceStandIn,
  entries: ['Visão geral', 'Clientes', 'Recorrência', 'Configurações'],
})

/** Reseller mode, any other app: no recurrence entry, even with has_recurrence 1. */
export const ResellerRecurrenceOtherApp = menuStory({
  audience: 'owner',
  reseller: sampleReseller(),
  menu: recurrenceStandIn,
  entries: ['Visão geral', 'Clientes', 'Configurações'],
})

/** Outside reseller mode every app shows recurrence to whoever has the area. */
export const RecurrenceOutsideResellerMode = menuStory({
  audience: 'owner',
  menu: recurrenceStandIn,
  entries: ['Visão geral', 'Clientes', 'Pagamentos', 'Recorrência', 'Configurações'],
})

// ── Failure ──────────────────────────────────────────────────────────────────────────────────

/** The menus fail to load: the frame still renders, says so, and logs the failure (section 8). */
export const MenuLoadFailure: FrameStory = {
  parameters: { fixture: { variant: 'error' } },
  beforeEach: () => {
    // Installed before the render: the failure can be logged before the play function starts.
    const consoleError = spyOn(console, 'error').mockImplementation(() => {})
    return () => consoleError.mockRestore()
  },
  play: async ({ canvas, canvasElement, loaded }) => {
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        '[Menu] could not load the navbar',
        expect.anything(),
      ),
    )
    await expandPanel(canvasElement)
    await expect(
      within(sidePanel(canvasElement)).getByText('Menu indisponível no momento.'),
    ).toBeVisible()
    await expect(panelEntries(canvasElement)).toEqual([])
    // The rest of the frame works: the store, the user menu, the page.
    await expect(canvas.getByRole('link', { name: 'Loja Aurora' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: `Menu de ${sampleUser.name}` })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('overview')
    // The panel offers to load the menus again.
    const api = apiOf(loaded)
    await expect(api.menu.navbar).toHaveBeenCalledOnce()
    await userEvent.click(
      within(sidePanel(canvasElement)).getByRole('button', { name: 'Tentar novamente' }),
    )
    await waitFor(() => expect(api.menu.navbar).toHaveBeenCalledTimes(2))
  },
}

// ── The side panel ───────────────────────────────────────────────────────────────────────────

/** Collapsed (every route but the IDE and the CMS page): a rail of icons named for assistive tech. */
export const Collapsed: FrameStory = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(panelEntries(canvasElement)).toEqual([
        'Visão geral',
        'Clientes',
        'Pagamentos',
        'Recorrência',
        'Configurações',
      ]),
    )
    await expect(sidePanel(canvasElement)).toHaveAttribute('data-state', 'collapsed')
    const toggle = canvas.getByRole('button', { name: 'Expandir menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.getByRole('link', { name: 'Visão geral' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

/** The toggle works from the keyboard, keeps focus, and says what it will do next. */
export const ExpandedFromKeyboard: FrameStory = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(panelEntries(canvasElement)).toHaveLength(5))
    await userEvent.tab()
    const toggle = canvas.getByRole('button', { name: 'Expandir menu' })
    await waitFor(() => expect(toggle).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    await expect(sidePanel(canvasElement)).toHaveAttribute('data-state', 'expanded')
    await expect(toggle).toHaveAccessibleName('Recolher menu')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(toggle).toHaveFocus())
    await expect(within(sidePanel(canvasElement)).getByText('Configurações')).toBeVisible()
  },
}

/**
 * On a page of a module with its own menu, the module's entry holds the page (aria-current
 * "true") and the sub-menu marks the page itself (aria-current "page").
 */
export const CurrentEntry: FrameStory = {
  args: { routeName: 'settings-logs' },
  play: async ({ canvasElement }) => {
    await expandPanel(canvasElement)
    const panel = within(sidePanel(canvasElement))
    const logs = await panel.findByRole('link', { name: 'Registro de atividades' })
    await expect(logs).toHaveAttribute('aria-current', 'page')
    await expect(logs).toHaveAttribute('href', '/101/settings/logs')
    await expect(panel.getByRole('link', { name: 'Configurações' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(panel.getByRole('link', { name: 'Usuários e permissões' })).not.toHaveAttribute(
      'aria-current',
    )
    await expect(panel.getByRole('link', { name: 'Visão geral' })).not.toHaveAttribute(
      'aria-current',
    )
  },
}

/**
 * The side-panel rule (section 2): every route change collapses the panel, except to the IDE
 * (`ide-page`) and the CMS page (`layout-page`), which expand it.
 */
export const SidePanelRule: FrameStory = {
  play: async ({ canvas, canvasElement }) => {
    const state = () => sidePanel(canvasElement).getAttribute('data-state')
    const go = async (label: string) =>
      userEvent.click(
        within(canvas.getByRole('region', { name: 'Simular navegação' })).getByRole('button', {
          name: label,
        }),
      )
    await expect(state()).toBe('collapsed')

    await expandPanel(canvasElement)
    // Following a menu entry is a route change: the panel collapses.
    await userEvent.click(
      await within(sidePanel(canvasElement)).findByRole('link', { name: 'Configurações' }),
    )
    await expectCalled(navigate, '/101/settings/users')
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('settings-users')
    await expect(state()).toBe('collapsed')

    await go('IDE')
    await expect(state()).toBe('expanded')
    await go('Registro de atividades')
    await expect(state()).toBe('collapsed')
    await go('Página do layout')
    await expect(state()).toBe('expanded')
    // Collapsing by hand holds until the next route change, which applies the rule again.
    await userEvent.click(canvas.getByRole('button', { name: 'Recolher menu' }))
    await expect(state()).toBe('collapsed')
    await go('IDE')
    await expect(state()).toBe('expanded')
  },
}

// ── Variants ─────────────────────────────────────────────────────────────────────────────────

/** The general-top-header layout (e.g. "Permissão negada"): the header, no side panel. */
export const TopHeader: FrameStory = {
  args: { variant: 'top-header', routeName: 'error-permissions' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible()
    await expect(canvas.queryByRole('navigation', { name: 'Menu da loja' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /menu$/ })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Loja Aurora' })).toHaveAttribute(
      'href',
      '/101/overview',
    )
  },
}

/** A reseller's brand: its name in the header, its colours on the primary tokens. */
export const ResellerBrand: FrameStory = {
  args: { reseller: sampleReseller(), routeName: 'settings-users' },
  beforeEach: withResellerBrand,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('link', { name: 'Revenda Demonstração — minhas lojas' }),
    ).toBeVisible()
    await expandPanel(canvasElement)
    await expect(
      await within(sidePanel(canvasElement)).findByRole('link', {
        name: 'Usuários e permissões',
      }),
    ).toHaveAttribute('aria-current', 'page')
  },
}

/**
 * Reseller mode with has_settings 0 (issue 18): the flag hides the settings module's own menu
 * entries too, not only its navbar entry (shell/menus/visible-items.ts `menuFlagKey`).
 */
export const ResellerModuleEntriesFlagOff: FrameStory = {
  name: 'Reseller · module entries follow the flag',
  args: {
    reseller: sampleReseller({ ...sampleReseller().flags, has_settings: 0 }),
    routeName: 'settings-users',
  },
  play: async ({ canvasElement }) => {
    await expandPanel(canvasElement)
    const panel = within(sidePanel(canvasElement))
    await expect(await panel.findByRole('link', { name: 'Visão geral' })).toBeVisible()
    await expect(panel.queryByRole('link', { name: 'Usuários e permissões' })).toBeNull()
    await expect(panel.queryByRole('link', { name: 'Configurações' })).toBeNull()
  },
}

const mobile = { viewport: { value: 'mobile2', isRotated: false } }

/** Narrow screens: the collapsed panel is hidden; the header's button opens it. */
export const MobileClosed: FrameStory = {
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(sidePanel(canvasElement)).toHaveAttribute('data-state', 'collapsed')
    await expect(sidePanel(canvasElement)).not.toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Abrir menu' })).toBeVisible()
  },
}

/**
 * Narrow screens: the open panel is a drawer over the page, which is out of reach behind a
 * backdrop; Escape closes it and gives focus back to the button.
 */
export const MobileDrawer: FrameStory = {
  globals: mobile,
  args: { routeName: 'settings-users' },
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: 'Abrir menu' })
    await userEvent.click(toggle)
    const panel = sidePanel(canvasElement)
    await expect(panel).toBeVisible()
    await expect(toggle).toHaveAccessibleName('Fechar menu')
    await expect(canvasElement.querySelector('main')).toHaveAttribute('inert')
    await expect(
      canvasElement.querySelector('[data-slot="side-panel-backdrop"]'),
    ).toBeInTheDocument()

    await userEvent.keyboard('{Escape}')
    await expect(panel).not.toBeVisible()
    await waitFor(() => expect(toggle).toHaveFocus())
    await expect(canvasElement.querySelector('main')).not.toHaveAttribute('inert')

    await userEvent.click(toggle)
    await expect(
      await within(panel).findByRole('link', { name: 'Usuários e permissões' }),
    ).toHaveAttribute('aria-current', 'page')
  },
}

/** Narrow screens: following an entry closes the drawer (a route change). */
export const MobileDrawerClosesOnNavigation: FrameStory = {
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }))
    await userEvent.click(
      await within(sidePanel(canvasElement)).findByRole('link', { name: 'Configurações' }),
    )
    await expectCalled(navigate, '/101/settings/users')
    await expect(sidePanel(canvasElement)).not.toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('settings-users')
  },
}

/** Every screen's help: the header's "Ajuda" opens the docs page of the current route. */
export const HelpLink: FrameStory = {
  args: { routeName: 'payments-split-sellers' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ajuda' })).toHaveAttribute(
      'href',
      '/docs/pagamentos/split',
    )
  },
}
