import { useFormContext, useWatch } from 'react-hook-form'
import { SelectField, TextField } from '@vitrine/ui/form'
import type { SellerFormValues } from './seller-form.ts'
import { accountTypeLabels, bankName } from './seller-labels.ts'

const kindOptions = [
  { value: 'bank_account', label: 'Conta bancária' },
  { value: 'pix', label: 'Chave pix' },
]

const accountTypeOptions = Object.entries(accountTypeLabels).map(([value, label]) => ({
  value,
  label,
}))

/**
 * Where the seller receives: a bank account (bank, agency and account with their check digits,
 * checking or savings) or a pix key of any kind. The provider pays the seller there.
 */
export function PayoutFields() {
  const { control } = useFormContext<SellerFormValues>()
  const kind = useWatch({ control, name: 'payout.kind' })
  const bankCode = useWatch({ control, name: 'payout.bank_code' })
  const bank = bankName((bankCode ?? '').trim())
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 font-medium">Onde recebe</legend>
      <SelectField
        control={control}
        name="payout.kind"
        label="Forma de recebimento"
        options={kindOptions}
        required
      />
      {kind === 'pix' ? (
        <TextField
          control={control}
          name="payout.pix_key"
          label="Chave pix"
          hint="CPF, CNPJ, e-mail, celular ou chave aleatória."
          autoComplete="off"
          required
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-6">
          <TextField
            control={control}
            name="payout.bank_code"
            label="Banco"
            hint={bank ?? 'Código de 3 dígitos (341 é o Itaú).'}
            inputMode="numeric"
            maxLength={3}
            autoComplete="off"
            required
            fieldClassName="sm:col-span-2"
          />
          <SelectField
            control={control}
            name="payout.account_type"
            label="Tipo de conta"
            options={accountTypeOptions}
            required
            fieldClassName="sm:col-span-4"
          />
          <TextField
            control={control}
            name="payout.agency"
            label="Agência"
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
            required
            fieldClassName="sm:col-span-4"
          />
          <TextField
            control={control}
            name="payout.agency_digit"
            label="Dígito da agência"
            hint="Se houver."
            maxLength={1}
            autoComplete="off"
            fieldClassName="sm:col-span-2"
          />
          <TextField
            control={control}
            name="payout.account"
            label="Conta"
            inputMode="numeric"
            maxLength={14}
            autoComplete="off"
            required
            fieldClassName="sm:col-span-4"
          />
          <TextField
            control={control}
            name="payout.account_digit"
            label="Dígito da conta"
            maxLength={1}
            autoComplete="off"
            required
            fieldClassName="sm:col-span-2"
          />
        </div>
      )}
    </fieldset>
  )
}
