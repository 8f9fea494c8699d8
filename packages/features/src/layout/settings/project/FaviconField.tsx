import { useState } from 'react'
import { UPLOAD_IMAGE_ACCEPT, type LayoutImage } from '@vitrine/api'
import { Button, FileField, Spinner } from '@vitrine/ui'
import { Trash2 } from 'lucide-react'

/** A favicon needs no more: past this it only slows the first visit. */
const MAX_BYTES = 1024 * 1024

/**
 * The storefront's favicon: a chosen file is sent at once (the files service checks and
 * re-encodes it) and its address kept in the form; the current one shows with "Remover".
 */
export function FaviconField({
  value,
  message,
  readOnly,
  upload,
  onChange,
}: {
  value: string | null
  message?: string
  readOnly: boolean
  upload: (file: File) => Promise<LayoutImage>
  onChange: (url: string | null) => void
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
            alt="Favicon atual"
            className="size-12 rounded-md border border-border bg-surface object-contain"
          />
          <div className="flex flex-col items-start gap-1">
            <span className="text-sm font-medium">Favicon</span>
            {readOnly ? null : (
              <Button variant="secondary" size="sm" onClick={() => onChange(null)}>
                <Trash2 aria-hidden />
                Remover favicon
              </Button>
            )}
          </div>
        </div>
      ) : readOnly ? (
        <p className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">Favicon:</span> nenhum.
        </p>
      ) : (
        <FileField
          label="Favicon"
          hint="O ícone da aba do navegador: uma imagem quadrada de 32 a 512 pixels (PNG, SVG ou WebP)."
          accept={UPLOAD_IMAGE_ACCEPT}
          maxBytes={MAX_BYTES}
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
