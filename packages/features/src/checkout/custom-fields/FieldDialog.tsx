import { useEffect, useState } from 'react'
import * as v from 'valibot'
import {
  CUSTOM_FIELD_GROUPS,
  CUSTOM_FIELD_TYPES,
  CustomFieldInputSchema,
  fieldErrorsOf,
  isApiError,
  issuesToFieldErrors,
  MASKABLE_TYPES,
  type CustomField,
  type CustomFieldGroup,
  type CustomFieldInput,
  type CustomFieldType,
  type PublicCustomField,
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
  Select,
  Switch,
} from '@vitrine/ui'
import { Plus, X } from 'lucide-react'
import { GROUP_TEXTS, TYPE_LABELS, VISIBILITY_LABELS } from './labels.ts'

interface Form {
  key: string
  keyTouched: boolean
  group: CustomFieldGroup
  label: string
  type: CustomFieldType
  placeholder: string
  help_text: string
  required: boolean
  mask: string
  min_length: string
  max_length: string
  min: string
  max: string
  options: { value: string; label: string }[]
  visibility: 'always' | 'cpf' | 'cnpj'
}

const text = (value: number | null) => (value === null ? '' : String(value))

const formOf = (group: CustomFieldGroup, field?: CustomField): Form => ({
  key: field?.key ?? '',
  keyTouched: Boolean(field),
  group: field?.group ?? group,
  label: field?.label ?? '',
  type: field?.type ?? 'text',
  placeholder: field?.placeholder ?? '',
  help_text: field?.help_text ?? '',
  required: field?.required ?? false,
  mask: field?.mask ?? '',
  min_length: text(field?.min_length ?? null),
  max_length: text(field?.max_length ?? null),
  min: text(field?.min ?? null),
  max: text(field?.max ?? null),
  options: field?.options.map((option) => ({ ...option })) ?? [],
  visibility: field?.visible_when?.document_kind ?? 'always',
})

/** A key from the label: lower case without accents, words joined by _ (what the server asks). */
export function keyFromLabel(label: string): string {
  const key = label
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40)
    .replace(/_+$/, '')
  return /^[a-z]/.test(key) ? key : key ? `campo_${key}`.slice(0, 40) : ''
}

/** Numbers as typed ("2,5" too); empty is none, anything else is left for the schema to refuse. */
const numberOf = (raw: string): number | null => {
  const trimmed = raw.trim().replace(',', '.')
  return trimmed === '' ? null : Number(trimmed)
}

const inputOf = (form: Form): CustomFieldInput => ({
  key: form.key,
  group: form.group,
  label: form.label,
  type: form.type,
  placeholder: form.placeholder,
  help_text: form.help_text,
  required: form.required,
  mask: MASKABLE_TYPES.includes(form.type) ? form.mask : '',
  min_length: form.type === 'text' ? numberOf(form.min_length) : null,
  max_length: form.type === 'text' ? numberOf(form.max_length) : null,
  min: form.type === 'number' ? numberOf(form.min) : null,
  max: form.type === 'number' ? numberOf(form.max) : null,
  options: form.type === 'select' ? form.options : [],
  visible_when: form.visibility === 'always' ? null : { document_kind: form.visibility },
})

/** The field as the preview shows it while it is being edited. */
function draftOf(form: Form): PublicCustomField {
  const input = inputOf(form)
  const finite = (value: number | null | undefined) =>
    value === null || value === undefined || !Number.isFinite(value) ? null : value
  return {
    key: input.key || 'campo_novo',
    group: input.group,
    label: input.label || 'Novo campo',
    type: input.type,
    placeholder: input.placeholder ?? '',
    help_text: input.help_text ?? '',
    required: input.required ?? false,
    mask: input.mask ?? '',
    min_length: finite(input.min_length),
    max_length: finite(input.max_length),
    min: finite(input.min),
    max: finite(input.max),
    options: (input.options ?? []).filter((option) => option.value && option.label),
    visible_when: input.visible_when ?? null,
  }
}

