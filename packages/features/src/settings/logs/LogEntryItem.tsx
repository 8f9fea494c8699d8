import { useId, useState } from 'react'
import type { AuditEntry } from '@vitrine/api'
import { Badge, Button } from '@vitrine/ui'
import { ChevronDown, ChevronRight } from 'lucide-react'
import { areaLabels } from '../../shared/access-labels.ts'
import { formatDateTime } from '../../shared/format.ts'
import { AuditChanges } from '../../shared/audit-log/AuditChanges.tsx'
import { actorName, describeAction } from '../../shared/audit-log/describe-action.ts'

/** One line of the log: when, who, what in words, and the changed fields on request. */
export function LogEntryItem({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false)
  const changesId = useId()
  const hasChanges = Object.keys(entry.changes).length > 0
  return (
    <li className="flex flex-col gap-2 border-b border-border px-4 py-3 last:border-b-0">
      <div className="flex flex-wrap items-start gap-x-4 gap-y-1">
        <time
          dateTime={entry.at}
          className="w-32 shrink-0 text-sm text-muted-foreground tabular-nums"
        >
          {formatDateTime(entry.at)}
        </time>
        <p className="min-w-0 flex-1">
          <strong className="font-semibold">{actorName(entry.actor)}</strong>{' '}
          {describeAction(entry)}
        </p>
        {entry.area ? (
          <Badge size="sm" tone="neutral">
            {areaLabels[entry.area]}
          </Badge>
        ) : null}
      </div>
      {hasChanges ? (
        <div className="flex flex-col gap-2 ps-36">
          <Button
            variant="link"
            size="sm"
            className="h-auto self-start px-0"
            aria-expanded={open}
            aria-controls={open ? changesId : undefined}
            onClick={() => setOpen(!open)}
          >
            {open ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
            Ver alterações
          </Button>
          {open ? (
            <div className="rounded-md border border-border bg-muted/50 px-3 py-1">
              <AuditChanges id={changesId} changes={entry.changes} />
            </div>
          ) : null}
        </div>
      ) : null}
    </li>
  )
}
