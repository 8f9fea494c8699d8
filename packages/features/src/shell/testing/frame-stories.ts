import type { StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { AREAS, NO_GRANTS, type Grants } from '@vitrine/api'
import { sampleWhitelabel, type FixtureOptions, type FixtureState } from '@vitrine/api/fixture'
import { withResellerBrand } from '../../testing/story-context.ts'
import type { AppFrameProps } from '../frame/AppFrame.tsx'
import type { FrameHarness } from './FrameHarness.tsx'

/*
 * The frame's stories are the one exception to testing/screen-matrix.ts, on purpose: a screen's
 * matrix crosses its access level with the data state of its one resource, and its standard
 * plays (no access, pending, error, empty) are about that resource. The frame has neither: it
 * is seen by audiences (owner, managers with given grants) in or out of reseller mode, and what
 * changes is which navbar entries show. So its matrix is audience × reseller, and `menuStory`
 * builds each cell as a finished story the same way screenMatrix does (a few lines of
 * configuration, a standard play). The shared pieces (apiOf, withResellerBrand) come from
 * testing/ like everyone else's.
 */

export type FrameStory = StoryObj<typeof FrameHarness>

/** Who looks at the frame: the owner and managers with the access levels worth telling apart. */
export const audiences = {
  owner: { ...NO_GRANTS, owner: true },
  readEverywhere: { ...NO_GRANTS, entries: AREAS.map((name) => ({ name, type: 'read' })) },
  paymentsWriter: { ...NO_GRANTS, entries: [{ name: 'payments', type: 'write' }] },
  noAreas: NO_GRANTS,
  walletOnly: { ...NO_GRANTS, entries: [{ name: '__wallet', type: 'role' }] },
} as const satisfies Record<string, Grants>
export type Audience = keyof typeof audiences

/** The demo reseller, as the panel passes it to the frame. */
export const sampleReseller = (
  flags: Readonly<Record<string, number>> = sampleWhitelabel.flags,
): NonNullable<AppFrameProps['reseller']> => ({
  brand: { name: sampleWhitelabel.name, logoUrl: sampleWhitelabel.branding.logo_url },
  flags,
})

/** The side panel, also while hidden (collapsed on a narrow screen). */
export function sidePanel(canvasElement: HTMLElement): HTMLElement {
  const nav = canvasElement.querySelector<HTMLElement>('nav[aria-label="Menu da loja"]')
  if (!nav) throw new Error('The side panel is missing')
  return nav
}

/** The navbar entries the side panel shows, in order (sub-menus left out). */
export function panelEntries(canvasElement: HTMLElement): string[] {
  return [...sidePanel(canvasElement).querySelectorAll(':scope > ul > li > a')].map(
    (link) => link.getAttribute('aria-label') ?? link.textContent ?? '',
  )
}

/** Opens the side panel with its button, so the entries show their names. */
export async function expandPanel(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Expandir menu' }))
  await expect(sidePanel(canvasElement)).toHaveAttribute('data-state', 'expanded')
}

export interface MenuStoryOptions {
  audience: Audience
  /** The navbar entries this audience must see, in order. */
  entries: readonly string[]
  reseller?: AppFrameProps['reseller']
  appId?: number
  appName?: string
  /** The fixture's menus, when the sample ones cannot show what the story is about. */
  menu?: FixtureState['menu']
  fixture?: FixtureOptions
}

/**
 * One cell of the access × reseller matrix: the frame for this audience, with the panel
 * expanded, and a play function checking exactly which navbar entries show.
 */
export function menuStory({
  audience,
  entries,
  reseller = null,
  appId,
  appName,
  menu,
  fixture,
}: MenuStoryOptions): FrameStory {
  return {
    args: {
      grants: audiences[audience],
      reseller,
      ...(appId === undefined ? {} : { appId }),
      ...(appName === undefined ? {} : { appName }),
    },
    parameters: { fixture: { ...fixture, ...(menu ? { state: { menu } } : {}) } },
    beforeEach: reseller ? withResellerBrand : undefined,
    play: async ({ canvasElement }) => {
      await expandPanel(canvasElement)
      await waitFor(() => expect(panelEntries(canvasElement)).toEqual(entries))
    },
  }
}
