import { useId, useState } from 'react'
import type { AuditEntry } from '@vitrine/api'
import { Button } from '@vitrine/ui'
import { ChevronDown, ChevronRight } from 'lucide-react'
import { formatDateTime } from '../../shared/format.ts'
import { AuditChanges } from '../../shared/audit-log/AuditChanges.tsx'
import { actorName, describeAction } from '../../shared/audit-log/describe-action.ts'
import { customerChanges } from './customer-changes.ts'

/** One step of the timeline: who did what and when, and the changed fields on request. */
export function ActivityItem({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false)
  const changesId = useId()
  const hasChanges = Object.keys(entry.changes).length > 0
  return (
    <li className="group/item relative flex flex-col gap-1 ps-6 pb-5 last:pb-0">
      {/* The timeline's rail and this entry's dot on it. */}
      <span
        aria-hidden
        className="absolute start-[5px] top-3 bottom-0 w-px bg-border group-last/item:hidden"
      />
      <span
        aria-hidden
        className="absolute start-0 top-1.5 size-[11px] rounded-full border-2 border-primary bg-surface"
      />
      <time dateTime={entry.at} className="text-sm text-muted-foreground tabular-nums">
        {formatDateTime(entry.at)}
      </time>
      <p>
        <strong className="font-semibold">{actorName(entry.actor)}</strong> {describeAction(entry)}
      </p>
      {hasChanges ? (
        <>
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
            <div className="overflow-x-auto rounded-md border border-border bg-muted/50 px-3 py-1">
              <AuditChanges id={changesId} changes={customerChanges(entry.changes)} />
            </div>
          ) : null}
        </>
      ) : null}
    </li>
  )
}
