import type { Customer } from '@vitrine/api'
import { MaskedField, useNotify } from '@vitrine/ui'
import { SwitchField, TextField } from '@vitrine/ui/form'
import { storeDay } from '../../shared/format.ts'
import { contactDefaults, ContactFormSchema } from './customer-forms.ts'
import { InPlaceForm } from './in-place-edit.tsx'
import { documentMask, phoneMask } from './masks.ts'
import { saveCard, type SaveCustomer } from './save-customer.ts'

export interface ContactFormProps {
  customer: Customer
  onSave: SaveCustomer
  onClose: () => void
}

/** The contact data in place, as a form: typed with masks, stored as the contract says. */
export function ContactForm({ customer, onSave, onClose }: ContactFormProps) {
  const notify = useNotify()
  return (
    <InPlaceForm
      schema={ContactFormSchema}
      label="Editar contato"
      defaultValues={contactDefaults(customer)}
      onCancel={onClose}
      onSubmit={(values, form) =>
        saveCard(
          form,
          () => onSave(values),
          () => {
            notify({ type: 'success', message: 'Dados de contato salvos.' })
            onClose()
          },
        )
      }
    >
      {({ control }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            control={control}
            name="name"
            label="Nome"
            autoComplete="off"
            required
            autoFocus
            fieldClassName="sm:col-span-2"
          />
          <TextField
            control={control}
            name="email"
            label="E-mail"
            type="email"
            autoComplete="off"
            hint="Informe o e-mail, o CPF/CNPJ ou os dois."
          />
          <MaskedField
            control={control}
            name="document"
            label="CPF ou CNPJ"
            format={documentMask}
            // A CNPJ may have letters: the full keyboard, in capitals.
            inputMode="text"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            deps={['email']}
          />
          <MaskedField
            control={control}
            name="phone"
            label="Telefone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            format={phoneMask}
            placeholder="(00) 00000-0000"
          />
          <TextField
            control={control}
            name="birth_date"
            label="Data de nascimento"
            type="date"
            min="1900-01-01"
            max={storeDay(new Date())}
          />
          <SwitchField
            control={control}
            name="marketing_consent"
            label="Aceita receber ofertas por e-mail"
            fieldClassName="sm:col-span-2"
          />
        </div>
      )}
    </InPlaceForm>
  )
}
