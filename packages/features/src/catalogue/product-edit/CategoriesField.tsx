import { useController } from 'react-hook-form'
import type { Category } from '@vitrine/api'
import { Checkbox, cn } from '@vitrine/ui'
import type { ProductFormValues } from './product-form.ts'

export interface CategoriesFieldProps {
  /** The store's categories, in the tree's order (undefined while they load). */
  categories: Category[] | undefined
  readOnly: boolean
}

/**
 * The categories the product is in, chosen from the tree: one checkbox per category, indented
 * by its level. A product can be in several (Camisetas and Promoções).
 */
export function CategoriesField({ categories, readOnly }: CategoriesFieldProps) {
  const { field, fieldState } = useController<ProductFormValues, 'category_ids'>({
    name: 'category_ids',
  })
  const chosen = new Set(field.value)
  const toggle = (id: number, on: boolean) =>
    field.onChange(on ? [...field.value, id] : field.value.filter((each) => each !== id))
  return (
    <fieldset className="flex flex-col gap-2" data-slot="product-categories">
      <legend className="mb-1 text-sm font-medium">Categorias (opcional)</legend>
      {categories === undefined ? (
        <p role="status" aria-busy="true" className="text-sm text-muted-foreground">
          Carregando categorias…
        </p>
      ) : categories.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          A loja ainda não tem categorias: crie-as em Catálogo › Categorias.
        </p>
      ) : (
        // A long tree scrolls inside its box; the box takes focus so the keyboard can scroll it.
        // At read level (a disabled fieldset) nothing inside is focusable: the list shows whole.
        <div
          role="region"
          aria-label="Categorias do produto"
          tabIndex={readOnly ? undefined : 0}
          className={cn(
            'rounded-md border border-border p-3',
            !readOnly &&
              'max-h-64 overflow-y-auto focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          )}
        >
          <ul className="flex flex-col gap-1.5">
            {categories.map((category) => (
              <li
                key={category.id}
                style={{ paddingInlineStart: `${(category.level - 1) * 1.25}rem` }}
              >
                <Checkbox
                  label={category.name}
                  checked={chosen.has(category.id)}
                  disabled={readOnly}
                  onCheckedChange={(checked) => toggle(category.id, checked === true)}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      {fieldState.error?.message ? (
        <p className="text-sm text-danger">{fieldState.error.message}</p>
      ) : null}
    </fieldset>
  )
}
