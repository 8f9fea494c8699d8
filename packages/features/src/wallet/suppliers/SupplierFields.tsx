import { SelectField, TextField } from '@vitrine/ui/form'
import { PayoutDestinationFields } from '../../shared/payout-destination/PayoutDestinationFields.tsx'
import { CATEGORY_OPTIONS } from './supplier-labels.ts'

/** A supplier's fields, in the new supplier's dialog and in the edit of one. */
export function SupplierFields() {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="name"
          label="Nome ou razão social"
          autoComplete="off"
          required
          fieldClassName="sm:col-span-2"
        />
        <TextField
          name="document"
          label="CPF ou CNPJ"
          hint="Com ou sem pontuação."
          autoComplete="off"
          required
        />
        <SelectField
          name="category"
          label="Categoria"
          options={CATEGORY_OPTIONS}
          placeholder="Escolha"
          required
        />
        <TextField
          name="email"
          label="E-mail (opcional)"
          type="email"
          autoComplete="off"
          hint="Para enviar o comprovante de cada pagamento."
          fieldClassName="sm:col-span-2"
        />
      </div>
      <PayoutDestinationFields name="destination" />
    </>
  )
}
