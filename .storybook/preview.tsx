import type { Preview } from '@storybook/react-vite'
import { configure } from 'storybook/test'
import '@vitrine/ui/styles.css'
import { fixtureApiLoader, withFixtureApi } from './fixture-api.tsx'
import { navigateSpy, withPanelContext } from './panel-context.tsx'

/*
 * findBy* and waitFor give up after 1 s by default. On a loaded two-core machine a submit's
 * validation, fixture answer and re-render took longer, and a play failed waiting for what did
 * happen a moment later. Waiting longer costs nothing when the condition comes at once.
 */
configure({ asyncUtilTimeout: 10_000 })

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Accessibility violations fail the story's test (addon-a11y + Vitest).
    a11y: { test: 'error' },
  },
  loaders: [fixtureApiLoader],
  decorators: [withPanelContext, withFixtureApi],
  beforeEach: () => {
    navigateSpy.mockClear()
  },
  tags: ['autodocs'],
}
export default preview
