import type { StorefrontRedirect } from '@vitrine/api'
import { Badge, Button, cn, Switch, VirtualList, type VirtualRowProps } from '@vitrine/ui'
import { Pencil, Trash2 } from 'lucide-react'
import { ColumnHeaders } from '../../shared/ColumnHeaders.tsx'
import { pagedRowsProps } from '../../shared/paged-rows.ts'
import { STATUS_LABELS } from './words.ts'

const COLUMNS = [
  { id: 'from', label: 'Origem' },
  { id: 'to', label: 'Destino' },
  { id: 'status', label: 'Tipo' },
  { id: 'active', label: 'Ativa' },
  { id: 'actions', label: 'Ações' },
] as const

const GRID =
  'grid min-w-[56rem] grid-cols-[minmax(12rem,2fr)_minmax(12rem,2fr)_9rem_6rem_6rem] items-center gap-x-3 px-4'
const ROW_HEIGHT = { table: 60, cards: 112 } as const
const LIST_HEIGHT = 'max(20rem, calc(100dvh - 24rem))'

export interface RedirectRowsProps {
  rules: StorefrontRedirect[]
  hasMore: boolean
  onEndReached: () => void
  narrow: boolean
  stale: boolean
  /** Write level: the switch, edit and delete; absent at read level. */
  actions: RuleActions | null
}

export interface RuleActions {
  onToggle: (rule: StorefrontRedirect) => void
  onEdit: (rule: StorefrontRedirect) => void
  onDelete: (rule: StorefrontRedirect) => void
  /** The rule whose switch is being saved. */
  toggling: number | null
}

/** The rules loaded so far, only those in view rendered, the next page asked for near the end. */
export function RedirectRows({
  rules,
  hasMore,
  onEndReached,
  narrow,
  stale,
  actions,
}: RedirectRowsProps) {
  const common = {
    ...pagedRowsProps({ items: rules, hasMore, onEndReached, stale, maxHeight: LIST_HEIGHT }),
    'aria-label': 'Regras de redirecionamento',
  }
  if (narrow) {
    return (
      <VirtualList
        {...common}
        rowHeight={ROW_HEIGHT.cards}
        renderRow={(index, row) => <RuleCard rule={rules[index]!} row={row} actions={actions} />}
      />
    )
  }
  return (
    <VirtualList
      {...common}
      semantics="table"
      rowHeight={ROW_HEIGHT.table}
      // Read level has no actions: the column's header would stand over nothing.
      header={
        <ColumnHeaders
          grid={GRID}
          columns={actions ? COLUMNS : COLUMNS.filter((column) => column.id !== 'actions')}
        />
      }
      bodyClassName="min-w-[56rem]"
      renderRow={(index, row) => <RuleRow rule={rules[index]!} row={row} actions={actions} />}
    />
  )
}

interface RowProps {
  rule: StorefrontRedirect
  row: VirtualRowProps
  actions: RuleActions | null
}

function ActiveCell({ rule, actions }: Omit<RowProps, 'row'>) {
  if (!actions) return <span className="text-sm">{rule.active ? 'Sim' : 'Não'}</span>
  return (
    <Switch
      aria-label={`Regra de ${rule.from_path} ativa`}
      checked={rule.active}
      disabled={actions.toggling === rule.id}
      onCheckedChange={() => actions.onToggle(rule)}
    />
  )
}

function Buttons({ rule, actions }: Omit<RowProps, 'row'>) {
  if (!actions) return null
  return (
    <span className="flex gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Editar a regra de ${rule.from_path}`}
        onClick={() => actions.onEdit(rule)}
      >
        <Pencil aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Excluir a regra de ${rule.from_path}`}
        onClick={() => actions.onDelete(rule)}
      >
        <Trash2 aria-hidden />
      </Button>
    </span>
  )
}

function RuleRow({ rule, row, actions }: RowProps) {
  return (
    <div {...row} className={cn(GRID, 'border-b border-border bg-surface hover:bg-muted/50')}>
      <div role="cell" className="flex min-w-0 flex-col">
        <code className={cn('truncate font-mono text-sm', !rule.active && 'text-muted-foreground')}>
          {rule.from_path}
        </code>
        {rule.note ? (
          <span className="truncate text-xs text-muted-foreground">{rule.note}</span>
        ) : null}
      </div>
      <div role="cell" className="min-w-0">
        <code className="block truncate font-mono text-sm">{rule.to}</code>
      </div>
      <div role="cell">
        <Badge size="sm" tone={rule.status === 301 ? 'neutral' : 'info'}>
          {STATUS_LABELS[rule.status]}
        </Badge>
      </div>
      <div role="cell">
        <ActiveCell rule={rule} actions={actions} />
      </div>
      <div role="cell">
        <Buttons rule={rule} actions={actions} />
      </div>
    </div>
  )
}

function RuleCard({ rule, row, actions }: RowProps) {
  return (
    <div
      {...row}
      className="flex flex-col justify-center gap-1 border-b border-border bg-surface px-4"
    >
      <code className="truncate font-mono text-sm">{rule.from_path}</code>
      <code className="truncate font-mono text-sm text-muted-foreground">→ {rule.to}</code>
      <div className="flex items-center gap-3">
        <Badge size="sm" tone={rule.status === 301 ? 'neutral' : 'info'}>
          {STATUS_LABELS[rule.status]}
        </Badge>
        <ActiveCell rule={rule} actions={actions} />
        <span className="ms-auto">
          <Buttons rule={rule} actions={actions} />
        </span>
      </div>
    </div>
  )
}
