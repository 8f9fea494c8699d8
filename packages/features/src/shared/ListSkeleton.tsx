import type { ReactNode } from 'react'
import { SkeletonGroup } from '@vitrine/ui'

export interface ListSkeletonProps {
  /** The busy status: "Carregando clientes". */
  label: string
  /** One row's skeletons, shaped like the list's columns. */
  row: ReactNode
}

/** A list's first page on its way: five rows of skeletons in the list's frame. */
export function ListSkeleton({ label, row }: ListSkeletonProps) {
  return (
    <SkeletonGroup label={label} className="gap-0">
      <div className="rounded-lg border border-border bg-surface">
        {[0, 1, 2, 3, 4].map((index) => (
          <div
            key={index}
            className="flex items-center gap-6 border-b border-border px-4 py-3 last:border-b-0"
          >
            {row}
          </div>
        ))}
      </div>
    </SkeletonGroup>
  )
}
