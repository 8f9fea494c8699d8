import { useEffect, useState } from 'react'
import useSWR from 'swr'
import { customerKeys, formatDocument, type Customer } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Field, Input } from '@vitrine/ui'
import { SelectField } from '@vitrine/ui/form'
import { Search } from 'lucide-react'
import { SEARCH_DEBOUNCE_MS } from './filters.ts'
import { NO_CUSTOMER } from './new-charge-form.ts'

/** How many matches the picker offers: a search narrows further. */
const MATCHES = 20

const describe = (customer: Customer) =>
  [customer.name, customer.email ?? (customer.document ? formatDocument(customer.document) : null)]
    .filter(Boolean)
    .join(' — ')

/**
 * The charge's customer, optional (`customer_id` of the form around it): a search over the
 * store's customers (name, e-mail, document) and the matches to choose from. A viewer without
 * access to customers still charges, without one.
 */
export function CustomerPicker({ appId }: { appId: number }) {
  const api = useApi()
  const [search, setSearch] = useState('')
  const [q, setQ] = useState('')
  // The one chosen stays among the options when a new search leaves it out.
  const [chosen, setChosen] = useState<Customer | null>(null)
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [search])
  const filters = q ? { q } : {}
  const { data, error } = useSWR(customerKeys.list(appId, filters), () =>
    api.customers.list(appId, { ...filters, limit: MATCHES }),
  )
  const found = data?.items ?? []
  const options = [
    { value: NO_CUSTOMER, label: 'Sem cliente' },
    ...(chosen && !found.some((customer) => customer.id === chosen.id) ? [chosen] : []),
    ...found,
  ].map((entry) => ('id' in entry ? { value: String(entry.id), label: describe(entry) } : entry))

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field
        label="Buscar cliente"
        hint={
          error
            ? 'Não foi possível buscar os clientes; a cobrança pode seguir sem cliente.'
            : 'Nome, e-mail ou CPF/CNPJ.'
        }
      >
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
        label="Cliente (opcional)"
        options={options}
        onChange={(event) => {
          const picked = found.find((customer) => String(customer.id) === event.target.value)
          if (picked) setChosen(picked)
        }}
      />
    </div>
  )
}
