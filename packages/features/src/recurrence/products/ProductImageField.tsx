import { useState } from 'react'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import { LINK_IMAGE_MAX_BYTES, LINK_IMAGE_TYPES } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Button, FileField, Spinner } from '@vitrine/ui'
import { Trash2 } from 'lucide-react'
import type { ProductFormValues } from './product-form.ts'

const ACCEPT = [...LINK_IMAGE_TYPES, '.png', '.jpg', '.jpeg', '.webp'].join(',')

/**
 * The product's picture: a file chosen (PNG, JPEG or WebP up to 2 MB) is sent at once and the
 * address the server answers kept in `image_url`; the preview shows it, with a way to remove
 * it. A refusal from the server shows under the field.
 */
export function ProductImageField({ appId }: { appId: number }) {
  const api = useApi()
  const { setValue, setError, clearErrors } = useFormContext<ProductFormValues>()
  const imageUrl = useWatch<ProductFormValues, 'image_url'>({ name: 'image_url' })
  const { errors } = useFormState<ProductFormValues>({ name: 'image_url' })
  const [file, setFile] = useState<File | null>(null)
  const [uploading, setUploading] = useState(false)

  async function upload(chosen: File | null) {
    setFile(chosen)
    if (!chosen) return
    setUploading(true)
    clearErrors('image_url')
    try {
      const { url } = await api.recurrence.uploadProductImage(appId, chosen)
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

  if (imageUrl && !errors.image_url) {
    return (
      <div className="flex items-center gap-4 sm:col-span-2" data-slot="product-image">
        <img
          src={imageUrl}
          alt="Imagem do produto"
          className="size-20 rounded-md border border-border bg-muted object-cover"
        />
        <div className="flex flex-col items-start gap-2">
          <p role="status" className="text-sm text-muted-foreground">
            {file ? 'Imagem enviada.' : 'Imagem do produto.'}
          </p>
          <Button variant="secondary" size="sm" onClick={remove}>
            <Trash2 aria-hidden />
            Remover imagem
          </Button>
        </div>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-2 sm:col-span-2" data-slot="product-image">
      <FileField
        label="Imagem (opcional)"
        hint="PNG, JPEG ou WebP, até 2 MB. Aparece na lista de produtos e nos planos."
        accept={ACCEPT}
        maxBytes={LINK_IMAGE_MAX_BYTES}
        messages={{ type: 'A imagem deve ser PNG, JPEG ou WebP.' }}
        message={errors.image_url?.message}
        file={file}
        disabled={uploading}
        onFileChange={(chosen) => void upload(chosen)}
        chooseLabel="Escolher imagem"
      />
      {uploading ? (
        <p role="status" aria-busy="true" className="flex items-center gap-2 text-sm">
          <Spinner size="sm" decorative />
          Enviando imagem…
        </p>
      ) : null}
    </div>
  )
}
