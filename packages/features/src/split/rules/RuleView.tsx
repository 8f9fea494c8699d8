import {
  formatMoney,
  type SplitBearer,
  type SplitRemainderTaker,
  type SplitRule,
  type SplitShare,
} from '@vitrine/api'
import { formatPercent } from '../../shared/percent-field.ts'
import { bearerChoices, paymentTypeName } from './rule-labels.ts'

const shareValue = (share: SplitShare) =>
  share.kind === 'percent'
    ? formatPercent(share.basis_points).replace(/,00%$/, '%')
    : formatMoney(share.cents)

function partyText(party: SplitBearer | SplitRemainderTaker, nameOf: (id: number) => string) {
  if (party.kind === 'seller') return nameOf(party.seller_id)
  return bearerChoices.find((choice) => choice.value === party.kind)?.label ?? party.kind
}

function ShareList({
  shares,
  nameOf,
  label,
}: {
  shares: readonly SplitShare[]
  nameOf: (id: number) => string
  label: string
}) {
  return (
    <ul aria-label={label} className="flex flex-col gap-1 text-sm">
      {shares.map((share) => (
        <li key={share.seller_id} className="flex justify-between gap-4">
          <span>{nameOf(share.seller_id)}</span>
          <span className="tabular-nums">{shareValue(share)}</span>
        </li>
      ))}
      <li className="flex justify-between gap-4 text-muted-foreground">
        <span>Loja</span>
        <span>o restante</span>
      </li>
    </ul>
  )
}

/** A version of the rule, read only: the shares, each method's own, and who pays what. */
export function RuleView({ rule, nameOf }: { rule: SplitRule; nameOf: (id: number) => string }) {
  return (
    <div className="flex flex-col gap-4">
      <ShareList shares={rule.shares} nameOf={nameOf} label="Partes dos vendedores" />
      {rule.overrides.map((override) => (
        <section key={override.payment_type} className="flex flex-col gap-1">
          <h3 className="text-sm font-medium">No {paymentTypeName(override.payment_type)}</h3>
          <ShareList
            shares={override.shares}
            nameOf={nameOf}
            label={`Partes no ${paymentTypeName(override.payment_type)}`}
          />
        </section>
      ))}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Tarifa</dt>
        <dd>{partyText(rule.fee_payer, nameOf)}</dd>
        <dt className="text-muted-foreground">Arredondamento</dt>
        <dd>{partyText(rule.remainder_taker, nameOf)}</dd>
        <dt className="text-muted-foreground">Estornos e chargebacks</dt>
        <dd>{partyText(rule.chargeback_liability, nameOf)}</dd>
      </dl>
    </div>
  )
}
