import { useEffect, useState } from 'react'
import type { DiscountChoice, DiscountChoiceKind } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Badge, Button, Field, Input } from '@vitrine/ui'
import { X } from 'lucide-react'
import { errorMessage } from '../../../shared/server-errors.ts'

export interface ChoicePickerProps {
  appId: number
  of: DiscountChoiceKind
  /** "Produtos incluídos": the field's label, and the words of its buttons. */
  label: string
  hint?: string
  /** The keys chosen: ids as text, or e-mails for customers. */
  keys: readonly string[]
  onChange: (keys: string[]) => void
  /** The server's refusal of this list, shown on the field. */
  message?: string
}

const placeholders: Record<DiscountChoiceKind, string> = {
  products: 'Nome ou SKU do produto',
  categories: 'Nome da categoria',
  customers: 'Nome ou e-mail do cliente',
}

/**
 * Chooses products, categories or customers for a discount through the discounts' own choices
 * (the ecommerce level is enough): the chosen as removable chips named by the server, a search
 * that offers up to ten more.
 */
export function ChoicePicker({
  appId,
  of,
  label,
  hint,
  keys,
  onChange,
  message,
}: ChoicePickerProps) {
  const api = useApi()
  const [names, setNames] = useState<Record<string, string>>({})
  const [q, setQ] = useState('')
  const [found, setFound] = useState<DiscountChoice[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  // A saved rule holds keys only: its chips are named once, by one call.
  const unnamed = keys.filter((key) => !(key in names))
  const wanted = unnamed.join(',')
  useEffect(() => {
    if (!wanted) return
    const controller = new AbortController()
    api.ecommerceDiscounts
      .listChoices(appId, { of, keys: wanted }, controller.signal)
      .then((list) => {
        const named = Object.fromEntries(list.items.map((item) => [item.key, item.label]))
        // A key the store no longer has is shown as it is rather than asked for again.
        for (const key of wanted.split(',')) named[key] ??= key
        setNames((current) => ({ ...current, ...named }))
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [api, appId, of, wanted])

  async function find() {
    setError(null)
    try {
      setFound((await api.ecommerceDiscounts.listChoices(appId, { of, q: q.trim() })).items)
    } catch (caught) {
      setFound(null)
      setError(errorMessage(caught) ?? 'Não foi possível buscar.')
    }
  }

  function add(choice: DiscountChoice) {
    setNames((current) => ({ ...current, [choice.key]: choice.label }))
    onChange([...keys, choice.key])
  }

  const offered = found?.filter((choice) => !keys.includes(choice.key))
  return (
    <div className="flex flex-col gap-2">
      <Field label={label} hint={hint} message={message ?? error ?? undefined}>
        <Input
          type="search"
          placeholder={placeholders[of]}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              void find()
            }
          }}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="secondary" onClick={() => void find()}>
          Buscar {label.toLowerCase()}
        </Button>
        {keys.map((key) => (
          <Badge key={key} tone="neutral" className="gap-1">
            {names[key] ?? '…'}
            <button
              type="button"
              className="rounded-sm hover:text-foreground"
              aria-label={`Remover «${names[key] ?? key}» de ${label.toLowerCase()}`}
              onClick={() => onChange(keys.filter((other) => other !== key))}
            >
              <X aria-hidden className="size-3" />
            </button>
          </Badge>
        ))}
      </div>
      {offered ? (
        offered.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nada encontrado.</p>
        ) : (
          <ul
            aria-label={`Encontrados para ${label.toLowerCase()}`}
            className="flex flex-col gap-1"
          >
            {offered.map((choice) => (
              <li key={choice.key} className="flex items-center justify-between gap-2 text-sm">
                <span>
                  {choice.label}
                  {choice.detail ? (
                    <span className="text-muted-foreground"> ({choice.detail})</span>
                  ) : null}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Adicionar «${choice.label}» a ${label.toLowerCase()}`}
                  onClick={() => add(choice)}
                >
                  Adicionar
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  )
}
