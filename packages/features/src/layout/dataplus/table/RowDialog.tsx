import { useState } from 'react'
import {
  cellText,
  checkRow,
  fieldErrorsOf,
  isApiError,
  type DataplusColumn,
  type DataplusRow,
  type DataplusValues,
} from '@vitrine/api'
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  Textarea,
} from '@vitrine/ui'
import { TYPE_LABELS } from '../shared/words.ts'

export interface RowDialogProps {
  columns: DataplusColumn[]
  open: boolean
  onOpenChange: (open: boolean) => void
  save: (values: DataplusValues) => Promise<DataplusRow>
}

const HINTS: Partial<Record<DataplusColumn['type'], string>> = {
  boolean: 'sim ou não',
  date: 'dd/mm/aaaa',
  datetime: 'dd/mm/aaaa hh:mm (horário de Brasília)',
  decimal: 'ex. 12,5',
  product: 'o número (id) do produto',
  category: 'o número (id) da categoria',
  json: 'um valor JSON, ex. {"cor": "azul"}',
  image: 'https://…',
}

/**
 * "Nova linha": one field per column, prefilled with its default, checked by the contract's
 * checkRow (the server's own check) before sending; the server's refusals (a repeated value, a
 * product that does not exist) show under their columns.
 */
export function RowDialog({ columns, open, onOpenChange, save }: RowDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Nova linha</DialogTitle>
          <DialogDescription>
            Preencha os valores da nova linha. Colunas obrigatórias têm *.
          </DialogDescription>
        </DialogHeader>
        {open ? <RowForm columns={columns} save={save} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function RowForm({
  columns,
  save,
  onDone,
}: {
  columns: DataplusColumn[]
  save: RowDialogProps['save']
  onDone: () => void
}) {
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      columns.map((column) => [column.key, cellText(column.type, column.default)]),
    ),
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const submit = async () => {
    setFormError(null)
    const checked = checkRow(columns, texts, 'pt-BR')
    if (Object.keys(checked.fields).length > 0) {
      setErrors(checked.fields)
      return
    }
    setSaving(true)
    try {
      await save(checked.values)
      onDone()
    } catch (error) {
      const fields = fieldErrorsOf(error)
      setErrors(fields)
      setFormError(
        Object.keys(fields).length > 0
          ? null
          : isApiError(error)
            ? error.message
            : 'Não foi possível salvar a linha.',
      )
    } finally {
      setSaving(false)
    }
  }
  return (
    <form
      aria-label="Nova linha"
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {columns.map((column) => {
          const long = column.type === 'long_text' || column.type === 'json'
          const onChange = (value: string) => {
            setTexts((current) => ({ ...current, [column.key]: value }))
            setErrors((current) => ({ ...current, [column.key]: '' }))
          }
          return (
            <Field
              key={column.id}
              label={column.label}
              required={column.required}
              hint={HINTS[column.type] ?? TYPE_LABELS[column.type]}
              message={errors[column.key] || undefined}
              className={long ? 'sm:col-span-2' : undefined}
            >
              {long ? (
                <Textarea
                  rows={3}
                  value={texts[column.key] ?? ''}
                  onChange={(event) => onChange(event.target.value)}
                />
              ) : (
                <Input
                  value={texts[column.key] ?? ''}
                  onChange={(event) => onChange(event.target.value)}
                />
              )}
            </Field>
          )
        })}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" loading={saving}>
          Salvar linha
        </Button>
      </DialogFooter>
    </form>
  )
}
