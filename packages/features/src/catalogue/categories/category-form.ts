import * as v from 'valibot'
import {
  CategoryInputSchema,
  CategoryUpdateSchema,
  type Category,
  type CategoryInput,
  type CategoryUpdate,
} from '@vitrine/api'

/*
 * The category's dialog holds what people choose under the contract's names (the parent as the
 * select's text, 'root' for the top level), so a field error the server answers lands on its field;
 * then the contract's own schema checks it, with the server's words.
 */

export interface CategoryFormValues {
  name: string
  slug: string
  /** The parent's id as text; 'root' for the top level (only when creating: moving is the tree's). */
  parent_id: string
  in_menu: boolean
}

const toInput = (values: CategoryFormValues): CategoryInput => ({
  name: values.name,
  slug: values.slug,
  parent_id: values.parent_id === 'root' ? null : Number(values.parent_id),
  in_menu: values.in_menu,
})

/** A new category: form values in, the contract's input out. */
export const newCategorySchema = v.pipe(
  v.object({
    name: v.string(),
    slug: v.string(),
    parent_id: v.string(),
    in_menu: v.boolean(),
  }),
  v.transform(toInput),
  CategoryInputSchema,
) as unknown as v.GenericSchema<CategoryFormValues, v.InferOutput<typeof CategoryInputSchema>>

/** A category's rename: name, address, in the menu or not. */
export const categoryUpdateSchema = v.pipe(
  v.object({
    name: v.string(),
    slug: v.string(),
    parent_id: v.string(),
    in_menu: v.boolean(),
  }),
  v.transform(({ name, slug, in_menu }): CategoryUpdate => ({ name, slug, in_menu })),
  CategoryUpdateSchema,
) as unknown as v.GenericSchema<CategoryFormValues, v.InferOutput<typeof CategoryUpdateSchema>>

/** The form's starting values: the category to rename, or a new one under `parentId`. */
export function categoryFormValues(
  category?: Category,
  parentId?: number | null,
): CategoryFormValues {
  return {
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    parent_id:
      category?.parent_id != null
        ? String(category.parent_id)
        : parentId != null
          ? String(parentId)
          : 'root',
    in_menu: category?.in_menu ?? true,
  }
}
