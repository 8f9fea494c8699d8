import { useState } from 'react'
import useSWR from 'swr'
import { customerKeys, formatDocument, type Customer } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Field, Input } from '@vitrine/ui'
import { SelectField } from '@vitrine/ui/form'
import { Search } from 'lucide-react'
import { useDebouncedSearch } from './use-debounced-search.ts'

/** How many matches the picker offers: a search narrows further. */
const MATCHES = 20

const describe = (customer: Customer) =>
  [customer.name, customer.email ?? (customer.document ? formatDocument(customer.document) : null)]
    .filter(Boolean)
    .join(' — ')

/**
 * A form's customer (its `customer_id`): a search over the store's customers and the matches to
 * choose from. A charge takes one optionally (`none` is then the form's value for "Sem cliente",
 * so a viewer without access to customers still charges); a subscription requires one.
 */
export function CustomerPicker({
  appId,
  none,
  hint,
  failedHint,
}: {
  appId: number
  /** The form's value for no customer: given, the choice is optional and offers it first. */
  none?: string
  /** Under the search: what it looks in. */
  hint: string
  /** Under the search when it failed: what the form can still do. */
  failedHint: string
}) {
  const api = useApi()
  const { search, setSearch, query: q } = useDebouncedSearch()
  // The one chosen stays among the options when a new search leaves it out.
  const [chosen, setChosen] = useState<Customer | null>(null)
  const filters = q ? { q } : {}
  const { data, error } = useSWR(customerKeys.list(appId, filters), () =>
    api.customers.list(appId, { ...filters, limit: MATCHES }),
  )
  const found = data?.items ?? []
  const options = [
    ...(none === undefined ? [] : [{ value: none, label: 'Sem cliente' }]),
    ...(chosen && !found.some((customer) => customer.id === chosen.id) ? [chosen] : []),
    ...found,
  ].map((entry) => ('id' in entry ? { value: String(entry.id), label: describe(entry) } : entry))

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label="Buscar cliente" hint={error ? failedHint : hint}>
        <Input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
          startAdornment={<Search aria-hidden />}
        />
      </Field>
      <SelectField
        name="customer_id"
        options={options}
        {...(none === undefined
          ? {
              label: 'Cliente',
              required: true,
              placeholder: data && found.length === 0 ? 'Nenhum cliente encontrado' : 'Selecione',
            }
          : // No placeholder key at all: the field's own default applies, as "Sem cliente" is chosen.
            { label: 'Cliente (opcional)' })}
        onChange={(event) => {
          const picked = found.find((customer) => String(customer.id) === event.target.value)
          if (picked) setChosen(picked)
        }}
      />
    </div>
  )
}
