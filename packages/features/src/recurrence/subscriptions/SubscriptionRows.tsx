import { formatMoney, type Subscription } from '@vitrine/api'
import { cn, VirtualList, type VirtualRowProps } from '@vitrine/ui'
import { Link } from '../../routes/navigation.tsx'
import { ColumnHeaders } from '../../shared/ColumnHeaders.tsx'
import { formatDate } from '../../shared/format.ts'
import { pagedRowsProps } from '../../shared/paged-rows.ts'
import { subscriptionHref } from '../shared/subscription-links.ts'
import { SubscriptionStatusBadge } from '../shared/SubscriptionStatusBadge.tsx'
import { cycleText, paidWithText } from '../shared/subscription-words.ts'
import { ROW_HEIGHT, SUBSCRIPTION_COLUMNS, SUBSCRIPTION_GRID } from './subscription-columns.ts'
import { priceEveryText } from '../shared/interval-words.ts'

export interface SubscriptionRowsProps {
  appId: number
  subscriptions: Subscription[]
  /** More pages may follow: the total is unknown until the last one arrives. */
  hasMore: boolean
  onEndReached: () => void
  /** A narrow screen gets cards instead of the table's columns. */
  narrow: boolean
  /** The rows belong to the previous filters while the new ones load. */
  stale: boolean
}

/** The table's scroll area holds most of the window; the page keeps room for its header. */
const LIST_HEIGHT = 'max(20rem, calc(100dvh - 20rem))'

/** "—" when nothing is due (paused, canceled, ended). */
const nextChargeText = (subscription: Subscription) =>
  subscription.next_charge_at ? formatDate(subscription.next_charge_at) : '—'

/** The subscriptions loaded so far, only those in view rendered, the next page asked for near the end. */
export function SubscriptionRows({
  appId,
  subscriptions,
  hasMore,
  onEndReached,
  narrow,
  stale,
}: SubscriptionRowsProps) {
  const common = {
    ...pagedRowsProps({
      items: subscriptions,
      hasMore,
      onEndReached,
      stale,
      maxHeight: LIST_HEIGHT,
    }),
    'aria-label': 'Assinaturas',
  }
  if (narrow) {
    return (
      <VirtualList
        {...common}
        rowHeight={ROW_HEIGHT.cards}
        renderRow={(index, row) => {
          const subscription = subscriptions[index]!
          return (
            <SubscriptionCard
              subscription={subscription}
              row={row}
              href={subscriptionHref(appId, subscription.id)}
            />
          )
        }}
      />
    )
  }
  return (
    <VirtualList
      {...common}
      semantics="table"
      rowHeight={ROW_HEIGHT.table}
      header={<ColumnHeaders grid={SUBSCRIPTION_GRID} columns={SUBSCRIPTION_COLUMNS} />}
      bodyClassName="min-w-[64rem]"
      renderRow={(index, row) => {
        const subscription = subscriptions[index]!
        return (
          <SubscriptionRow
            subscription={subscription}
            row={row}
            href={subscriptionHref(appId, subscription.id)}
          />
        )
      }}
    />
  )
}

interface RowProps {
  subscription: Subscription
  row: VirtualRowProps
  href: string
}

/** One subscription in the table: the columns of SUBSCRIPTION_COLUMNS, in order. */
function SubscriptionRow({ subscription, row, href }: RowProps) {
  const { customer, plan } = subscription
  return (
    <div
      {...row}
      className={cn(SUBSCRIPTION_GRID, 'border-b border-border bg-surface hover:bg-muted/50')}
    >
      <div role="cell" className="flex min-w-0 flex-col">
        <Link href={href} className="truncate font-medium text-primary hover:underline">
          {customer.name}
        </Link>
        <span className="truncate text-xs text-muted-foreground">{customer.email ?? '—'}</span>
      </div>
      <div role="cell" className="flex min-w-0 flex-col">
        <span className="truncate text-sm">{plan.name}</span>
        <span className="truncate text-xs text-muted-foreground tabular-nums">
          {priceEveryText(plan)}
        </span>
      </div>
      <div role="cell">
        <SubscriptionStatusBadge status={subscription.status} size="sm" />
      </div>
      <div role="cell" className="text-sm tabular-nums">
        {cycleText(subscription.current_cycle, plan.cycles)}
      </div>
      <div role="cell" className="text-sm tabular-nums">
        {nextChargeText(subscription)}
      </div>
      <div role="cell" className="truncate text-sm text-muted-foreground">
        {paidWithText(subscription.method, subscription.card)}
      </div>
    </div>
  )
}

/** One subscription on a narrow screen: the whole card opens it (the anchor's box is stretched). */
function SubscriptionCard({ subscription, row, href }: RowProps) {
  const { customer, plan } = subscription
  return (
    <div
      {...row}
      className="flex items-center gap-3 border-b border-border bg-surface px-4 hover:bg-muted/50"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex min-w-0 items-center justify-between gap-2">
          <Link
            href={href}
            className="truncate font-medium text-primary after:absolute after:inset-0"
          >
            {customer.name}
          </Link>
          <SubscriptionStatusBadge status={subscription.status} size="sm" />
        </div>
        <span className="truncate text-sm">
          {plan.name} · {formatMoney(plan.price_cents)}
        </span>
        <span className="truncate text-xs text-muted-foreground tabular-nums">
          {cycleText(subscription.current_cycle, plan.cycles)} · próxima:{' '}
          {nextChargeText(subscription)}
        </span>
        <span className="truncate text-xs text-muted-foreground">
          {paidWithText(subscription.method, subscription.card)}
        </span>
      </div>
    </div>
  )
}
