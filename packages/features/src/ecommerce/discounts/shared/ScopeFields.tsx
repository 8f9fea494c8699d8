import { ChoicePicker } from './ChoicePicker.tsx'

/** What a coupon or a promotion applies to, as the contract's four id lists. */
export interface DiscountScope {
  product_ids: number[]
  category_ids: number[]
  excluded_product_ids: number[]
  excluded_category_ids: number[]
}

export const emptyScope = (): DiscountScope => ({
  product_ids: [],
  category_ids: [],
  excluded_product_ids: [],
  excluded_category_ids: [],
})

export const scopeOf = (rule?: DiscountScope): DiscountScope =>
  rule
    ? {
        product_ids: rule.product_ids,
        category_ids: rule.category_ids,
        excluded_product_ids: rule.excluded_product_ids,
        excluded_category_ids: rule.excluded_category_ids,
      }
    : emptyScope()

/** The server's message for a list, or for one of its items (`product_ids.2`). */
export const listMessage = (errors: Record<string, string>, field: string) =>
  errors[field] ||
  Object.entries(errors).find(([key, message]) => key.startsWith(`${field}.`) && message)?.[1] ||
  undefined

const LISTS = [
  { field: 'product_ids', of: 'products', label: 'Produtos incluídos' },
  { field: 'category_ids', of: 'categories', label: 'Categorias incluídas' },
  { field: 'excluded_product_ids', of: 'products', label: 'Produtos excluídos' },
  { field: 'excluded_category_ids', of: 'categories', label: 'Categorias excluídas' },
] as const

/**
 * The four pickers of a discount's scope: with nothing included it applies to every product;
 * what is excluded never takes it.
 */
export function ScopeFields({
  appId,
  scope,
  onChange,
  errors,
}: {
  appId: number
  scope: DiscountScope
  onChange: (scope: DiscountScope) => void
  errors: Record<string, string>
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold">Onde vale</legend>
      <p className="text-sm text-muted-foreground">
        Sem produtos nem categorias incluídos, vale para toda a loja. O que estiver excluído nunca
        recebe o desconto.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {LISTS.map(({ field, of, label }) => (
          <ChoicePicker
            key={field}
            appId={appId}
            of={of}
            label={label}
            keys={scope[field].map(String)}
            onChange={(keys) => onChange({ ...scope, [field]: keys.map(Number) })}
            message={listMessage(errors, field)}
          />
        ))}
      </div>
    </fieldset>
  )
}
