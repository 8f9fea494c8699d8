import type { ReactNode } from 'react'
import useSWR from 'swr'
import { layoutSettingsKeys, type Level, type LayoutSettings } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { ErrorState, Skeleton, SkeletonGroup } from '@vitrine/ui'
import { errorMessage } from '../../../shared/server-errors.ts'
import { LayoutNoAccess } from '../../shared/LayoutNoAccess.tsx'
import { SettingsHeader, type SettingsPage } from './SettingsHeader.tsx'

/**
 * What both settings pages share: the header with their tabs, the store's settings read once
 * (one call answers both documents), and the no-access, error and loading states. The form is
 * the page's own, given the settings and a way to keep the server's answer.
 */
export function SettingsFrame({
  appId,
  level,
  page,
  children,
}: {
  appId: number
  level: Level
  page: SettingsPage
  children: (settings: LayoutSettings, saved: (next: LayoutSettings) => void) => ReactNode
}) {
  const api = useApi()
  const allowed = level !== 'none'
  const state = useSWR(allowed ? layoutSettingsKeys.settings(appId) : null, () =>
    api.layoutSettings.get(appId),
  )
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <SettingsHeader appId={appId} current={page} />
      {!allowed ? (
        <LayoutNoAccess />
      ) : state.error ? (
        <ErrorState
          titleAs="h2"
          bordered
          title="Não foi possível carregar as configurações"
          message={errorMessage(state.error)}
          onRetry={() => void state.mutate()}
        />
      ) : !state.data ? (
        <SkeletonGroup label="Carregando as configurações">
          <Skeleton className="h-9 w-full max-w-xl" />
          <Skeleton className="h-9 w-full max-w-xl" />
          <Skeleton className="h-48 w-full" />
        </SkeletonGroup>
      ) : (
        children(state.data, (next) => void state.mutate(next, { revalidate: false }))
      )}
    </div>
  )
}
