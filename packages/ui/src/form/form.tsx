import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react'
import { FormProvider, useForm, type DefaultValues, type UseFormReturn } from 'react-hook-form'
import type { InferInput, InferOutput } from 'valibot'
import { cn } from '../lib/cn.ts'
import { FormMetaContext, type FormMeta } from './form-context.ts'
import type { FormSchema } from './form-schema.ts'
import { FormStatus } from './form-status.tsx'
import { formMessages, type FormLang } from './messages.ts'
import { schemaLoader, schemaResolver, type SchemaSource } from './schema-resolver.ts'

/** The react-hook-form handle of a Form: values typed by the schema's input, output when valid. */
export type FormApi<TSchema extends FormSchema> = UseFormReturn<
  InferInput<TSchema>,
  unknown,
  InferOutput<TSchema>
>

export interface FormProps<TSchema extends FormSchema> extends Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'children' | 'noValidate'
> {
  /**
   * Rules and messages come from the schema (built in @vitrine/api); the form knows none. A
   * function loading the schema defers it to the form's first interaction (sign-in pages).
   */
  schema: SchemaSource<TSchema>
  defaultValues?: DefaultValues<InferInput<TSchema>>
  /**
   * Called with the parsed values once every field is valid. May be async: the submit button
   * shows it is busy until it settles. Use `form.setError('root', { message })` to show a
   * server answer, or `form.setError(name, …)` for one field.
   */
  onSubmit: (values: InferOutput<TSchema>, form: FormApi<TSchema>) => void | Promise<void>
  /**
   * Language of the schema's messages (handed to valibot as `issue.lang`) and of the form's own
   * texts. Defaults to 'pt-BR' because the panel speaks Portuguese, even though the
   * specification's generic validator defaults to 'en'.
   */
  lang?: FormLang
  /**
   * Where the form-level alert ("Formulário incompleto.", server errors) goes: at the start of
   * the form, or wherever the children place `<FormStatus />`.
   */
  status?: 'start' | 'manual'
  /** Plain children, or a function of the form handle (its `control` types field names). */
  children: ReactNode | ((form: FormApi<TSchema>) => ReactNode)
}

export function Form<TSchema extends FormSchema>({
  schema,
  defaultValues,
  onSubmit,
  lang = 'pt-BR',
  status = 'start',
  className,
  children,
  ...props
}: FormProps<TSchema>) {
  // Read at validation time, so a change of language or schema needs no new form.
  const latest = useRef({ schema, lang })
  useEffect(() => {
    latest.current = { schema, lang }
  })
  const [load] = useState(() => schemaLoader(() => latest.current.schema))
  const [resolver] = useState(() =>
    schemaResolver<InferInput<TSchema>, InferOutput<TSchema>>(load, () => latest.current.lang),
  )
  const form = useForm<InferInput<TSchema>, unknown, InferOutput<TSchema>>({
    resolver,
    defaultValues,
    // Messages appear on blur; the bindings then re-validate while typing (debounced) and
    // checkboxes on change. After a submit attempt every message is shown.
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    // Focus goes to the first invalid control in page order (see below), not in
    // registration order.
    shouldFocusError: false,
  })

  const [incomplete, setIncomplete] = useState(false)
  const attempts = useRef(0)
  const formRef = useRef<HTMLFormElement>(null)
  // After a submit with errors, focus the first invalid field in page order. The fields mark
  // themselves in their own renders, which may commit after the form's (validation can be
  // asynchronous: a deferred schema), so look for them frame by frame, for a few frames.
  const focusFirstInvalid = (framesLeft = 10) => {
    requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
      if (invalid) invalid.focus()
      else if (framesLeft > 0) focusFirstInvalid(framesLeft - 1)
    })
  }

  const submit = form.handleSubmit(
    async (values) => {
      setIncomplete(false)
      await onSubmit(values, form)
    },
    () => {
      setIncomplete(true)
      focusFirstInvalid()
    },
  )

  const meta: FormMeta = {
    lang,
    messages: formMessages[lang],
    incomplete,
    submitAttempts: () => attempts.current,
  }
  return (
    <FormProvider {...form}>
      <FormMetaContext value={meta}>
        <form
          ref={formRef}
          data-slot="form"
          noValidate
          lang={lang}
          className={cn('flex flex-col gap-4', className)}
          // A deferred schema starts loading as soon as the user acts on the form (not on focus:
          // an autofocused field would load it with the page).
          onKeyDownCapture={() => void load()}
          onPointerDownCapture={() => void load()}
          onSubmit={(event) => {
            // One submission at a time: Enter in a field while the last one runs does nothing.
            if (form.formState.isSubmitting) {
              event.preventDefault()
              return
            }
            attempts.current += 1
            void submit(event)
          }}
          {...props}
        >
          {status === 'start' ? <FormStatus /> : null}
          {typeof children === 'function' ? children(form) : children}
        </form>
      </FormMetaContext>
    </FormProvider>
  )
}
