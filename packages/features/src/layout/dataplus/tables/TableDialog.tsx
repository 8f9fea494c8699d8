import { useState } from 'react'
import * as v from 'valibot'
import {
  DataplusTableInputSchema,
  fieldErrorsOf,
  isApiError,
  issuesToFieldErrors,
  slugOf,
  type DataplusTable,
  type DataplusTableInput,
} from '@vitrine/api'
import { validationConfig } from '@vitrine/api/validation'
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

export interface TableDialogProps {
  /** The table to edit; none for a new one. */
  table?: DataplusTable
  open: boolean
  onOpenChange: (open: boolean) => void
  save: (input: DataplusTableInput) => Promise<DataplusTable>
}

/**
 * "Nova tabela" and "Editar tabela": name, address (made from the name until typed) and
 * description, checked with the server's schema; its refusals show under their fields.
 */
export function TableDialog({ table, open, onOpenChange, save }: TableDialogProps) {
  const title = table ? 'Editar tabela' : 'Nova tabela'
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Uma tabela guarda dados da loja para o site: lojas físicas, medidas, perguntas
            frequentes. As colunas vêm depois.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <TableForm
            key={table?.id ?? 'new'}
            title={title}
            table={table}
            save={save}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

function TableForm({
  title,
  table,
  save,
  onDone,
}: {
  title: string
  table?: DataplusTable
  save: TableDialogProps['save']
  onDone: () => void
}) {
  const [form, setForm] = useState({
    name: table?.name ?? '',
    slug: table?.slug ?? '',
    description: table?.description ?? '',
    slugTouched: Boolean(table),
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const change = (name: 'name' | 'slug' | 'description', value: string) => {
    setForm((current) => ({
      ...current,
      [name]: value,
      ...(name === 'name' && !current.slugTouched ? { slug: slugOf(value).slice(0, 80) } : {}),
      ...(name === 'slug' ? { slugTouched: true } : {}),
    }))
    setErrors((current) => ({ ...current, [name]: '' }))
  }
  const submit = async () => {
    setFormError(null)
    const input = { name: form.name, slug: form.slug, description: form.description }
    const checked = v.safeParse(DataplusTableInputSchema, input, validationConfig('pt-BR'))
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
      setFormError(
        Object.keys(fields).length > 0
          ? null
          : isApiError(error)
            ? error.message
            : 'Não foi possível salvar a tabela.',
      )
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
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <Field label="Nome" required message={errors.name || undefined}>
        <Input
          value={form.name}
          maxLength={80}
          placeholder="Lojas físicas"
          onChange={(event) => change('name', event.target.value)}
        />
      </Field>
      <Field
        label="Endereço"
        hint="Como o site lê a tabela: /dataplus/endereco/rows. Letras minúsculas, números e hífens."
        message={errors.slug || undefined}
      >
        <Input
          value={form.slug}
          maxLength={80}
          placeholder="lojas-fisicas"
          onChange={(event) => change('slug', event.target.value)}
        />
      </Field>
      <Field label="Descrição" message={errors.description || undefined}>
        <Textarea
          value={form.description}
          maxLength={500}
          rows={3}
          onChange={(event) => change('description', event.target.value)}
        />
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" loading={saving}>
          Salvar tabela
        </Button>
      </DialogFooter>
    </form>
  )
}
