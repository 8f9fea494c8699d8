import type { Api } from './api.ts'

export type LazyApi = Api & {
  /** Starts loading the implementation (e.g. on the first interaction) and resolves with it. */
  preload(): Promise<Api>
}

/**
 * An Api whose implementation is fetched on first use. The panel's sign-in page does not need
 * the HTTP adapter, its schemas or its error handling to appear, only to submit; loading them
 * on the first interaction keeps them out of the page's first load.
 */
export function createLazyApi(load: () => Promise<Api>): LazyApi {
  let loading: Promise<Api> | undefined
  const preload = () => (loading ??= load())
  const resources = new Map<PropertyKey, unknown>()
  return new Proxy({ preload } as LazyApi, {
    get(target, resource) {
      if (resource === 'preload' || typeof resource === 'symbol')
        return Reflect.get(target, resource)
      if (!resources.has(resource)) {
        resources.set(
          resource,
          new Proxy(
            {},
            {
              get:
                (_, method) =>
                async (...args: unknown[]) => {
                  const api = (await preload()) as unknown as Record<
                    PropertyKey,
                    Record<PropertyKey, (...a: unknown[]) => unknown>
                  >
                  return api[resource]![method]!(...args)
                },
            },
          ),
        )
      }
      return resources.get(resource)
    },
  })
}
