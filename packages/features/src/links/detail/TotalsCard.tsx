import useSWR from 'swr'
import { formatMoney, linkKeys } from '@vitrine/api'
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

/** The link's payments in figures: how many, how many paid, received and refunded. */
export function TotalsCard({ appId, linkId }: { appId: number; linkId: number }) {
  const api = useApi()
  const totals = useSWR(linkKeys.totals(appId, linkId), () => api.links.totals(appId, linkId))
  const figures = totals.data
    ? [
        { term: 'Pagamentos', value: totals.data.payments_count.toLocaleString('pt-BR') },
        { term: 'Pagos', value: totals.data.paid_count.toLocaleString('pt-BR') },
        { term: 'Recebido', value: formatMoney(totals.data.received_cents) },
        { term: 'Estornado', value: formatMoney(totals.data.refunded_cents) },
      ]
    : null
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Totais</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {totals.error && !figures ? (
          <Alert tone="danger">
            Não foi possível carregar os totais.
            <Button
              variant="secondary"
              size="sm"
              className="mt-2 w-fit"
              onClick={() => void totals.mutate()}
            >
              Tentar novamente
            </Button>
          </Alert>
        ) : !figures ? (
          <SkeletonGroup label="Carregando os totais" className="grid grid-cols-2 gap-4">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-10 w-full" />
            ))}
          </SkeletonGroup>
        ) : (
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4" data-slot="link-totals">
            {figures.map(({ term, value }) => (
              <div key={term} className="flex flex-col gap-0.5">
                <dt className="text-sm text-muted-foreground">{term}</dt>
                <dd className="text-lg font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  )
}
