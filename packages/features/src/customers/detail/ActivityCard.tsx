import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorState,
  Skeleton,
  SkeletonGroup,
} from '@vitrine/ui'
import { History } from 'lucide-react'
import { errorMessage } from '../../shared/server-errors.ts'
import { ActivityItem } from './ActivityItem.tsx'
import type { CustomerActivity } from './use-customer-activity.ts'

/** "Atividade": the customer's changes from the audit log, newest first. */
export function ActivityCard({ activity }: { activity: CustomerActivity }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Atividade</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {activity.error && !activity.entries ? (
          <ErrorState
            size="sm"
            title="Não foi possível carregar a atividade"
            message={errorMessage(activity.error)}
            onRetry={activity.refresh}
          />
        ) : activity.isLoading || !activity.entries ? (
          <SkeletonGroup label="Carregando a atividade">
            {[0, 1, 2].map((row) => (
              <div key={row} className="flex flex-col gap-1.5">
                <Skeleton className="w-28" />
                <Skeleton className="w-full" />
              </div>
            ))}
          </SkeletonGroup>
        ) : activity.entries.length === 0 ? (
          <EmptyState
            size="sm"
            icon={<History aria-hidden />}
            title="Nenhuma atividade registrada."
            description="Cada alteração neste cliente, pelo painel, pela API ou por importação, aparece aqui."
          />
        ) : (
          <>
            <ol aria-label="Atividades, da mais recente para a mais antiga">
              {activity.entries.map((entry) => (
                <ActivityItem key={entry.id} entry={entry} />
              ))}
            </ol>
            {activity.error ? (
              <Alert tone="danger">
                Não foi possível carregar mais atividades. {errorMessage(activity.error)}
                <Button
                  variant="secondary"
                  size="sm"
                  className="mt-2 w-fit"
                  onClick={() => void activity.refresh()}
                >
                  Tentar novamente
                </Button>
              </Alert>
            ) : activity.hasMore ? (
              <Button
                variant="secondary"
                className="self-center"
                loading={activity.loadingMore}
                onClick={() => void activity.loadMore()}
              >
                Carregar mais
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  )
}
