import { useEffect, useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import {
  ELEMENT_KIND_LABELS,
  fieldErrorsOf,
  isApiError,
  type CmsElement,
  type CmsPage,
  type ElementKind,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Button, useNotify } from '@vitrine/ui'
import {
  Form,
  SelectField,
  SubmitButton,
  SwitchField,
  TextField,
  type FormApi,
} from '@vitrine/ui/form'
import { ContentFields } from './ContentFields.tsx'
import {
  elementFormSchema,
  elementFormValues,
  formFieldOf,
  type ElementFormValues,
} from './element-form.ts'
import { VisibilityFields } from './VisibilityFields.tsx'

export interface ElementFormProps {
  appId: number
  layoutId: number
  kind: ElementKind
  /** The page the element is on (its placeholders). */
  page: CmsPage
  /** Where a new element goes at first. */
  placeholder?: string
  /** The element to edit (or to look at, read-only); none for a new one. */
  element?: CmsElement
  /** Read level: every field shown, nothing to change. */
  readOnly?: boolean
  onSaved: (element: CmsElement) => void | Promise<unknown>
  onCancel: () => void
  /** The values as they are typed, for the live preview. */
  onDraft?: (values: ElementFormValues) => void
}

/** The server's per-field messages under their fields (items renamed: element-form.ts). */
function showElementError(
  form: FormApi<ReturnType<typeof elementFormSchema>>,
  kind: ElementKind,
  error: unknown,
) {
  const fields = fieldErrorsOf(error)
  let placed = 0
  for (const [serverName, message] of Object.entries(fields)) {
    const name = formFieldOf(kind, serverName)
    if (form.getValues(name as never) === undefined) continue
    form.setError(name as never, { type: 'server', message })
    placed += 1
  }
  if (placed === 0 || placed < Object.keys(fields).length) {
    form.setError('root', {
      type: 'server',
      message: isApiError(error) ? error.message : 'Algo deu errado. Tente novamente.',
    })
  }
}

function DraftWatcher({ onDraft }: { onDraft: (values: ElementFormValues) => void }) {
  const values = useWatch() as ElementFormValues
  useEffect(() => onDraft(values), [values, onDraft])
  return null
}

/**
 * One element's form, for the six kinds (section 3): where it goes and its title, status and
 * new_tab (ON/OFF), its own content (and for catalogue elements, the conditions), its images
 * for desktop and mobile, and its visibility. Saved through POST /cms/{layoutId}/{type}, the
 * files as multipart parts; the server's field errors land on their fields.
 */
export function ElementForm({
  appId,
  layoutId,
  kind,
  page,
  placeholder,
  element,
  readOnly = false,
  onSaved,
  onCancel,
  onDraft,
}: ElementFormProps) {
  const api = useApi()
  const notify = useNotify()
  const schema = useMemo(() => elementFormSchema(kind), [kind])
  const defaults = useMemo(
    () => elementFormValues(kind, page.id, placeholder ?? page.placeholders[0]?.key ?? '', element),
    [kind, page, placeholder, element],
  )
  const title = element
    ? readOnly
      ? `Elemento: ${ELEMENT_KIND_LABELS[kind]}`
      : `Editar elemento: ${ELEMENT_KIND_LABELS[kind]}`
    : `Novo elemento: ${ELEMENT_KIND_LABELS[kind]}`
  return (
    <Form
      schema={schema}
      defaultValues={defaults}
      aria-label={title}
      data-slot="element-form"
      onSubmit={async (value, form) => {
        try {
          const saved = await api.cms.save(layoutId, kind, value)
          await onSaved(saved)
          notify({
            type: 'success',
            message: element
              ? `Elemento «${saved.title || ELEMENT_KIND_LABELS[kind]}» salvo.`
              : `Elemento «${saved.title || ELEMENT_KIND_LABELS[kind]}» criado.`,
          })
        } catch (error) {
          showElementError(form, kind, error)
        }
      }}
    >
      {onDraft ? <DraftWatcher onDraft={onDraft} /> : null}
      <h2 className="text-lg font-semibold">{title}</h2>
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-6">
        <section aria-labelledby="placement-title" className="flex flex-col gap-4">
          <h3 id="placement-title" className="sr-only">
            Lugar e exibição
          </h3>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              name="placeholder"
              label="Espaço da página"
              options={page.placeholders.map(({ key, label }) => ({ value: key, label }))}
              required
            />
            <TextField name="title" label="Título (opcional)" autoComplete="off" />
          </div>
          <div className="flex flex-wrap gap-x-8 gap-y-3">
            <SwitchField name="status" label="Ativo" />
            <SwitchField name="new_tab" label="Abrir o link em nova aba" />
          </div>
        </section>
        <section aria-label="Conteúdo" className="flex flex-col gap-4">
          <ContentFields kind={kind} appId={appId} readOnly={readOnly} />
        </section>
        <VisibilityFields />
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
        <Button variant="secondary" onClick={onCancel}>
          {readOnly ? 'Voltar à lista' : 'Cancelar'}
        </Button>
        {readOnly ? null : (
          <SubmitButton>{element ? 'Salvar elemento' : 'Criar elemento'}</SubmitButton>
        )}
      </div>
    </Form>
  )
}
