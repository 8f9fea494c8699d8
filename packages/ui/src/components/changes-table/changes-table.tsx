import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../table/table.tsx'

/** One changed field, already in the reader's words. */
export interface ChangeRow {
  /** Unique among the rows (React's key). */
  key: string
  field: ReactNode
  before: ReactNode
  after: ReactNode
}

export interface ChangesTableProps extends Omit<ComponentProps<'table'>, 'children'> {
  rows: readonly ChangeRow[]
  /** The table's name for screen readers (hidden from sight: the screen says it around it). */
  caption?: string
  fieldLabel?: string
  beforeLabel?: string
  afterLabel?: string
  /** Shown instead of the table when no field changed; it takes the table's `id`. */
  emptyMessage?: ReactNode
}

/*
 * Compact: it sits inside a log line or a timeline step, so its cells are tighter than a list
 * table's and its columns start flush with the box around it.
 */
const headCell = 'px-0 py-1.5 pe-4 whitespace-normal'
const cell = 'px-0 py-1.5 pe-4'

/** The before → after table of a record's changed fields: one row per field. */
export function ChangesTable({
  rows,
  caption = 'Campos alterados',
  fieldLabel = 'Campo',
  beforeLabel = 'Antes',
  afterLabel = 'Depois',
  emptyMessage = 'Nenhum campo alterado foi registrado.',
  id,
  className,
  ...props
}: ChangesTableProps) {
  if (rows.length === 0) {
    return (
      <p id={id} data-slot="changes-table-empty" className="text-sm text-muted-foreground">
        {emptyMessage}
      </p>
    )
  }
  return (
    <Table id={id} data-slot="changes-table" className={cn('text-sm', className)} {...props}>
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        <TableRow className="align-middle text-muted-foreground">
          <TableHead className={headCell}>{fieldLabel}</TableHead>
          <TableHead className={headCell}>{beforeLabel}</TableHead>
          <TableHead className={cn(headCell, 'pe-0')}>{afterLabel}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} className="align-middle">
            <th scope="row" className="py-1.5 pe-4 font-medium">
              {row.field}
            </th>
            <TableCell className={cn(cell, 'text-muted-foreground')}>{row.before}</TableCell>
            <TableCell className={cn(cell, 'pe-0')}>{row.after}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
