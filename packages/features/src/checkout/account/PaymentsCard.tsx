import { formatMoney, type PayerPayment, type PaymentStatus } from '@vitrine/api'
import { Badge } from '@vitrine/ui/components/badge'
import { Button } from '@vitrine/ui/components/button'
import { PublicCard } from '../shared/PublicPage.tsx'
import { formatDateTime, STATUS_LABELS, TYPE_LABELS } from '../shared/texts.ts'
import { usePayerPayments } from './use-payer-payments.ts'

type Tone = 'success' | 'warning' | 'danger' | 'neutral'

const STATUS_TONES: Partial<Record<PaymentStatus, Tone>> = {
  complete: 'success',
  authorized: 'success',
  'retry-success': 'success',
  pending: 'warning',
  pre_authorized: 'warning',
  failed: 'danger',
  'retry-error': 'danger',
}

/** The receipt's page of a payment (`/public/transaction?token=…`, the same public build). */
export const receiptHref = (token: string) =>
  `/public/transaction?token=${encodeURIComponent(token)}`

/** The signed-in payer's payments at the store, with sign-out. */
export function PaymentsCard({
  slug,
  token,
  onEnded,
  onSignOut,
}: {
  slug: string
  token: string
  onEnded: () => void
  onSignOut: () => void
}) {
  const payments = usePayerPayments(slug, token, onEnded)
  const header = (email: string | null) => (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-xl font-semibold">Seus pagamentos</h1>
        {email ? (
          <p className="text-sm break-all text-muted-foreground">Conectado como {email}</p>
        ) : null}
      </div>
      <Button type="button" variant="secondary" size="sm" onClick={onSignOut}>
        Sair
      </Button>
    </div>
  )

  if (payments.kind === 'loading') {
    return (
      <PublicCard>
        {header(null)}
        <div role="status" aria-live="polite" className="flex flex-col gap-3">
          <span className="sr-only">Carregando seus pagamentos…</span>
          {[0, 1, 2].map((row) => (
            <div key={row} aria-hidden="true" className="h-16 animate-pulse rounded-md bg-muted" />
          ))}
        </div>
      </PublicCard>
    )
  }
  if (payments.kind === 'error') {
    return (
      <PublicCard>
        {header(null)}
        <p>Não foi possível carregar seus pagamentos. Verifique sua conexão e tente de novo.</p>
        <Button onClick={payments.retry}>Tentar de novo</Button>
      </PublicCard>
    )
  }

  const { email, items, more } = payments.payments
  return (
    <PublicCard>
      {header(email)}
      {items.length === 0 ? (
        <div className="flex flex-col gap-1 rounded-md border border-dashed p-4 text-center">
          <h2 className="font-semibold">Nenhum pagamento por aqui</h2>
          <p className="text-sm text-muted-foreground">
            Os pagamentos que você fizer nesta loja com este e-mail aparecem aqui.
          </p>
        </div>
      ) : (
        <ul className="flex flex-col divide-y" aria-label="Pagamentos">
          {items.map((item, index) => (
            <PaymentRow key={`${item.created_at}-${index}`} payment={item} />
          ))}
        </ul>
      )}
      {more ? (
        <p className="text-sm text-muted-foreground">
          Mostrando os {items.length} pagamentos mais recentes.
        </p>
      ) : null}
    </PublicCard>
  )
}

function PaymentRow({ payment }: { payment: PayerPayment }) {
  const method = payment.method_name ?? TYPE_LABELS[payment.type] ?? 'Pagamento'
  const when = formatDateTime(payment.created_at)
  return (
    <li className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
      <div className="flex items-baseline justify-between gap-3">
        <span className="min-w-0 font-medium break-words">{payment.description || method}</span>
        <span className="shrink-0 font-semibold tabular-nums">
          {formatMoney(payment.amount_cents)}
        </span>
      </div>
      <p className="text-sm text-muted-foreground">
        {when} · {method}
        {payment.installments > 1 ? ` em ${payment.installments}x` : ''}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge tone={STATUS_TONES[payment.status] ?? 'neutral'} size="sm">
          {STATUS_LABELS[payment.status]}
        </Badge>
        {payment.receipt_token ? (
          <a
            href={receiptHref(payment.receipt_token)}
            className="text-sm font-medium text-primary underline"
          >
            Ver comprovante
            <span className="sr-only">
              {' '}
              de {payment.description || method}, {when}
            </span>
          </a>
        ) : null}
      </div>
    </li>
  )
}
