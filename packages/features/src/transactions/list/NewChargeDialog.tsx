import { useState } from 'react'
import type { CaptureRequest } from '@vitrine/api'
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  ToggleGroup,
  ToggleGroupItem,
} from '@vitrine/ui'
import { CaptureLinkResult } from './CaptureLinkResult.tsx'
import { CaptureRequestForm } from './CaptureRequestForm.tsx'
import { ChargeNowForm } from './ChargeNowForm.tsx'
import { useChargeGateways } from './use-charge-gateways.ts'

export interface NewChargeDialogProps {
  appId: number
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The two ways to charge: now, with the payer's details in hand, or by a link sent to them. */
type Way = 'now' | 'link'

/**
 * "Nova cobrança": charge now through one of the store's active gateways, or send the payer a
 * link to a page of their own (`/c-capture/{hash}`) where they choose how to pay.
 */
export function NewChargeDialog({ appId, open, onOpenChange }: NewChargeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Nova cobrança</DialogTitle>
          <DialogDescription>
            Cobre agora por um dos meios de pagamento da loja, ou envie ao cliente um link para ele
            pagar como preferir.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted at each opening: a new intent, with its own idempotency key. */}
        <NewChargeBody appId={appId} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

function NewChargeBody({ appId, onDone }: { appId: number; onDone: () => void }) {
  const { active, loading, failed, reload, setup } = useChargeGateways(appId)
  const [way, setWay] = useState<Way>('now')
  const [sent, setSent] = useState<CaptureRequest | null>(null)

  if (sent) return <CaptureLinkResult request={sent} onDone={onDone} />
  if (failed) {
    return (
      <Alert tone="danger">
        Não foi possível carregar os meios de pagamento.
        <Button variant="secondary" size="sm" className="mt-2 w-fit" onClick={() => reload()}>
          Tentar novamente
        </Button>
      </Alert>
    )
  }
  if (!loading && active.length === 0) {
    return (
      <Alert tone="info">
        A loja ainda não tem um meio de pagamento ativo. Configure um em Pagamentos › Meios de
        pagamento para criar cobranças.
      </Alert>
    )
  }
  const shared = { appId, gateways: active, loading, setup, onDone }
  return (
    <>
      <ToggleGroup
        aria-label="Como cobrar"
        value={way}
        onValueChange={(value) => setWay(value as Way)}
        className="w-fit"
      >
        <ToggleGroupItem value="now">Cobrar agora</ToggleGroupItem>
        <ToggleGroupItem value="link">Enviar link de pagamento</ToggleGroupItem>
      </ToggleGroup>
      {way === 'now' ? (
        <ChargeNowForm {...shared} />
      ) : (
        <CaptureRequestForm {...shared} onCreated={setSent} />
      )}
    </>
  )
}
