import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import useSWR from 'swr'
import {
  FEED_FORMAT_LABELS,
  FEED_FORMATS,
  FEED_MAPPED_FIELD_LABELS,
  FEED_MAPPED_FIELDS,
  FEED_SCHEDULES,
  FEED_SOURCE_LABELS,
  FEED_SOURCES,
  FEED_TEMPLATE_FIELDS,
  fieldErrorsOf,
  isApiError,
  feedsKeys,
  type FeedPreview,
  type Level,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Alert, Button, ErrorState, Skeleton, SkeletonGroup, useNotify } from '@vitrine/ui'
import {
  Form,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
  type FormApi,
} from '@vitrine/ui/form'
import { ConditionsEditor } from '../../../shared/conditions/ConditionsEditor.tsx'
import { href } from '../../../routes/manifest.ts'
import { useNavigate } from '../../../routes/navigation.tsx'
import { errorMessage } from '../../../shared/server-errors.ts'
import { EcommerceHeader } from '../../shared/EcommerceHeader.tsx'
import { EcommerceNoAccess } from '../../shared/EcommerceNoAccess.tsx'
import { feedFormSchema, feedFormValues, feedInputOf, type FeedFormValues } from './feed-form.ts'

export interface FeedEditScreenProps {
  appId: number
  level: Level
  /** The feed's number, or undefined for a new one. */
  feedId: number | undefined
}

function showError(form: FormApi<typeof feedFormSchema>, error: unknown) {
  const fields = fieldErrorsOf(error)
  for (const [name, message] of Object.entries(fields)) {
    form.setError(name as never, { type: 'server', message })
  }
  if (Object.keys(fields).length === 0) {
    form.setError('root', {
      type: 'server',
      message: isApiError(error) ? error.message : 'Algo deu errado. Tente novamente.',
    })
  }
}

function MappingFields() {
  const mapping = useWatch({ name: 'mapping' }) as FeedFormValues['mapping'] | undefined
  return (
    <section aria-labelledby="mapping-title" className="flex flex-col gap-3">
      <h2 id="mapping-title" className="font-semibold">
        Campos do feed
      </h2>
      <p className="text-sm text-muted-foreground">
        De onde vem cada campo. Código, link, imagem, preço e disponibilidade vêm do produto.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FEED_MAPPED_FIELDS.map((field) => (
          <div key={field} className="flex flex-col gap-2">
            <SelectField
              name={`mapping.${field}.source`}
              label={FEED_MAPPED_FIELD_LABELS[field]}
              options={FEED_SOURCES.map((source) => ({
                value: source,
                label: FEED_SOURCE_LABELS[source],
              }))}
            />
            {mapping?.[field]?.source === 'text' ? (
              <TextField
                name={`mapping.${field}.text`}
                label={`${FEED_MAPPED_FIELD_LABELS[field]}: texto fixo`}
              />
            ) : null}
          </div>
        ))}
      </div>
    </section>
  )
}

function TemplateFields() {
  const format = useWatch({ name: 'format' }) as string
  if (format !== 'custom') return null
  return (
    <section aria-labelledby="template-title" className="flex flex-col gap-3">
      <h2 id="template-title" className="font-semibold">
        Modelo
      </h2>
      <p className="text-sm text-muted-foreground">
        Escreva os campos entre chaves duplas, como {'{{ title }}'}; cada valor sai protegido para
        XML. Campos: {FEED_TEMPLATE_FIELDS.join(', ')}.
      </p>
      <TextareaField name="template.header" label="Início do arquivo" rows={3} />
      <TextareaField name="template.item" label="Cada produto" rows={6} />
      <TextareaField name="template.footer" label="Fim do arquivo" rows={2} />
    </section>
  )
}

