import { useEffect, useState } from 'react'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import { LINK_IMAGE_MAX_BYTES, LINK_IMAGE_TYPES } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Button, FileField, Spinner } from '@vitrine/ui'
import { Trash2 } from 'lucide-react'
import type { LinkFormValues } from './link-form.ts'

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
 * The link's image: a file chosen (PNG, JPEG or WebP up to 2 MB) is sent at once and its public
 * address kept in `image_url`; the preview shows it, with a way to remove it. A refusal from the
 * server shows under the field.
 */
export function ImageField({ appId }: { appId: number }) {
  const api = useApi()
  const { setValue, setError, clearErrors } = useFormContext<LinkFormValues>()
  const imageUrl = useWatch<LinkFormValues, 'image_url'>({ name: 'image_url' })
  const { errors } = useFormState<LinkFormValues>({ name: 'image_url' })
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
      const { url } = await api.links.uploadImage(appId, chosen)
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
    <div className="flex flex-col gap-3 sm:col-span-2" data-slot="link-image">
      {preview ? (
        <div className="flex items-center gap-4">
          <img
            src={preview}
            alt="Prévia da imagem do link"
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
          label="Imagem"
          hint="PNG, JPEG ou WebP, até 2 MB. Aparece na página de pagamento e no XML de produtos."
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
