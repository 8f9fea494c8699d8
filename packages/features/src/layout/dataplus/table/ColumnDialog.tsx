import { useState } from 'react'
import * as v from 'valibot'
import {
  DATAPLUS_COLUMN_TYPES,
  DataplusColumnInputSchema,
  DataplusConversionReportSchema,
  cellText,
  fieldErrorsOf,
  isApiError,
  issuesToFieldErrors,
  parseValue,
  type DataplusColumn,
  type DataplusColumnInput,
  type DataplusColumnType,
  type DataplusConversionReport,
  type DataplusTable,
} from '@vitrine/api'
import { validationConfig } from '@vitrine/api/validation'
import {
  Alert,
  AlertDescription,
  AlertTitle,
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
  Select,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@vitrine/ui'
import { TYPE_LABELS, keyFromLabel } from '../shared/words.ts'

export interface ColumnDialogProps {
  column?: DataplusColumn
  open: boolean
  onOpenChange: (open: boolean) => void
  save: (input: DataplusColumnInput) => Promise<DataplusTable>
}

/** The refusal's report of rows that would not take the change, when it carries one. */
function reportOf(error: unknown): DataplusConversionReport | null {
  if (!isApiError(error)) return null
  const report = (error.data as { report?: unknown } | undefined)?.report
  const parsed = v.safeParse(DataplusConversionReportSchema, report)
  return parsed.success ? parsed.output : null
}

/**
 * "Nova coluna" and "Editar coluna": title and key, type, required / unique / indexed and a
 * default. Changing the type of a column with rows is checked on every row by the server: when
 * some would not convert, nothing changes and the dialog lists them (row, value, why).
 */
export function ColumnDialog({ column, open, onOpenChange, save }: ColumnDialogProps) {
  const title = column ? `Editar a coluna «${column.label}»` : 'Nova coluna'
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            A chave é o nome da coluna para o site e no CSV. Mudar o tipo confere todas as linhas
            antes.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <ColumnForm
            key={column?.id ?? 'new'}
            title={title}
            column={column}
            save={save}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

function ColumnForm({
  title,
  column,
  save,
  onDone,
}: {
  title: string
  column?: DataplusColumn
  save: ColumnDialogProps['save']
  onDone: () => void
}) {
  const [form, setForm] = useState({
    label: column?.label ?? '',
    key: column?.key ?? '',
    keyTouched: Boolean(column),
    type: (column?.type ?? 'text') as DataplusColumnType,
    required: column?.required ?? false,
    unique: column?.unique ?? false,
    indexed: column?.indexed ?? false,
    default: column ? cellText(column.type, column.default) : '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [report, setReport] = useState<DataplusConversionReport | null>(null)
  const [saving, setSaving] = useState(false)
  const change = <K extends keyof typeof form>(name: K, value: (typeof form)[K]) => {
    setForm((current) => ({
      ...current,
      [name]: value,
      ...(name === 'label' && !current.keyTouched ? { key: keyFromLabel(String(value)) } : {}),
      ...(name === 'key' ? { keyTouched: true } : {}),
    }))
    setErrors((current) => ({ ...current, [name]: '' }))
  }
  const submit = async () => {
    setFormError(null)
    setReport(null)
    const fallback = parseValue(form.type, form.default, 'pt-BR')
    if (!fallback.ok) {
      setErrors({ default: fallback.message })
      return
    }
    const input: DataplusColumnInput = {
      key: form.key,
      label: form.label,
      type: form.type,
      required: form.required,
      unique: form.unique,
      indexed: form.indexed || form.unique,
      default: fallback.value,
    }
    const checked = v.safeParse(DataplusColumnInputSchema, input, validationConfig('pt-BR'))
    if (!checked.success) {
      setErrors(issuesToFieldErrors(checked.issues))
      return
    }
    setSaving(true)
    try {
      await save(input)
      onDone()
    } catch (error) {
      const fields = fieldErrorsOf(error)
      setErrors(fields)
      setReport(reportOf(error))
      setFormError(isApiError(error) ? error.message : 'Não foi possível salvar a coluna.')
    } finally {
      setSaving(false)
    }
  }
  return (
    <form
      aria-label={title}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      {report ? (
        <Alert tone="danger">
          <AlertTitle>Nada foi alterado</AlertTitle>
          <AlertDescription>{formError}</AlertDescription>
          <Table aria-label="Linhas que não aceitam a mudança" className="mt-2">
            <TableHeader>
              <TableRow>
                <TableHead>Linha</TableHead>
                <TableHead>Valor</TableHead>
                <TableHead>Motivo</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.problems.map((problem) => (
                <TableRow key={problem.row_id}>
                  <TableCell className="font-mono">{problem.row_id}</TableCell>
                  <TableCell className="font-mono">
                    {problem.value === null ? '(vazio)' : JSON.stringify(problem.value)}
                  </TableCell>
                  <TableCell>{problem.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {report.total > report.problems.length ? (
            <p className="mt-1 text-sm">E mais {report.total - report.problems.length} linha(s).</p>
          ) : null}
        </Alert>
      ) : formError ? (
        <Alert tone="danger">{formError}</Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Título" required message={errors.label || undefined}>
          <Input
            value={form.label}
            maxLength={80}
            placeholder="Horário de funcionamento"
            onChange={(event) => change('label', event.target.value)}
          />
        </Field>
        <Field
          label="Chave"
          required
          hint="Letras minúsculas, números e _."
          message={errors.key || undefined}
        >
          <Input
            value={form.key}
            maxLength={63}
            placeholder="horario"
            onChange={(event) => change('key', event.target.value)}
          />
        </Field>
        <Field label="Tipo" message={errors.type || undefined}>
          <Select
            options={DATAPLUS_COLUMN_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
            value={form.type}
            onValueChange={(value) => change('type', value as DataplusColumnType)}
          />
        </Field>
        <Field
          label="Valor padrão"
          hint="Dado a uma linha nova que não o informe."
          message={errors.default || undefined}
        >
          <Input value={form.default} onChange={(event) => change('default', event.target.value)} />
        </Field>
      </div>
      <div className="flex flex-col gap-3">
        <Switch
          label="Obrigatória"
          checked={form.required}
          onCheckedChange={(checked) => change('required', checked)}
        />
        <Switch
          label="Sem valores repetidos"
          checked={form.unique}
          onCheckedChange={(checked) => change('unique', checked)}
        />
        <Switch
          label="Filtrar e ordenar rápido (índice)"
          checked={form.indexed || form.unique}
          disabled={form.unique}
          onCheckedChange={(checked) => change('indexed', checked)}
        />
        {errors.unique || errors.required ? (
          <p role="alert" className="text-sm text-danger-foreground">
            {errors.unique || errors.required}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" loading={saving}>
          Salvar coluna
        </Button>
      </DialogFooter>
    </form>
  )
}
