import type { Plan } from '@vitrine/api'
import { Button } from '@vitrine/ui'
import { Archive, ArchiveRestore, Pencil } from 'lucide-react'

export interface PlanRowActionsProps {
  plan: Plan
  onEdit: (plan: Plan) => void
  onArchive: (plan: Plan) => void
}

/** Edit and archive (or bring back) one plan, each button named with the plan. */
export function PlanRowActions({ plan, onEdit, onArchive }: PlanRowActionsProps) {
  const archived = plan.archived_at !== null
  return (
    <div className="flex justify-end gap-1">
      {archived ? null : (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Editar o plano ${plan.name}`}
          title="Editar"
          onClick={() => onEdit(plan)}
        >
          <Pencil aria-hidden />
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        aria-label={`${archived ? 'Desarquivar' : 'Arquivar'} o plano ${plan.name}`}
        title={archived ? 'Desarquivar' : 'Arquivar'}
        onClick={() => onArchive(plan)}
      >
        {archived ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
      </Button>
    </div>
  )
}
