import { useCallback } from 'react'
import { unstable_serialize, useSWRConfig } from 'swr'

/**
 * Fetches again everything cached under a key (a store's customers, a store's split) after a
 * change that touched many of its entries at once, such as a CSV import.
 *
 * swr's key-filter `mutate` skips the lists, which are swr/infinite pages held under a
 * `$inf$` key; both kinds of keys are serialised from the same arrays, so they share the
 * serialised prefix of `key` and are matched by it here.
 */
export function useRevalidateUnder(key: readonly unknown[]): () => Promise<void> {
  const { cache, mutate } = useSWRConfig()
  const prefix = unstable_serialize(key)
  return useCallback(async () => {
    const keys = [...cache.keys()].filter((item) => item.replace(/^\$inf\$/, '').startsWith(prefix))
    await Promise.all(keys.map((item) => mutate(item)))
  }, [prefix, cache, mutate])
}
