import { useId, type ReactNode } from 'react'
import useSWR from 'swr'
import { linkKeys, type Level, type LinkFeedInfo } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ErrorState,
  Input,
  Skeleton,
  SkeletonGroup,
  SkeletonText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@vitrine/ui'
import { Copy } from 'lucide-react'
import { formatDateTime } from '../../shared/format.ts'
import { errorMessage } from '../../shared/server-errors.ts'
import { LinksBreadcrumb } from '../shared/LinksBreadcrumb.tsx'
import { LinksNoAccess } from '../shared/LinksNoAccess.tsx'
import { copyOutcomeText, useCopy } from '../../shared/use-copy.ts'

export interface LinkFeedScreenProps {
  appId: number
  /** The viewer's payments level: read and write see the same (the feed changes with the links). */
  level: Level
}

const AVAILABILITY = { in_stock: 'Em estoque', out_of_stock: 'Esgotado' } as const

function FeedAddress({ feed }: { feed: LinkFeedInfo }) {
  const { outcome, copy } = useCopy()
  const fieldId = useId()
  const statusId = useId()
  const count =
    feed.items_count === 1 ? '1 item' : `${feed.items_count.toLocaleString('pt-BR')} itens`
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Endereço do feed</h2>
        </CardTitle>
        <CardDescription>
          Público e fixo: os links ativos da loja no formato RSS 2.0 do Google Merchant Center.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <label htmlFor={fieldId} className="font-medium">
            Endereço
          </label>
          <Input
            id={fieldId}
            readOnly
            value={feed.url}
            className="font-mono text-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-describedby={statusId}
              onClick={() => void copy(feed.url)}
            >
              <Copy aria-hidden />
              Copiar endereço
            </Button>
            <span id={statusId} role="status" className="text-sm text-muted-foreground">
              {outcome ? copyOutcomeText[outcome] : ''}
            </span>
          </div>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-0.5">
            <dt className="text-sm text-muted-foreground">Última geração</dt>
            <dd>
              {feed.last_generated_at ? formatDateTime(feed.last_generated_at) : 'Nunca gerado'}
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-sm text-muted-foreground">Itens no feed</dt>
            <dd>{count}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  )
}

function FeedPreview({ feed }: { feed: LinkFeedInfo }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Prévia</h2>
        </CardTitle>
        <CardDescription>Os primeiros itens, como o feed os mostra.</CardDescription>
      </CardHeader>
      <CardContent>
        {feed.preview.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nenhum link ativo no momento: o feed está vazio. Os links ativos e os esgotados aparecem
            aqui.
          </p>
        ) : (
          <Table aria-label="Prévia do feed">
            <TableHeader>
              <TableRow>
                <TableHead>g:id</TableHead>
                <TableHead>g:title</TableHead>
                <TableHead className="text-end">g:price</TableHead>
                <TableHead>g:availability</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {feed.preview.map((item) => (
                <TableRow key={item.id}>
                  <TableCell className="font-mono tabular-nums">{item.id}</TableCell>
                  <TableCell className="min-w-48">{item.title}</TableCell>
                  <TableCell className="text-end font-mono whitespace-nowrap tabular-nums">
                    {item.price}
                  </TableCell>
                  <TableCell>
                    <span className="font-mono">{item.availability}</span>
                    <span className="block text-xs text-muted-foreground">
                      {AVAILABILITY[item.availability]}
                    </span>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  )
}

function MerchantCenterHelp() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Como usar no Google Merchant Center</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="flex list-decimal flex-col gap-2 ps-5">
          <li>Copie o endereço do feed acima.</li>
          <li>
            No Google Merchant Center, abra <strong>Produtos › Origens de dados</strong> e adicione
            uma origem de produtos por <strong>arquivo</strong>.
          </li>
          <li>
            Escolha <strong>Busca programada</strong>, cole o endereço e defina a frequência (diária
            é suficiente).
          </li>
          <li>
            Salve e peça a primeira busca: os links aparecem como produtos, e as mudanças que você
            fizer aqui seguem na próxima busca.
          </li>
        </ol>
      </CardContent>
    </Card>
  )
}

/** "XML de produtos": the store's product feed of payment links for Google Merchant Center. */
export function LinkFeedScreen({ appId, level }: LinkFeedScreenProps) {
  const api = useApi()
  const allowed = level !== 'none'
  const feed = useSWR(allowed ? linkKeys.feed(appId) : null, () => api.links.feed(appId))

  let body: ReactNode
  if (!allowed) {
    body = <LinksNoAccess />
  } else if (feed.error && !feed.data) {
    body = (
      <ErrorState
        titleAs="h2"
        bordered
        title="Não foi possível carregar o feed"
        message={errorMessage(feed.error)}
        onRetry={() => void feed.mutate()}
      />
    )
  } else if (!feed.data) {
    body = (
      <SkeletonGroup label="Carregando o feed" className="gap-6">
        {[3, 5].map((lines) => (
          <Card key={lines} className="px-5">
            <Skeleton className="w-40" />
            <SkeletonText lines={lines} />
          </Card>
        ))}
      </SkeletonGroup>
    )
  } else {
    body = (
      <div className="flex flex-col gap-6">
        <FeedAddress feed={feed.data} />
        <FeedPreview feed={feed.data} />
        <MerchantCenterHelp />
      </div>
    )
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <LinksBreadcrumb appId={appId} current="XML de produtos" />
        <h1 className="text-2xl font-semibold">XML de produtos</h1>
        <p className="text-muted-foreground">
          Um feed dos links de pagamento ativos, para anunciá-los como produtos no Google.
        </p>
      </div>
      {body}
    </div>
  )
}
