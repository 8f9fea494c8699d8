import {
  CARD_BRAND_NAMES,
  securityCodeLength,
  type CardBrand,
  type PublicInstallmentOption,
} from '@vitrine/api'
import { MaskedInput } from '@vitrine/ui/components/masked-input'
import { Input } from '@vitrine/ui/components/input'
import { Select } from '@vitrine/ui/components/select'
import {
  formatCardNumber,
  formatExpiry,
  installmentLabel,
  type CardFormValues,
} from '../../shared/card-form.ts'
import type { FieldKit } from './field-kit.ts'
import { PublicField } from './PublicField.tsx'

/*
 * The card of a card method: number (grouped as typed, its brand shown beside it), holder,
 * expiry (MM/AA) and security code, with the browser's autofill names and a numeric keyboard;
 * then the installments with their values. The number never leaves the form but to the charge.
 */

interface CardFieldsProps {
  kit: FieldKit
  card: CardFormValues
  brand: CardBrand | null
  onCard: (card: CardFormValues) => void
  installments: number
  /** The options for the amount and brand (empty while an open amount is not typed). */
  options: readonly PublicInstallmentOption[]
  maxInstallments: number
  onInstallments: (count: number) => void
}

export function CardFields({
  kit,
  card,
  brand,
  onCard,
  installments,
  options,
  maxInstallments,
  onInstallments,
}: CardFieldsProps) {
  const { field } = kit
  const set = (name: keyof CardFormValues, value: string) => onCard({ ...card, [name]: value })
  const numberField = field('card.number')
  const brandId = 'pay-card.number-brand'
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold">Cartão</legend>
      <PublicField kit={kit} name="card.number" label="Número do cartão">
        <MaskedInput
          {...numberField}
          aria-describedby={
            [brand ? brandId : null, numberField['aria-describedby']].filter(Boolean).join(' ') ||
            undefined
          }
          size="lg"
          inputMode="numeric"
          autoComplete="cc-number"
          format={formatCardNumber}
          value={card.number}
          onChange={(event) => set('number', event.currentTarget.value)}
          endAdornment={
            brand ? (
              <span id={brandId} className="text-sm font-semibold text-foreground">
                {CARD_BRAND_NAMES[brand]}
              </span>
            ) : undefined
          }
        />
      </PublicField>
      <PublicField kit={kit} name="card.holder" label="Nome impresso no cartão">
        <Input
          {...field('card.holder')}
          size="lg"
          autoComplete="cc-name"
          autoCapitalize="characters"
          value={card.holder}
          onChange={(event) => set('holder', event.currentTarget.value)}
        />
      </PublicField>
      <div className="grid grid-cols-2 gap-3">
        <PublicField kit={kit} name="card.expiry" label="Validade">
          <MaskedInput
            {...field('card.expiry')}
            size="lg"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/AA"
            format={formatExpiry}
            value={card.expiry}
            onChange={(event) => set('expiry', event.currentTarget.value)}
          />
        </PublicField>
        <PublicField kit={kit} name="card.cvv" label="CVV">
          <Input
            {...field('card.cvv')}
            size="lg"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={brand ? securityCodeLength(brand) : 4}
            value={card.cvv}
            onChange={(event) => set('cvv', event.currentTarget.value.replace(/\D/g, ''))}
          />
        </PublicField>
      </div>
      {maxInstallments > 1 ? (
        <PublicField kit={kit} name="installments" label="Parcelas">
          {options.length > 0 ? (
            <Select
              {...field('installments')}
              size="lg"
              value={String(installments)}
              onValueChange={(value) => onInstallments(Number(value))}
              options={options.map((option) => ({
                value: String(option.count),
                label: installmentLabel({
                  count: option.count,
                  installmentCents: option.installment_cents,
                  totalCents: option.total_cents,
                  interestFree: option.interest_free,
                }),
              }))}
            />
          ) : (
            <p className="text-sm text-muted-foreground">Informe o valor para ver as parcelas.</p>
          )}
        </PublicField>
      ) : null}
    </fieldset>
  )
}
