import type { SellerImportReport } from '@vitrine/api'
import { cn } from '@vitrine/ui'
import { formatCount } from './import-texts.ts'

type Counts = Pick<
  SellerImportReport,
  'rows' | 'valid' | 'invalid' | 'duplicates_in_file' | 'already_registered'
>

/**
 * What the check found, side by side: the rows, the ones ready, the ones with a problem, and
 * of those the two kinds people ask about first (repeated in the file, already registered).
 */
export function SellerImportCounts({ counts }: { counts: Counts }) {
  const items = [
    { key: 'rows', label: 'Linhas', value: counts.rows, problem: false },
    { key: 'valid', label: 'Prontos para importar', value: counts.valid, problem: false },
    { key: 'invalid', label: 'Com erro', value: counts.invalid, problem: true },
    {
      key: 'duplicates_in_file',
      label: 'Repetidos no arquivo',
      value: counts.duplicates_in_file,
      problem: true,
    },
    {
      key: 'already_registered',
      label: 'Já cadastrados',
      value: counts.already_registered,
      problem: true,
    },
  ]
  return (
    <dl data-slot="import-counts" className="grid grid-cols-2 gap-2 sm:grid-cols-5">
      {items.map((item) => {
        const alarming = item.problem && item.value > 0
        return (
          <div
            key={item.key}
            data-count={item.key}
            className={cn(
              'flex flex-col-reverse justify-end gap-0.5 rounded-md border border-border px-3 py-2',
              alarming && 'border-danger/30 bg-danger-subtle',
            )}
          >
            <dt className="text-sm text-muted-foreground">{item.label}</dt>
            <dd
              className={cn(
                'text-xl font-semibold tabular-nums',
                alarming && 'text-danger-foreground',
              )}
            >
              {formatCount(item.value)}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
