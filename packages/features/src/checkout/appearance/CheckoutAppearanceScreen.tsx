import useSWR from 'swr'
import {
  checkoutAppearanceKeys,
  type CheckoutAppearanceState,
  type Level,
  type PublicCustomField,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { EmptyState, ErrorState, Skeleton, SkeletonGroup } from '@vitrine/ui'
import { Lock } from 'lucide-react'
import { errorMessage } from '../../shared/server-errors.ts'
import { AppearanceEditor } from './AppearanceEditor.tsx'

export interface CheckoutAppearanceScreenProps {
  appId: number
  /** The viewer's checkout level: read sees the appearance, write edits and publishes it. */
  level: Level
}

/**
 * Checkout › Aparência do checkout (issue 16 item 1): the store's logo, favicon, colours, font,
 * corners, texts, trust badges and the order of the steps, beside a live preview of the real
 * link page. Changes are a draft until published; the draft can be discarded.
 */
export function CheckoutAppearanceScreen({ appId, level }: CheckoutAppearanceScreenProps) {
  const api = useApi()
  const allowed = level !== 'none'
  const state = useSWR(allowed ? checkoutAppearanceKeys.state(appId) : null, () =>
    api.checkoutAppearance.get(appId),
  )
  // The store's custom fields show in the preview as the payers will see them; the preview
  // does without them while they load or if they cannot be read.
  const fields = useSWR(allowed ? ['checkout', appId, 'appearance-preview-fields'] : null, () =>
    api.checkoutFields.list(appId),
  )
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">Checkout</p>
        <h1 className="text-2xl font-semibold">Aparência do checkout</h1>
        <p className="text-muted-foreground">
          Logo, cores, fonte, textos e selos das páginas de pagamento da loja, com a
          pré-visualização ao lado.
        </p>
      </header>
      {!allowed ? (
        <EmptyState
          titleAs="h2"
          bordered
          icon={<Lock aria-hidden />}
          title="Você não tem acesso ao checkout"
          description="Peça a quem administra a loja para liberar o acesso à área de checkout."
        />
      ) : state.error ? (
        <ErrorState
          titleAs="h2"
          bordered
          title="Não foi possível carregar a aparência do checkout"
          message={errorMessage(state.error)}
          onRetry={() => void state.mutate()}
        />
      ) : !state.data ? (
        <SkeletonGroup label="Carregando a aparência do checkout">
          <Skeleton className="h-9 w-full max-w-xl" />
          <Skeleton className="h-9 w-full max-w-xl" />
          <Skeleton className="h-64 w-full" />
        </SkeletonGroup>
      ) : (
        <AppearanceEditor
          key={editorKey(state.data)}
          appId={appId}
          state={state.data}
          fields={(fields.data ?? []) as PublicCustomField[]}
          canWrite={level === 'write'}
          onChanged={(next) => void state.mutate(next, { revalidate: false })}
        />
      )}
    </div>
  )
}

/** A new editor (its form from the answer) after publishing or discarding, not after saving. */
function editorKey(state: CheckoutAppearanceState): string {
  return `${state.published_at ?? 'never'}:${state.has_draft ? 'draft' : 'clean'}`
}
