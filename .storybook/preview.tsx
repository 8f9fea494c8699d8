import type { Preview } from '@storybook/react-vite'
import '@vitrine/ui/styles.css'
import { fixtureApiLoader, withFixtureApi } from './fixture-api.tsx'
import { navigateSpy, withPanelContext } from './panel-context.tsx'

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
