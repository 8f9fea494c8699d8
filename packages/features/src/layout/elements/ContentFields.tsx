import { useWatch } from 'react-hook-form'
import { ELEMENT_LIMITS, type ElementKind } from '@vitrine/api'
import { Button } from '@vitrine/ui'
import { TextareaField, TextField, useListField } from '@vitrine/ui/form'
import { Plus, Trash2 } from 'lucide-react'
import { ConditionsEditor } from '../../shared/conditions/ConditionsEditor.tsx'
import type { ImageItemRow, TextItemRow } from './element-form.ts'
import { ImagePairFields } from './ElementImageField.tsx'

const LINK_HINT = 'Um caminho da loja (como /colecao/verao) ou um endereço https://.'

function LinkField({ name = 'link' }: { name?: string }) {
  return <TextField name={name} label="Link (opcional)" hint={LINK_HINT} autoComplete="off" />
}

function TextItems({ readOnly }: { readOnly?: boolean }) {
  const list = useListField<TextItemRow>('text_items')
  const rows = (useWatch({ name: 'text_items' }) as TextItemRow[] | undefined) ?? []
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3" aria-label="Textos">
        {list.keys.map((key, index) => (
          <li
            key={key}
            className="flex flex-col gap-3 rounded-md border border-border p-3"
            aria-label={`Texto ${index + 1}`}
          >
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-medium">Texto {index + 1}</p>
              {readOnly || rows.length <= 1 ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => list.remove(index)}
                  aria-label={`Remover o texto ${index + 1}`}
                >
                  <Trash2 aria-hidden />
                  Remover
                </Button>
              )}
            </div>
            <TextField
              name={`text_items.${index}.title`}
              label="Título do bloco (opcional)"
              autoComplete="off"
            />
            <TextareaField name={`text_items.${index}.text`} label="Texto" rows={2} required />
            <LinkField name={`text_items.${index}.link`} />
          </li>
        ))}
      </ol>
      {readOnly || rows.length >= ELEMENT_LIMITS.items ? null : (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => list.append({ title: '', text: '', link: '' })}
        >
          <Plus aria-hidden />
          Adicionar texto
        </Button>
      )}
    </div>
  )
}

function ImageItems({ readOnly }: { readOnly?: boolean }) {
  const list = useListField<ImageItemRow>('image_items')
  const rows = (useWatch({ name: 'image_items' }) as ImageItemRow[] | undefined) ?? []
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3" aria-label="Imagens">
        {list.keys.map((key, index) => (
          <li
            key={key}
            className="flex flex-col gap-3 rounded-md border border-border p-3"
            aria-label={`Imagem ${index + 1}`}
          >
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-medium">Imagem {index + 1}</p>
              {readOnly || rows.length <= 1 ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => list.remove(index)}
                  aria-label={`Remover a imagem ${index + 1}`}
                >
                  <Trash2 aria-hidden />
                  Remover
                </Button>
              )}
            </div>
            <ImagePairFields
              prefix={`image_items.${index}.`}
              readOnly={readOnly}
              what={`da imagem ${index + 1}`}
            />
            <TextField
              name={`image_items.${index}.alt`}
              label="Texto alternativo"
              hint="Descreva a imagem para quem não a vê (leitores de tela, buscadores)."
              autoComplete="off"
              required
            />
            <LinkField name={`image_items.${index}.link`} />
          </li>
        ))}
      </ol>
      {readOnly || rows.length >= ELEMENT_LIMITS.items ? null : (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() =>
            list.append({ alt: '', link: '', desktop_image: null, mobile_image: null })
          }
        >
          <Plus aria-hidden />
          Adicionar imagem
        </Button>
      )}
    </div>
  )
}

/** The fields of each kind's own content (title, text, link, alt, items, conditions…). */
export function ContentFields({
  kind,
  appId,
  readOnly,
}: {
  kind: ElementKind
  appId: number
  readOnly?: boolean
}) {
  switch (kind) {
    case 'products':
    case 'categories':
      return (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="limit"
              label={
                kind === 'products' ? 'Quantos produtos mostrar' : 'Quantas categorias mostrar'
              }
              hint={`De 1 a ${ELEMENT_LIMITS.catalogueLimitMax}.`}
              inputMode="numeric"
              autoComplete="off"
              required
            />
            <TextField
              name="link"
              label="Link “ver todos” (opcional)"
              hint={LINK_HINT}
              autoComplete="off"
            />
          </div>
          <ImagePairFields readOnly={readOnly} what="do elemento" />
          <ConditionsEditor appId={appId} of={kind} readOnly={readOnly} />
        </>
      )
    case 'text':
      return (
        <>
          <TextareaField name="text" label="Texto" rows={4} required />
          <LinkField />
          <ImagePairFields readOnly={readOnly} what="do texto" />
        </>
      )
    case 'texts':
      return <TextItems readOnly={readOnly} />
    case 'image':
      return (
        <>
          <ImagePairFields readOnly={readOnly} what="do elemento" />
          <TextField
            name="alt"
            label="Texto alternativo"
            hint="Descreva a imagem para quem não a vê (leitores de tela, buscadores)."
            autoComplete="off"
            required
          />
          <LinkField />
        </>
      )
    case 'images':
      return <ImageItems readOnly={readOnly} />
  }
}
