import { useCallback, useEffect, useState, type ReactNode } from 'react'
import {
  isApiError,
  isCmsResource,
  type CmsElement,
  type ElementKind,
  type Level,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  EmptyState,
  Skeleton,
  useNotify,
} from '@vitrine/ui'
import { FileSearch, LayoutTemplate, Plus, Search } from 'lucide-react'
import { href } from '../../routes/manifest.ts'
import { Link, useNavigate } from '../../routes/navigation.tsx'
import { errorMessage } from '../../shared/server-errors.ts'
import { draftElement } from '../elements/draft-element.ts'
import type { ElementFormValues } from '../elements/element-form.ts'
import { ElementForm } from '../elements/ElementForm.tsx'
import { PagePreview } from '../preview/PagePreview.tsx'
import { LayoutNoAccess } from '../shared/LayoutNoAccess.tsx'
import type { Direction } from '../shared/staged-order.ts'
import { useLayout } from '../shared/use-layout.ts'
import { ChooseKind } from './ChooseKind.tsx'
import { OrderBar } from './OrderBar.tsx'
import { PagePicker } from './PagePicker.tsx'
import { PlaceholderList } from './PlaceholderList.tsx'
import { RemoveElementDialog } from './RemoveElementDialog.tsx'
import { ResourceForm } from './ResourceForm.tsx'
import { usePageElements } from './use-page-elements.ts'
import { useStagedOrder } from './use-staged-order.ts'

export interface ManagementScreenProps {
  appId: number
  /** The viewer's layout level: read sees every element; write builds the page. */
  level: Level
  /** The page open (the route's slug; the route sends a missing one to home). */
  pageslug: string
}

/** What the left column shows instead of the list. */
type Editing =
  | { step: 'choose'; placeholder?: string }
  | { step: 'form'; kind: ElementKind; placeholder?: string; element?: CmsElement }
  | null

function Header({ actions }: { actions?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">Layout</p>
        <h1 className="text-2xl font-semibold">Página de layout (CMS)</h1>
        <p className="text-muted-foreground">
          Os elementos de cada página da loja, espaço por espaço, com a prévia ao lado.
        </p>
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  )
}

function Loading() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Carregando a página"
      className="grid gap-6 lg:grid-cols-2"
    >
      <div className="flex flex-col gap-3">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-20 w-full" />
        ))}
      </div>
      <Skeleton className="h-96 w-full" />
    </div>
  )
}

/**
 * "Página de layout (CMS)" (issue 14 items 2, 3, 6): a page of the store's layout, chosen
 * from the layout's link list, with its placeholders and their elements — each one's status
 * switched by the action call, opened to edit, duplicated or removed after asking — moved up
 * or down in a staged order saved with "Salvar ordem", and beside them the page as the
 * storefront lays it out. A store without a layout is offered one.
 */
