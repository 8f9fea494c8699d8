import { useEffect, useRef, useState } from 'react'
import { formatMoney, type PublicPayment } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Alert } from '@vitrine/ui/components/alert'
import { Button } from '@vitrine/ui/components/button'
import { QrCode } from '@vitrine/ui/components/qr-code'
import { CopyButton } from '../shared/CopyButton.tsx'
import { declineOf } from '../shared/decline.ts'
import {
  PublicCard,
  PublicPage,
  UnansweredPage,
  type UnansweredTexts,
} from '../shared/PublicPage.tsx'
import {
  countdown,
  EVENT_LABELS,
  formatDateTime,
  formatDueDate,
  STATUS_LABELS,
  TYPE_LABELS,
} from '../shared/texts.ts'
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
          <PixBlock pix={payment.pix} amount={payment.amount_cents} />
        ) : null}
        {pending && payment.billet ? <BilletBlock billet={payment.billet} /> : null}
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

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [active])
  return now
}

function PixBlock({ pix, amount }: { pix: NonNullable<PublicPayment['pix']>; amount: number }) {
  const now = useNow(pix.expires_at !== null)
  const left = pix.expires_at ? countdown(pix.expires_at, now) : null
  return (
    <div className="flex flex-col items-center gap-3">
      <h2 className="self-start font-semibold">Pague com pix</h2>
      <p className="self-start text-sm text-muted-foreground">
        Abra o app do seu banco, escolha pagar com pix e leia o QR code ou cole o código abaixo.
      </p>
      <QrCode
        value={pix.code}
        label={`QR code do pix de ${formatMoney(amount)}`}
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

function BilletBlock({ billet }: { billet: NonNullable<PublicPayment['billet']> }) {
  return (
    <div className="flex flex-col gap-3">
      <h2 className="font-semibold">Pague o boleto</h2>
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
