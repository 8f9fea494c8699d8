import type { Decorator } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { NavigationProvider } from '../routes/navigation.tsx'

/**
 * A navigate spy of a stories file's own. The panel's spy lives in .storybook, which lint keeps
 * out of a package's reach; a provider nearer the screen takes precedence, so spreading
 * `decorators` and `beforeEach` into a meta (or one story) watches navigation with this one.
 */
export function navigationSpy() {
  const navigate = fn().mockName('navigate')
  const decorator: Decorator = (Story) => (
    <NavigationProvider navigate={navigate}>
      <Story />
    </NavigationProvider>
  )
  return {
    navigate,
    decorators: [decorator],
    beforeEach: () => {
      navigate.mockClear()
    },
  }
}
