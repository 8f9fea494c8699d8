import { useId } from 'react'
import { formatMoney, type PublicCheckoutApps } from '@vitrine/api'

/**
 * The order bump app's offer beside the payer's form: a card that is one checkbox (the whole
 * card is its label), unchecked until the payer takes it. The price shown is the app's; the
 * server charges its own copy of it.
 */
export function OrderBumpOffer({
  offer,
  checked,
  onChange,
}: {
  offer: NonNullable<PublicCheckoutApps['order_bump']>
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <label
      htmlFor={id}
      data-slot="order-bump"
      className={`flex cursor-pointer items-start gap-3 rounded-lg border-2 border-dashed p-4 ${
        checked ? 'border-primary bg-primary/5' : 'border-border'
      }`}
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 size-5 shrink-0 accent-primary"
      />
      <span className="flex flex-1 flex-col gap-1">
        <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Aproveite e leve junto
        </span>
        <span className="flex flex-wrap items-baseline justify-between gap-2">
          <span className="font-semibold">Sim, quero {offer.title}</span>
          <span className="font-semibold tabular-nums">+ {formatMoney(offer.price_cents)}</span>
        </span>
        {offer.description ? (
          <span className="text-sm text-muted-foreground">{offer.description}</span>
        ) : null}
      </span>
    </label>
  )
}
