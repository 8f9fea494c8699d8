import { useCallback } from 'react'
import { unstable_serialize, useSWRConfig } from 'swr'
import { customerKeys } from '@vitrine/api'

/**
 * Fetches again everything cached about a store's customers after an import or its undo
 * changed many of them at once: lists, details, tags, the import history.
 *
 * swr's key-filter `mutate` skips the lists, which are swr/infinite pages held under a
 * `$inf$` key; both kinds of keys are serialised from the same arrays, so they share the
 * serialised prefix of `customerKeys.all(appId)` and are matched by it here.
 */
export function useRevalidateCustomers(appId: number): () => Promise<void> {
  const { cache, mutate } = useSWRConfig()
  return useCallback(async () => {
    const prefix = unstable_serialize(customerKeys.all(appId))
    const keys = [...cache.keys()].filter((key) => key.replace(/^\$inf\$/, '').startsWith(prefix))
    await Promise.all(keys.map((key) => mutate(key)))
  }, [appId, cache, mutate])
}
