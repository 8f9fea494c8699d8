import useSWR from 'swr'
import { mailsKeys, type Level, type RecoverSettings } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Alert, ErrorState, Skeleton, SkeletonGroup } from '@vitrine/ui'
import { errorMessage } from '../../../shared/server-errors.ts'
import { EcommerceNoAccess } from '../../shared/EcommerceNoAccess.tsx'
import { MailGroupList } from '../list/MailGroupList.tsx'
import { MailsHeader } from '../shared/MailsHeader.tsx'
import { DeliveryLog } from './DeliveryLog.tsx'
import { ScheduleCard } from './ScheduleCard.tsx'

export interface RecoverScreenProps {
  appId: number
  /** The viewer's e-commerce level: read sees schedules and log, write changes the schedules. */
  level: Level
  /** Delivery log rows per keyset page (the server's default when absent). */
  pageSize?: number
}

/**
 * E-commerce › E-mails › Recuperação (issue 15 item 1): the cart and payment reminders' schedules
 * (run as durable jobs by the server), the two mails they send, and what was delivered.
 */
export function RecoverScreen({ appId, level, pageSize }: RecoverScreenProps) {
  const api = useApi()
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const recover = useSWR(allowed ? mailsKeys.recover(appId) : null, () =>
    api.mails.getRecover(appId),
  )
  const keep = (next: RecoverSettings[keyof RecoverSettings]) =>
    void recover.mutate((current) => (current ? { ...current, [next.kind]: next } : current), {
      revalidate: false,
    })

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <MailsHeader
        appId={appId}
        page="recover"
        title="Recuperação"
        description="Lembretes automáticos para carrinhos abandonados e pagamentos pendentes."
      />
      {!allowed ? (
        <EcommerceNoAccess />
      ) : (
        <>
          {canWrite ? null : (
            <Alert tone="info">
              Você pode ver a recuperação, mas não alterá-la: peça acesso de edição ao e-commerce.
            </Alert>
          )}
          {/* One failure for the page: the mails and the log wait for the schedules. */}
          {recover.error ? (
            <ErrorState
              titleAs="h2"
              bordered
              title="Não foi possível carregar a recuperação"
              message={errorMessage(recover.error)}
              onRetry={() => void recover.mutate()}
            />
          ) : !recover.data ? (
            <SkeletonGroup label="Carregando a recuperação" className="grid gap-4 lg:grid-cols-2">
              <Skeleton className="h-80 w-full" />
              <Skeleton className="h-80 w-full" />
            </SkeletonGroup>
          ) : (
            <>
              <div className="grid gap-4 lg:grid-cols-2">
                <ScheduleCard
                  appId={appId}
                  schedule={recover.data.cart}
                  canWrite={canWrite}
                  onSaved={keep}
                />
                <ScheduleCard
                  appId={appId}
                  schedule={recover.data.payment}
                  canWrite={canWrite}
                  onSaved={keep}
                />
              </div>
              <MailGroupList
                appId={appId}
                group="recover"
                canWrite={canWrite}
                label="E-mails de recuperação"
              />
              <DeliveryLog appId={appId} pageSize={pageSize} />
            </>
          )}
        </>
      )}
    </div>
  )
}
