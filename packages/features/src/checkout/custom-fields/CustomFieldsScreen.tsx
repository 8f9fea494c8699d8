import { useCallback, useMemo, useState } from 'react'
import useSWR from 'swr'
import {
  checkoutAppearanceKeys,
  checkoutFieldKeys,
  CUSTOM_FIELD_GROUPS,
  DEFAULT_CHECKOUT_APPEARANCE,
  NO_CHECKOUT_APPS,
  type CustomField,
  type CustomFieldGroup,
  type CustomFieldInput,
  type Level,
  type PublicCustomField,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Button, EmptyState, ErrorState, Skeleton, SkeletonGroup, useNotify } from '@vitrine/ui'
import { Lock, Plus } from 'lucide-react'
import { href } from '../../routes/manifest.ts'
import { AreaHeader } from '../../shared/AreaHeader.tsx'
import { errorMessage } from '../../shared/server-errors.ts'
import { CheckoutPreview } from '../shared/preview/CheckoutPreview.tsx'
import { FieldDialog } from './FieldDialog.tsx'
import { FieldList } from './FieldList.tsx'
import { GROUP_TEXTS } from './labels.ts'

export interface CustomFieldsScreenProps {
  appId: number
  /** The viewer's checkout level: read sees the fields, write changes them. */
  level: Level
  /** The group shown (one route each). */
  group: CustomFieldGroup
}

const ROUTE_OF = {
  identification: 'checkout-custom-fields-identification',
  address: 'checkout-custom-fields-address',
  shipping: 'checkout-custom-fields-shipping',
  payment: 'checkout-custom-fields-payment',
  cart: 'checkout-custom-fields-cart',
} as const

/** A public field from the store's (what the preview renders). */
const publicOf = ({
  id: _id,
  position: _p,
  created_at: _c,
  updated_at: _u,
  ...field
}: CustomField) => field satisfies PublicCustomField

/**
 * Checkout › Campos personalizados (issue 16 item 2): the store's questions of one group (a tab
 * each), in the order payers see them — dragged or moved by keyboard —, created and edited in a
 * dialog with every property, deleted after asking; beside, the real checkout with the store's
 * published look and the fields in place, the one being edited included as it is typed.
 */
export function CustomFieldsScreen({ appId, level, group }: CustomFieldsScreenProps) {
  const api = useApi()
  const notify = useNotify()
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const list = useSWR(allowed ? checkoutFieldKeys.list(appId) : null, () =>
    api.checkoutFields.list(appId),
  )
  // The published look, for the preview; it does with the default while loading or unreadable.
  const appearance = useSWR(allowed ? checkoutAppearanceKeys.state(appId) : null, () =>
    api.checkoutAppearance.get(appId),
  )
  const [editing, setEditing] = useState<CustomField | 'new' | null>(null)
  const [draft, setDraft] = useState<PublicCustomField | null>(null)
  const onDraft = useCallback((next: PublicCustomField | null) => setDraft(next), [])

  const all = useMemo(() => list.data ?? [], [list.data])
  const fields = all.filter((field) => field.group === group)
  const previewFields = useMemo(() => {
    const kept = all.map(publicOf)
    if (!draft) return kept
    const editedKey = editing && editing !== 'new' ? editing.key : null
    const others = kept.filter((field) => field.key !== editedKey && field.key !== draft.key)
    // The edited field in its place when it stays in its group; a new or moved one goes last.
    const at = editedKey ? kept.findIndex((field) => field.key === editedKey) : -1
    if (at >= 0 && kept[at]!.group === draft.group) {
      return [...others.slice(0, at), draft, ...others.slice(at)]
    }
    return [...others, draft]
  }, [all, draft, editing])

  const reorder = async (ids: number[]) => {
    const byId = new Map(all.map((field) => [field.id, field]))
    const optimistic = [
      ...all.filter((field) => field.group !== group),
      ...ids.map((id, position) => ({ ...byId.get(id)!, position })),
    ]
    try {
      await list.mutate(
        async () => {
          const saved = await api.checkoutFields.reorder(appId, { group, ids })
          return [...all.filter((field) => field.group !== group), ...saved]
        },
        { optimisticData: optimistic, rollbackOnError: true, revalidate: false },
      )
    } catch (error) {
      notify({
        type: 'error',
        message: errorMessage(error) ?? 'Não foi possível salvar a nova ordem.',
      })
    }
  }

  const save = async (input: CustomFieldInput) => {
    const saved =
      editing && editing !== 'new'
        ? await api.checkoutFields.update(appId, editing.id, input)
        : await api.checkoutFields.create(appId, input)
    notify({ type: 'success', message: `Campo «${saved.label}» salvo.` })
    await list.mutate()
    return saved
  }

  const text = GROUP_TEXTS[group]
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <AreaHeader
        area="Checkout"
        title="Campos personalizados"
        description="Perguntas a mais no checkout da loja, em cinco grupos. As respostas aparecem no pagamento."
        tabsLabel="Grupos de campos"
        current={group}
        pages={CUSTOM_FIELD_GROUPS.map((page) => ({
          page,
          label: GROUP_TEXTS[page].label,
          href: href(ROUTE_OF[page], { appID: appId }),
        }))}
        actions={
          allowed && canWrite ? (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden />
              Novo campo
            </Button>
          ) : null
        }
      />
      {!allowed ? (
        <EmptyState
          titleAs="h2"
          bordered
          icon={<Lock aria-hidden />}
          title="Você não tem acesso ao checkout"
          description="Peça a quem administra a loja para liberar o acesso à área de checkout."
        />
      ) : list.error ? (
        <ErrorState
          titleAs="h2"
          bordered
          title="Não foi possível carregar os campos"
          message={errorMessage(list.error)}
          onRetry={() => void list.mutate()}
        />
      ) : !list.data ? (
        <SkeletonGroup label="Carregando os campos">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </SkeletonGroup>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <section aria-labelledby="custom-fields-group" className="flex flex-col gap-3">
            <div className="flex flex-col gap-1">
              <h2 id="custom-fields-group" className="text-lg font-semibold">
                {text.label}
              </h2>
              <p className="text-sm text-muted-foreground">{text.description}</p>
            </div>
            {fields.length === 0 ? (
              <EmptyState
                titleAs="h3"
                bordered
                title="Nenhum campo neste grupo"
                description={
                  canWrite
                    ? 'Crie um campo para o checkout perguntar algo a mais aqui.'
                    : 'O checkout não pergunta nada a mais aqui.'
                }
              />
            ) : (
              <FieldList
                fields={fields}
                canWrite={canWrite}
                onReorder={(ids) => void reorder(ids)}
                onEdit={(field) => setEditing(field)}
                onDelete={async (field) => {
                  await api.checkoutFields.remove(appId, field.id)
                  notify({ type: 'success', message: `Campo «${field.label}» excluído.` })
                  await list.mutate()
                }}
              />
            )}
          </section>
          <CheckoutPreview
            setup={{
              appearance: appearance.data?.published ?? DEFAULT_CHECKOUT_APPEARANCE,
              fields: previewFields,
              apps: NO_CHECKOUT_APPS,
            }}
          />
        </div>
      )}
      {canWrite ? (
        <FieldDialog
          field={editing && editing !== 'new' ? editing : undefined}
          group={group}
          open={editing !== null}
          onOpenChange={(open) => {
            if (!open) setEditing(null)
          }}
          save={save}
          onDraft={onDraft}
        />
      ) : null}
    </div>
  )
}
