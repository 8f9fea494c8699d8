import { useWatch } from 'react-hook-form'
import { classifyPixKey, type BankAccountType } from '@vitrine/api'
import { RadioGroupField, RadioGroupItem } from '@vitrine/ui'
import { SelectField, TextField } from '@vitrine/ui/form'
import { bankName } from './banks.ts'
import type { DestinationFormValues } from './destination-form.ts'

export interface PayoutDestinationFieldsProps {
  /** The form's name of the destination object: its fields are `<name>.kind`, `<name>.agency`… */
  name: string
  /** Read level: shown, not changeable. */
  disabled?: boolean
}

const accountTypeLabels: Record<BankAccountType, string> = {
  checking: 'Conta corrente',
  savings: 'Conta poupança',
}

const ACCOUNT_TYPE_OPTIONS = Object.entries(accountTypeLabels).map(([value, label]) => ({
  value,
  label,
}))

const PIX_KIND_TEXT = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'e-mail',
  phone: 'celular',
  evp: 'aleatória',
} as const

/** Says which kind of key is being typed (the rule's message waits for the blur). */
function pixKindHint(text: string): string {
  if (text.trim() === '') return 'CPF, CNPJ, e-mail, celular com +55 ou chave aleatória.'
  const result = classifyPixKey(text)
  return result.ok
    ? `Chave do tipo ${PIX_KIND_TEXT[result.type]}.`
    : 'Ainda não é uma chave pix completa.'
}

/**
 * "Onde recebe", for a split seller, a wallet supplier and the store's own account: a bank
 * account (bank, branch and account, each with its check digit) or a pix key. The fields of the
 * kind not chosen stay in the form, hidden, so switching back loses nothing; the contract's
 * variant validates only the chosen one (`destination-form.ts`). The typed bank code shows its
 * bank's name, so a wrong code shows before the provider refuses the transfer.
 */
export function PayoutDestinationFields({ name, disabled }: PayoutDestinationFieldsProps) {
  const kind = useWatch({ name: `${name}.kind` }) as DestinationFormValues['kind'] | undefined
  const pixKey = (useWatch({ name: `${name}.pix_key` }) as string | undefined) ?? ''
  const bankCode = (useWatch({ name: `${name}.bank_code` }) as string | undefined) ?? ''
  const bank = bankName(bankCode.trim())
  return (
    <fieldset className="flex flex-col gap-4" disabled={disabled}>
      <RadioGroupField
        name={`${name}.kind`}
        label="Onde recebe"
        className="grid gap-2 sm:grid-cols-2"
        disabled={disabled}
      >
        <RadioGroupItem value="pix" label="Chave pix" description="Cai na hora, a qualquer dia." />
        <RadioGroupItem
          value="bank_account"
          label="Conta bancária"
          description="Banco, agência e conta com dígito."
        />
      </RadioGroupField>
      {kind === 'bank_account' ? (
        <div className="grid gap-4 sm:grid-cols-6">
          <TextField
            name={`${name}.bank_code`}
            label="Banco"
            hint={bank ?? 'Código de 3 dígitos: 001, 237, 260…'}
            inputMode="numeric"
            maxLength={3}
            autoComplete="off"
            required
            fieldClassName="sm:col-span-2"
          />
          <TextField
            name={`${name}.agency`}
            label="Agência"
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
            required
            fieldClassName="sm:col-span-3"
          />
          <TextField
            name={`${name}.agency_digit`}
            label="Dígito"
            hint="Se houver."
            maxLength={1}
            autoComplete="off"
            fieldClassName="sm:col-span-1"
            aria-label="Dígito da agência"
          />
          <TextField
            name={`${name}.account`}
            label="Conta"
            inputMode="numeric"
            maxLength={14}
            autoComplete="off"
            required
            fieldClassName="sm:col-span-3"
          />
          <TextField
            name={`${name}.account_digit`}
            label="Dígito"
            maxLength={1}
            autoComplete="off"
            required
            fieldClassName="sm:col-span-1"
            aria-label="Dígito da conta"
          />
          <SelectField
            name={`${name}.account_type`}
            label="Tipo de conta"
            options={ACCOUNT_TYPE_OPTIONS}
            fieldClassName="sm:col-span-2"
          />
        </div>
      ) : (
        <TextField
          name={`${name}.pix_key`}
          label="Chave pix"
          required
          autoComplete="off"
          spellCheck={false}
          hint={<span data-slot="pix-key-kind">{pixKindHint(pixKey)}</span>}
        />
      )}
    </fieldset>
  )
}
