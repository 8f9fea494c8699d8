import { formatMoney, type CaptureRequest } from '@vitrine/api'
import { Alert, AlertDescription, AlertTitle, Button, DialogFooter } from '@vitrine/ui'
import { formatDateTime } from '../../shared/format.ts'
import { ShareAddress } from '../../shared/ShareAddress.tsx'

/**
 * The capture request made: the payer's page to send them (copy, share, QR code), what it asks
 * and until when. The payment shows among the store's once the payer completes it.
 */
export function CaptureLinkResult({
  request,
  onDone,
}: {
  request: CaptureRequest
  onDone: () => void
}) {
  const what = request.description || 'Cobrança'
  return (
    <div className="flex flex-col gap-4" data-slot="capture-link">
      <Alert tone="success">
        <AlertTitle>Link de pagamento criado</AlertTitle>
        <AlertDescription>
          Envie o endereço ao cliente: ele paga {formatMoney(request.amount_cents)} na página, pelos
          meios que você escolheu. O pagamento aparece nas transações assim que ele concluir.
        </AlertDescription>
      </Alert>
      <ShareAddress
        url={request.url}
        title={what}
        qrLabel={`QR code do link de pagamento: ${what}`}
        note={`Válido até ${formatDateTime(request.expires_at)}. Depois disso, ou depois de pago, o link não aceita mais pagamentos.`}
      />
      <DialogFooter>
        <Button onClick={onDone}>Concluir</Button>
      </DialogFooter>
    </div>
  )
}
