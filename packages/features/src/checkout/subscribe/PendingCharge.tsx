import { useEffect, useState } from 'react'
import { formatMoney, type SignupPage } from '@vitrine/api'
import { Button } from '@vitrine/ui/components/button'
import { QrCode } from '@vitrine/ui/components/qr-code'
import { CopyButton } from '../shared/CopyButton.tsx'
import { PublicCard } from '../shared/PublicPage.tsx'
import { countdown, formatDueDate } from '../shared/texts.ts'
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
      {payment?.pix ? <PixCode pix={payment.pix} amountCents={amountCents} /> : null}
      {payment?.billet ? <BilletCode billet={payment.billet} /> : null}
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

/** The time now, every second while `active` (the pix code's countdown). */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [active])
  return now
}

function PixCode({ pix, amountCents }: { pix: NonNullable<Payment['pix']>; amountCents: number }) {
  const now = useNow(pix.expires_at !== null)
  const left = pix.expires_at ? countdown(pix.expires_at, now) : null
  return (
    <div className="flex flex-col items-center gap-3">
      <h3 className="self-start font-semibold">Pague com pix</h3>
      <p className="self-start text-sm text-muted-foreground">
        Abra o app do seu banco, escolha pagar com pix e leia o QR code ou cole o código abaixo.
      </p>
      <QrCode
        value={pix.code}
        label={`QR code do pix de ${formatMoney(amountCents)}`}
        className="size-56"
      />
      <label className="flex w-full flex-col gap-1 text-sm">
        <span className="font-medium">Pix copia e cola</span>
        <textarea
          readOnly
          rows={4}
          value={pix.code}
          className="w-full resize-none rounded-md border bg-muted p-2 font-mono text-xs break-all"
        />
      </label>
      <CopyButton text={pix.code} label="Copiar código pix" />
      {pix.expires_at ? (
        <p className="text-sm text-muted-foreground">
          {left ? `O código expira em ${left}.` : 'O código expirou.'}
        </p>
      ) : null}
    </div>
  )
}

function BilletCode({ billet }: { billet: NonNullable<Payment['billet']> }) {
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">Pague o boleto</h3>
      <p className="text-sm">Vencimento: {formatDueDate(billet.due_date)}</p>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">Linha digitável</span>
        <textarea
          readOnly
          rows={2}
          value={billet.linha_digitavel}
          className="w-full resize-none rounded-md border bg-muted p-2 font-mono text-xs break-all"
        />
      </label>
      <CopyButton text={billet.linha_digitavel} label="Copiar linha digitável" />
      <a
        href={billet.url}
        target="_blank"
        rel="noopener"
        className="text-center font-medium text-primary underline"
      >
        Abrir o boleto para imprimir
      </a>
    </div>
  )
}
