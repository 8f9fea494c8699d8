import { useRef, useState } from 'react'
import { digitsOnly, STATES, type CustomerAddress } from '@vitrine/api'
import { cn, MaskedField } from '@vitrine/ui'
import { SelectField, TextField, type FormApi } from '@vitrine/ui/form'
import { addressDefaults, AddressFormSchema } from './customer-forms.ts'
import { InPlaceForm } from './in-place-edit.tsx'
import { postalCodeMask } from './masks.ts'
import { usePostalCodeLookup } from './use-postal-code-lookup.ts'

type Lookup = 'idle' | 'searching' | 'found' | 'not-found'

const lookupTexts: Record<Lookup, string> = {
  idle: 'Digite o CEP para preencher o endereço.',
  searching: 'Buscando o endereço…',
  found: 'Endereço encontrado. Confira e informe o número.',
  'not-found': 'CEP não encontrado. Preencha o endereço.',
}

const stateOptions = STATES.map((state) => ({ value: state, label: state }))

/** The fields a found CEP fills (its "complement" is a range of numbers, not the customer's). */
const FILLED = ['street', 'district', 'city', 'state'] as const

export interface AddressFormProps {
  address?: CustomerAddress
  /** The form's accessible name ("Novo endereço", "Editar o endereço «Casa»"). */
  label: string
  onSubmit: (
    address: CustomerAddress,
    form: FormApi<typeof AddressFormSchema>,
  ) => void | Promise<void>
  onCancel: () => void
}

/**
 * One address. A complete CEP looks the address up and fills street, district, city and state,
 * then moves on to "Número"; when nothing is found the fields stay open to be filled in.
 */
export function AddressForm({ address, label, onSubmit, onCancel }: AddressFormProps) {
  const lookup = usePostalCodeLookup()
  const [status, setStatus] = useState<Lookup>('idle')
  // The code last looked up: typing past a complete CEP does not look it up (and jump) again.
  const looked = useRef('')

  async function fill(form: FormApi<typeof AddressFormSchema>, typed: string) {
    const code = digitsOnly(typed)
    if (code.length !== 8) {
      looked.current = ''
      setStatus('idle')
      return
    }
    if (code === looked.current) return
    looked.current = code
    setStatus('searching')
    const found = await lookup(code)
    // Another code was typed meanwhile: its own lookup answers.
    if (digitsOnly(form.getValues('postal_code')) !== code) return
    if (!found) {
      setStatus('not-found')
      return
    }
    for (const name of FILLED) form.setValue(name, found[name], { shouldDirty: true })
    form.clearErrors([...FILLED])
    setStatus('found')
    const active = document.activeElement
    // Only if the user is still on the CEP: never pull them back from a field they moved to.
    if (!(active instanceof HTMLInputElement) || active.name === 'postal_code') {
      form.setFocus('number')
    }
  }

  return (
    <InPlaceForm
      schema={AddressFormSchema}
      label={label}
      defaultValues={addressDefaults(address)}
      onCancel={onCancel}
      onSubmit={onSubmit}
    >
      {(form) => (
        <div className="grid gap-4 sm:grid-cols-6">
          <MaskedField
            control={form.control}
            name="postal_code"
            label="CEP"
            required
            autoFocus
            inputMode="numeric"
            autoComplete="off"
            placeholder="00000-000"
            format={postalCodeMask}
            onValueChange={(value) => void fill(form, value)}
            hint={
              <span
                aria-live="polite"
                className={cn(status === 'not-found' && 'font-medium text-warning-foreground')}
              >
                {lookupTexts[status]}
              </span>
            }
            fieldClassName="sm:col-span-3"
          />
          <TextField
            control={form.control}
            name="label"
            label="Nome do endereço"
            hint="Opcional, por exemplo «Casa» ou «Trabalho»."
            autoComplete="off"
            fieldClassName="sm:col-span-3"
          />
          <TextField
            control={form.control}
            name="street"
            label="Logradouro"
            required
            autoComplete="off"
            fieldClassName="sm:col-span-4"
          />
          <TextField
            control={form.control}
            name="number"
            label="Número"
            required
            autoComplete="off"
            fieldClassName="sm:col-span-2"
          />
          <TextField
            control={form.control}
            name="complement"
            label="Complemento"
            autoComplete="off"
            fieldClassName="sm:col-span-3"
          />
          <TextField
            control={form.control}
            name="district"
            label="Bairro"
            required
            autoComplete="off"
            fieldClassName="sm:col-span-3"
          />
          <TextField
            control={form.control}
            name="city"
            label="Cidade"
            required
            autoComplete="off"
            fieldClassName="sm:col-span-4"
          />
          <SelectField
            control={form.control}
            name="state"
            label="UF"
            required
            options={stateOptions}
            fieldClassName="sm:col-span-2"
          />
        </div>
      )}
    </InPlaceForm>
  )
}
