import { useRef, useState } from 'react'
import { formatMoney, type PublicPayment } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Alert } from '@vitrine/ui/components/alert'
import { Button } from '@vitrine/ui/components/button'
import { declineOf } from '../shared/decline.ts'
import { BilletCode, PixCode } from '../shared/PaymentCodes.tsx'
import {
  PublicCard,
  PublicPage,
  UnansweredPage,
  type UnansweredTexts,
} from '../shared/PublicPage.tsx'
import { EVENT_LABELS, formatDateTime, STATUS_LABELS, TYPE_LABELS } from '../shared/texts.ts'
import { useReceipt } from './use-receipt.ts'

export interface ReceiptScreenProps {
  /** The receipt's token (`/public/transaction?token=…`); none shows the not-found page. */
  token: string | null
}

const UNANSWERED: UnansweredTexts = {
  loading: 'Carregando o pagamento…',
  notFound: {
    title: 'Não encontramos este pagamento',
    text: 'Confira o link que você recebeu. Se o problema continuar, fale com a loja.',
  },
  failure: 'Não foi possível carregar o pagamento',
}

/** `/public/transaction?token=…`: the payer's receipt, which turns to paid by itself. */
export function ReceiptScreen({ token }: ReceiptScreenProps) {
  const receipt = useReceipt(token)
  if (receipt.kind !== 'ready') return <UnansweredPage state={receipt} texts={UNANSWERED} />
  return <Receipt payment={receipt.payment} onChange={receipt.replace} />
}

const PAID = new Set(['complete', 'authorized', 'retry-success'])

function Receipt({
  payment,
  onChange,
}: {
  payment: PublicPayment
  onChange: (payment: PublicPayment) => void
}) {
  const pending = payment.status === 'pending'
  const paid = PAID.has(payment.status)
  const failed = payment.status === 'failed' || payment.status === 'retry-error'
  const method = payment.method_name ?? TYPE_LABELS[payment.type] ?? 'Pagamento'
  return (
    <PublicPage store={payment.store}>
      <PublicCard>
        <div className="flex flex-col gap-1">
          {payment.link ? (
            <p className="text-sm text-muted-foreground">{payment.link.title}</p>
          ) : null}
          <h1 className="text-2xl font-semibold">{formatMoney(payment.amount_cents)}</h1>
          <p className="text-muted-foreground">
            {method}
            {payment.installments > 1 ? ` em ${payment.installments}x` : ''}
            {payment.card ? ` · final ${payment.card.last_four}` : ''}
          </p>
        </div>
        <div role="status" aria-live="polite">
          {paid ? (
            <Alert tone="success">
              <strong>Pagamento confirmado</strong>
              {payment.paid_at ? <p>Recebido em {formatDateTime(payment.paid_at)}.</p> : null}
            </Alert>
          ) : failed ? (
            <Alert tone="danger">
              <strong>{STATUS_LABELS[payment.status]}</strong>
              <p>
                {payment.decline_reason
                  ? declineOf(payment.decline_reason).text
                  : 'O pagamento não foi aprovado. Você pode tentar de novo pelo link da loja.'}
              </p>
            </Alert>
          ) : payment.status === 'pre_authorized' ? (
            <Alert tone="info">
              <strong>{STATUS_LABELS.pre_authorized}</strong>
              <p>
                O valor de {formatMoney(payment.amount_cents)} está reservado no seu cartão, ainda
                não cobrado. A loja confirma a cobrança em seguida; se ela não confirmar, a reserva
                é desfeita e nada é cobrado.
              </p>
            </Alert>
          ) : (
            <p className="font-medium">{STATUS_LABELS[payment.status]}</p>
          )}
        </div>
        {pending && payment.pix ? (
          <PixCode pix={payment.pix} amountCents={payment.amount_cents} heading="h2" />
        ) : null}
        {pending && payment.billet ? <BilletCode billet={payment.billet} heading="h2" /> : null}
        {pending && payment.instructions ? (
          <div className="flex flex-col gap-1">
            <h2 className="font-semibold">Como pagar com {payment.instructions.method_name}</h2>
            <p className="whitespace-pre-line">{payment.instructions.text}</p>
          </div>
        ) : null}
        {pending && payment.sandbox ? (
          <SimulateButton token={payment.token} onPaid={onChange} />
        ) : null}
      </PublicCard>
      <PublicCard>
        <h2 className="font-semibold">Andamento</h2>
        <ol className="flex flex-col gap-2">
          {payment.timeline.map((step, index) => (
            <li key={index} className="flex flex-col border-l-2 border-primary/40 pl-3">
              <span>{EVENT_LABELS[step.event]}</span>
              <span className="text-sm text-muted-foreground">
                {formatDateTime(step.at)}
                {step.amount_cents !== null ? ` · ${formatMoney(step.amount_cents)}` : ''}
              </span>
            </li>
          ))}
        </ol>
      </PublicCard>
      <p className="text-center text-sm text-muted-foreground">
        Dúvidas sobre este pagamento? Fale com {payment.store.name}
        {payment.store.contact_email ? (
          <>
            {' '}
            em{' '}
            <a className="underline" href={`mailto:${payment.store.contact_email}`}>
              {payment.store.contact_email}
            </a>
          </>
        ) : null}
        .
      </p>
      <p className="text-center text-sm">
        <a className="font-medium text-primary underline" href={payment.store.account_path}>
          Ver todos os seus pagamentos em {payment.store.name}
        </a>
      </p>
    </PublicPage>
  )
}

function SimulateButton({
  token,
  onPaid,
}: {
  token: string
  onPaid: (payment: PublicPayment) => void
}) {
  const { checkout } = useApi()
  const key = useRef<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const simulate = async () => {
    if (busy) return
    key.current ??= crypto.randomUUID()
    setBusy(true)
    setFailed(false)
    try {
      onPaid(await checkout.simulatePaid(token, key.current))
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="flex flex-col gap-2 rounded-md border border-dashed p-3">
      <p className="text-sm text-muted-foreground">
        Ambiente de testes: nenhum dinheiro de verdade é movimentado.
      </p>
      <Button type="button" variant="secondary" loading={busy} onClick={() => void simulate()}>
        Simular pagamento
      </Button>
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          Não foi possível simular. Tente de novo.
        </p>
      ) : null}
    </div>
  )
}
