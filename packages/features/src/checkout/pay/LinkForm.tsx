import { useState } from 'react'
import { formatMoney, parseMoney, type PublicLink } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Input } from '@vitrine/ui/components/input'
import { OrderBumpOffer } from '../shared/apps/OrderBumpOffer.tsx'
import { PaymentForm } from '../shared/PaymentForm.tsx'
import { PublicField } from '../shared/PublicField.tsx'

/*
 * A link's payment form: the shared payer's form, plus what only a link asks — the amount when
 * the payer chooses it (at least the link's minimum) and the address when the link wants one.
 * The store's checkout comes along: its custom fields and order (in the shared form) and the
 * order bump app's offer, whose price the total shown adds (the server charges its own price).
 */

const ADDRESS_FIELDS = [
  ['postal_code', 'CEP', 'postal-code'],
  ['street', 'Rua', 'address-line1'],
  ['number', 'Número', 'off'],
  ['complement', 'Complemento (opcional)', 'address-line2'],
  ['district', 'Bairro', 'off'],
  ['city', 'Cidade', 'address-level2'],
  ['state', 'UF', 'address-level1'],
] as const
type AddressField = (typeof ADDRESS_FIELDS)[number][0]
const NO_ADDRESS = Object.fromEntries(ADDRESS_FIELDS.map(([name]) => [name, ''])) as Record<
  AddressField,
  string
>

export function LinkForm({ link, onPaid }: { link: PublicLink; onPaid: (token: string) => void }) {
  const { checkout } = useApi()
  const [amount, setAmount] = useState('')
  const [address, setAddress] = useState(NO_ADDRESS)
  const [orderBump, setOrderBump] = useState(false)
  const bump = link.checkout.apps.order_bump
  const open = link.amount_mode !== 'fixed'
  const typed = parseMoney(amount) ?? null
  const itemPrice = open ? (typed !== null && typed > 0 ? typed : null) : link.amount_cents
  const price = itemPrice !== null && bump && orderBump ? itemPrice + bump.price_cents : itemPrice

  const prepare = () => {
    const errors: Record<string, string> = {}
    if (open) {
      if (!amount.trim()) errors.amount_cents = 'Informe o valor que você quer pagar.'
      else if (typed === null || typed <= 0) {
        errors.amount_cents = 'Informe um valor válido, como 25,00.'
      } else if (link.min_cents !== null && typed < link.min_cents) {
        errors.amount_cents = `O valor mínimo é ${formatMoney(link.min_cents)}.`
      }
    }
    return {
      errors,
      input: {
        amount_cents: open ? typed : null,
        address: link.ask_address ? address : null,
        ...(bump && orderBump ? { order_bump: true } : {}),
      },
    }
  }

  return (
    <PaymentForm
      methods={link.methods}
      setup={link.installment_setup}
      priceCents={price}
      prepare={prepare}
      send={(input, key) => checkout.charge(link.slug, input, key)}
      onPaid={onPaid}
      checkout={link.checkout}
      beforeSubmit={
        bump ? (
          <>
            <OrderBumpOffer
              offer={bump}
              checked={orderBump}
              onChange={(checked) => setOrderBump(checked)}
            />
            {orderBump && price !== null ? (
              <p className="text-right font-semibold">Total: {formatMoney(price)}</p>
            ) : null}
          </>
        ) : null
      }
      lead={(kit) =>
        open ? (
          <PublicField kit={kit} name="amount_cents" label="Valor a pagar">
            <Input
              {...kit.field('amount_cents')}
              inputMode="decimal"
              size="lg"
              startAdornment="R$"
              value={amount}
              onChange={(event) => {
                kit.changed()
                setAmount(event.currentTarget.value)
              }}
            />
            {link.min_cents !== null ? (
              <p className="text-sm text-muted-foreground">
                Mínimo de {formatMoney(link.min_cents)}.
              </p>
            ) : null}
          </PublicField>
        ) : null
      }
      tail={(kit) =>
        link.ask_address ? (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-lg font-semibold">Endereço</legend>
            {ADDRESS_FIELDS.map(([name, label, autoComplete]) => (
              <PublicField key={name} kit={kit} name={`address.${name}`} label={label}>
                <Input
                  {...kit.field(`address.${name}`)}
                  size="lg"
                  autoComplete={autoComplete}
                  inputMode={name === 'postal_code' || name === 'number' ? 'numeric' : undefined}
                  maxLength={name === 'state' ? 2 : undefined}
                  value={address[name]}
                  onChange={(event) => {
                    const value = event.currentTarget.value
                    kit.changed()
                    setAddress((current) => ({ ...current, [name]: value }))
                  }}
                />
              </PublicField>
            ))}
          </fieldset>
        ) : null
      }
    />
  )
}
