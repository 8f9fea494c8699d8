import {
  PWA_DISPLAYS,
  RESOURCE_SCHEMAS,
  type CmsPage,
  type CmsResource,
  type CmsResourceSlug,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { useNotify } from '@vitrine/ui'
import { Form, SelectField, SubmitButton, TextareaField, TextField } from '@vitrine/ui/form'
import { showServerError } from '../../shared/server-errors.ts'

const COLOR_HINT = 'No formato #RRGGBB, como #1d4ed8.'

const DISPLAY_LABELS: Record<(typeof PWA_DISPLAYS)[number], string> = {
  standalone: 'Como um aplicativo (standalone)',
  'minimal-ui': 'Com controles mínimos do navegador (minimal-ui)',
  fullscreen: 'Tela cheia (fullscreen)',
  browser: 'No navegador (browser)',
}

/** Each resource's fields, in the order the form shows them. */
function ResourceFields({ slug }: { slug: CmsResourceSlug }) {
  switch (slug) {
    case 'colors':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="primary" label="Cor principal" hint={COLOR_HINT} autoComplete="off" />
          <TextField name="secondary" label="Cor secundária" hint={COLOR_HINT} autoComplete="off" />
          <TextField name="background" label="Cor de fundo" hint={COLOR_HINT} autoComplete="off" />
          <TextField name="text" label="Cor do texto" hint={COLOR_HINT} autoComplete="off" />
        </div>
      )
    case 'robots':
      return (
        <TextareaField
          name="content"
          label="robots.txt"
          rows={8}
          hint="O que os buscadores podem visitar na loja, uma regra por linha."
        />
      )
    case 'manifest':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="name" label="Nome" hint="Até 45 caracteres." autoComplete="off" />
          <TextField
            name="short_name"
            label="Nome curto"
            hint="Até 12 caracteres: o nome sob o ícone no celular."
            autoComplete="off"
          />
          <TextField name="theme_color" label="Cor do tema" hint={COLOR_HINT} autoComplete="off" />
          <TextField
            name="background_color"
            label="Cor de fundo"
            hint={COLOR_HINT}
            autoComplete="off"
          />
          <SelectField
            name="display"
            label="Modo de exibição"
            options={PWA_DISPLAYS.map((value) => ({ value, label: DISPLAY_LABELS[value] }))}
            fieldClassName="sm:col-span-2"
          />
        </div>
      )
  }
}

/**
 * A resource of the layout (colors, robots, manifest): a page with no elements whose fields
 * are the resource, saved whole (PUT /cms/{layoutId}/resource/{slug}); read level sees them.
 */
export function ResourceForm({
  layoutId,
  page,
  canWrite,
  onSaved,
}: {
  layoutId: number
  page: CmsPage & { slug: CmsResourceSlug }
  canWrite: boolean
  onSaved: (page: CmsPage) => Promise<unknown>
}) {
  const api = useApi()
  const notify = useNotify()
  return (
    <Form
      schema={RESOURCE_SCHEMAS[page.slug]}
      defaultValues={page.resource ?? {}}
      aria-label={`Recurso: ${page.label}`}
      className="max-w-3xl"
      onSubmit={async (values, form) => {
        try {
          const saved = await api.cms.saveResource(layoutId, page.slug, values as CmsResource)
          await onSaved(saved)
          notify({ type: 'success', message: `${page.label}: alterações salvas.` })
        } catch (error) {
          showServerError(form, error)
        }
      }}
    >
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">{page.label}</h2>
        <p className="text-muted-foreground">
          Um recurso do layout: não recebe elementos; estes campos são o próprio recurso.
        </p>
      </div>
      <fieldset disabled={!canWrite} className="flex min-w-0 flex-col gap-4">
        <ResourceFields slug={page.slug} />
      </fieldset>
      {canWrite ? <SubmitButton className="self-end">Salvar</SubmitButton> : null}
    </Form>
  )
}
