import type { Role } from '@vitrine/api'
import { Badge } from '@vitrine/ui'
import { roleLabels } from '../../shared/access-labels.ts'
import { summarizeLevels, type LevelMap } from '../../shared/levels-summary.ts'

/** A manager's levels in a line per level, and their special roles as badges. */
export function AccessSummary({ levels, roles }: { levels: LevelMap; roles: readonly Role[] }) {
  const lines = summarizeLevels(levels)
  return (
    <div className="flex flex-col gap-1">
      {lines.length === 0 ? (
        <span className="text-muted-foreground">Sem acesso às áreas</span>
      ) : (
        lines.map((line) => <span key={line}>{line}</span>)
      )}
      {roles.length > 0 ? (
        <span className="flex flex-wrap gap-1">
          {roles.map((role) => (
            <Badge key={role} size="sm" tone="info">
              {roleLabels[role].label}
            </Badge>
          ))}
        </span>
      ) : null}
    </div>
  )
}
