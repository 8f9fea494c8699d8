import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@vitrine/ui'
import type { WebhookEndpointWithSecret } from '@vitrine/api'
import { SecretReveal } from '../../shared/SecretReveal.tsx'

export interface SecretDialogProps {
  /** The endpoint and its secret just made; null when nothing is shown. */
  shown: WebhookEndpointWithSecret | null
  /** Why there is a secret to show: a new endpoint or a rotation. */
  reason: 'created' | 'rotated'
  onClose: () => void
}

/** The secret of a new endpoint or a rotated one, once, with copy. */
export function SecretDialog({ shown, reason, onClose }: SecretDialogProps) {
  return (
    <Dialog open={shown !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        size="lg"
        // A stray click beside the dialog must not throw away a secret nobody copied yet.
        onInteractOutside={(event) => event.preventDefault()}
      >
        {shown ? (
          <>
            <DialogHeader>
              <DialogTitle>{reason === 'created' ? 'Endpoint criado' : 'Novo segredo'}</DialogTitle>
              <DialogDescription>
                {reason === 'created'
                  ? `Cada evento enviado a ${shown.endpoint.url} leva o cabeçalho Vitrine-Signature, assinado com este segredo.`
                  : `Os eventos enviados a ${shown.endpoint.url} já são assinados com este segredo; o anterior deixou de valer.`}
              </DialogDescription>
            </DialogHeader>
            <SecretReveal
              secret={shown.secret}
              label="Segredo de assinatura"
              noun="segredo"
              warning="Copie agora: este segredo não será mostrado de novo. Guarde-o no sistema que recebe os eventos, para conferir a assinatura de cada um."
            />
            <DialogFooter>
              <DialogClose asChild>
                <Button>Concluir</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
