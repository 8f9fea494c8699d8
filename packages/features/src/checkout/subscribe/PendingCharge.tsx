import type { SignupPage } from '@vitrine/api'
import { Button } from '@vitrine/ui/components/button'
import { BilletCode, PixCode } from '../shared/PaymentCodes.tsx'
import { PublicCard } from '../shared/PublicPage.tsx'
import { useFocusOnShow } from './use-focus-on-show.ts'

type Payment = NonNullable<SignupPage['payment']>

/**
 * A cycle whose charge is under way: the pix code or the boleto to pay (what the receipt shows,
 * on the page the subscriber already has open), or a card still being answered (the payment
 * itself may not be written yet when another attempt holds the cycle). The receipt link follows
 * its status by itself; "Atualizar" reads the page again.
 */
export function PendingCharge({
  payment,
  amountCents,
  receiptHref,
  focusOnShow,
  onRefresh,
}: {
  payment: Payment | null
  amountCents: number
  receiptHref: string | null
  /** Issued just now from the form: the code takes the focus (and the screen). */
  focusOnShow: boolean
  onRefresh: () => void
}) {
  const news = useFocusOnShow<HTMLDivElement>(focusOnShow)
  return (
    <PublicCard>
      <div
        ref={news}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        className="flex flex-col gap-1 outline-none"
      >
        <h2 className="text-lg font-semibold">Aguardando pagamento</h2>
        <p className="text-muted-foreground">
          {payment?.pix
            ? 'O pix desta cobrança foi gerado. Assim que o banco confirmar, o ciclo fica pago.'
            : payment?.billet
              ? 'O boleto desta cobrança foi gerado. O pagamento leva até 3 dias úteis para ser confirmado.'
              : 'O pagamento do cartão está sendo processado. Em instantes o resultado aparece aqui.'}
        </p>
      </div>
      {payment?.pix ? <PixCode pix={payment.pix} amountCents={amountCents} heading="h3" /> : null}
      {payment?.billet ? <BilletCode billet={payment.billet} heading="h3" /> : null}
      {receiptHref ? (
        <a className="text-center font-medium text-primary underline" href={receiptHref}>
          Acompanhar o pagamento
        </a>
      ) : null}
      {payment?.pix || payment?.billet ? null : (
        <Button type="button" variant="secondary" onClick={onRefresh}>
          Atualizar
        </Button>
      )}
    </PublicCard>
  )
}
