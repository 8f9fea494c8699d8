import { useId, type ReactNode } from 'react'
import { Button, Input } from '@vitrine/ui'
import { QrCode } from '@vitrine/ui/components/qr-code'
import { Copy, Share2 } from 'lucide-react'
import { copyOutcomeText, useCopy } from './use-copy.ts'

export interface ShareAddressProps {
  /** The public address to hand out. */
  url: string
  /** What the device's share sheet calls it (the link's title, the charge's description). */
  title: string
  /** The QR code's accessible name. */
  qrLabel: string
  /** Said under the buttons (the link inactive, the page's validity). */
  note?: ReactNode
}

/**
 * A payer's page address to hand out (a payment link's, a capture request's): selectable, with
 * copy and share (the device's sheet where there is one, else a copy), and its QR code. The
 * outcome is said out loud, since the buttons do not change.
 */
export function ShareAddress({ url, title, qrLabel, note }: ShareAddressProps) {
  const { outcome, copy, share } = useCopy()
  const statusId = useId()
  const fieldId = useId()
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <label htmlFor={fieldId} className="font-medium">
          Endereço público
        </label>
        <Input
          id={fieldId}
          readOnly
          value={url}
          className="font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={statusId}
            onClick={() => void copy(url)}
          >
            <Copy aria-hidden />
            Copiar endereço
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={statusId}
            onClick={() => void share({ title, url })}
          >
            <Share2 aria-hidden />
            Compartilhar
          </Button>
          <span id={statusId} role="status" className="text-sm text-muted-foreground">
            {outcome ? copyOutcomeText[outcome] : ''}
          </span>
        </div>
        {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      </div>
      <QrCode
        value={url}
        label={qrLabel}
        className="size-36 shrink-0 self-center rounded-md border border-border bg-white p-1"
      />
    </div>
  )
}
