import type { ReactNode } from 'react'
import { isApiError, type Level } from '@vitrine/api'
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorState,
  Skeleton,
  SkeletonText,
} from '@vitrine/ui'
import { ChevronRight, SearchX } from 'lucide-react'
import { Link } from '../../routes/navigation.tsx'
import { errorMessage } from '../../shared/server-errors.ts'
import { ShareAddress } from '../../shared/ShareAddress.tsx'
import { subscriptionsHref } from '../shared/subscription-links.ts'
import { SubscriptionStatusBadge } from '../shared/SubscriptionStatusBadge.tsx'
import { InvoiceCard } from './InvoiceCard.tsx'
import { SubscriptionActions } from './SubscriptionActions.tsx'
import { SubscriptionFacts } from './SubscriptionFacts.tsx'
import { subscriptionMoves } from './subscription-moves.ts'
import { SubscriptionNotices } from './SubscriptionNotices.tsx'
import { useSubscription } from './use-subscription.ts'

export interface MerchantSubscriptionProps {
  appId: number
  subscriptionId: string
  /** read sees everything; write acts. */
  level: Exclude<Level, 'none'>
}

/** Where the screen sits: Recorrência › Assinaturas › the subscriber's name. */
function Breadcrumb({ appId, current }: { appId: number; current?: string }) {
  return (
    <nav aria-label="Trilha de navegação">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        <li>Recorrência</li>
        <li className="flex items-center gap-1.5">
          <ChevronRight aria-hidden className="size-3.5 shrink-0" />
          <Link href={subscriptionsHref(appId)} className="hover:text-foreground hover:underline">
            Assinaturas
          </Link>
        </li>
        {current ? (
          <li className="flex min-w-0 items-center gap-1.5">
            <ChevronRight aria-hidden className="size-3.5 shrink-0" />
            <span aria-current="page" className="truncate text-foreground">
              {current}
            </span>
          </li>
        ) : null}
      </ol>
    </nav>
  )
}

/**
 * The merchant's view of one subscription: who, which plan and how it stands, what is about to
 * happen, the subscriber's link, the actions write level may take, and every cycle's invoice
 * newest first with its payment and timeline.
 */
export function MerchantSubscription({ appId, subscriptionId, level }: MerchantSubscriptionProps) {
  const { detail, error, reload, changed } = useSubscription(appId, subscriptionId, true)
  const canWrite = level === 'write'

  if (error && !detail) {
    if (isApiError(error) && error.statusCode === 404) {
      return (
        <Page appId={appId}>
          <EmptyState
            titleAs="h2"
            bordered
            icon={<SearchX aria-hidden />}
            title="Assinatura não encontrada"
            description="Confira o endereço da página, ou procure a assinatura na lista."
            action={
              <Button asChild variant="secondary">
                <Link href={subscriptionsHref(appId)}>Voltar para as assinaturas</Link>
              </Button>
            }
          />
        </Page>
      )
    }
    return (
      <Page appId={appId}>
        <ErrorState
          titleAs="h2"
          title="Não foi possível carregar a assinatura"
          message={errorMessage(error)}
          onRetry={() => void reload()}
        />
      </Page>
    )
  }
  if (!detail) {
    return (
      <Page appId={appId}>
        <div
          role="status"
          aria-busy="true"
          aria-label="Carregando a assinatura"
          className="flex flex-col gap-4"
        >
          <Skeleton className="h-8 w-64" />
          <Card>
            <CardContent>
              <SkeletonText lines={4} />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <SkeletonText lines={6} />
            </CardContent>
          </Card>
        </div>
      </Page>
    )
  }

  const { subscription, invoices } = detail
  return (
    <Page appId={appId} current={subscription.customer.name}>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold">
            {subscription.customer.name}
            <SubscriptionStatusBadge status={subscription.status} />
          </h1>
          <p className="text-muted-foreground">
            {subscription.plan.name} · <span className="font-mono text-sm">{subscription.id}</span>
          </p>
        </div>
      </header>
      <SubscriptionNotices
        appId={appId}
        subscription={subscription}
        canKeep={canWrite && subscriptionMoves(detail).keep}
        onChanged={changed}
      />
      {canWrite ? (
        <SubscriptionActions appId={appId} detail={detail} onChanged={changed} />
      ) : (
        <p className="text-sm text-muted-foreground" data-slot="read-only-note">
          Para pausar, cancelar ou trocar o plano, é preciso permissão de edição em Recorrência.
        </p>
      )}
      <SubscriptionFacts subscription={subscription} />
      {subscription.subscribe_url ? (
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Link do assinante</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ShareAddress
              url={subscription.subscribe_url}
              title={`Assinatura ${subscription.plan.name}`}
              qrLabel="QR code do link do assinante"
              note="Por este link o cliente paga o ciclo atual; a página da assinatura mostra as faturas, troca o cartão e cancela."
            />
          </CardContent>
        </Card>
      ) : null}
      <section aria-labelledby="invoices-title" className="flex flex-col gap-3">
        <h2 id="invoices-title" className="text-lg font-semibold">
          Faturas
        </h2>
        {invoices.length === 0 ? (
          <p className="text-muted-foreground" data-slot="no-invoices">
            {subscription.status === 'trialing'
              ? 'Nenhuma fatura ainda: a primeira é emitida no fim do teste grátis.'
              : 'Nenhuma fatura emitida ainda.'}
          </p>
        ) : (
          invoices.map((invoice) => (
            <InvoiceCard
              key={invoice.id}
              appId={appId}
              subscription={subscription}
              invoice={invoice}
              canWrite={canWrite}
              onChanged={changed}
            />
          ))
        )}
      </section>
    </Page>
  )
}

function Page({
  appId,
  current,
  children,
}: {
  appId: number
  current?: string
  children: ReactNode
}) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <Breadcrumb appId={appId} current={current} />
      {children}
    </div>
  )
}
