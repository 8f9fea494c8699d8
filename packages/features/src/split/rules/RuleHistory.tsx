import { useId, useState } from 'react'
import type { SplitRuleVersion } from '@vitrine/api'
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  ErrorState,
  SkeletonGroup,
  SkeletonText,
} from '@vitrine/ui'
import { formatDate, formatDateTime } from '../../shared/format.ts'
import { errorMessage } from '../../shared/server-errors.ts'
import { RuleView } from './RuleView.tsx'
import type { useRuleHistory } from './use-split-rule.ts'

export interface RuleHistoryProps {
  history: ReturnType<typeof useRuleHistory>
  nameOf: (sellerId: number) => string
}

/**
 * Every version of the rule, newest first: when, by whom and what changed (the contract's
 * summary, "Joana Ribeiro Cerâmica: 5% → 10%"). Any version opens, read only.
 */
export function RuleHistory({ history, nameOf }: RuleHistoryProps) {
  const [open, setOpen] = useState<SplitRuleVersion | null>(null)
  const headingId = useId()
  const { items } = history
  let body
  if (history.error && !items) {
    body = (
      <ErrorState
        titleAs="h3"
        title="Não foi possível carregar as versões"
        message={errorMessage(history.error)}
        onRetry={() => history.reload()}
      />
    )
  } else if (!items) {
    body = (
      <SkeletonGroup label="Carregando as versões">
        <SkeletonText lines={4} />
      </SkeletonGroup>
    )
  } else if (items.length === 0) {
    body = (
      <p className="text-sm text-muted-foreground">
        Nenhuma versão ainda: a primeira é criada quando a regra for salva.
      </p>
    )
  } else {
    body = (
      <ol aria-label="Versões da regra" className="flex flex-col divide-y divide-border">
        {items.map((version, index) => (
          <li key={version.version} className="flex items-start justify-between gap-3 py-3">
            <div className="flex min-w-0 flex-col gap-1">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                <span>
                  Versão {version.version} · {formatDate(version.created_at)} ·{' '}
                  {version.created_by.name}
                </span>
                {index === 0 ? (
                  <Badge size="sm" tone="success">
                    Em vigor
                  </Badge>
                ) : null}
              </p>
              <p className="text-sm text-muted-foreground">{version.summary}</p>
            </div>
            <Button variant="ghost" size="sm" onClick={() => setOpen(version)}>
              Ver <span className="sr-only">a versão {version.version}</span>
            </Button>
          </li>
        ))}
      </ol>
    )
  }
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId}>Histórico</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {body}
        {history.hasMore ? (
          <Button
            variant="secondary"
            className="self-start"
            disabled={history.loadingMore}
            onClick={() => history.loadMore()}
          >
            Ver versões anteriores
          </Button>
        ) : null}
      </CardContent>
      <Dialog open={open !== null} onOpenChange={(next) => (next ? null : setOpen(null))}>
        {open ? (
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Versão {open.version}</DialogTitle>
              <DialogDescription>
                Salva em {formatDateTime(open.created_at)} por {open.created_by.name}.{' '}
                {open.summary}
              </DialogDescription>
            </DialogHeader>
            <RuleView rule={open.rule} nameOf={nameOf} />
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  )
}
