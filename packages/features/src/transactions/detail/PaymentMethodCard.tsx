import {
  barcodeSvg,
  CARD_BRAND_NAMES,
  formatLinhaDigitavel,
  formatMoney,
  type Transaction,
} from '@vitrine/api'
import { Card, CardContent, CardHeader, CardTitle } from '@vitrine/ui'
import { QrCode } from '@vitrine/ui/components/qr-code'
import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatDateTime } from '../../shared/format.ts'
import { formatDay } from '../shared/days.ts'
import { PAYMENT_TYPE_LABELS } from '../shared/payment-labels.ts'
import { CopyCode } from './CopyCode.tsx'

/** A label and its value, in the cards' description lists. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  )
}

function PixDetails({ payment }: { payment: Transaction }) {
  const pix = payment.pix!
  const waiting = payment.status === 'pending'
  const code = (
    <CopyCode label="Pix copia e cola" shown={pix.code} copyLabel="Copiar código pix" rows={3} />
  )
  return (
    <div className="flex flex-col gap-4" data-slot="pix">
      {waiting ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <QrCode
            value={pix.code}
            label={`QR code do pix de ${formatMoney(payment.amount_cents)}`}
            className="w-48 shrink-0 rounded-md border border-border p-1"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <p className="text-muted-foreground">
              O cliente paga lendo o QR code no app do banco ou colando o código abaixo.
            </p>
            {code}
          </div>
        </div>
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label="Identificador (txid)">
          <span className="font-mono text-sm break-all">{pix.txid}</span>
        </Fact>
        {pix.expires_at ? (
          <Fact label={waiting ? 'Válido até' : 'Validade do código'}>
            {formatDateTime(pix.expires_at)}
          </Fact>
        ) : (
          <Fact label="Validade do código">Sem validade (pix estático)</Fact>
        )}
      </dl>
      {waiting ? null : (
        <details className="text-sm">
          <summary className="cursor-pointer text-primary">Ver o código pix</summary>
          <div className="mt-3">{code}</div>
        </details>
      )}
    </div>
  )
}

function BoletoDetails({ payment }: { payment: Transaction }) {
  const billet = payment.billet!
  const waiting = payment.status === 'pending'
  const barcode = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    barcodeSvg(billet.barcode, { height: 50 }),
  )}`
  return (
    <div className="flex flex-col gap-4" data-slot="boleto">
      <CopyCode
        label="Linha digitável"
        shown={formatLinhaDigitavel(billet.linha_digitavel)}
        value={billet.linha_digitavel}
        copyLabel="Copiar linha digitável"
        rows={2}
      />
      {waiting ? (
        <img
          src={barcode}
          alt="Código de barras do boleto"
          className="h-14 w-full max-w-md object-contain object-left"
        />
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label="Vencimento">{formatDay(billet.due_date)}</Fact>
        <Fact label="Boleto">
          <a
            href={billet.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-primary hover:underline"
          >
            Abrir boleto
            <ExternalLink aria-hidden className="size-3.5" />
            <span className="sr-only">(abre em outra aba)</span>
          </a>
        </Fact>
      </dl>
    </div>
  )
}

function CardDetails({ payment }: { payment: Transaction }) {
  const card = payment.card!
  return (
    <dl className="grid gap-3 sm:grid-cols-3" data-slot="card">
      <Fact label="Bandeira">{CARD_BRAND_NAMES[card.brand]}</Fact>
      <Fact label="Cartão">
        <span className="tabular-nums">•••• {card.last_four}</span>
      </Fact>
      <Fact label="Parcelas">
        {payment.installments > 1 ? `${payment.installments}x` : 'À vista'}
      </Fact>
      {payment.status === 'pre_authorized' ? (
        <Fact label="Reservado no cartão">{formatMoney(payment.amount_cents)}</Fact>
      ) : null}
    </dl>
  )
}

function InstructionsDetails({ payment }: { payment: Transaction }) {
  const instructions = payment.instructions!
  return (
    <dl className="grid gap-3" data-slot="instructions">
      <Fact label="Método">{instructions.method_name}</Fact>
      <Fact label="Instruções ao cliente">
        <span className="whitespace-pre-line">{instructions.text}</span>
      </Fact>
    </dl>
  )
}

/**
 * How the payer pays or paid: the pix code (a QR code and "copia e cola" while it waits), the
 * boleto's line and barcode, the card, or the store's own method's instructions.
 */
export function PaymentMethodCard({ payment }: { payment: Transaction }) {
  const body = payment.pix ? (
    <PixDetails payment={payment} />
  ) : payment.billet ? (
    <BoletoDetails payment={payment} />
  ) : payment.card ? (
    <CardDetails payment={payment} />
  ) : payment.instructions ? (
    <InstructionsDetails payment={payment} />
  ) : null
  if (!body) return null
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{PAYMENT_TYPE_LABELS[payment.type]}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  )
}
