import useSWR from 'swr'
import { walletKeys } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/*
 * What the wallet's pages read: the settings (on or off, limits, destination) and the balance.
 * Nothing is asked when `allowed` is false (level none).
 */

export function useWalletSettings(appId: number, allowed: boolean) {
  const api = useApi()
  return useSWR(allowed ? walletKeys.settings(appId) : null, () => api.wallet.settings(appId))
}

export function useWalletBalance(appId: number, allowed: boolean) {
  const api = useApi()
  return useSWR(allowed ? walletKeys.balance(appId) : null, () => api.wallet.balance(appId))
}
