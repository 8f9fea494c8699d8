import useSWR from 'swr'
import { ANTIFRAUD_RULES, checkoutMarketplaceKeys, formatMoney } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ErrorState,
  Skeleton,
  SkeletonGroup,
} from '@vitrine/ui'
import { formatDateTime } from '../../shared/format.ts'
import { errorMessage } from '../../shared/server-errors.ts'

/** "Últimas análises": the anti-fraud app's latest decisions, approved and refused. */
export function AntifraudLog({ appId }: { appId: number }) {
  const api = useApi()
  const log = useSWR(checkoutMarketplaceKeys.decisions(appId), () =>
    api.checkoutMarketplace.antifraudDecisions(appId),
  )
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Últimas análises</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {log.error ? (
          <ErrorState
            titleAs="h3"
            title="Não foi possível carregar as análises"
            message={errorMessage(log.error)}
            onRetry={() => void log.mutate()}
          />
        ) : !log.data ? (
          <SkeletonGroup label="Carregando as análises">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </SkeletonGroup>
        ) : log.data.length === 0 ? (
          <p className="text-muted-foreground">
            Nenhum pagamento analisado ainda. Cada pagamento dos seus links aparece aqui.
          </p>
        ) : (
          <ul className="flex flex-col divide-y" aria-label="Análises">
            {log.data.map((decision) => (
              <li
                key={decision.id}
                className="flex flex-wrap items-center justify-between gap-2 py-3"
              >
                <span className="flex flex-col">
                  <span className="font-medium">
                    {decision.link_title} · {formatMoney(decision.amount_cents)}
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {formatDateTime(decision.created_at)} · {decision.document} · {decision.email}
                  </span>
                </span>
                {decision.approved ? (
                  <Badge tone="success">Aprovado</Badge>
                ) : (
                  <Badge tone="danger">
                    Recusado: {ANTIFRAUD_RULES[decision.rule ?? 'max_amount']}
                  </Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
