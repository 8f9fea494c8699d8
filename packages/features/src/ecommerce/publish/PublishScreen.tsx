import useSWR from 'swr'
import {
  ecommercePublishKeys,
  type Level,
  type PendingSummary,
  type Publication,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  useNotify,
} from '@vitrine/ui'
import { CheckCircle2, History, Rocket } from 'lucide-react'
import { formatDateTime } from '../../shared/format.ts'
import { errorMessage } from '../../shared/server-errors.ts'
import { useKeysetPages } from '../../shared/use-keyset-pages.ts'
import { storePages } from '../platform/store-pages.ts'
import { EcommerceHeader } from '../shared/EcommerceHeader.tsx'
import { EcommerceNoAccess } from '../shared/EcommerceNoAccess.tsx'
import { settingNames, summaryLines } from './summary-lines.ts'

export interface PublishScreenProps {
  appId: number
  /** The viewer's e-commerce level: read sees what is pending and the history, write publishes. */
  level: Level
}

/**
 * E-commerce › Publicar: what the customers see is the last publication; pages, elements and
 * platform settings changed since are pending until "Publicar" (asked first) makes them live.
 * Below, every publication: who, when and what it made live.
 */
export function PublishScreen({ appId, level }: PublishScreenProps) {
  const api = useApi()
  const notify = useNotify()
  const allowed = level !== 'none'
  const status = useSWR(allowed ? ecommercePublishKeys.status(appId) : null, () =>
    api.ecommercePublish.getStatus(appId),
  )
  const history = useKeysetPages({
    filters: {},
    enabled: allowed,
    listKey: () => ecommercePublishKeys.publications(appId),
    fetchPage: (query) => api.ecommercePublish.listPublications(appId, query),
  })

  async function publish() {
    await api.ecommercePublish.publish(appId)
    notify({ type: 'success', message: 'Loja publicada: as alterações já estão no ar.' })
    await Promise.all([status.mutate(), history.reload()])
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <EcommerceHeader
        title="Publicar"
        description="As alterações nas páginas e nas configurações só chegam aos clientes quando a loja é publicada."
        tabsLabel="Páginas da loja"
        pages={storePages(appId)}
        current="publish"
      />
      {!allowed ? (
        <EcommerceNoAccess />
      ) : status.error ? (
        <ErrorState
          titleAs="h2"
          bordered
          title="Não foi possível carregar as alterações pendentes"
          message={errorMessage(status.error)}
          onRetry={() => void status.mutate()}
        />
      ) : !status.data ? (
        <SkeletonGroup label="Carregando as alterações pendentes">
          <Skeleton className="h-32 w-full max-w-3xl" />
          <Skeleton className="h-24 w-full max-w-3xl" />
        </SkeletonGroup>
      ) : (
        <>
          <PendingCard
            pending={status.data.pending}
            live={status.data.live}
            canWrite={level === 'write'}
            onPublish={publish}
          />
          <section aria-labelledby="publications-title" className="flex max-w-3xl flex-col gap-3">
            <h2 id="publications-title" className="text-lg font-semibold">
              Histórico de publicações
            </h2>
            {history.error && !history.items ? (
              <ErrorState
                titleAs="h3"
                title="Não foi possível carregar o histórico"
                message={errorMessage(history.error)}
                onRetry={() => void history.reload()}
              />
            ) : !history.items ? (
              <SkeletonGroup label="Carregando o histórico">
                <Skeleton className="h-16 w-full" />
              </SkeletonGroup>
            ) : history.items.length === 0 ? (
              <EmptyState
                titleAs="h3"
                bordered
                icon={<History aria-hidden />}
                title="Nenhuma publicação ainda."
                description="Cada publicação aparece aqui, com quem publicou e o que mudou."
              />
            ) : (
              <>
                <Card className="gap-0 py-0">
                  <ol aria-label="Publicações, da mais recente para a mais antiga">
                    {history.items.map((publication) => (
                      <PublicationItem key={publication.id} publication={publication} />
                    ))}
                  </ol>
                </Card>
                {history.hasMore ? (
                  <Button
                    variant="secondary"
                    className="self-center"
                    loading={history.loadingMore}
                    onClick={() => void history.loadMore()}
                  >
                    Carregar mais
                  </Button>
                ) : null}
              </>
            )}
          </section>
        </>
      )}
    </div>
  )
}

function PendingCard({
  pending,
  live,
  canWrite,
  onPublish,
}: {
  pending: PendingSummary
  live: Publication | null
  canWrite: boolean
  onPublish: () => Promise<void>
}) {
  const lines = summaryLines(pending)
  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <CardTitle asChild>
          <h2>Alterações pendentes</h2>
        </CardTitle>
        <CardDescription>
          {live
            ? `No ar desde ${formatDateTime(live.at)}, publicado por ${live.actor}.`
            : 'A loja ainda não foi publicada.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {pending.total === 0 ? (
          <p className="flex items-center gap-2 text-sm">
            <CheckCircle2 aria-hidden className="size-4 text-success-foreground" />
            Tudo publicado: nenhuma alteração pendente.
          </p>
        ) : (
          <>
            <ul
              aria-label="O que será publicado"
              className="flex list-disc flex-col gap-1 ps-5 text-sm"
            >
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {pending.pages.length > 0 ? (
              <div className="flex flex-wrap gap-2" aria-label="Páginas alteradas">
                {pending.pages.map((page) => (
                  <Badge key={page.id} tone="neutral">
                    {page.title}
                  </Badge>
                ))}
              </div>
            ) : null}
          </>
        )}
        {canWrite ? (
          pending.total > 0 ? (
            <ConfirmDialog
              title="Publicar a loja?"
              description="Os clientes passam a ver estas alterações assim que a publicação terminar."
              confirmLabel="Publicar agora"
              onConfirm={onPublish}
              trigger={
                <Button className="self-start">
                  <Rocket aria-hidden />
                  Publicar
                </Button>
              }
            >
              <ul className="flex list-disc flex-col gap-1 ps-5 text-sm">
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </ConfirmDialog>
          ) : null
        ) : (
          <Alert tone="info">Para publicar, peça acesso de edição ao e-commerce.</Alert>
        )}
      </CardContent>
    </Card>
  )
}

function PublicationItem({ publication }: { publication: Publication }) {
  const { summary } = publication
  const parts = summaryLines({ ...summary, settings: [] })
  const settings = settingNames(summary)
  return (
    <li className="flex flex-col gap-1 border-b border-border px-4 py-3 last:border-b-0">
      <p className="text-sm font-medium">
        Publicação nº {publication.id} · {formatDateTime(publication.at)} · {publication.actor}
      </p>
      <p className="text-sm text-muted-foreground">
        {[...parts, ...(settings.length ? [`configurações: ${settings.join(', ')}`] : [])].join(
          ' · ',
        ) || 'Sem alterações registradas.'}
      </p>
    </li>
  )
}
