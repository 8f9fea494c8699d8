import { useDeferredValue, useState } from 'react'
import useSWR from 'swr'
import { appKeys, type AppListItem } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Button, EmptyState, ErrorState, Input, Skeleton } from '@vitrine/ui'
import { Plus, Search, Store } from 'lucide-react'
import { href } from '../../routes/manifest.ts'
import { Link } from '../../routes/navigation.tsx'
import { AppCard } from '../../shared/AppCard.tsx'
import { InvitationCard } from '../invitation/InvitationCard.tsx'

export interface AppsScreenProps {
  /** Where an app's card leads; without it the cards are not links. */
  appHref?: (app: AppListItem) => string
  /**
   * The token of an invitation to answer (the link of an invitation e-mail opened while signed
   * in, or a sign-in that could not accept it): a card above the stores asks about it.
   */
  invitation?: string
  /** The invitation was declined for now, or is dead: the host drops it from the address. */
  onInvitationClosed?: () => void
  /** The invitation was accepted: the host reloads the signed-in user (see InvitationCard). */
  onInvitationAccepted?: () => void
}

/** Search only pays off once there are a few stores to tell apart. */
const SEARCH_FROM = 4

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
}

/** "Minhas lojas": every app the user owns or manages. */
export function AppsScreen({
  appHref,
  invitation,
  onInvitationClosed,
  onInvitationAccepted,
}: AppsScreenProps) {
  const api = useApi()
  const { data: apps, error, mutate, isLoading } = useSWR(appKeys.list(), () => api.apps.list())
  const [query, setQuery] = useState('')
  const deferredQuery = useDeferredValue(query)

  const visible = apps?.filter(
    (app) =>
      normalize(app.name).includes(normalize(deferredQuery)) ||
      String(app.id) === deferredQuery.trim(),
  )

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold">Minhas lojas</h1>
          <p className="text-muted-foreground">As lojas que você administra ou gerencia.</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {apps && apps.length >= SEARCH_FROM ? (
            <Input
              type="search"
              aria-label="Buscar loja"
              placeholder="Buscar por nome ou número"
              className="w-72"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              startAdornment={<Search aria-hidden />}
            />
          ) : null}
          {apps && apps.length > 0 ? (
            <Button asChild variant="secondary">
              <Link href={href('onboarding-new-app')}>
                <Plus aria-hidden />
                Nova loja
              </Link>
            </Button>
          ) : null}
        </div>
      </header>

      {invitation ? (
        <InvitationCard
          key={invitation}
          token={invitation}
          onClose={() => onInvitationClosed?.()}
          onAccepted={onInvitationAccepted}
        />
      ) : null}

      {error ? (
        <ErrorState
          titleAs="h2"
          title="Não foi possível carregar suas lojas"
          message={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : isLoading || !apps || !visible ? (
        <ul
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-busy="true"
          aria-label="Carregando lojas"
        >
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton className="h-32 w-full" />
            </li>
          ))}
        </ul>
      ) : apps.length === 0 ? (
        <EmptyState
          titleAs="h2"
          icon={<Store aria-hidden />}
          title="Você ainda não tem lojas"
          description="Crie a sua em poucos minutos: nós guiamos você do visual ao primeiro pagamento. Se alguém convidar você para gerenciar uma loja, ela também aparece aqui."
          action={
            <Button asChild>
              <Link href={href('onboarding-new-app')}>Criar minha primeira loja</Link>
            </Button>
          }
        />
      ) : visible.length === 0 ? (
        <EmptyState
          titleAs="h2"
          icon={<Search aria-hidden />}
          title="Nenhuma loja encontrada"
          description={`Nenhuma loja corresponde a “${deferredQuery.trim()}”.`}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((app) => (
            <li key={app.id}>
              <AppCard app={app} href={appHref?.(app)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
