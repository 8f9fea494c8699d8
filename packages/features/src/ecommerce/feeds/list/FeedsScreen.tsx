import useSWR from 'swr'
import {
  FEED_FORMAT_LABELS,
  FEED_STATUS_LABELS,
  feedSizeLabel,
  feedsKeys,
  type Feed,
  type Level,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  useNotify,
} from '@vitrine/ui'
import { Rss } from 'lucide-react'
import { href } from '../../../routes/manifest.ts'
import { Link } from '../../../routes/navigation.tsx'
import { formatDateTime } from '../../../shared/format.ts'
import { errorMessage } from '../../../shared/server-errors.ts'
import { EcommerceHeader } from '../../shared/EcommerceHeader.tsx'
import { EcommerceNoAccess } from '../../shared/EcommerceNoAccess.tsx'

export interface FeedsScreenProps {
  appId: number
  /** read sees the feeds and copies their addresses; write creates, generates and removes. */
  level: Level
}

const STATUS_TONES = {
  new: 'neutral',
  queued: 'info',
  running: 'info',
  ready: 'success',
  failed: 'danger',
} as const

/**
 * E-commerce › XML: the store's product feeds, each with its last generation (when, size,
 * items, products left out), status and public address to copy into Merchant Center or Meta;
 * "Gerar agora" queues a generation, removing asks first.
 */
export function FeedsScreen({ appId, level }: FeedsScreenProps) {
  const api = useApi()
  const notify = useNotify()
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const feeds = useSWR(
    allowed ? feedsKeys.list(appId) : null,
    () => api.ecommerceFeeds.listFeeds(appId),
    {
      // Coming back from saving a feed must show it: SWR's default 2 s dedupe would answer a
      // list fetched just before the form with that list, without the new feed.
      dedupingInterval: 0,
      // While a generation is queued or running, look again every few seconds.
      refreshInterval: (data) =>
        data?.items.some((feed) => feed.status === 'queued' || feed.status === 'running')
          ? 3000
          : 0,
    },
  )
  if (!allowed) return <EcommerceNoAccess />

  async function generate(feed: Feed) {
    try {
      await api.ecommerceFeeds.generateFeed(appId, feed.id)
      notify({ type: 'success', message: `Geração de «${feed.name}» na fila.` })
    } catch (error) {
      notify({ type: 'error', message: errorMessage(error) ?? 'Não foi possível gerar o feed.' })
    }
    await feeds.mutate()
  }

  async function copy(feed: Feed) {
    try {
      await navigator.clipboard.writeText(feed.public_url)
      notify({ type: 'success', message: 'Endereço copiado.' })
    } catch {
      notify({ type: 'error', message: 'Não foi possível copiar; selecione o endereço e copie.' })
    }
  }

  async function remove(feed: Feed) {
    await api.ecommerceFeeds.removeFeed(appId, feed.id)
    notify({ type: 'success', message: `Feed «${feed.name}» excluído.` })
    await feeds.mutate()
  }

  return (
    <div className="flex flex-col gap-6" data-slot="feeds-screen">
      <EcommerceHeader
        title="Feeds XML"
        description="Arquivos com os produtos da loja para o Google Merchant Center, o catálogo da Meta ou outro serviço, gerados de tempos em tempos."
        tabsLabel="Páginas de feeds"
        pages={[
          { page: 'ecommerce-xml', label: 'Feeds', href: href('ecommerce-xml', { appID: appId }) },
        ]}
        current="ecommerce-xml"
        actions={
          canWrite ? (
            <Button asChild>
              <Link href={href('ecommerce-xml-edit', { appID: appId, xmlID: 'new' })}>
                Novo feed
              </Link>
            </Button>
          ) : null
        }
      />
      {feeds.error ? (
        <ErrorState
          titleAs="h2"
          bordered
          title="Não foi possível carregar os feeds"
          message={errorMessage(feeds.error)}
          onRetry={() => void feeds.mutate()}
        />
      ) : !feeds.data ? (
        <SkeletonGroup label="Carregando os feeds">
          <Skeleton className="h-40 w-full" />
        </SkeletonGroup>
      ) : feeds.data.items.length === 0 ? (
        <EmptyState
          titleAs="h2"
          bordered
          icon={<Rss aria-hidden />}
          title="Nenhum feed ainda."
          description="Crie um feed para enviar os produtos ao Google Shopping ou à Meta."
        />
      ) : (
        <Table aria-label="Feeds">
          <TableHeader>
            <TableRow>
              <TableHead>Feed</TableHead>
              <TableHead>Situação</TableHead>
              <TableHead>Última geração</TableHead>
              <TableHead className="text-right">Produtos</TableHead>
              <TableHead className="text-right">Erros</TableHead>
              <TableHead className="text-right">Tamanho</TableHead>
              <TableHead>Ações</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {feeds.data.items.map((feed) => (
              <TableRow key={feed.id}>
                <TableCell>
                  <div className="flex flex-col gap-1">
                    <Link
                      className="font-medium underline-offset-4 hover:underline"
                      href={href('ecommerce-xml-edit', { appID: appId, xmlID: String(feed.id) })}
                    >
                      {feed.name}
                    </Link>
                    <span className="text-sm text-muted-foreground">
                      {FEED_FORMAT_LABELS[feed.format]} · a cada {feed.schedule_hours} h
                    </span>
                    <code className="text-xs break-all" data-slot="feed-url">
                      {feed.public_url}
                    </code>
                  </div>
                </TableCell>
                <TableCell>
                  <Badge tone={STATUS_TONES[feed.status]}>{FEED_STATUS_LABELS[feed.status]}</Badge>
                  {feed.last_generation.failure ? (
                    <p className="mt-1 text-sm text-danger">{feed.last_generation.failure}</p>
                  ) : null}
                </TableCell>
                <TableCell>
                  {feed.last_generation.finished_at
                    ? formatDateTime(feed.last_generation.finished_at)
                    : '—'}
                </TableCell>
                <TableCell className="text-right">
                  {feed.last_generation.items_count.toLocaleString('pt-BR')}
                </TableCell>
                <TableCell className="text-right">
                  {feed.last_generation.errors_count.toLocaleString('pt-BR')}
                </TableCell>
                <TableCell className="text-right">
                  {feedSizeLabel(feed.last_generation.size_bytes)}
                </TableCell>
                <TableCell>
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="secondary" onClick={() => void copy(feed)}>
                      Copiar endereço
                    </Button>
                    {canWrite ? (
                      <>
                        <Button size="sm" variant="secondary" onClick={() => void generate(feed)}>
                          Gerar agora
                        </Button>
                        <ConfirmDialog
                          title={`Excluir o feed «${feed.name}»?`}
                          description="O endereço público deixa de funcionar: quem lê o feed passa a receber erro."
                          confirmLabel="Excluir feed"
                          tone="danger"
                          onConfirm={() => remove(feed)}
                          trigger={
                            <Button size="sm" variant="ghost">
                              Excluir
                            </Button>
                          }
                        />
                      </>
                    ) : null}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  )
}
