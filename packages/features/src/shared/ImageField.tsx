import { useEffect, useState } from 'react'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import {
  IMAGE_HINT_TEXT,
  LINK_IMAGE_MAX_BYTES,
  LINK_IMAGE_TYPES,
  type LinkImage,
} from '@vitrine/api'
import { Button, FileField, Spinner } from '@vitrine/ui'
import { Trash2 } from 'lucide-react'

/** The form around the field keeps the image's public address here ('' for none). */
interface ImageFormValues {
  image_url: string
}

const ACCEPT = [...LINK_IMAGE_TYPES, '.png', '.jpg', '.jpeg', '.webp'].join(',')

/** The picture shown for a local file while (and after) it uploads. */
function useObjectUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) return setUrl(null)
    const made = URL.createObjectURL(file)
    setUrl(made)
    return () => URL.revokeObjectURL(made)
  }, [file])
  return url
}

/**
 * An image of the form (a link's, a product's): a file chosen (PNG, JPEG or WebP up to 2 MB) is
 * sent at once through `upload` and its public address kept in `image_url`; the preview shows
 * it, with a way to remove it. A file of another type or past the limit is refused before it is
 * sent (FileField's checks); a refusal from the server shows under the field. The hint ends
 * with the size the specification recommends (1 MB, the contract's IMAGE_HINT_TEXT): advice for
 * pages that load fast, not a limit.
 */
export function ImageField({
  upload: send,
  label,
  hint,
  alt,
}: {
  /** Sends the file to the area's upload endpoint, answering its public address. */
  upload: (file: File) => Promise<LinkImage>
  label: string
  /** The accepted files, and where the image shows. */
  hint: string
  /** The preview's description ("Prévia da imagem do link"). */
  alt: string
}) {
  const { setValue, setError, clearErrors } = useFormContext<ImageFormValues>()
  const imageUrl = useWatch<ImageFormValues, 'image_url'>({ name: 'image_url' })
  const { errors } = useFormState<ImageFormValues>({ name: 'image_url' })
  const [file, setFile] = useState<File | null>(null)
  const [uploading, setUploading] = useState(false)
  const local = useObjectUrl(file)
  const preview = local ?? (imageUrl || null)

  async function upload(chosen: File | null) {
    setFile(chosen)
    if (!chosen) return
    setUploading(true)
    clearErrors('image_url')
    try {
      const { url } = await send(chosen)
      setValue('image_url', url, { shouldDirty: true })
    } catch (error) {
      setFile(null)
      setError('image_url', {
        type: 'server',
        message: error instanceof Error ? error.message : 'Não foi possível enviar a imagem.',
      })
    } finally {
      setUploading(false)
    }
  }

  function remove() {
    setFile(null)
    clearErrors('image_url')
    setValue('image_url', '', { shouldDirty: true })
  }

  return (
    <div className="flex flex-col gap-3 sm:col-span-2" data-slot="image-field">
      {preview ? (
        <div className="flex items-center gap-4">
          <img
            src={preview}
            alt={alt}
            className="size-24 rounded-md border border-border object-cover"
          />
          <div className="flex flex-col items-start gap-2">
            {uploading ? (
              <p role="status" aria-busy="true" className="flex items-center gap-2 text-sm">
                <Spinner size="sm" decorative />
                Enviando imagem…
              </p>
            ) : (
              <p role="status" className="text-sm text-muted-foreground">
                Imagem enviada.
              </p>
            )}
            <Button variant="secondary" size="sm" disabled={uploading} onClick={remove}>
              <Trash2 aria-hidden />
              Remover imagem
            </Button>
          </div>
        </div>
      ) : null}
      {preview && !errors.image_url ? null : (
        <FileField
          label={label}
          hint={`${hint} ${IMAGE_HINT_TEXT}.`}
          accept={ACCEPT}
          maxBytes={LINK_IMAGE_MAX_BYTES}
          messages={{ type: 'A imagem deve ser PNG, JPEG ou WebP.' }}
          message={errors.image_url?.message}
          file={file}
          disabled={uploading}
          onFileChange={(chosen) => void upload(chosen)}
          chooseLabel="Escolher imagem"
        />
      )}
    </div>
  )
}