function PreviewPanel({ appId }: { appId: number }) {
  const api = useApi()
  const values = useWatch() as FeedFormValues
  const [preview, setPreview] = useState<FeedPreview | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  async function run() {
    const input = feedInputOf(values)
    if (!input) {
      setProblem('Complete as condições do filtro para ver a prévia.')
      return
    }
    setLoading(true)
    setProblem(null)
    try {
      setPreview(await api.ecommerceFeeds.previewFeed(appId, input))
    } catch (error) {
      setPreview(null)
      setProblem(errorMessage(error) ?? 'Não foi possível gerar a prévia.')
    } finally {
      setLoading(false)
    }
  }
  return (
    <section aria-labelledby="preview-title" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="preview-title" className="font-semibold">
          Prévia
        </h2>
        <Button size="sm" variant="secondary" onClick={() => void run()} disabled={loading}>
          {loading ? 'Gerando prévia…' : 'Ver prévia'}
        </Button>
      </div>
      {problem ? <Alert tone="danger">{problem}</Alert> : null}
      {preview ? (
        <>
          <pre
            className="max-h-80 overflow-auto rounded-md border border-border bg-muted p-3 text-xs"
            aria-label="Início do arquivo"
            data-slot="feed-preview"
          >
            {preview.text}
          </pre>
          {preview.errors.length > 0 ? (
            <ul aria-label="Produtos fora da prévia" className="text-sm">
              {preview.errors.map((error) => (
                <li key={error.product_id}>
                  {error.product_name} (nº {error.product_id}): {error.reason}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </section>
  )
}

function ErrorsList({ appId, feedId }: { appId: number; feedId: number }) {
  const api = useApi()
  const errors = useSWR(feedsKeys.errors(appId, feedId), () =>
    api.ecommerceFeeds.feedErrors(appId, feedId),
  )
  if (errors.error) return <Alert tone="danger">{errorMessage(errors.error)}</Alert>
  if (!errors.data) {
    return (
      <SkeletonGroup label="Carregando os produtos fora do feed">
        <Skeleton className="h-16 w-full" />
      </SkeletonGroup>
    )
  }
  return (
    <section aria-labelledby="errors-title" className="flex flex-col gap-2">
      <h2 id="errors-title" className="font-semibold">
        Produtos fora do feed na última geração ({errors.data.total.toLocaleString('pt-BR')})
      </h2>
      {errors.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhum: todos os produtos entraram.</p>
      ) : (
        <ul className="text-sm" aria-label="Produtos fora do feed">
          {errors.data.items.map((error) => (
            <li key={error.product_id}>
              {error.product_name} (nº {error.product_id}): {error.reason}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * E-commerce › XML › a feed: name, format, store address, schedule, the products (the CMS's
 * condition builder), where each field comes from, the template (custom format), a preview of
 * the first items, and the products the last generation left out.
 */
export function FeedEditScreen({ appId, level, feedId }: FeedEditScreenProps) {
  const api = useApi()
  const notify = useNotify()
  const navigate = useNavigate()
  const allowed = level !== 'none'
  const readOnly = level !== 'write'
  const feed = useSWR(allowed && feedId !== undefined ? feedsKeys.feed(appId, feedId) : null, () =>
    api.ecommerceFeeds.getFeed(appId, feedId!),
  )
  if (!allowed) return <EcommerceNoAccess />
  const list = href('ecommerce-xml', { appID: appId })
  const title = feedId === undefined ? 'Novo feed' : (feed.data?.name ?? 'Feed')
  return (
    <div className="flex flex-col gap-6" data-slot="feed-edit-screen">
      <EcommerceHeader
        title={title}
        description="O que o feed lista, em que formato e de quanto em quanto tempo é gerado."
        tabsLabel="Páginas de feeds"
        pages={[{ page: 'ecommerce-xml', label: 'Feeds', href: list }]}
        current="ecommerce-xml"
      />
      {feed.error ? (
        <ErrorState
          titleAs="h2"
          bordered
          title="Não foi possível carregar o feed"
          message={errorMessage(feed.error)}
          onRetry={() => void feed.mutate()}
        />
      ) : feedId !== undefined && !feed.data ? (
        <SkeletonGroup label="Carregando o feed">
          <Skeleton className="h-96 w-full" />
        </SkeletonGroup>
      ) : (
        <Form
          schema={feedFormSchema}
          defaultValues={feedFormValues(feed.data) as never}
          aria-label={title}
          onSubmit={async (values, form) => {
            const input = feedInputOf(values as unknown as FeedFormValues)
            if (!input) {
              form.setError('root', {
                type: 'client',
                message: 'Complete ou remova as condições incompletas.',
              })
              return
            }
            try {
              const saved =
                feedId === undefined
                  ? await api.ecommerceFeeds.createFeed(appId, input)
                  : await api.ecommerceFeeds.updateFeed(appId, feedId, input)
              notify({ type: 'success', message: `Feed «${saved.name}» salvo; geração na fila.` })
              navigate(list)
            } catch (error) {
              showError(form, error)
            }
          }}
        >
          <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-6">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="name" label="Nome" required autoComplete="off" />
              <SelectField
                name="format"
                label="Formato"
                options={FEED_FORMATS.map((format) => ({
                  value: format,
                  label: FEED_FORMAT_LABELS[format],
                }))}
              />
              <TextField
                name="site_url"
                label="Endereço da loja"
                required
                placeholder="https://minhaloja.com.br"
              />
              <SelectField
                name="schedule_hours"
                label="Gerar a cada"
                options={FEED_SCHEDULES.map((hours) => ({
                  value: String(hours),
                  label: hours === 1 ? '1 hora' : `${hours} horas`,
                }))}
              />
            </div>
            <ConditionsEditor appId={appId} of="products" readOnly={readOnly} titleAs="h2" />
            <MappingFields />
            <TemplateFields />
          </fieldset>
          <PreviewPanel appId={appId} />
          {feedId !== undefined ? <ErrorsList appId={appId} feedId={feedId} /> : null}
          <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
            <Button variant="secondary" onClick={() => navigate(list)}>
              {readOnly ? 'Voltar aos feeds' : 'Cancelar'}
            </Button>
            {readOnly ? null : <SubmitButton>Salvar feed</SubmitButton>}
          </div>
        </Form>
      )}
    </div>
  )
}
