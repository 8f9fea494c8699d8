import { useCallback } from 'react'
import { unstable_serialize, useSWRConfig } from 'swr'
import { customerKeys, type PostalAddress } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/**
 * Finds an address by CEP, once per code: found addresses stay in swr's cache under the
 * code's key (the same for every store). Unknown codes and failed lookups both answer null —
 * "not found", which the form shows as such (specification section 8) — and are asked again
 * next time, since a failure may have been the service's and not the code's.
 */
export function usePostalCodeLookup() {
  const api = useApi()
  const { cache, mutate } = useSWRConfig()
  return useCallback(
    async (postalCode: string): Promise<PostalAddress | null> => {
      const key = customerKeys.postalCode(postalCode)
      const cached = cache.get(unstable_serialize(key))?.data as PostalAddress | undefined
      if (cached) return cached
      try {
        const found = await api.customers.lookupPostalCode(postalCode)
        if (found) await mutate(key, found, { revalidate: false })
        return found
      } catch {
        return null
      }
    },
    [api, cache, mutate],
  )
}
