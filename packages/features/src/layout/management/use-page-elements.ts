import useSWR from 'swr'
import { cmsKeys, type CmsElement, type CmsPageElements } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/** The page and its elements (GET /cms/{layoutId}/search/{pageParams}), by placeholder then position. */
export function usePageElements(layoutId: number | null | undefined, slug: string) {
  const api = useApi()
  const page = useSWR(layoutId ? cmsKeys.page(layoutId, slug) : null, () =>
    api.cms.page(layoutId!, slug),
  )
  return {
    ...page,
    /** One element changed (its status, an edit): the page as the server now has it. */
    replace: (element: CmsElement) =>
      page.mutate(
        (current: CmsPageElements | undefined) =>
          current && {
            ...current,
            elements: current.elements.map((candidate) =>
              candidate.content_id === element.content_id ? element : candidate,
            ),
          },
        { revalidate: false },
      ),
  }
}
