import { useEffect, useState } from 'react'
import { useFormContext, useFormState, useWatch, get } from 'react-hook-form'
import { IMAGE_HINT_TEXT } from '@vitrine/api'
import { Button, FileField } from '@vitrine/ui'
import { Trash2 } from 'lucide-react'
import type { ImageValue } from './element-form.ts'

/** What the CMS takes (the server sniffs the bytes; svg is not offered). */
const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,.png,.jpg,.jpeg,.webp,.gif'

/** The size the specification recommends (a hint, never enforced: section 5). */
export const IMAGE_HINT = `${IMAGE_HINT_TEXT}. PNG, JPEG, WebP ou GIF.`

/** The address to show for an image value: a local picture for a file chosen now. */
export function useImageSource(value: ImageValue | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null)
  const file = value instanceof Blob ? value : null
  useEffect(() => {
    if (!file) return setUrl(null)
    const made = URL.createObjectURL(file)
    setUrl(made)
    return () => URL.revokeObjectURL(made)
  }, [file])
  return file ? url : typeof value === 'string' && value !== '' ? value : null
}

/**
 * One image of an element (desktop or mobile, or an item's): the file stays in the form and
 * travels with the element's save as a multipart part (section 5), so nothing is uploaded
 * until the element is saved. The image kept shows with a way to replace or remove it.
 */
export function ElementImageField({
  name,
  label,
  alt,
  readOnly,
}: {
  /** The form path: `desktop_image`, `image_items.2.mobile_image`. */
  name: string
  label: string
  /** The preview's description. */
  alt: string
  readOnly?: boolean
}) {
  const { setValue, clearErrors } = useFormContext()
  const value = useWatch({ name }) as ImageValue | undefined
  const { errors } = useFormState({ name })
  const message = (get(errors, name) as { message?: string } | undefined)?.message
  const source = useImageSource(value)
  const file = value instanceof File ? value : null

  return (
    <div className="flex flex-col gap-2" data-slot="element-image-field">
      {source ? (
        <div className="flex items-center gap-3">
          <img
            src={source}
            alt={alt}
            className="h-16 w-24 rounded-md border border-border bg-muted object-cover"
          />
          <div className="flex flex-col items-start gap-1">
            <p className="text-sm font-medium">{label}</p>
            <p className="text-xs text-muted-foreground">
              {file ? 'Enviada ao salvar o elemento.' : 'Imagem atual.'}
            </p>
            {readOnly ? null : (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  clearErrors(name)
                  setValue(name, null, { shouldDirty: true })
                }}
                aria-label={`Remover ${label.toLowerCase()}`}
              >
                <Trash2 aria-hidden />
                Remover
              </Button>
            )}
          </div>
        </div>
      ) : null}
      {readOnly || (source && !message) ? null : (
        <FileField
          label={label}
          hint={IMAGE_HINT}
          accept={ACCEPT}
          messages={{ type: 'A imagem deve ser PNG, JPEG, WebP ou GIF.' }}
          message={message}
          file={file}
          onFileChange={(chosen) => {
            clearErrors(name)
            setValue(name, chosen, { shouldDirty: true })
          }}
          chooseLabel="Escolher imagem"
        />
      )}
      {readOnly && !source ? (
        <p className="text-sm text-muted-foreground">
          {label}: <span>sem imagem</span>
        </p>
      ) : null}
    </div>
  )
}

/** The desktop and mobile pair every element but the image carousel has. */
export function ImagePairFields({
  prefix = '',
  readOnly,
  what,
}: {
  /** `image_items.2.` for an item's pair; none for the element's own. */
  prefix?: string
  readOnly?: boolean
  /** Whose images, for the previews' descriptions ("do banner"). */
  what: string
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ElementImageField
        name={`${prefix}desktop_image`}
        label="Imagem para desktop"
        alt={`Imagem para desktop ${what}`}
        readOnly={readOnly}
      />
      <ElementImageField
        name={`${prefix}mobile_image`}
        label="Imagem para celular"
        alt={`Imagem para celular ${what}`}
        readOnly={readOnly}
      />
    </div>
  )
}
