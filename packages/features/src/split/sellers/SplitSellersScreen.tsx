import { useState, type ReactNode } from 'react'
import type { Level, Seller } from '@vitrine/api'
import { Alert, Button, EmptyState, ErrorState, Skeleton } from '@vitrine/ui'
import { ArrowRight, Plus, SearchX, Upload, Users } from 'lucide-react'
import { Link } from '../../routes/navigation.tsx'
import { ListSkeleton } from '../../shared/ListSkeleton.tsx'
import { NoMatches } from '../../shared/NoMatches.tsx'
import { PagedListStatus } from '../../shared/PagedListStatus.tsx'
import { errorMessage } from '../../shared/server-errors.ts'
import { useNarrowScreen } from '../../shared/use-narrow-screen.ts'
import { ruleHref } from '../gateways/gateway-links.ts'
import { useSplitGateways } from '../gateways/use-split-gateways.ts'
import { paymentTypeName } from '../rules/rule-labels.ts'
import { gatewaysHref } from '../rules/rules-links.ts'
import { RulesNoAccess } from '../rules/RulesNoAccess.tsx'
import { ImportSellersDialog } from '../sellers-import/index.ts'
import { isNotFound } from '../rules/use-split-rule.ts'
import { SellerCard } from './SellerCard.tsx'
import { SellerFormDialog } from './SellerFormDialog.tsx'
import { SellersToolbar } from './SellersToolbar.tsx'
import { useSellerList } from './use-seller-list.ts'

export interface SplitSellersScreenProps {
  appId: number
  /** The viewer's payments level: write registers, edits, suspends and releases. */
  level: Level
  /** The gateway's name in the address (only for reading; the id finds it). */
  gatewayName: string
  gatewayId: number
  /**
   * `__seller`: a seller signed in (the role, no payments level). The server answers only its
   * own record; it sees its balances and parts, changes nothing and gets no rule link.
   */
  role?: '__seller' | '__wallet'
}

/** "Nova edição" of the dialog: a new seller (true) or one to edit. */
type Editing = Seller | true | null

/**
 * A split gateway's sellers (issue 12 item 2): search and filter by status, register and edit
 * them (document and where they receive checked by the contract's schema), suspend and
 * reactivate; each seller's balances and parts of split payments, and "Liberar agora".
 */
