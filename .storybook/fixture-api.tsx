import type { Decorator, Loader } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { VitrineProvider } from '@vitrine/api/react'
import { createFixtureApi, type FixtureApi, type FixtureOptions } from '@vitrine/api/fixture'

/**
 * Every story gets a fresh fixture adapter built from `parameters.fixture` (variant, delay, …),
 * with every method wrapped in a Storybook spy so play functions can assert the calls:
 * `play: async ({ loaded }) => expect(loaded.api.auth.login).toHaveBeenCalled()`.
 */
export const fixtureApiLoader: Loader = async ({ parameters }) => ({
  api: createFixtureApi({
    ...(parameters.fixture as FixtureOptions | undefined),
    wrap: (method) => fn(method) as unknown as typeof method,
  }),
})

export const withFixtureApi: Decorator = (Story, { loaded }) => (
  <VitrineProvider api={(loaded as { api: FixtureApi }).api}>
    <Story />
  </VitrineProvider>
)
