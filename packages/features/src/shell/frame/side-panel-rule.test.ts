import { describe, expect, it } from 'vitest'
import { EXPANDED_PANEL_ROUTES, panelExpandedFor } from './side-panel-rule.ts'

describe('panelExpandedFor', () => {
  it.each(EXPANDED_PANEL_ROUTES)('opens the panel on %s', (routeName) => {
    expect(panelExpandedFor(routeName)).toBe(true)
  })

  it.each(['overview', 'settings-users', 'layout-page-seo', 'ide', 'error-permissions', ''])(
    'collapses it on %j (names match exactly)',
    (routeName) => {
      expect(panelExpandedFor(routeName)).toBe(false)
    },
  )
})
