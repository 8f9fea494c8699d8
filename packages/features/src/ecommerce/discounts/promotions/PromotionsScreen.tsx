import { useState } from 'react'
import useSWR from 'swr'
import { discountKeys, type Level, type Promotion } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Badge,
  Button,
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
import { Plus } from 'lucide-react'
import { errorMessage } from '../../../shared/server-errors.ts'
import { EcommerceHeader } from '../../shared/EcommerceHeader.tsx'
import { EcommerceNoAccess } from '../../shared/EcommerceNoAccess.tsx'
import { discountPages } from '../shared/discount-pages.ts'
import {
  scheduleStatus,
  scheduleStatusWords,
  scheduleText,
  type ScheduleStatus,
} from '../shared/discount-words.ts'
import { RowActions } from '../../shared/RowActions.tsx'
import { SimulatorPanel } from '../shared/SimulatorPanel.tsx'
import { PromotionDialog, type PromotionDialogMode } from './PromotionDialog.tsx'
import { promotionKindWords, promotionValueText } from './promotion-words.ts'

export interface PromotionsScreenProps {
  appId: number
  /** The viewer's e-commerce level: read sees and simulates, write changes. */
  level: Level
}

const statusTone: Record<ScheduleStatus, 'success' | 'neutral' | 'info' | 'warning'> = {
  running: 'success',
  scheduled: 'info',
  ended: 'neutral',
  inactive: 'neutral',
}

/**
 * E-commerce › Descontos › Promoções (issue 15 item 3): the automatic discounts in the order
 * the engine applies them (priority, then id), where each stands now, and the simulator.
 */
export function PromotionsScreen({ appId, level }: PromotionsScreenProps) {
  const api = useApi()
  const notify = useNotify()
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const list = useSWR(allowed ? discountKeys.promotions(appId) : null, () =>
    api.ecommerceDiscounts.listPromotions(appId),
  )
  const [mode, setMode] = useState<PromotionDialogMode | null>(null)
  const now = new Date()

  async function remove(promotion: Promotion) {
    await api.ecommerceDiscounts.removePromotion(appId, promotion.id)
    notify({ type: 'success', message: `Promoção «${promotion.name}» excluída.` })
    await list.mutate()
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <EcommerceHeader
        title="Promoções"
        description="Descontos automáticos: aplicados no carrinho sem código, antes dos cupons."
        tabsLabel="Descontos"
        pages={discountPages(appId)}
        current="promotions"
        actions={
          canWrite ? (
            <Button onClick={() => setMode({ kind: 'new' })}>
              <Plus aria-hidden />
              Nova promoção
            </Button>
          ) : null
        }
      />
      {!allowed ? (
        <EcommerceNoAccess />
      ) : (
        <>
          {list.error ? (
            <ErrorState
              titleAs="h2"
              bordered
              title="Não foi possível carregar as promoções"
              message={errorMessage(list.error)}
              onRetry={() => void list.mutate()}
            />
          ) : !list.data ? (
            <SkeletonGroup label="Carregando as promoções">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </SkeletonGroup>
          ) : list.data.items.length === 0 ? (
            <EmptyState
              titleAs="h2"
              bordered
              title="Nenhuma promoção ainda."
              description="Uma promoção vale sozinha no carrinho: um percentual, um valor por unidade, leve X e ganhe Y, ou um desconto que cresce com a quantidade."
            />
          ) : (
            <Table aria-label="Promoções, na ordem em que se aplicam">
              <TableHeader>
                <TableRow>
                  <TableHead>Nome</TableHead>
                  <TableHead>Tipo</TableHead>
                  <TableHead>Desconto</TableHead>
                  <TableHead>Período</TableHead>
                  <TableHead>Prioridade</TableHead>
                  <TableHead>Situação</TableHead>
                  {canWrite ? (
                    <TableHead>
                      <span className="sr-only">Ações</span>
                    </TableHead>
                  ) : null}
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.data.items.map((promotion) => {
                  const status = scheduleStatus(promotion, now)
                  return (
                    <TableRow key={promotion.id}>
                      <TableCell className="font-medium">{promotion.name}</TableCell>
                      <TableCell>{promotionKindWords[promotion.kind]}</TableCell>
                      <TableCell>{promotionValueText(promotion)}</TableCell>
                      <TableCell>{scheduleText(promotion)}</TableCell>
                      <TableCell>{promotion.priority}</TableCell>
                      <TableCell>
                        <Badge tone={statusTone[status]}>{scheduleStatusWords[status]}</Badge>
                      </TableCell>
                      {canWrite ? (
                        <TableCell>
                          <RowActions
                            what={`a promoção ${promotion.name}`}
                            consequence="O desconto deixa de valer no carrinho na hora."
                            onEdit={() => setMode({ kind: 'edit', promotion })}
                            onDelete={() => remove(promotion)}
                          />
                        </TableCell>
                      ) : null}
                    </TableRow>
                  )
                })}
              </TableBody>
            </Table>
          )}
          <SimulatorPanel appId={appId} />
          <PromotionDialog
            appId={appId}
            mode={mode}
            onOpenChange={(open) => {
              if (!open) setMode(null)
            }}
            onSaved={() => list.mutate()}
          />
        </>
      )}
    </div>
  )
}
