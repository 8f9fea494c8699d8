import { useId, useState } from 'react'
import type { Seller } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Badge, Button, Card, ConfirmDialog, useNotify } from '@vitrine/ui'
import { ChevronDown } from 'lucide-react'
import { formatDate } from '../../shared/format.ts'
import { SellerDetail } from './SellerDetail.tsx'
import { documentLine, payoutLine, sellerStatusLabels, sellerStatusTones } from './seller-labels.ts'

export interface SellerCardProps {
  appId: number
  gatewayId: number
  seller: Seller
  canWrite: boolean
  /** The balances and parts start open (a seller signed in sees only its own card). */
  defaultOpen?: boolean
  onEdit: (seller: Seller) => void
  /** After a suspension or reactivation: the list is asked again. */
  onChanged: () => void | Promise<void>
}

/** One seller: who it is, where it receives, its status, and its balances and parts on demand. */
export function SellerCard({
  appId,
  gatewayId,
  seller,
  canWrite,
  defaultOpen = false,
  onEdit,
  onChanged,
}: SellerCardProps) {
  const api = useApi()
  const notify = useNotify()
  const [open, setOpen] = useState(defaultOpen)
  const detailId = useId()
  const suspended = seller.status === 'suspended'

  async function reactivate() {
    const saved = await api.split.reactivateSeller(appId, gatewayId, seller.id)
    notify({
      type: 'success',
      message:
        saved.status === 'active'
          ? `Vendedor «${saved.name}» reativado.`
          : `Vendedor «${saved.name}» reativado; aguarda a verificação do provedor.`,
    })
    await onChanged()
  }

  return (
    <Card className="flex flex-col gap-3 px-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold">{seller.name}</h2>
            <Badge size="sm" tone={sellerStatusTones[seller.status]}>
              {sellerStatusLabels[seller.status]}
            </Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            {documentLine(seller)} · {seller.email}
          </p>
          <p className="text-sm">{payoutLine(seller.payout)}</p>
          <p className="text-xs text-muted-foreground">
            Cadastrado em {formatDate(seller.created_at)}
            {seller.provider_account ? ` · conta no provedor ${seller.provider_account}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canWrite ? (
            <>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Editar ${seller.name}`}
                onClick={() => onEdit(seller)}
              >
                Editar
              </Button>
              {suspended ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Reativar ${seller.name}`}
                  onClick={() =>
                    void reactivate().catch((error: unknown) =>
                      notify({
                        type: 'error',
                        message: error instanceof Error ? error.message : 'Algo deu errado.',
                      }),
                    )
                  }
                >
                  Reativar
                </Button>
              ) : (
                <ConfirmDialog
                  tone="danger"
                  trigger={
                    <Button variant="ghost" size="sm" aria-label={`Suspender ${seller.name}`}>
                      Suspender
                    </Button>
                  }
                  title={`Suspender ${seller.name}?`}
                  description="Um vendedor suspenso não pode entrar em novas versões da regra. As versões e os pagamentos já divididos continuam com ele, e você pode reativá-lo depois."
                  confirmLabel="Suspender vendedor"
                  onConfirm={async () => {
                    const saved = await api.split.suspendSeller(appId, gatewayId, seller.id)
                    notify({ type: 'success', message: `Vendedor «${saved.name}» suspenso.` })
                    await onChanged()
                  }}
                />
              )}
            </>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={open}
            aria-controls={open ? detailId : undefined}
            aria-label={`Saldo e partes de ${seller.name}`}
            onClick={() => setOpen(!open)}
          >
            Saldo e partes
            <ChevronDown aria-hidden className={open ? 'rotate-180' : undefined} />
          </Button>
        </div>
      </div>
      {open ? (
        <SellerDetail
          id={detailId}
          appId={appId}
          gatewayId={gatewayId}
          seller={seller}
          canWrite={canWrite}
        />
      ) : null}
    </Card>
  )
}
