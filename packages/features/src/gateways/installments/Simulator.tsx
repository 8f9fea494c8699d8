import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import {
  CARD_BRAND_NAMES,
  formatMoney,
  installmentOptions,
  parseMoney,
  type CardBrand,
  type InstallmentOption,
} from '@vitrine/api'
import {
  Alert,
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Input,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@vitrine/ui'
import { moneyInput } from '../shared/amount-fields.ts'
import { simulatedSetup, type InstallmentsFormValues } from './installments-form.ts'

const SAMPLE_PRICE = 100_000

/**
 * What a payer would see for a price the merchant types, with the setup as it is being edited:
 * each count with its installment, the total and whether it carries interest (Price table,
 * computed by the payments library). Per brand when brands have rules of their own.
 */
export function Simulator() {
  const values = useWatch() as InstallmentsFormValues
  const [priceText, setPriceText] = useState(moneyInput(SAMPLE_PRICE))
  const [brand, setBrand] = useState<CardBrand | ''>('')
  const ruled = (values.by_brand ?? []).map((rule) => rule.brand).filter((item) => item !== '')
  const shownBrand = brand && ruled.includes(brand) ? brand : ''
  const price = parseMoney(priceText)
  const setup = simulatedSetup(values, shownBrand || null)
  const options = setup && price && price > 0 ? installmentOptions(price, setup) : []

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Simulador</h2>
        </CardTitle>
        <CardDescription>Como as parcelas aparecem para quem compra.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label="Preço de exemplo"
            message={
              price === undefined || price <= 0 ? 'Digite um valor, como 1.000,00.' : undefined
            }
          >
            <Input
              value={priceText}
              onChange={(event) => setPriceText(event.target.value)}
              inputMode="decimal"
              startAdornment="R$"
            />
          </Field>
          <Field label="Regra simulada">
            <Select
              value={shownBrand || 'default'}
              onValueChange={(value) => setBrand(value === 'default' ? '' : (value as CardBrand))}
              options={[
                { value: 'default', label: 'Regra da loja' },
                ...ruled.map((item) => ({ value: item, label: CARD_BRAND_NAMES[item] })),
              ]}
            />
          </Field>
        </div>
        {!setup ? (
          <Alert tone="warning">Corrija os campos do parcelamento para ver a simulação.</Alert>
        ) : options.length === 0 ? null : (
          <Table aria-label={`Parcelas para ${formatMoney(price!)}`}>
            <TableHeader>
              <TableRow>
                <TableHead className="px-3">Parcelas</TableHead>
                <TableHead className="px-3 text-right">Valor da parcela</TableHead>
                <TableHead className="px-3 text-right">Total</TableHead>
                {/* On a phone the interest goes under the count, so the table fits. */}
                <TableHead className="px-3 max-sm:hidden">Juros</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {options.map((option) => (
                <TableRow key={option.count}>
                  <TableCell className="px-3 font-medium">
                    {option.count}x
                    <span className="mt-1 block sm:hidden">
                      <InterestBadge option={option} />
                    </span>
                  </TableCell>
                  <TableCell className="px-3 text-right tabular-nums">
                    {formatMoney(option.installmentCents)}
                    {option.firstInstallmentCents !== option.installmentCents ? (
                      <span className="block text-xs text-muted-foreground">
                        a 1ª de {formatMoney(option.firstInstallmentCents)}
                      </span>
                    ) : null}
                  </TableCell>
                  <TableCell className="px-3 text-right tabular-nums">
                    {formatMoney(option.totalCents)}
                  </TableCell>
                  <TableCell className="px-3 max-sm:hidden">
                    <InterestBadge option={option} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {setup && options.length > 0 && options.length < setup.maxInstallments ? (
          <p className="text-sm text-muted-foreground">
            Acima de {options.length}x a parcela ficaria abaixo da parcela mínima.
          </p>
        ) : null}
      </CardContent>
    </Card>
  )
}

/** À vista, sem juros or com juros: what the payer is told beside each count. */
function InterestBadge({ option }: { option: InstallmentOption }) {
  if (option.count === 1) return <Badge size="sm">à vista</Badge>
  return option.interestFree ? (
    <Badge size="sm" tone="success">
      sem juros
    </Badge>
  ) : (
    <Badge size="sm" tone="warning">
      com juros
    </Badge>
  )
}
