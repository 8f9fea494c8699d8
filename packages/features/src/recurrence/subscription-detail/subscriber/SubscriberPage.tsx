import { isApiError, type SubscriberView } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  Button,
  Card,
  CardContent,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Skeleton,
  SkeletonText,
  useNotify,
} from '@vitrine/ui'
import { CircleSlash, SearchX } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatDate } from '../../../shared/format.ts'
import { errorMessage } from '../../../shared/server-errors.ts'
import { SubscriptionStatusBadge } from '../../shared/SubscriptionStatusBadge.tsx'
import { paidWithText } from '../../shared/subscription-words.ts'
import { SubscriberInvoices } from './SubscriberInvoices.tsx'
import { UpdateCardDialog } from './UpdateCardDialog.tsx'
import { useSubscriberView } from './use-subscriber-view.ts'
import { priceEveryText } from '../../shared/interval-words.ts'

/** The page's column: plain, no panel around it (the subscriber is no one in the panel). */
function Frame({ store, children }: { store?: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 py-2" data-slot="subscriber-page">
      {store ? <p className="text-sm font-medium text-muted-foreground">{store}</p> : null}
      {children}
    </div>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  )
}

/** An active subscription whose running period is paid ends at that period's end. */
function endsAtPeriodEnd(view: SubscriberView, now = new Date()): string | null {
  const end = view.current_period_end
  if (view.status !== 'active' || !end || new Date(end) <= now) return null
  const current = view.invoices.find((invoice) => invoice.cycle === view.current_cycle)
  return current?.paid_at ? end : null
}

/**
 * The subscriber's page (the detail's address without login): the store, their plan and how it
 * stands, the next charge and the card, their invoices and payments; "Atualizar cartão" for a
 * subscription paid by card and "Cancelar assinatura", saying when it ends. Nothing internal.
 */
export function SubscriberPage({ subscriptionId }: { subscriptionId: string }) {
  const api = useApi()
  const notify = useNotify()
  const { view, error, reload, changed } = useSubscriberView(subscriptionId)

  if (error && !view) {
    if (isApiError(error) && error.statusCode === 404) {
      return (
        <Frame>
          <h1 className="sr-only">Assinatura</h1>
          <EmptyState
            titleAs="h2"
            bordered
            icon={<SearchX aria-hidden />}
            title="Assinatura não encontrada"
            description="Confira se o endereço está igual ao do link que a loja enviou."
          />
        </Frame>
      )
    }
    return (
      <Frame>
        <h1 className="sr-only">Assinatura</h1>
        <ErrorState
          titleAs="h2"
          title="Não foi possível carregar a sua assinatura"
          message={errorMessage(error)}
          onRetry={() => void reload()}
        />
      </Frame>
    )
  }
  if (!view) {
    return (
      <Frame>
        <div
          role="status"
          aria-busy="true"
          aria-label="Carregando a sua assinatura"
          className="flex flex-col gap-4"
        >
          <Skeleton className="h-8 w-56" />
          <Card>
            <CardContent>
              <SkeletonText lines={5} />
            </CardContent>
          </Card>
        </div>
      </Frame>
    )
  }

  const finished = view.status === 'canceled' || view.status === 'ended'
  const endsAt = endsAtPeriodEnd(view)
  return (
    <Frame store={view.store.name}>
      <header className="flex flex-col gap-2">
        <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold">
          {view.plan.name}
          <SubscriptionStatusBadge status={view.status} />
        </h1>
        <p className="text-muted-foreground">
          Assinatura de {view.subscriber.name} · {priceEveryText(view.plan)}
        </p>
      </header>
      {view.cancel_at_period_end ? (
        <Alert tone="warning">
          Assinatura cancelada: ela segue até{' '}
          {view.current_period_end ? formatDate(view.current_period_end) : 'o fim do período'} e não
          haverá nova cobrança.
        </Alert>
      ) : null}
      {view.status === 'past_due' ? (
        <Alert tone="danger">
          O último pagamento não foi aprovado.{' '}
          {view.method === 'creditcard'
            ? 'Atualize o cartão para a loja cobrar de novo.'
            : 'Pague a fatura em aberto abaixo.'}
        </Alert>
      ) : null}
      <Card>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact term="Próxima cobrança">
              {view.next_charge_at ? formatDate(view.next_charge_at) : 'Nenhuma'}
            </Fact>
            <Fact term="Forma de pagamento">{paidWithText(view.method, view.card)}</Fact>
            {view.trial_ends_at && view.status === 'trialing' ? (
              <Fact term="Teste grátis até">{formatDate(view.trial_ends_at)}</Fact>
            ) : null}
            {view.plan.products.length > 0 ? (
              <Fact term="O que vem no plano">
                {view.plan.products
                  .map((product) => `${product.quantity} × ${product.name}`)
                  .join(', ')}
              </Fact>
            ) : null}
          </dl>
        </CardContent>
      </Card>
      {finished ? null : (
        <div className="flex flex-wrap gap-2">
          {view.method === 'creditcard' ? (
            <UpdateCardDialog subscription={view} onChanged={changed} />
          ) : null}
          {view.cancel_at_period_end ? null : (
            <ConfirmDialog
              tone="danger"
              title="Cancelar a assinatura?"
              description={
                endsAt
                  ? `Você continua assinante até ${formatDate(endsAt)}, o período já pago, e depois nada mais é cobrado.`
                  : 'A assinatura termina agora e nada mais é cobrado.'
              }
              confirmLabel="Cancelar assinatura"
              cancelLabel="Voltar"
              trigger={
                <Button variant="secondary">
                  <CircleSlash aria-hidden />
                  Cancelar assinatura
                </Button>
              }
              onConfirm={async () => {
                await changed(await api.recurrence.publicCancel(view.id))
                notify({ type: 'success', message: 'Assinatura cancelada.' })
              }}
            />
          )}
        </div>
      )}
      <section aria-labelledby="subscriber-invoices" className="flex flex-col gap-3">
        <h2 id="subscriber-invoices" className="text-lg font-semibold">
          Faturas
        </h2>
        <SubscriberInvoices view={view} />
      </section>
      {view.store.contact_email ? (
        <p className="text-sm text-muted-foreground">
          Dúvidas? Fale com {view.store.name}:{' '}
          <a className="text-primary underline" href={`mailto:${view.store.contact_email}`}>
            {view.store.contact_email}
          </a>
        </p>
      ) : null}
    </Frame>
  )
}
