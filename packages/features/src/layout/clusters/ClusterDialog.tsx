import { useWatch } from 'react-hook-form'
import useSWR from 'swr'
import {
  clusterKeys,
  fieldErrorsOf,
  isApiError,
  type ClusterDetail,
  type ClusterInput,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  ErrorState,
  Skeleton,
  SkeletonGroup,
} from '@vitrine/ui'
import {
  Form,
  SelectField,
  SubmitButton,
  SwitchField,
  TextareaField,
  TextField,
  type FormApi,
} from '@vitrine/ui/form'
import { ConditionsEditor } from '../../shared/conditions/ConditionsEditor.tsx'
import { errorMessage } from '../../shared/server-errors.ts'
import {
  clusterFormSchema,
  clusterFormValues,
  clusterInputOf,
  KIND_LABELS,
  type ClusterFormValues,
} from './cluster-form.ts'
import { ProductPicker } from './ProductPicker.tsx'

const KIND_OPTIONS = Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }))
/** A cluster's rules may not name a cluster (the server refuses it too): no recursion. */
const NOT_IN_RULES = ['clusters.id'] as const

/** The server's field names on the dialog's fields (`product_ids` is the picker's list). */
function showError(form: FormApi<typeof clusterFormSchema>, error: unknown) {
  const fields = fieldErrorsOf(error)
  const rest: string[] = []
  for (const [name, message] of Object.entries(fields)) {
    if (name === 'name' || name === 'slug' || name === 'description') {
      form.setError(name, { type: 'server', message })
    } else if (name === 'product_ids') {
      form.setError('products', { type: 'server', message })
    } else if (name.startsWith('conditions.')) {
      form.setError(name as never, { type: 'server', message })
    } else rest.push(message)
  }
  if (rest.length > 0 || Object.keys(fields).length === 0) {
    form.setError('root', {
      type: 'server',
      message: rest[0] ?? (isApiError(error) ? error.message : 'Algo deu errado. Tente novamente.'),
    })
  }
}

/**
 * A cluster, new or edited, in a dialog: its name and address, and either its products (manual:
 * picked and ordered) or its rules (automatic: the catalogue filter's conditions, with the live
 * count and the first products they select). Read level sees it all, unchangeable.
 */
export function ClusterDialog({
  appId,
  clusterId,
  open,
  readOnly,
  onOpenChange,
  onSaved,
}: {
  appId: number
  /** The cluster to edit; null for a new one. */
  clusterId: number | null
  open: boolean
  readOnly: boolean
  onOpenChange: (open: boolean) => void
  onSaved: (cluster: ClusterDetail) => void
}) {
  const api = useApi()
  const detail = useSWR(
    open && clusterId !== null ? clusterKeys.detail(appId, clusterId) : null,
    () => api.clusters.get(appId, clusterId!),
  )
  const title = clusterId === null ? 'Novo cluster' : readOnly ? 'Cluster' : 'Editar cluster'
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Uma coleção de produtos com nome, para vitrines do CMS e feeds usarem como filtro
            (condição «Cluster»).
          </DialogDescription>
        </DialogHeader>
        {!open ? null : clusterId !== null && detail.error ? (
          <ErrorState
            titleAs="h3"
            title="Não foi possível carregar o cluster"
            message={errorMessage(detail.error)}
            onRetry={() => void detail.mutate()}
          />
        ) : clusterId !== null && !detail.data ? (
          <SkeletonGroup label="Carregando o cluster">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-40 w-full" />
          </SkeletonGroup>
        ) : (
          <ClusterForm
            key={clusterId ?? 'new'}
            appId={appId}
            title={title}
            cluster={detail.data}
            readOnly={readOnly}
            save={(input) =>
              clusterId === null
                ? api.clusters.create(appId, input)
                : api.clusters.update(appId, clusterId, input)
            }
            onSaved={onSaved}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}

function ClusterForm({
  appId,
  title,
  cluster,
  readOnly,
  save,
  onSaved,
}: {
  appId: number
  title: string
  cluster: ClusterDetail | undefined
  readOnly: boolean
  save: (input: ClusterInput) => Promise<ClusterDetail>
  onSaved: (cluster: ClusterDetail) => void
}) {
  return (
    <Form
      schema={clusterFormSchema}
      defaultValues={clusterFormValues(cluster) as never}
      aria-label={title}
      className="flex flex-col gap-4"
      onSubmit={async (values, form) => {
        const input = clusterInputOf(values as unknown as ClusterFormValues)
        if (!input) {
          form.setError('root', {
            type: 'client',
            message: 'Complete ou remova as condições incompletas.',
          })
          return
        }
        try {
          onSaved(await save(input))
        } catch (error) {
          showError(form, error)
        }
      }}
    >
      {(form) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="name"
              label="Nome"
              maxLength={80}
              readOnly={readOnly}
              autoComplete="off"
            />
            <TextField
              name="slug"
              label="Endereço (slug)"
              hint="Vazio: feito a partir do nome."
              readOnly={readOnly}
              autoComplete="off"
            />
          </div>
          <TextareaField
            name="description"
            label="Descrição (opcional)"
            rows={2}
            readOnly={readOnly}
          />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <SelectField
              name="kind"
              label="Tipo"
              hint="Manual: você escolhe os produtos. Automático: entram os que cumprem as regras."
              options={KIND_OPTIONS}
              disabled={readOnly}
            />
            <SwitchField
              name="active"
              label="Ativo"
              hint="Inativo, as vitrines e feeds que usam o cluster ficam sem os produtos dele."
              disabled={readOnly}
            />
          </div>
          <KindFields
            appId={appId}
            readOnly={readOnly}
            productsMessage={form.formState.errors.products?.message}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">{readOnly ? 'Fechar' : 'Cancelar'}</Button>
            </DialogClose>
            {readOnly ? null : <SubmitButton>Salvar cluster</SubmitButton>}
          </DialogFooter>
        </>
      )}
    </Form>
  )
}

/** The products of a manual cluster, or the rules of an automatic one, by the kind chosen. */
function KindFields({
  appId,
  readOnly,
  productsMessage,
}: {
  appId: number
  readOnly: boolean
  productsMessage?: string
}) {
  const kind = useWatch({ name: 'kind' }) as ClusterFormValues['kind']
  if (kind === 'manual')
    return <ProductPicker appId={appId} readOnly={readOnly} message={productsMessage} />
  return <ConditionsEditor appId={appId} of="products" readOnly={readOnly} without={NOT_IN_RULES} />
}
