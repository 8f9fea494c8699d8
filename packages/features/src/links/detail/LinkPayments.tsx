import useSWR from 'swr'
import { formatMoney, PAYMENT_STATUS_LABELS, transactionKeys } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  SkeletonGroup,
} from '@vitrine/ui'
import { Link } from '../../routes/navigation.tsx'
import { formatDateTime } from '../../shared/format.ts'
import { paymentHref } from '../shared/links.ts'

/** How many of the newest payments the page lists. */
const SHOWN = 20

/** The link's newest payments (the transactions API, by `link_id`), each opening its page. */
export function LinkPayments({ appId, linkId }: { appId: number; linkId: number }) {
  const api = useApi()
  const filters = { link_id: linkId }
  const page = useSWR(transactionKeys.list(appId, filters), () =>
    api.transactions.list(appId, { ...filters, limit: SHOWN }),
  )
  const payments = page.data?.items
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Pagamentos do link</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {page.error && !payments ? (
          <Alert tone="danger">
            Não foi possível carregar os pagamentos.
            <Button
              variant="secondary"
              size="sm"
              className="mt-2 w-fit"
              onClick={() => void page.mutate()}
            >
              Tentar novamente
            </Button>
          </Alert>
        ) : !payments ? (
          <SkeletonGroup label="Carregando os pagamentos do link">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-10 w-full" />
            ))}
          </SkeletonGroup>
        ) : payments.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nenhum pagamento ainda. Os pagamentos feitos pelo link aparecem aqui.
          </p>
        ) : (
          <ul aria-label="Pagamentos do link" className="flex flex-col divide-y divide-border">
            {payments.map((payment) => (
              <li key={payment.id} className="relative flex items-center gap-3 py-2.5">
                <div className="flex min-w-0 flex-1 flex-col">
                  <Link
                    href={paymentHref(appId, payment.id)}
                    className="truncate font-medium text-primary after:absolute after:inset-0 hover:underline"
                  >
                    <span className="tabular-nums">#{payment.id}</span>
                    <span aria-hidden> · </span>
                    <span className="sr-only">, </span>
                    {payment.customer?.name ?? 'Sem cliente'}
                  </Link>
                  <span className="text-xs text-muted-foreground tabular-nums">
                    {formatDateTime(payment.created_at)} ·{' '}
                    {PAYMENT_STATUS_LABELS[payment.status]['pt-BR']}
                  </span>
                </div>
                <span className="shrink-0 font-medium whitespace-nowrap tabular-nums">
                  {formatMoney(payment.amount_cents)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {page.data?.next_cursor ? (
          <p className="mt-2 text-sm text-muted-foreground">
            Os {SHOWN} mais recentes; os demais estão em Transações.
          </p>
        ) : null}
      </CardContent>
    </Card>
  )
}
