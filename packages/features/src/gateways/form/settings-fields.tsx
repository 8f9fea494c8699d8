import { useWatch } from 'react-hook-form'
import {
  CARD_BRAND_NAMES,
  CARD_BRANDS,
  CAPTURE_MODES,
  VOUCHER_BRANDS,
  type GatewayType,
} from '@vitrine/api'
import { CheckboxGroupField, RadioGroupField, RadioGroupItem } from '@vitrine/ui'
import { SelectField, TextareaField, TextField } from '@vitrine/ui/form'
import { BOLETO_BANKS, bankLabel } from '../shared/banks.ts'
import { captureTexts, formatMinutes, voucherBrandNames } from '../shared/format.ts'
import { PixKeyField } from './PixKeyField.tsx'

const installmentOptions = (from: number) =>
  Array.from({ length: 25 - from }, (_, index) => {
    const count = from + index
    return { value: String(count), label: count === 1 ? '1x (só à vista)' : `Até ${count}x` }
  })

/** "60 minutos = 1 hora": the expiry in words under the number typed. */
function ExpiryField() {
  const minutes = Number(useWatch({ name: 'settings.expires_in_minutes' }) as string)
  const words = Number.isInteger(minutes) && minutes >= 5 ? formatMinutes(minutes) : null
  return (
    <TextField
      name="settings.expires_in_minutes"
      label="Validade do código"
      required
      inputMode="numeric"
      endAdornment="minutos"
      hint={
        words
          ? `O QR Code vale por ${words}. De 5 minutos a 7 dias.`
          : 'De 5 minutos a 7 dias (10.080 minutos).'
      }
    />
  )
}

function PixFields({ installments }: { installments: boolean }) {
  return (
    <>
      <PixKeyField />
      <ExpiryField />
      {installments ? (
        <SelectField
          name="settings.max_installments"
          label="Máximo de parcelas"
          required
          options={installmentOptions(2)}
        />
      ) : null}
    </>
  )
}

function StaticPixFields() {
  const description = (useWatch({ name: 'settings.description' }) as string | undefined) ?? ''
  return (
    <>
      <PixKeyField />
      <TextField
        name="settings.amount_cents"
        label="Valor fixo"
        inputMode="decimal"
        startAdornment="R$"
        placeholder="0,00"
        hint="Deixe em branco para quem paga digitar o valor."
      />
      <TextField
        name="settings.description"
        label="Descrição"
        autoComplete="off"
        hint={`${[...description].length}/40 caracteres. Aparece no app do banco de quem paga.`}
      />
    </>
  )
}

function BilletFields() {
  const bank = (useWatch({ name: 'settings.bank' }) as string | undefined) ?? ''
  const banks: { value: string; label: string }[] = BOLETO_BANKS.map((item) => ({
    value: item.code,
    label: bankLabel(item.code),
  }))
  // A bank outside the common list stays choosable as it is stored.
  if (bank && !banks.some((item) => item.value === bank)) banks.push({ value: bank, label: bank })
  return (
    <>
      <SelectField
        name="settings.bank"
        label="Banco"
        required
        options={banks}
        fieldClassName="sm:col-span-2"
        hint="O banco com que a loja tem o convênio de cobrança."
      />
      <TextField
        name="settings.wallet"
        label="Carteira"
        required
        inputMode="numeric"
        hint="De 1 a 3 dígitos, como o banco informou (ex.: 17, 109)."
      />
      <TextField
        name="settings.agreement"
        label="Convênio"
        required
        inputMode="numeric"
        hint="O código do convênio ou do beneficiário, de 4 a 12 dígitos."
      />
      <TextField
        name="settings.days_to_due"
        label="Prazo de vencimento"
        required
        inputMode="numeric"
        endAdornment="dias"
        hint="Dias entre a emissão e o vencimento, de 1 a 60."
      />
      <div className="hidden sm:block" />
      <TextField
        name="settings.fine_bps"
        label="Multa por atraso"
        required
        inputMode="decimal"
        endAdornment="%"
        hint="Sobre o valor do boleto; a lei permite até 2%."
      />
      <TextField
        name="settings.interest_monthly_bps"
        label="Juros por atraso"
        required
        inputMode="decimal"
        endAdornment="% ao mês"
        hint="Cobrados por dia de atraso, até 1% ao mês."
      />
      <TextField
        name="settings.discount_bps"
        label="Desconto por antecipação"
        required
        inputMode="decimal"
        endAdornment="%"
        hint="0 para não dar desconto."
      />
      <TextField
        name="settings.discount_days"
        label="Desconto até"
        required
        inputMode="numeric"
        endAdornment="dias antes"
        hint="Quantos dias antes do vencimento o desconto vale."
      />
    </>
  )
}

function CardFields() {
  const descriptor = (useWatch({ name: 'settings.soft_descriptor' }) as string | undefined) ?? ''
  return (
    <>
      <TextField
        name="settings.soft_descriptor"
        label="Nome na fatura"
        required
        autoComplete="off"
        spellCheck={false}
        hint={
          <span data-slot="soft-descriptor-count">
            {[...descriptor.trim()].length}/13 caracteres. Letras sem acento, números e espaços: é o
            que aparece na fatura do cartão.
          </span>
        }
      />
      <SelectField
        name="settings.max_installments"
        label="Máximo de parcelas"
        required
        options={installmentOptions(1)}
        hint="Os juros de cada parcela vêm do Parcelamento."
      />
      <RadioGroupField name="settings.capture" label="Captura" fieldClassName="sm:col-span-2">
        {CAPTURE_MODES.map((mode) => (
          <RadioGroupItem
            key={mode}
            value={mode}
            label={captureTexts[mode].label}
            description={captureTexts[mode].description}
          />
        ))}
      </RadioGroupField>
      <CheckboxGroupField
        name="settings.brands"
        label="Bandeiras aceitas"
        required
        options={CARD_BRANDS.map((brand) => ({ value: brand, label: CARD_BRAND_NAMES[brand] }))}
        fieldClassName="sm:col-span-2"
      />
    </>
  )
}

function VoucherFields() {
  return (
    <CheckboxGroupField
      name="settings.brands"
      label="Bandeiras aceitas"
      required
      options={VOUCHER_BRANDS.map((brand) => ({ value: brand, label: voucherBrandNames[brand] }))}
      hint="As bandeiras do seu contrato com a credenciadora de benefícios."
      fieldClassName="sm:col-span-2"
    />
  )
}

function CustomFields() {
  return (
    <>
      <TextField
        name="settings.method_name"
        label="Nome do método"
        required
        autoComplete="off"
        placeholder="Transferência bancária"
        hint="Como quem paga vê este método no checkout."
        fieldClassName="sm:col-span-2"
      />
      <TextareaField
        name="settings.instructions"
        label="Instruções"
        required
        rows={6}
        hint="O que quem paga deve fazer: dados da conta, prazo, para onde mandar o comprovante. Você confirma cada pagamento manualmente."
        fieldClassName="sm:col-span-2"
      />
    </>
  )
}

/** The settings of one type of gateway, in a two-column grid. */
export function SettingsFields({ type }: { type: GatewayType }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {type === 'pix' ? <PixFields installments={false} /> : null}
      {type === 'pix-installment' ? <PixFields installments /> : null}
      {type === 'static-pix' ? <StaticPixFields /> : null}
      {type === 'billet' ? <BilletFields /> : null}
      {type === 'creditcard' ? <CardFields /> : null}
      {type === 'voucher' ? <VoucherFields /> : null}
      {type === 'custom' ? <CustomFields /> : null}
    </div>
  )
}
