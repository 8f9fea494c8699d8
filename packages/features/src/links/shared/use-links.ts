import useSWR, { useSWRConfig } from 'swr'
import { isApiError, linkKeys, type PaymentLink } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/** The link with this slug (null: not asked, e.g. level none). */
export function useLinkBySlug(appId: number, slug: string | null) {
  const api = useApi()
  return useSWR(slug === null ? null : linkKeys.bySlug(appId, slug), () =>
    api.links.getBySlug(appId, slug!),
  )
}

/** A 404: the link does not exist (any more) in this store. */
export const isNotFound = (error: unknown) => isApiError(error) && error.statusCode === 404

/**
 * After a change to a link: every list of the store's links is fetched again, and the link's
 * own entries (by slug, by id) take the answer.
 */
export function useLinkChanged(appId: number) {
  const { mutate } = useSWRConfig()
  return (saved: PaymentLink | null, previous?: PaymentLink) => {
    const [root, store] = linkKeys.all(appId)
    void mutate(
      (key) =>
        Array.isArray(key) &&
        key[0] === root &&
        key[1] === store &&
        (key[2] === 'list' || key[2] === 'feed'),
    )
    if (previous && (!saved || previous.slug !== saved.slug)) {
      void mutate(linkKeys.bySlug(appId, previous.slug), undefined, { revalidate: false })
    }
    if (saved) {
      void mutate(linkKeys.bySlug(appId, saved.slug), saved, { revalidate: false })
      void mutate(linkKeys.detail(appId, saved.id), saved, { revalidate: false })
    }
  }
}
