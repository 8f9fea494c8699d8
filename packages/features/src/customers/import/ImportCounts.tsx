import type { ImportReport } from '@vitrine/api'
import { cn } from '@vitrine/ui'
import { formatCount } from './import-texts.ts'

type Counts = Pick<ImportReport, 'created' | 'updated' | 'skipped' | 'failed'>

/**
 * The four outcomes of a row, side by side. `planned` words them as what a commit would do
 * (a dry run), otherwise as what was done.
 */
export function ImportCounts({ counts, planned }: { counts: Counts; planned: boolean }) {
  const items = [
    { key: 'created', label: planned ? 'Novos' : 'Criados', value: counts.created },
    { key: 'updated', label: planned ? 'A atualizar' : 'Atualizados', value: counts.updated },
    { key: 'skipped', label: 'Sem mudança', value: counts.skipped },
    { key: 'failed', label: planned ? 'Com erro' : 'Não importados', value: counts.failed },
  ]
  return (
    <dl data-slot="import-counts" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {items.map((item) => (
        <div
          key={item.key}
          data-count={item.key}
          className={cn(
            'flex flex-col-reverse gap-0.5 rounded-md border border-border px-3 py-2',
            item.key === 'failed' && item.value > 0 && 'border-danger/30 bg-danger-subtle',
          )}
        >
          <dt className="text-sm text-muted-foreground">{item.label}</dt>
          <dd
            className={cn(
              'text-xl font-semibold tabular-nums',
              item.key === 'failed' && item.value > 0 && 'text-danger-foreground',
            )}
          >
            {formatCount(item.value)}
          </dd>
        </div>
      ))}
    </dl>
  )
}
