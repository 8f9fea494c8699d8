import { useState } from 'react'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import { LINK_IMAGE_MAX_BYTES, LINK_IMAGE_TYPES, PRODUCT_IMAGES_MAX } from '@vitrine/api'
import { Button, FileField, Spinner } from '@vitrine/ui'
import { ArrowLeft, ArrowRight, Trash2 } from 'lucide-react'
import type { ProductFormValues } from './product-form.ts'

const ACCEPT = [...LINK_IMAGE_TYPES, '.png', '.jpg', '.jpeg', '.webp'].join(',')

export interface ProductImagesFieldProps {
  /** Sends a file to the catalogue's upload call, answering its path. */
  upload: (file: File) => Promise<{ url: string }>
  /** Read level: the pictures, nothing to change. */
  readOnly: boolean
}

/**
 * The product's pictures, in the storefront's order (the first is the main one): each file
 * chosen is sent at once and added at the end; each picture moves left or right or goes away.
 * The 1 MB recommendation is a hint (section 5); the server's own limit refuses larger files.
 */
export function ProductImagesField({ upload, readOnly }: ProductImagesFieldProps) {
  const { setValue, getValues, setError, clearErrors } = useFormContext<ProductFormValues>()
  const images = useWatch<ProductFormValues, 'images'>({ name: 'images' }) ?? []
  const { errors } = useFormState<ProductFormValues>({ name: 'images' })
  const [uploading, setUploading] = useState<File | null>(null)
  const full = images.length >= PRODUCT_IMAGES_MAX

  const write = (next: string[]) => setValue('images', next, { shouldDirty: true })

  async function add(file: File | null) {
    if (!file) return
    setUploading(file)
    clearErrors('images')
    try {
      const { url } = await upload(file)
      write([...getValues('images'), url])
    } catch (error) {
      setError('images', {
        type: 'server',
        message: error instanceof Error ? error.message : 'Não foi possível enviar a imagem.',
      })
    } finally {
      setUploading(null)
    }
  }

  function move(index: number, by: -1 | 1) {
    const next = [...getValues('images')]
    const [image] = next.splice(index, 1)
    next.splice(index + by, 0, image!)
    write(next)
  }

  const message = errors.images?.message
  return (
    <div className="flex flex-col gap-3" data-slot="product-images">
      {images.length > 0 ? (
        <ol aria-label="Imagens do produto" className="flex flex-wrap gap-3">
          {images.map((url, index) => (
            <li key={`${url}-${index}`} className="flex w-32 flex-col gap-1.5">
              <img
                src={url}
                alt={`Imagem ${index + 1} de ${images.length}${index === 0 ? ' (principal)' : ''}`}
                className="aspect-square w-full rounded-md border border-border object-cover"
              />
              {readOnly ? null : (
                <div className="flex justify-between">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Mover a imagem ${index + 1} para a esquerda`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowLeft aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remover a imagem ${index + 1}`}
                    onClick={() => write(getValues('images').filter((_, at) => at !== index))}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Mover a imagem ${index + 1} para a direita`}
                    disabled={index === images.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowRight aria-hidden />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">Nenhuma imagem ainda.</p>
      )}
      {uploading ? (
        <p role="status" aria-busy="true" className="flex items-center gap-2 text-sm">
          <Spinner size="sm" decorative />
          Enviando «{uploading.name}»…
        </p>
      ) : null}
      {readOnly || full ? null : (
        <FileField
          label="Adicionar imagem"
          hint="PNG, JPEG ou WebP. Recomendado: até 1 MB. A primeira imagem é a principal."
          accept={ACCEPT}
          maxBytes={LINK_IMAGE_MAX_BYTES}
          messages={{ type: 'A imagem deve ser PNG, JPEG ou WebP.' }}
          message={message}
          file={null}
          disabled={uploading !== null}
          onFileChange={(file) => void add(file)}
          chooseLabel="Escolher imagem"
        />
      )}
      {full ? (
        <p className="text-sm text-muted-foreground">
          O produto já tem {PRODUCT_IMAGES_MAX} imagens, o máximo.
        </p>
      ) : null}
    </div>
  )
}
