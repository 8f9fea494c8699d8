/** Routes that open with the side panel expanded (section 2); every other route collapses it. */
export const EXPANDED_PANEL_ROUTES = ['ide-page', 'layout-page'] as const

export function panelExpandedFor(routeName: string): boolean {
  return (EXPANDED_PANEL_ROUTES as readonly string[]).includes(routeName)
}
