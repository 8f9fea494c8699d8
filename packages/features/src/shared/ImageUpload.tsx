import { useState } from 'react'
import { UPLOAD_IMAGE_ACCEPT } from '@vitrine/api'
import { Button, cn, FileField, Spinner } from '@vitrine/ui'
import { Trash2 } from 'lucide-react'

/** The server's own limit is larger; past this a logo or favicon only slows the page. */
const MAX_BYTES = 2 * 1024 * 1024

/**
 * A logo or favicon kept by its address (the checkout's appearance, the layout settings): a
 * chosen file is sent at once through `upload` (the files service checks and re-encodes it) and
 * its address kept in the draft; the current image shows with a way to remove it. Read level
 * sees the image only. (`ImageField` is the same for a react-hook-form form's `image_url`.)
 */
export function ImageUpload({
  label,
  hint,
  alt,
  value,
  message,
  readOnly,
  upload,
  onChange,
  maxBytes = MAX_BYTES,
  previewClassName = 'size-16',
}: {
  label: string
  hint: string
  alt: string
  value: string | null
  message?: string
  readOnly: boolean
  upload: (file: File) => Promise<{ url: string }>
  onChange: (url: string | null) => void
  maxBytes?: number
  /** The preview's size (a favicon shows smaller than a logo). */
  previewClassName?: string
}) {
  const [uploading, setUploading] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)

  async function send(file: File | null) {
    if (!file) return
    setUploading(true)
    setRefusal(null)
    try {
      onChange((await upload(file)).url)
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : 'Não foi possível enviar a imagem.')
    } finally {
      setUploading(false)
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {value ? (
        <div className="flex items-center gap-4">
          <img
            src={value}
            alt={alt}
            className={cn(
              'rounded-md border border-border bg-surface object-contain',
              previewClassName,
            )}
          />
          <div className="flex flex-col items-start gap-1">
            <span className="text-sm font-medium">{label}</span>
            {readOnly ? null : (
              <Button variant="secondary" size="sm" onClick={() => onChange(null)}>
                <Trash2 aria-hidden />
                Remover {label.toLowerCase()}
              </Button>
            )}
          </div>
        </div>
      ) : readOnly ? (
        <p className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{label}:</span> nenhum.
        </p>
      ) : (
        <FileField
          label={label}
          hint={hint}
          accept={UPLOAD_IMAGE_ACCEPT}
          maxBytes={maxBytes}
          messages={{ type: 'A imagem deve ser PNG, JPEG, WebP, GIF ou SVG.' }}
          message={refusal ?? message}
          disabled={uploading}
          onFileChange={(file) => void send(file)}
          chooseLabel="Escolher imagem"
        />
      )}
      {uploading ? (
        <p role="status" aria-busy="true" className="flex items-center gap-2 text-sm">
          <Spinner size="sm" decorative />
          Enviando imagem…
        </p>
      ) : null}
    </div>
  )
}
