import { useCallback, useLayoutEffect } from 'react'
import { formatMoney, type PublicCapture } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { PaymentForm } from '../shared/PaymentForm.tsx'
import {
  PublicCard,
  PublicPage,
  UnansweredPage,
  type UnansweredTexts,
} from '../shared/PublicPage.tsx'
import { formatDateTime } from '../shared/texts.ts'
import { usePublicAnswer } from '../shared/use-public-answer.ts'

export interface CaptureScreenProps {
  /** The capture request's hash (`/c-capture/{hash}`). */
  hash: string
  /** A charge made here went through: the receipt's token (the host pushes its address). */
  onPaid: (token: string) => void
  /**
   * The request was already used: its payment's receipt, which the host shows instead of this
   * page (replacing the address, so "back" does not come here again).
   */
  onUsed: (token: string) => void
}

const UNANSWERED: UnansweredTexts = {
  loading: 'Carregando a cobrança…',
  notFound: {
    title: 'Cobrança não encontrada',
    text: 'Confira o link que você recebeu da loja. Se o problema continuar, fale com ela.',
  },
  failure: 'Não foi possível abrir a cobrança',
}

/**
 * `/c-capture/{hash}`: a charge the store started and sent to the payer, who completes it with
 * the same payment form as a link's page, bound to that one charge (its amount and description;
 * no amount or address to type). Single use: once paid or awaiting payment it leads to the
 * receipt; a declined card leaves it open for another try.
 */
export function CaptureScreen({ hash, onPaid, onUsed }: CaptureScreenProps) {
  const { checkout } = useApi()
  const load = useCallback(
    (signal: AbortSignal) => checkout.capture(hash, signal),
    [checkout, hash],
  )
  const state = usePublicAnswer(load)
  if (state.kind !== 'ready') return <UnansweredPage state={state} texts={UNANSWERED} />
  const capture = state.value
  return (
    <PublicPage store={capture.store}>
      <PublicCard>
        <p className="text-sm text-muted-foreground">Cobrança de {capture.store.name}</p>
        <h1 className="text-2xl font-semibold">{formatMoney(capture.amount_cents)}</h1>
        {capture.description ? <p className="whitespace-pre-line">{capture.description}</p> : null}
      </PublicCard>
      {capture.state === 'open' ? (
        <PaymentForm
          methods={capture.methods}
          setup={capture.installment_setup}
          priceCents={capture.amount_cents}
          payer={capture.payer}
          send={(input, key) => checkout.payCapture(hash, input, key)}
          onPaid={onPaid}
        />
      ) : capture.state === 'used' ? (
        <Used capture={capture} onUsed={onUsed} />
      ) : (
        <PublicCard>
          <h2 className="text-lg font-semibold">Esta cobrança expirou</h2>
          <p className="text-muted-foreground">
            Ela podia ser paga até {formatDateTime(capture.expires_at)} e não recebe mais
            pagamentos. Peça um novo link a {capture.store.name}.
          </p>
          <StoreContact capture={capture} />
        </PublicCard>
      )}
    </PublicPage>
  )
}

/** Already paid (or awaiting payment): its receipt takes over, before this page is painted. */
function Used({ capture, onUsed }: { capture: PublicCapture; onUsed: (token: string) => void }) {
  const token = capture.payment_token
  useLayoutEffect(() => {
    if (token) onUsed(token)
  }, [token, onUsed])
  return (
    <PublicCard>
      <h2 className="text-lg font-semibold">Esta cobrança já foi paga</h2>
      <p className="text-muted-foreground">
        O pagamento dela já foi feito ou está aguardando a confirmação. Não é preciso pagar de novo.
      </p>
      {token ? (
        <a
          className="font-medium text-primary underline"
          href={`/public/transaction?token=${encodeURIComponent(token)}`}
        >
          Ver o comprovante
        </a>
      ) : (
        <StoreContact capture={capture} />
      )}
    </PublicCard>
  )
}

function StoreContact({ capture }: { capture: PublicCapture }) {
  if (!capture.store.contact_email) return null
  return (
    <p className="text-sm text-muted-foreground">
      Dúvidas? Fale com a loja em{' '}
      <a className="underline" href={`mailto:${capture.store.contact_email}`}>
        {capture.store.contact_email}
      </a>
      .
    </p>
  )
}
