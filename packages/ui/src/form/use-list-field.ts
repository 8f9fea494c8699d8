import { useRef } from 'react'
import { useFormContext, useWatch, type FieldValues, type Path } from 'react-hook-form'

/**
 * The rows of an array field (a charge's items, per-brand rules), to add and remove, each with
 * a stable key. This is what react-hook-form's useFieldArray does; we do without it because
 * react-hook-form is one module, which a bundle cannot split: useFieldArray's code would join
 * the chunk every form loads, /login included, and cost 1.6 KB of its 100 KB budget.
 * Rows are read and written as the form's values; a removal re-validates once the form was
 * submitted, as a change to a field would.
 */
export function useListField<TRow, TValues extends FieldValues = FieldValues>(name: Path<TValues>) {
  const { control, getValues, setValue, formState } = useFormContext<TValues>()
  const rows = (useWatch({ control, name }) as TRow[] | undefined) ?? []
  const keys = useRef<number[]>([])
  const nextKey = useRef(0)
  while (keys.current.length < rows.length) keys.current.push(nextKey.current++)
  keys.current.length = rows.length
  const write = (next: TRow[]) =>
    setValue(name, next as never, { shouldDirty: true, shouldValidate: formState.isSubmitted })
  return {
    /** One stable key per row, in order (for React's `key`). */
    keys: [...keys.current],
    append(row: TRow) {
      write([...((getValues(name) as TRow[] | undefined) ?? []), row])
    },
    remove(index: number) {
      keys.current.splice(index, 1)
      write(((getValues(name) as TRow[] | undefined) ?? []).filter((_, at) => at !== index))
    },
  }
}
