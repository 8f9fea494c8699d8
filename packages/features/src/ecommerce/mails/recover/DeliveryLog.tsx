import { useState } from 'react'
import {
  MAIL_TYPE_LABELS,
  mailsKeys,
  type MailDelivery,
  type MailDeliveryFilters,
  type MailSendStatus,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  Field,
  Select,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@vitrine/ui'
import { Inbox } from 'lucide-react'
import { ListSkeleton } from '../../../shared/ListSkeleton.tsx'
import { formatDateTime } from '../../../shared/format.ts'
import { errorMessage } from '../../../shared/server-errors.ts'
import { useKeysetPages } from '../../../shared/use-keyset-pages.ts'

const STATUS: Record<MailSendStatus, { label: string; tone: 'success' | 'danger' }> = {
  sent: { label: 'Enviado', tone: 'success' },
  failed: { label: 'Falhou', tone: 'danger' },
}

const SOURCE: Record<MailDelivery['source'], string> = {
  test: 'Teste',
  recover: 'Recuperação',
  event: 'Pedido',
}

export interface DeliveryLogProps {
  appId: number
  /** Rows per keyset page (the server's default when absent). */
  pageSize?: number
}

/** What the store's mails became, newest first: status, to whom, which mail, why it failed. */
export function DeliveryLog({ appId, pageSize }: DeliveryLogProps) {
  const api = useApi()
  const [filters, setFilters] = useState<MailDeliveryFilters>({})
  const log = useKeysetPages({
    filters,
    enabled: true,
    pageSize,
    listKey: (current) => mailsKeys.deliveries(appId, current),
    fetchPage: (query) => api.mails.listDeliveries(appId, query),
  })

  return (
    <section aria-labelledby="mail-deliveries-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="mail-deliveries-title" className="text-lg font-semibold">
          Envios
        </h2>
        <Field label="Situação" className="w-48">
          <Select
            options={[
              { value: '', label: 'Todas' },
              { value: 'sent', label: 'Enviados' },
              { value: 'failed', label: 'Com falha' },
            ]}
            value={filters.status ?? ''}
            onValueChange={(value) =>
              setFilters({ ...filters, status: (value || undefined) as MailSendStatus | undefined })
            }
          />
        </Field>
      </div>
      {log.error && !log.items ? (
        <ErrorState
          titleAs="h3"
          bordered
          title="Não foi possível carregar os envios"
          message={errorMessage(log.error)}
          onRetry={() => void log.reload()}
        />
      ) : !log.items ? (
        <ListSkeleton
          label="Carregando envios"
          row={
            <>
              <Skeleton className="h-5 w-16" />
              <Skeleton className="h-4 flex-1" />
              <Skeleton className="h-4 w-32" />
            </>
          }
        />
      ) : log.items.length === 0 ? (
        <EmptyState
          bordered
          icon={<Inbox aria-hidden />}
          title="Nenhum envio ainda"
          description="Os lembretes de recuperação e os testes enviados aparecem aqui."
        />
      ) : (
        <>
          <div className="overflow-x-auto rounded-md border" aria-busy={log.stale || undefined}>
            <Table aria-label="Envios de e-mail">
              <TableHeader>
                <TableRow>
                  <TableHead>Situação</TableHead>
                  <TableHead>E-mail</TableHead>
                  <TableHead>Para</TableHead>
                  <TableHead>Quando</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {log.items.map((delivery) => (
                  <TableRow key={delivery.id}>
                    <TableCell>
                      <Badge tone={STATUS[delivery.status].tone}>
                        {STATUS[delivery.status].label}
                      </Badge>
                    </TableCell>
                    <TableCell className="min-w-56">
                      <div className="flex flex-col gap-0.5">
                        <span className="font-medium">{delivery.subject}</span>
                        <span className="text-sm text-muted-foreground">
                          {MAIL_TYPE_LABELS[delivery.type].name} · {SOURCE[delivery.source]}
                          {delivery.step ? ` · ${delivery.step}º lembrete` : ''}
                          {delivery.via === 'store' ? ' · SMTP da loja' : ' · Vitrine'}
                        </span>
                        {delivery.error ? (
                          <span className="text-sm text-danger">{delivery.error}</span>
                        ) : null}
                      </div>
                    </TableCell>
                    <TableCell>{delivery.to}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      {formatDateTime(delivery.created_at)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          {log.hasMore ? (
            <Button
              variant="secondary"
              className="w-fit self-center"
              loading={log.loadingMore}
              onClick={() => void log.loadMore()}
            >
              Carregar mais
            </Button>
          ) : null}
        </>
      )}
    </section>
  )
}
