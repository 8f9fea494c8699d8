import type { Decorator, Loader } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { createMemoryStorage, VitrineProvider, type KeyValueStorage } from '@vitrine/api/react'
import { createFixtureApi, type FixtureApi, type FixtureOptions } from '@vitrine/api/fixture'

/**
 * Every story gets a fresh fixture adapter built from `parameters.fixture` (variant, delay, …),
 * with every method wrapped in a Storybook spy so play functions can assert the calls:
 * `play: async ({ loaded }) => expect(loaded.api.auth.login).toHaveBeenCalled()`.
 * It also gets a fresh memory storage, holding `parameters.storage` (key → value) to begin with,
 * so no preference leaks from one story to the next: `loaded.storage.get(key)`.
 */
export const fixtureApiLoader: Loader = async ({ parameters }) => ({
  api: createFixtureApi({
    ...(parameters.fixture as FixtureOptions | undefined),
    wrap: (method) => fn(method) as unknown as typeof method,
  }),
  storage: createMemoryStorage(parameters.storage as Record<string, string> | undefined),
})

export const withFixtureApi: Decorator = (Story, { loaded }) => {
  const { api, storage } = loaded as { api: FixtureApi; storage: KeyValueStorage }
  return (
    <VitrineProvider api={api} storage={storage}>
      <Story />
    </VitrineProvider>
  )
}