/** The bounds a text field (its length) and a number field (its value) take, as a pair. */
const TEXT_BOUNDS = [
  ['min_length', 'Tamanho mínimo'],
  ['max_length', 'Tamanho máximo'],
] as const
const NUMBER_BOUNDS = [
  ['min', 'Valor mínimo'],
  ['max', 'Valor máximo'],
] as const

export interface FieldDialogProps {
  /** The field to edit; none for a new one (in `group`). */
  field?: CustomField
  group: CustomFieldGroup
  open: boolean
  onOpenChange: (open: boolean) => void
  save: (input: CustomFieldInput) => Promise<CustomField>
  /** The field as edited, for the preview (null when the dialog closes). */
  onDraft: (draft: PublicCustomField | null) => void
}

/**
 * "Novo campo" and "Editar campo": every property of a field — label and key, group and type,
 * texts, required, mask, lengths or values, options of a list, who sees it. Checked with the
 * server's schema before sending; the server's refusals (a key already used) show under their
 * fields. The preview beside follows the form as it changes.
 */
export function FieldDialog({ field, group, open, onOpenChange, save, onDraft }: FieldDialogProps) {
  const title = field ? 'Editar campo' : 'Novo campo'
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onDraft(null)
        onOpenChange(next)
      }}
    >
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Uma pergunta a mais no checkout. Quem paga responde, e a resposta aparece no pagamento.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <FieldForm
            key={field?.id ?? 'new'}
            title={title}
            initial={formOf(group, field)}
            save={save}
            onDraft={onDraft}
            onDone={() => {
              onDraft(null)
              onOpenChange(false)
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

function FieldForm({
  title,
  initial,
  save,
  onDraft,
  onDone,
}: {
  title: string
  initial: Form
  save: FieldDialogProps['save']
  onDraft: FieldDialogProps['onDraft']
  onDone: () => void
}) {
  const [form, setForm] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  useEffect(() => onDraft(draftOf(form)), [form, onDraft])

  const change = <K extends keyof Form>(name: K, value: Form[K]) => {
    setForm((current) => {
      const next = { ...current, [name]: value }
      if (name === 'label' && !current.keyTouched) next.key = keyFromLabel(String(value))
      if (name === 'key') next.keyTouched = true
      return next
    })
    setErrors((current) => ({ ...current, [name]: '' }))
  }
  const setOption = (index: number, patch: Partial<Form['options'][number]>) =>
    change(
      'options',
      form.options.map((option, at) => (at === index ? { ...option, ...patch } : option)),
    )

  const submit = async () => {
    setFormError(null)
    const input = inputOf(form)
    const checked = v.safeParse(CustomFieldInputSchema, input, validationConfig('pt-BR'))
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
            : 'Não foi possível salvar o campo.',
      )
    } finally {
      setSaving(false)
    }
  }

  const optionError = (index: number, name: 'value' | 'label') =>
    errors[`options.${index}.${name}`] || undefined
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
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Rótulo" required message={errors.label || undefined}>
          <Input
            value={form.label}
            maxLength={80}
            placeholder="Inscrição estadual"
            onChange={(event) => change('label', event.target.value)}
          />
        </Field>
        <Field
          label="Chave"
          required
          hint="Identifica a resposta no pagamento e na API: letras minúsculas, números e _."
          message={errors.key || undefined}
        >
          <Input
            value={form.key}
            maxLength={40}
            placeholder="inscricao_estadual"
            onChange={(event) => change('key', event.target.value)}
          />
        </Field>
        <Field label="Grupo" message={errors.group || undefined}>
          <Select
            options={CUSTOM_FIELD_GROUPS.map((value) => ({
              value,
              label: GROUP_TEXTS[value].label,
            }))}
            value={form.group}
            onValueChange={(value) => change('group', value as CustomFieldGroup)}
          />
        </Field>
        <Field label="Tipo" message={errors.type || undefined}>
          <Select
            options={CUSTOM_FIELD_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
            value={form.type}
            onValueChange={(value) => change('type', value as CustomFieldType)}
          />
        </Field>
        <Field label="Texto de exemplo" message={errors.placeholder || undefined}>
          <Input
            value={form.placeholder}
            maxLength={120}
            onChange={(event) => change('placeholder', event.target.value)}
          />
        </Field>
        <Field label="Quem vê" message={errors.visible_when || undefined}>
          <Select
            options={(['always', 'cpf', 'cnpj'] as const).map((value) => ({
              value,
              label: VISIBILITY_LABELS[value],
            }))}
            value={form.visibility}
            onValueChange={(value) => change('visibility', value as Form['visibility'])}
          />
        </Field>
      </div>
      <Field label="Texto de ajuda" message={errors.help_text || undefined}>
        <Input
          value={form.help_text}
          maxLength={300}
          onChange={(event) => change('help_text', event.target.value)}
        />
      </Field>
      <Switch
        label={form.type === 'checkbox' ? 'Obrigatório marcar' : 'Resposta obrigatória'}
        checked={form.required}
        onCheckedChange={(checked) => change('required', checked)}
      />
      {MASKABLE_TYPES.includes(form.type) ? (
        <Field
          label="Máscara"
          hint="9 para um dígito, A para uma letra, * para qualquer um; o resto aparece como está. Ex.: 999.999.999.999"
          message={errors.mask || undefined}
        >
          <Input
            value={form.mask}
            maxLength={40}
            onChange={(event) => change('mask', event.target.value)}
          />
        </Field>
      ) : null}
      {form.type === 'text' || form.type === 'number' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {(form.type === 'text' ? TEXT_BOUNDS : NUMBER_BOUNDS).map(([name, label]) => (
            <Field key={name} label={label} message={errors[name] || undefined}>
              <Input
                inputMode={form.type === 'text' ? 'numeric' : 'decimal'}
                value={form[name]}
                onChange={(event) => change(name, event.target.value)}
              />
            </Field>
          ))}
        </div>
      ) : null}
      {form.type === 'select' ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-medium">Opções</legend>
          {form.options.map((option, index) => (
            <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
              <Field label={`Rótulo da opção ${index + 1}`} message={optionError(index, 'label')}>
                <Input
                  value={option.label}
                  maxLength={80}
                  onChange={(event) => {
                    const label = event.target.value
                    const derived = keyFromLabel(option.label)
                    // The value follows the label until it is typed on its own.
                    setOption(index, {
                      label,
                      ...(option.value === '' || option.value === derived
                        ? { value: keyFromLabel(label) }
                        : {}),
                    })
                  }}
                />
              </Field>
              <Field label={`Valor da opção ${index + 1}`} message={optionError(index, 'value')}>
                <Input
                  value={option.value}
                  maxLength={80}
                  onChange={(event) => setOption(index, { value: event.target.value })}
                />
              </Field>
              <Button
                variant="ghost"
                size="sm"
                className="mt-7"
                aria-label={`Remover a opção ${index + 1}`}
                onClick={() =>
                  change(
                    'options',
                    form.options.filter((_, at) => at !== index),
                  )
                }
              >
                <X aria-hidden />
              </Button>
            </div>
          ))}
          {errors.options ? <p className="text-sm text-danger">{errors.options}</p> : null}
          <Button
            variant="secondary"
            size="sm"
            className="w-fit"
            onClick={() => change('options', [...form.options, { value: '', label: '' }])}
          >
            <Plus aria-hidden />
            Adicionar opção
          </Button>
        </fieldset>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancelar</Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {saving ? 'Salvando…' : 'Salvar campo'}
        </Button>
      </DialogFooter>
    </form>
  )
}
