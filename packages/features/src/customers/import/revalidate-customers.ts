import { customerKeys } from '@vitrine/api'
import { useRevalidateUnder } from '../../shared/revalidate-under.ts'

/**
 * Fetches again everything cached about a store's customers after an import or its undo
 * changed many of them at once: lists, details, tags, the import history.
 */
export function useRevalidateCustomers(appId: number): () => Promise<void> {
  return useRevalidateUnder(customerKeys.all(appId))
}