export function SplitSellersScreen({ appId, level, gatewayId, role }: SplitSellersScreenProps) {
  const allowed = level !== 'none'
  const asSeller = role === '__seller'
  const canWrite = level === 'write' && !asSeller
  const narrow = useNarrowScreen()
  const gateways = useSplitGateways(appId, allowed)
  const list = useSellerList(appId, gatewayId, allowed)
  const [editing, setEditing] = useState<Editing>(null)
  const [importing, setImporting] = useState(false)
  const gateway = gateways.data?.find((item) => item.id === gatewayId)
  const reload = async () => {
    await Promise.all([list.reload(), gateways.mutate()])
  }

  let body: ReactNode
  if (!allowed) {
    body = <RulesNoAccess />
  } else if (
    (list.error && !list.sellers && isNotFound(list.error)) ||
    (gateways.data && !gateway)
  ) {
    body = (
      <EmptyState
        titleAs="h2"
        bordered
        icon={<SearchX aria-hidden />}
        title="Meio de pagamento não encontrado"
        description={
          (list.error ? errorMessage(list.error) : undefined) ??
          'Ele não existe nesta loja ou não divide pagamentos.'
        }
        action={
          <Link href={gatewaysHref(appId)} className="text-primary underline">
            Ver os meios de pagamento com split
          </Link>
        }
      />
    )
  } else if (list.error && !list.sellers) {
    body = (
      <ErrorState
        titleAs="h2"
        bordered
        title="Não foi possível carregar os vendedores"
        message={errorMessage(list.error)}
        onRetry={() => void reload()}
      />
    )
  } else if (!list.sellers) {
    body = (
      <ListSkeleton
        label="Carregando os vendedores"
        row={
          <>
            <Skeleton className="h-5 w-56" />
            <Skeleton className="h-5 w-24" />
            <Skeleton className="ml-auto h-8 w-32" />
          </>
        }
      />
    )
  } else if (list.sellers.length === 0 && !list.narrowed) {
    body = asSeller ? (
      <EmptyState
        titleAs="h2"
        bordered
        icon={<Users aria-hidden />}
        title="Você não tem cadastro neste meio de pagamento"
        description="A loja cadastra cada vendedor com o seu e-mail; peça para cadastrarem o e-mail desta conta."
      />
    ) : (
      <EmptyState
        titleAs="h2"
        bordered
        icon={<Users aria-hidden />}
        title="Nenhum vendedor cadastrado"
        description={
          canWrite
            ? 'Cadastre os vendedores que recebem parte dos pagamentos deste meio de pagamento; depois, diga na regra de divisão quanto cada um recebe.'
            : 'Quem tem permissão de edição em Pagamentos cadastra os vendedores deste meio de pagamento.'
        }
        action={
          canWrite ? (
            <Button onClick={() => setEditing(true)}>
              <Plus aria-hidden />
              Cadastrar vendedor
            </Button>
          ) : undefined
        }
      />
    )
  } else {
    body = (
      <>
        {asSeller ? null : (
          <SellersToolbar
            search={list.search}
            onSearchChange={list.setSearch}
            filters={list.filters}
            onStatusChange={list.setStatus}
            narrow={narrow}
          />
        )}
        {list.sellers.length === 0 ? (
          <NoMatches title="Nenhum vendedor encontrado." onClear={list.clearFilters} />
        ) : (
          <ul
            aria-label="Vendedores"
            className={list.stale ? 'flex flex-col gap-4 opacity-60' : 'flex flex-col gap-4'}
          >
            {list.sellers.map((seller) => (
              <li key={seller.id}>
                <SellerCard
                  appId={appId}
                  gatewayId={gatewayId}
                  seller={seller}
                  canWrite={canWrite}
                  defaultOpen={asSeller}
                  onEdit={setEditing}
                  onChanged={reload}
                />
              </li>
            ))}
          </ul>
        )}
        {asSeller ? null : (
          <PagedListStatus
            slot="seller-count"
            count={countText(list.sellers.length, list.hasMore)}
            loadingMoreText="Carregando mais vendedores…"
            failedText="Não foi possível carregar mais vendedores."
            loadingMore={list.loadingMore}
            stale={list.stale}
            error={list.sellers.length > 0 ? list.error : undefined}
            onRetry={() => void list.loadMore()}
          />
        )}
        {list.hasMore ? (
          <Button
            variant="secondary"
            className="w-fit"
            disabled={list.loadingMore}
            onClick={() => void list.loadMore()}
          >
            Carregar mais vendedores
          </Button>
        ) : null}
      </>
    )
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <p className="text-sm text-muted-foreground">
            Pagamentos ›{' '}
            <Link href={gatewaysHref(appId)} className="hover:underline">
              Split de pagamento
            </Link>
          </p>
          <h1 className="text-2xl font-semibold">{asSeller ? 'Minhas vendas' : 'Vendedores'}</h1>
          {allowed && gateway ? (
            <p className="text-muted-foreground">
              {gateway.name} · {paymentTypeName(gateway.type)}
              {asSeller
                ? ''
                : gateway.rule_version === null
                  ? ' · ainda sem regra'
                  : ` · regra na versão ${gateway.rule_version}`}
            </p>
          ) : null}
        </div>
        {allowed && gateway ? (
          <div className="flex flex-wrap items-center gap-3">
            {asSeller ? null : (
              <Link
                href={ruleHref(appId, gateway)}
                className="flex items-center gap-1.5 text-primary hover:underline"
              >
                Regra de divisão
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            )}
            {canWrite ? (
              <>
                <Button variant="secondary" onClick={() => setImporting(true)}>
                  <Upload aria-hidden />
                  Importar CSV
                </Button>
                <Button onClick={() => setEditing(true)}>
                  <Plus aria-hidden />
                  Novo vendedor
                </Button>
              </>
            ) : null}
          </div>
        ) : null}
      </header>
      {allowed && !canWrite && !asSeller && list.sellers ? (
        <Alert tone="info">
          Você pode consultar os vendedores, os saldos e as partes; para cadastrar, editar ou
          liberar, é preciso permissão de edição em Pagamentos.
        </Alert>
      ) : null}
      {body}
      {canWrite ? (
        <SellerFormDialog
          // Each opening starts from the seller as it is (or blank): nothing typed carries over.
          key={editing === null ? 'closed' : editing === true ? 'new' : editing.id}
          appId={appId}
          gatewayId={gatewayId}
          seller={editing === true || editing === null ? undefined : editing}
          open={editing !== null}
          onOpenChange={(open) => {
            if (!open) setEditing(null)
          }}
          onSaved={reload}
        />
      ) : null}
      {canWrite ? (
        <ImportSellersDialog
          appId={appId}
          gatewayId={gatewayId}
          open={importing}
          onOpenChange={setImporting}
          onImported={() => void reload()}
        />
      ) : null}
    </div>
  )
}

/** "3 vendedores", "1 vendedor", "50 vendedores ou mais". */
function countText(count: number, hasMore: boolean) {
  const words = `${count} ${count === 1 ? 'vendedor' : 'vendedores'}`
  return hasMore ? `${words} carregados; há mais` : words
}
