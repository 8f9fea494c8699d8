import { useId, useState } from 'react'
import {
  compareSplits,
  formatMoney,
  gatewayFeeCents,
  parseMoney,
  splitRefusalMessage,
  type GatewayFees,
  type PaymentType,
  type SplitResult,
  type SplitRule,
} from '@vitrine/api'
import {
  Alert,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Input,
  Select,
} from '@vitrine/ui'
import { moneyInput } from '../../shared/money-field.ts'
import { formatPercent } from '../../shared/percent-field.ts'
import { paymentTypeName } from './rule-labels.ts'
import { SplitBar } from './SplitBar.tsx'
import { SplitTable } from './SplitTable.tsx'

const SAMPLE_AMOUNT = 10_000
const INSTALLMENT_COUNTS = Array.from({ length: 12 }, (_, index) => String(index + 1))

export interface SimulatorProps {
  gateway: { type: PaymentType; fees: GatewayFees }
  /** The rule being edited; null while a field does not read yet. */
  draft: SplitRule | null
  current: { version: number; rule: SplitRule } | null
  nameOf: (sellerId: number) => string
}

function feeText({ percent_bps, fixed_cents }: GatewayFees): string {
  const parts = [
    ...(percent_bps > 0 ? [formatPercent(percent_bps)] : []),
    ...(fixed_cents > 0 ? [formatMoney(fixed_cents)] : []),
  ]
  return parts.length > 0 ? parts.join(' + ') : 'sem tarifa'
}

/**
 * A payment split by the rule being edited and by the rule in force, side by side, before
 * anything is saved: the contract's compareSplits, the engine the server splits real payments
 * with, with the gateway's fee computed as a payment's is (gatewayFeeCents).
 */
export function Simulator({ gateway, draft, current, nameOf }: SimulatorProps) {
  const [amountText, setAmountText] = useState(moneyInput(SAMPLE_AMOUNT))
  const [method, setMethod] = useState<PaymentType>(gateway.type)
  const [installments, setInstallments] = useState('1')
  const headingId = useId()

  const methods = [
    ...new Set<PaymentType>([
      gateway.type,
      ...(draft?.overrides ?? []).map((override) => override.payment_type),
      ...(current?.rule.overrides ?? []).map((override) => override.payment_type),
    ]),
  ]
  const paymentType = methods.includes(method) ? method : gateway.type
  const amount = parseMoney(amountText)
  const readable = amount !== undefined && amount >= 0
  const input = readable
    ? {
        amountCents: amount,
        feeCents: gatewayFeeCents(amount, gateway.fees),
        paymentType,
        installments: paymentType === 'creditcard' ? Number(installments) : 1,
      }
    : null
  const comparison = input && draft ? compareSplits(draft, current?.rule ?? null, input) : null
  const currentSide: SplitResult | null = comparison
    ? comparison.current
    : input && current
      ? compareSplits(current.rule, null, input).draft
      : null

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId}>Simulador</h2>
        </CardTitle>
        <CardDescription>
          Como um pagamento seria dividido com a regra que você está editando e com a regra em
          vigor, antes de salvar.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="grid gap-3 sm:grid-cols-3">
          <Field
            label="Valor do pagamento"
            message={readable ? undefined : 'Digite um valor, como 10,01.'}
          >
            <Input
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
              inputMode="decimal"
              startAdornment="R$"
            />
          </Field>
          <Field label="Forma de pagamento">
            <Select
              value={paymentType}
              onValueChange={(value) => setMethod(value as PaymentType)}
              options={methods.map((type) => ({ value: type, label: paymentTypeName(type) }))}
            />
          </Field>
          {paymentType === 'creditcard' ? (
            <Field label="Parcelas">
              <Select
                value={installments}
                onValueChange={setInstallments}
                options={INSTALLMENT_COUNTS.map((count) => ({ value: count, label: `${count}x` }))}
              />
            </Field>
          ) : null}
        </div>
        {input ? (
          <p className="text-sm text-muted-foreground">
            Tarifa do meio de pagamento: {formatMoney(input.feeCents)} ({feeText(gateway.fees)}).
          </p>
        ) : null}
        <section className="flex flex-col gap-3" aria-label="Com a regra em edição">
          <h3 className="font-medium">Com a regra em edição</h3>
          {!draft ? (
            <Alert tone="warning">Complete os campos da regra para ver a simulação.</Alert>
          ) : comparison && !comparison.draft.ok ? (
            <Alert tone="danger">
              {splitRefusalMessage('pt-BR', comparison.draft.refusal, nameOf)}
            </Alert>
          ) : comparison?.draft.ok ? (
            <>
              <SplitTable
                label="Divisão com a regra em edição"
                parts={comparison.draft.split.parts}
                nameOf={nameOf}
                differences={comparison.differences}
              />
              <SplitBar parts={comparison.draft.split.parts} nameOf={nameOf} />
            </>
          ) : null}
        </section>
        <section className="flex flex-col gap-3" aria-label="Com a regra em vigor">
          <h3 className="font-medium">
            {current ? `Com a regra em vigor (versão ${current.version})` : 'Sem regra em vigor'}
          </h3>
          {!current ? (
            <p className="text-sm text-muted-foreground">
              Hoje os pagamentos deste meio não são divididos: tudo fica com a loja.
            </p>
          ) : currentSide && !currentSide.ok ? (
            <Alert tone="danger">{splitRefusalMessage('pt-BR', currentSide.refusal, nameOf)}</Alert>
          ) : currentSide?.ok ? (
            <SplitTable
              label="Divisão com a regra em vigor"
              parts={currentSide.split.parts}
              nameOf={nameOf}
            />
          ) : null}
        </section>
      </CardContent>
    </Card>
  )
}
