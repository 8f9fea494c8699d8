import useSWR from 'swr'
import { customerKeys, isApiError, type CustomerInput } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { customerInput } from './customer-forms.ts'

/** The customer is not there (another id, or deleted meanwhile). */
export const isNotFound = (error: unknown) => isApiError(error) && error.statusCode === 404

/** One customer, and how to save a card's changes to it (the update replaces the whole). */
export function useCustomer(appId: number, customerId: number, enabled: boolean) {
  const api = useApi()
  const swr = useSWR(
    enabled ? customerKeys.detail(appId, customerId) : null,
    () => api.customers.get(appId, customerId),
    // Asking again will not bring back a customer that is not there.
    { shouldRetryOnError: (error) => !isNotFound(error) },
  )
  const customer = swr.data

  return {
    customer,
    error: swr.error as unknown,
    isLoading: swr.isLoading,
    retry: () => swr.mutate(),
    /** Sends the stored customer with `changes`; the answer becomes the shown customer. */
    async save(changes: Partial<CustomerInput>) {
      if (!customer) throw new Error('The customer has not loaded yet.')
      const saved = await api.customers.update(appId, customerId, {
        ...customerInput(customer),
        ...changes,
      })
      await swr.mutate(saved, { revalidate: false })
      return saved
    },
  }
}