export function ManagementScreen({ appId, level, pageslug }: ManagementScreenProps) {
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const api = useApi()
  const notify = useNotify()
  const navigate = useNavigate()
  const layout = useLayout(appId, allowed)
  const layoutId = layout.layoutId
  const page = usePageElements(layoutId, pageslug)
  const order = useStagedOrder(`${layoutId}:${pageslug}`, page.data?.elements)
  const [editing, setEditing] = useState<Editing>(null)
  const [draft, setDraft] = useState<CmsElement | null>(null)
  const [removing, setRemoving] = useState<CmsElement | null>(null)
  const [switching, setSwitching] = useState<ReadonlySet<number>>(new Set())
  const [savingOrder, setSavingOrder] = useState(false)
  const [creatingLayout, setCreatingLayout] = useState(false)

  // The page opens at its top (section 2), and another page starts with nothing open.
  useEffect(() => {
    window.scrollTo({ top: 0 })
    setEditing(null)
    setDraft(null)
  }, [pageslug])

  const refresh = useCallback(async () => {
    await Promise.all([page.mutate(), layout.menu.mutate()])
  }, [page, layout.menu])

  const editingElement = editing?.step === 'form' ? editing.element : undefined
  const onDraft = useCallback(
    (values: ElementFormValues) => {
      if (editing?.step === 'form') setDraft(draftElement(editing.kind, values, editing.element))
    },
    [editing],
  )

  /** Focus stays on the moved element's button (it changed place under the pointer). */
  const move = (element: CmsElement, direction: Direction) => {
    order.move(element.content_id, direction)
    requestAnimationFrame(() => {
      const selector = (to: Direction) =>
        `[data-move="${to}"][data-content-id="${element.content_id}"]`
      const same = document.querySelector<HTMLButtonElement>(selector(direction))
      const target =
        same && !same.disabled
          ? same
          : document.querySelector<HTMLButtonElement>(selector(direction === 'up' ? 'down' : 'up'))
      target?.focus()
    })
  }

  const switchStatus = async (element: CmsElement) => {
    if (!layoutId) return
    setSwitching((current) => new Set(current).add(element.content_id))
    try {
      const changed = await api.cms.action(layoutId, 'status', {
        page_id: element.page_id,
        content_id: element.content_id,
      })
      await page.replace(changed)
      notify({
        type: 'success',
        message: `Elemento «${changed.title || 'sem título'}» ${changed.status === 1 ? 'ativado' : 'desativado'}.`,
      })
    } catch (error) {
      notify({ type: 'error', message: errorMessage(error) ?? 'Não foi possível mudar o status.' })
    } finally {
      setSwitching((current) => {
        const next = new Set(current)
        next.delete(element.content_id)
        return next
      })
    }
  }

  const duplicate = async (element: CmsElement) => {
    if (!layoutId) return
    try {
      await api.cms.duplicate(layoutId, pageslug, { content_id: element.content_id })
      await refresh()
      notify({ type: 'success', message: `Elemento «${element.title || 'sem título'}» duplicado.` })
    } catch (error) {
      notify({ type: 'error', message: errorMessage(error) ?? 'Não foi possível duplicar.' })
    }
  }

  const saveOrder = async () => {
    if (!layoutId || !page.data) return
    setSavingOrder(true)
    try {
      const saved = await api.cms.order(layoutId, {
        page_id: page.data.page.id,
        orders: [...order.ids],
      })
      await page.mutate(saved, { revalidate: false })
      order.reset()
      notify({ type: 'success', message: 'Ordem salva.' })
    } catch (error) {
      notify({ type: 'error', message: errorMessage(error) ?? 'Não foi possível salvar a ordem.' })
    } finally {
      setSavingOrder(false)
    }
  }

  const createLayout = async () => {
    setCreatingLayout(true)
    try {
      await layout.create()
      notify({ type: 'success', message: 'Layout criado com as páginas padrão.' })
    } catch (error) {
      notify({ type: 'error', message: errorMessage(error) ?? 'Não foi possível criar o layout.' })
    } finally {
      setCreatingLayout(false)
    }
  }

  const closeEditor = () => {
    setEditing(null)
    setDraft(null)
  }

  const data = page.data
  const isResource = data?.page.kind === 'resource'
  const hasElements = (data?.elements.length ?? 0) > 0
  const newButton =
    canWrite && data && !isResource ? (
      <Button onClick={() => setEditing({ step: 'choose' })} disabled={order.changed}>
        <Plus aria-hidden />
        Novo elemento
      </Button>
    ) : null
  const seoLink = data?.page.has_seo ? (
    <Button variant="secondary" asChild>
      <Link href={href('layout-page-seo', { appID: appId, pageslug })}>
        <Search aria-hidden />
        SEO da página
      </Link>
    </Button>
  ) : null

  let body
  if (!allowed) {
    body = <LayoutNoAccess />
  } else if (layout.error) {
    body = (
      <Alert tone="danger">
        <AlertTitle>Não foi possível carregar o layout da loja</AlertTitle>
        <AlertDescription>{errorMessage(layout.error)}</AlertDescription>
        <Button variant="secondary" size="sm" onClick={() => void layout.retry()}>
          Tentar novamente
        </Button>
      </Alert>
    )
  } else if (layoutId === null) {
    body = (
      <EmptyState
        titleAs="h2"
        bordered
        icon={<LayoutTemplate aria-hidden />}
        title="Esta loja ainda não tem um layout."
        description={
          canWrite
            ? 'Crie o layout para montar as páginas da loja: início, busca, categoria, produto e as demais, prontas para receber elementos.'
            : 'Quando a equipe criar o layout da loja, as páginas aparecem aqui.'
        }
        action={
          canWrite ? (
            <Button onClick={() => void createLayout()} loading={creatingLayout}>
              <Plus aria-hidden />
              Criar layout
            </Button>
          ) : null
        }
      />
    )
  } else if (page.error && isApiError(page.error) && page.error.statusCode === 404) {
    body = (
      <EmptyState
        titleAs="h2"
        bordered
        icon={<FileSearch aria-hidden />}
        title="Esta página não existe no layout."
        description="Escolha outra página na lista acima."
        action={
          <Button variant="secondary" asChild>
            <Link href={href('layout-page', { appID: appId, pageslug: 'home' })}>
              Ir para a página inicial
            </Link>
          </Button>
        }
      />
    )
  } else if (page.error) {
    body = (
      <Alert tone="danger">
        <AlertTitle>Não foi possível carregar a página</AlertTitle>
        <AlertDescription>{errorMessage(page.error)}</AlertDescription>
        <Button variant="secondary" size="sm" onClick={() => void page.mutate()}>
          Tentar novamente
        </Button>
      </Alert>
    )
  } else if (!data || layoutId === undefined) {
    body = <Loading />
  } else if (isResource && isCmsResource(data.page.slug)) {
    body = (
      <ResourceForm
        key={data.page.slug}
        layoutId={layoutId}
        page={{ ...data.page, slug: data.page.slug }}
        canWrite={canWrite}
        onSaved={(saved) => page.mutate({ ...data, page: saved }, { revalidate: false })}
      />
    )
  } else {
    const saved = new Map(data.elements.map((element, index) => [element.content_id, index]))
    const moved = new Set(
      order.ordered
        .filter((element, index) => saved.get(element.content_id) !== index)
        .map((element) => element.content_id),
    )
    // The preview shows the draft in the edited element's place (a new one at its placeholder's end).
    const previewElements = draft
      ? draft.content_id === 0
        ? [...order.ordered, draft]
        : order.ordered.map((element) =>
            element.content_id === draft.content_id ? draft : element,
          )
      : order.ordered
    const highlight = editing?.step === 'form' ? (editingElement?.content_id ?? 0) : null
    const actions = canWrite
      ? {
          onMove: move,
          canMove: (element: CmsElement, direction: Direction) =>
            order.canMove(element.content_id, direction),
          onSwitch: (element: CmsElement) => void switchStatus(element),
          onDuplicate: (element: CmsElement) => void duplicate(element),
          onRemove: setRemoving,
          canChangeSet: !order.changed,
        }
      : null
    body = (
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          {editing?.step === 'choose' ? (
            <ChooseKind
              placeholderLabel={
                data.page.placeholders.find((item) => item.key === editing.placeholder)?.label
              }
              onChoose={(kind) =>
                setEditing({ step: 'form', kind, placeholder: editing.placeholder })
              }
              onCancel={closeEditor}
            />
          ) : editing?.step === 'form' ? (
            <ElementForm
              key={editing.element?.content_id ?? `new-${editing.kind}`}
              appId={appId}
              layoutId={layoutId}
              kind={editing.kind}
              page={data.page}
              placeholder={editing.placeholder}
              element={editing.element}
              readOnly={!canWrite}
              onDraft={onDraft}
              onCancel={closeEditor}
              onSaved={async () => {
                await refresh()
                closeEditor()
              }}
            />
          ) : (
            <>
              {order.changed ? (
                <OrderBar
                  saving={savingOrder}
                  onSave={() => void saveOrder()}
                  onReset={order.reset}
                />
              ) : null}
              {canWrite ? null : (
                <Alert tone="info" data-slot="read-only-note">
                  Você pode consultar os elementos; para mudá-los, é preciso permissão de edição em
                  Layout.
                </Alert>
              )}
              {hasElements ? null : (
                <EmptyState
                  titleAs="h2"
                  bordered
                  size="sm"
                  icon={<LayoutTemplate aria-hidden />}
                  title="Esta página ainda não tem elementos."
                  description={
                    canWrite
                      ? 'Adicione banners, textos e vitrines de produtos aos espaços da página.'
                      : 'Os elementos montados pela equipe aparecem aqui.'
                  }
                />
              )}
              <h2 className="sr-only">Espaços da página</h2>
              {data.page.placeholders.map((placeholder) => (
                <PlaceholderList
                  key={placeholder.key}
                  placeholder={placeholder}
                  elements={order.ordered.filter(
                    (element) => element.placeholder === placeholder.key,
                  )}
                  actions={actions}
                  onOpen={(element) => setEditing({ step: 'form', kind: element.type, element })}
                  onAdd={
                    canWrite && !order.changed
                      ? (key) => setEditing({ step: 'choose', placeholder: key })
                      : null
                  }
                  switching={switching}
                  highlighted={null}
                  moved={moved}
                />
              ))}
            </>
          )}
        </div>
        <div className="min-w-0 lg:sticky lg:top-4">
          <PagePreview
            layoutId={layoutId}
            page={data.page}
            elements={previewElements}
            highlight={highlight}
            storeName={layout.storeName}
          />
        </div>
      </div>
    )
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <Header
        actions={
          allowed ? (
            <>
              {seoLink}
              {editing ? null : newButton}
            </>
          ) : null
        }
      />
      {allowed && layoutId ? (
        <PagePicker
          links={layout.menu.data?.links}
          current={pageslug}
          onChoose={(slug) => navigate(href('layout-page', { appID: appId, pageslug: slug }))}
        />
      ) : null}
      {body}
      {canWrite && layoutId ? (
        <RemoveElementDialog
          layoutId={layoutId}
          element={removing}
          onClose={() => setRemoving(null)}
          onRemoved={refresh}
        />
      ) : null}
    </div>
  )
}
