import { useId } from 'react'
import type { PaymentLink } from '@vitrine/api'
import { Button, Card, CardContent, CardHeader, CardTitle, Input } from '@vitrine/ui'
import { QrCode } from '@vitrine/ui/components/qr-code'
import { Copy, Share2 } from 'lucide-react'
import { copyOutcomeText, useCopy } from '../shared/use-copy.ts'

/** The link's public address to hand out: copy, share, or show its QR code. */
export function ShareCard({ link }: { link: PaymentLink }) {
  const { outcome, copy, share } = useCopy()
  const statusId = useId()
  const fieldId = useId()
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Compartilhar</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <label htmlFor={fieldId} className="font-medium">
            Endereço público
          </label>
          <Input
            id={fieldId}
            readOnly
            value={link.public_url}
            className="font-mono text-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-describedby={statusId}
              onClick={() => void copy(link.public_url)}
            >
              <Copy aria-hidden />
              Copiar endereço
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-describedby={statusId}
              onClick={() => void share({ title: link.title, url: link.public_url })}
            >
              <Share2 aria-hidden />
              Compartilhar
            </Button>
            <span id={statusId} role="status" className="text-sm text-muted-foreground">
              {outcome ? copyOutcomeText[outcome] : ''}
            </span>
          </div>
          {link.status === 'active' ? null : (
            <p className="text-sm text-muted-foreground">
              Enquanto o link não estiver ativo, quem abrir o endereço verá que ele não aceita
              pagamentos.
            </p>
          )}
        </div>
        <QrCode
          value={link.public_url}
          label={`QR code do link ${link.title}`}
          className="size-36 shrink-0 self-center rounded-md border border-border bg-white p-1"
        />
      </CardContent>
    </Card>
  )
}
