import { useEffect, useRef, type ReactNode } from 'react'
import {
  useController,
  useFormContext,
  type Control,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form'
import { useFormMeta } from './form-context.ts'
import { afterPointerRelease, trackPointerPresses } from './pointer-release.ts'

/** Typed input is validated this long after the last keystroke (the specification's default). */
export const INPUT_DEBOUNCE_MS = 20

/** Props shared by every field binding (TextField, CheckboxField…). */
export interface FieldBindingProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
> {
  /** The field's path in the form values. Typed when `control` is given or TValues is set. */
  name: TName
  /** The Form's control (from its render-prop children); only needed to type `name`. */
  control?: Control<TValues, unknown, TOutput>
  label: ReactNode
  hint?: ReactNode
  required?: boolean
  /** Fields whose visible messages depend on this one (e.g. a confirmation field). */
  deps?: readonly FieldPath<TValues>[]
  /** Classes for the surrounding Field. */
  fieldClassName?: string
}

/**
 * How every binding follows the specification's message rules. Errors only enter
 * react-hook-form's state when a message may be shown, so "has an error" means "shows it":
 * - text-like controls reveal their message on blur (mode 'onBlur'); once revealed (touched,
 *   invalid, or after a submit attempt) they re-validate while typing, debounced;
 * - checkboxes and switches validate on every change;
 * - a submit attempt validates everything.
 */
export function useFieldBinding<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
>(component: string, { name, control, deps = [] }: FieldBindingProps<TValues, TName, TOutput>) {
  const meta = useFormMeta(component)
  const form = useFormContext<TValues, unknown, TOutput>()
  const { field, fieldState, formState } = useController({
    name,
    control: control ?? form.control,
  })
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(trackPointerPresses, [])

  const submitted = formState.isSubmitted
  const revealed = (path: FieldPath<TValues>) => {
    const state = form.getFieldState(path)
    return submitted || state.isTouched || state.invalid
  }
  const validate = (names: FieldPath<TValues>[]) => {
    clearTimeout(timer.current)
    if (names.length > 0) void form.trigger(names)
  }
  /**
   * Work a field puts off (a keystroke's validation, a blur deferred past a click) is dropped
   * when a submit starts in the meantime: the submit validates every field itself, and its
   * onSubmit may set errors from the server that a late validation of the same values would
   * clear (the server refused an e-mail the schema accepts).
   */
  const unlessSubmitted = (run: () => void) => {
    const attempt = meta.submitAttempts()
    return () => {
      if (meta.submitAttempts() === attempt) run()
    }
  }
  const shown = submitted || fieldState.isTouched || fieldState.invalid
  const visibleDeps = () => deps.filter(revealed)

  return {
    meta,
    field,
    message: fieldState.error?.message,
    /** A keystroke: re-validate shortly after, if this field's message may show. */
    onType(value: unknown) {
      field.onChange(value)
      clearTimeout(timer.current)
      const names = [...(shown ? [name] : []), ...visibleDeps()]
      if (names.length > 0) {
        timer.current = setTimeout(
          unlessSubmitted(() => validate(names)),
          INPUT_DEBOUNCE_MS,
        )
      }
    },
    /** A choice made at once (checkbox, switch): validate and show now. */
    onToggle(value: unknown) {
      field.onChange(value)
      validate([name, ...visibleDeps()])
    },
    /** A choice from a list: shown like typed input, but nothing to wait for. */
    onChoose(value: unknown) {
      field.onChange(value)
      validate([...(shown ? [name] : []), ...visibleDeps()])
    },
    /**
     * Leaving the field: react-hook-form validates it (mode 'onBlur') and marks it touched —
     * after the click that moved focus away, if one did (see pointer-release.ts).
     */
    onBlur() {
      clearTimeout(timer.current)
      const left = form.getValues(name)
      afterPointerRelease(
        unlessSubmitted(() => {
          // The value may be gone (a reset by other means than a submit): its blur must not
          // bring back a message on the fresh form.
          if (!Object.is(form.getValues(name), left)) return
          field.onBlur()
          validate(visibleDeps())
        }),
      )
    },
  }
}
