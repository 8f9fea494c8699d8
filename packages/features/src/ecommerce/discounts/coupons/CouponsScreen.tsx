import { useState } from 'react'
import { discountKeys, formatMoney, type Coupon, type CouponQuery, type Level } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  useNotify,
} from '@vitrine/ui'
import { Download, Plus } from 'lucide-react'
import { useDebouncedSearch } from '../../../shared/use-debounced-search.ts'
import { useKeysetPages } from '../../../shared/use-keyset-pages.ts'
import { ListFrame } from '../../shared/ListFrame.tsx'
import { EcommerceHeader } from '../../shared/EcommerceHeader.tsx'
import { EcommerceNoAccess } from '../../shared/EcommerceNoAccess.tsx'
import { discountPages } from '../shared/discount-pages.ts'
import { percentText, scheduleStatus, scheduleText } from '../shared/discount-words.ts'
import { RowActions } from '../../shared/RowActions.tsx'
import { SimulatorPanel } from '../shared/SimulatorPanel.tsx'
import { CouponDialog, type CouponDialogMode } from './CouponDialog.tsx'

export interface CouponsScreenProps {
  appId: number
  /** The viewer's e-commerce level: read sees and simulates, write changes. */
  level: Level
}

const discountText = (coupon: Coupon) =>
  coupon.kind === 'percent'
    ? percentText(coupon.value)
    : coupon.kind === 'fixed'
      ? formatMoney(coupon.value)
      : 'Frete grátis'

/**
 * Where a coupon stands today, in the masculine of "cupom": switched off, before its start,
 * past its end, used up to its limit, or good to use.
 */
function CouponStatus({ coupon, now }: { coupon: Coupon; now: Date }) {
  const status = scheduleStatus(coupon, now)
  const usedUp = coupon.max_uses !== null && coupon.uses >= coupon.max_uses
  const [tone, words] =
    status === 'inactive'
      ? (['neutral', 'Inativo'] as const)
      : status === 'ended'
        ? (['neutral', 'Expirado'] as const)
        : status === 'scheduled'
          ? (['info', 'Agendado'] as const)
          : usedUp
            ? (['warning', 'Esgotado'] as const)
            : (['success', 'Ativo'] as const)
  return <Badge tone={tone}>{words}</Badge>
}

/** E-commerce › Descontos › Cupons (issue 15 item 3): list, create, batch, export, simulate. */
export function CouponsScreen({ appId, level }: CouponsScreenProps) {
  const api = useApi()
  const notify = useNotify()
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const { search, setSearch, query } = useDebouncedSearch()
  const filters: CouponQuery = query ? { q: query } : {}
  const list = useKeysetPages({
    filters,
    enabled: allowed,
    listKey: (filters: CouponQuery) => discountKeys.coupons(appId, filters),
    fetchPage: (page) => api.ecommerceDiscounts.listCoupons(appId, page),
  })
  const [mode, setMode] = useState<CouponDialogMode | null>(null)
  const now = new Date()

  async function exportCsv() {
    const blob = await api.ecommerceDiscounts.exportCoupons(appId)
    const link = document.createElement('a')
    link.href = URL.createObjectURL(blob)
    link.download = 'cupons.csv'
    link.click()
    URL.revokeObjectURL(link.href)
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <EcommerceHeader
        title="Cupons"
        description="Códigos de desconto que o cliente digita no carrinho."
        tabsLabel="Descontos"
        pages={discountPages(appId)}
        current="coupons"
        actions={
          allowed ? (
            <div className="flex gap-2">
              <Button variant="secondary" onClick={() => void exportCsv()}>
                <Download aria-hidden />
                Exportar CSV
              </Button>
              {canWrite ? (
                <>
                  <Button variant="secondary" onClick={() => setMode({ kind: 'batch' })}>
                    Gerar em lote
                  </Button>
                  <Button onClick={() => setMode({ kind: 'new' })}>
                    <Plus aria-hidden />
                    Novo cupom
                  </Button>
                </>
              ) : null}
            </div>
          ) : null
        }
      />
      {!allowed ? (
        <EcommerceNoAccess />
      ) : (
        <>
          <ListFrame
            noun="os cupons"
            searchLabel="Buscar por código"
            search={search}
            onSearch={setSearch}
            items={list.items}
            error={list.error}
            onRetry={list.reload}
            hasMore={list.hasMore}
            loadingMore={list.loadingMore}
            onMore={list.loadMore}
            empty="Nenhum cupom ainda."
          >
            <Table aria-label="Cupons">
              <TableHeader>
                <TableRow>
                  <TableHead>Código</TableHead>
                  <TableHead>Desconto</TableHead>
                  <TableHead>Usos</TableHead>
                  <TableHead>Validade</TableHead>
                  <TableHead>Situação</TableHead>
                  {canWrite ? (
                    <TableHead>
                      <span className="sr-only">Ações</span>
                    </TableHead>
                  ) : null}
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.items?.map((coupon) => (
                  <TableRow key={coupon.id}>
                    <TableCell className="font-mono font-medium">{coupon.code}</TableCell>
                    <TableCell>
                      {discountText(coupon)}
                      {coupon.min_subtotal_cents
                        ? ` (mínimo ${formatMoney(coupon.min_subtotal_cents)})`
                        : ''}
                    </TableCell>
                    <TableCell>
                      {coupon.uses}
                      {coupon.max_uses !== null ? ` de ${coupon.max_uses}` : ''}
                    </TableCell>
                    <TableCell>
                      {coupon.starts_at || coupon.ends_at ? scheduleText(coupon) : '—'}
                    </TableCell>
                    <TableCell>
                      <CouponStatus coupon={coupon} now={now} />
                    </TableCell>
                    {canWrite ? (
                      <TableCell>
                        <RowActions
                          what={`o cupom ${coupon.code}`}
                          consequence="Clientes não poderão mais usar este código."
                          onEdit={() => setMode({ kind: 'edit', coupon })}
                          onDelete={async () => {
                            await api.ecommerceDiscounts.removeCoupon(appId, coupon.id)
                            notify({ type: 'success', message: `Cupom ${coupon.code} excluído.` })
                            await list.reload()
                          }}
                        />
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ListFrame>
          <SimulatorPanel appId={appId} />
          <CouponDialog
            appId={appId}
            mode={mode}
            onOpenChange={(open) => {
              if (!open) setMode(null)
            }}
            onSaved={() => list.reload()}
          />
        </>
      )}
    </div>
  )
}
