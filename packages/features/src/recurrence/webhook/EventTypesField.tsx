import { useId } from 'react'
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form'
import type { WebhookEventType } from '@vitrine/api'
import { AlertCircleIcon, Checkbox, cn } from '@vitrine/ui'
import { areaLabels } from '../../shared/access-labels.ts'
import { EVENT_GROUP_LABELS, EVENT_TYPES, eventTypesByGroup } from './event-types.ts'
import type { UnreadableAreas } from './use-event-access.ts'

export interface EventTypesFieldProps<TValues extends FieldValues> {
  name: FieldPath<TValues>
  /** Events of an area the person cannot read are shown but cannot be ticked. */
  unreadable: UnreadableAreas
}

/**
 * The events an endpoint subscribes to, in their families (pagamentos, assinaturas, faturas,
 * teste), each with what it tells; a family's own box ticks or unticks all of it. Like a
 * checkbox, each change is validated at once.
 */
export function EventTypesField<TValues extends FieldValues>({
  name,
  unreadable,
}: EventTypesFieldProps<TValues>) {
  const id = useId()
  const form = useFormContext<TValues>()
  const { field, fieldState } = useController<TValues>({ name, control: form.control })
  const chosen = new Set((field.value as WebhookEventType[] | undefined) ?? [])
  const message = fieldState.error?.message

  function set(next: Set<WebhookEventType>) {
    // The contract's order, whatever the order of the clicks.
    field.onChange(
      (Object.keys(EVENT_TYPES) as WebhookEventType[]).filter((type) => next.has(type)),
    )
    void form.trigger(name)
  }
  const closedArea = (type: WebhookEventType) => unreadable([type])[0]
  function toggle(types: WebhookEventType[], on: boolean) {
    const next = new Set(chosen)
    // A family's box leaves alone the events the person may not choose.
    for (const type of types.filter((candidate) => !closedArea(candidate))) {
      if (on) next.add(type)
      else next.delete(type)
    }
    set(next)
  }

  return (
    <fieldset
      data-slot="event-types-field"
      className="flex min-w-0 flex-col gap-3"
      aria-describedby={message ? `${id}-message` : undefined}
      aria-invalid={message ? true : undefined}
    >
      <legend className="mb-1 text-base font-medium">
        Eventos <span className="text-danger-foreground">*</span>
      </legend>
      <div className="grid gap-3 md:grid-cols-2">
        {eventTypesByGroup().map(({ group, types }) => {
          const open = types.filter((type) => !closedArea(type))
          const count = open.filter((type) => chosen.has(type)).length
          return (
            <div
              key={group}
              role="group"
              aria-labelledby={`${id}-${group}`}
              className="flex flex-col gap-2 rounded-md border border-border p-3"
            >
              <Checkbox
                id={`${id}-${group}`}
                label={<span className="font-medium">{EVENT_GROUP_LABELS[group]}</span>}
                disabled={open.length === 0}
                checked={
                  count > 0 && count === open.length ? true : count > 0 ? 'indeterminate' : false
                }
                onCheckedChange={(checked) => toggle(types, checked === true)}
                onBlur={field.onBlur}
              />
              <ul className="flex flex-col gap-2 ps-6">
                {types.map((type) => {
                  const closed = closedArea(type)
                  return (
                    <li key={type} className="flex items-start gap-2.5">
                      <Checkbox
                        id={`${id}-${type}`}
                        className="mt-0.5"
                        checked={chosen.has(type)}
                        disabled={closed !== undefined}
                        onCheckedChange={(checked) => toggle([type], checked === true)}
                        onBlur={field.onBlur}
                        aria-describedby={`${id}-${type}-description`}
                        aria-invalid={message ? true : undefined}
                      />
                      <div className="flex min-w-0 flex-col text-sm">
                        <label
                          htmlFor={`${id}-${type}`}
                          className={cn('font-mono break-all', closed && 'text-muted-foreground')}
                        >
                          {type}
                        </label>
                        <p id={`${id}-${type}-description`} className="text-muted-foreground">
                          {EVENT_TYPES[type].description}
                          {closed ? ` Precisa de acesso a ${areaLabels[closed]}.` : ''}
                        </p>
                      </div>
                    </li>
                  )
                })}
              </ul>
            </div>
          )
        })}
      </div>
      <div id={`${id}-message`} aria-live="polite">
        {message ? (
          <p className="flex items-start gap-1.5 text-sm font-medium text-danger-foreground">
            <AlertCircleIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{message}</span>
          </p>
        ) : null}
      </div>
    </fieldset>
  )
}
