import type { ComponentProps } from 'react'
import { useFormState } from 'react-hook-form'
import { AlertCircleIcon } from '../icons/index.ts'
import { cn } from '../lib/cn.ts'
import { useFormMeta } from './form-context.ts'

/**
 * The form-level alert: "Formulário incompleto." after a submit stopped by invalid fields, and
 * errors the caller set on 'root' (a server answer such as "E-mail ou senha incorretos.").
 * The alert region stays mounted so that what appears in it is announced.
 */
export function FormStatus({ className, ...props }: Omit<ComponentProps<'div'>, 'children'>) {
  const { messages, incomplete } = useFormMeta('FormStatus')
  const { errors } = useFormState()
  const rootMessage = errors.root?.message
  // The alert goes away once the user has fixed every field, even before submitting again.
  const showIncomplete = incomplete && Object.keys(errors).some((name) => name !== 'root')

  return (
    <div
      role="alert"
      data-slot="form-status"
      className={cn('flex flex-col gap-2 empty:hidden', className)}
      {...props}
    >
      {rootMessage ? <StatusBox title={rootMessage} /> : null}
      {showIncomplete ? (
        <StatusBox title={messages.incompleteTitle} description={messages.incompleteDescription} />
      ) : null}
    </div>
  )
}

function StatusBox({ title, description }: { title: string; description?: string }) {
  return (
    <div className="flex gap-2.5 rounded-lg border border-danger/30 bg-danger-subtle px-3.5 py-3 text-danger-foreground">
      <AlertCircleIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="flex flex-col gap-0.5">
        <p className="font-semibold">{title}</p>
        {description ? <p className="text-sm">{description}</p> : null}
      </div>
    </div>
  )
}
