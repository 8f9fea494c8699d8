import { useState } from 'react'
import {
  DATAPLUS_FILTER_OPERATORS,
  type DataplusColumn,
  type DataplusFilterOperator,
} from '@vitrine/api'
import { Button, Field, Input, Select } from '@vitrine/ui'
import { OPERATOR_LABELS } from '../shared/words.ts'

export interface RowFilterValue {
  filter_column?: string
  filter_op?: DataplusFilterOperator
  filter_value?: string
}

const TEXT_TYPES = new Set(['text', 'long_text', 'image', 'json'])
const ORDERED = new Set([
  'text',
  'long_text',
  'number',
  'decimal',
  'date',
  'datetime',
  'image',
  'product',
  'category',
])

/** The operators that make sense for a column's type (the server refuses the others). */
export function operatorsFor(column: DataplusColumn | undefined): DataplusFilterOperator[] {
  if (!column) return ['eq']
  return DATAPLUS_FILTER_OPERATORS.filter((op) => {
    if (op === 'contains') return TEXT_TYPES.has(column.type)
    if (op === 'gt' || op === 'gte' || op === 'lt' || op === 'lte') return ORDERED.has(column.type)
    if (op === 'eq' || op === 'neq') return column.type !== 'json'
    return true
  })
}

/** One filter: column, operator and value (as typed: 12,5 · 31/12/2026 · sim), applied on "Filtrar". */
export function RowFilter({
  columns,
  value,
  onChange,
}: {
  columns: DataplusColumn[]
  value: RowFilterValue
  onChange: (value: RowFilterValue) => void
}) {
  const [draft, setDraft] = useState<RowFilterValue>(value)
  const column = columns.find((item) => item.key === draft.filter_column)
  const operators = operatorsFor(column)
  const needsValue = draft.filter_op !== 'empty' && draft.filter_op !== 'not_empty'
  return (
    <form
      role="search"
      aria-label="Filtrar linhas"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        onChange(draft.filter_column ? draft : {})
      }}
    >
      <Field label="Coluna" className="w-48">
        <Select
          placeholder="Escolha a coluna"
          options={columns.map((item) => ({ value: item.key, label: item.label }))}
          value={draft.filter_column ?? ''}
          onValueChange={(key) => {
            const next = columns.find((item) => item.key === key)
            setDraft({ filter_column: key, filter_op: operatorsFor(next)[0], filter_value: '' })
          }}
        />
      </Field>
      <Field label="Condição" className="w-48">
        <Select
          options={operators.map((op) => ({ value: op, label: OPERATOR_LABELS[op] }))}
          value={draft.filter_op ?? 'eq'}
          onValueChange={(op) => setDraft({ ...draft, filter_op: op as DataplusFilterOperator })}
        />
      </Field>
      {needsValue ? (
        <Field label="Valor" className="w-48">
          <Input
            value={draft.filter_value ?? ''}
            onChange={(event) => setDraft({ ...draft, filter_value: event.target.value })}
          />
        </Field>
      ) : null}
      <Button type="submit" variant="secondary" disabled={!draft.filter_column}>
        Filtrar
      </Button>
      {value.filter_column ? (
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setDraft({})
            onChange({})
          }}
        >
          Limpar filtro
        </Button>
      ) : null}
    </form>
  )
}
