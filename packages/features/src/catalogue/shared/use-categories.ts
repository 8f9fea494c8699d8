import useSWR from 'swr'
import { catalogueKeys, categoryPath, type Category } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/**
 * The store's categories, flat in the tree's order (the list's filter, the product's picker and
 * the tree screen read the same answer under one key). `pathOf` names one by its path
 * ("Roupas › Camisetas").
 */
export function useCategories(appId: number, enabled: boolean) {
  const api = useApi()
  const swr = useSWR(enabled ? catalogueKeys.categories(appId) : null, () =>
    api.catalogue.listCategories(appId),
  )
  const categories: Category[] | undefined = swr.data?.items
  return {
    categories,
    error: swr.error as unknown,
    isLoading: swr.isLoading,
    reload: () => swr.mutate(),
    mutate: swr.mutate,
    pathOf: (id: number) => categoryPath(categories ?? [], id),
  }
}
