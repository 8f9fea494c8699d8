import type { Plan } from '@vitrine/api'
import { Badge } from '@vitrine/ui'

/** Archived wins (it takes no new subscriptions whatever its switch says), then on or off. */
export function PlanStateBadge({ plan }: { plan: Pick<Plan, 'active' | 'archived_at'> }) {
  if (plan.archived_at !== null) {
    return (
      <Badge size="sm" tone="neutral" className="border-dashed">
        Arquivado
      </Badge>
    )
  }
  return plan.active ? (
    <Badge size="sm" tone="success">
      Ativo
    </Badge>
  ) : (
    <Badge size="sm" tone="warning">
      Desativado
    </Badge>
  )
}
