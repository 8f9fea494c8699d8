import {
  createContext,
  useContext,
  useId,
  useRef,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react'
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui'
import { cva } from 'class-variance-authority'
import { cn } from '../../lib/cn.ts'
import { useFieldControl, useFieldLabelId } from '../field/field-context.ts'
import { Label } from '../label/label.tsx'

export const radioVariants = cva([
  'peer mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border border-input bg-surface shadow-xs',
  'transition-colors outline-none',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
  'data-[state=checked]:border-primary',
  'aria-invalid:border-danger',
  'disabled:cursor-not-allowed disabled:opacity-50',
])

/** The focus about to arrive was moved by an arrow key (so it also moves the choice). */
const ArrowFocusContext = createContext<RefObject<boolean>>({ current: false })
const ARROWS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']

export interface RadioGroupProps extends Omit<
  ComponentProps<typeof RadioGroupPrimitive.Root>,
  'orientation' | 'dir'
> {
  /** Marks the choice invalid (also set by a surrounding Field with a message). */
  invalid?: boolean
}

/**
 * One choice out of a few, each with a sentence saying what it means ("Captura automática:
 * …"). Unlike ToggleGroup, the options stack and may start with none chosen. Tab reaches the
 * chosen option (or the first), the arrows move the choice. Inside a Field, the Field's label
 * names the group; otherwise give it `aria-label` or `aria-labelledby`.
 */
export function RadioGroup({
  className,
  invalid,
  id,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
  onKeyDownCapture,
  onPointerDownCapture,
  children,
  ...props
}: RadioGroupProps) {
  const arrowFocus = useRef(false)
  const fieldLabel = useFieldLabelId()
  const field = useFieldControl({
    id,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid ?? (invalid ? true : undefined),
    'aria-required': ariaRequired,
  })
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      orientation="vertical"
      // Radix marks a disabled group with data-disabled only; its Field's label is then dimmed.
      aria-disabled={props.disabled || undefined}
      aria-labelledby={labelledBy ?? fieldLabel}
      className={cn('grid gap-2', className)}
      // As in ToggleGroup: Radix checks whether an arrow key is still held when the focus
      // lands, which a quick press may have released already, so remember the key instead.
      onKeyDownCapture={(event) => {
        onKeyDownCapture?.(event)
        arrowFocus.current = ARROWS.includes(event.key)
      }}
      onPointerDownCapture={(event) => {
        onPointerDownCapture?.(event)
        arrowFocus.current = false
      }}
      {...field}
      {...props}
    >
      <ArrowFocusContext value={arrowFocus}>{children}</ArrowFocusContext>
    </RadioGroupPrimitive.Root>
  )
}

export interface RadioGroupItemProps extends Omit<
  ComponentProps<typeof RadioGroupPrimitive.Item>,
  'children'
> {
  label: ReactNode
  /** What choosing this option means, under its label. */
  description?: ReactNode
}

/** An option of a RadioGroup: a bordered row with the radio, its label and its description. */
export function RadioGroupItem({
  label,
  description,
  id,
  className,
  onFocus,
  ...props
}: RadioGroupItemProps) {
  const arrowFocus = useContext(ArrowFocusContext)
  const generated = useId()
  const itemId = id ?? `${generated}-radio`
  const descriptionId = `${generated}-description`
  return (
    <div
      data-slot="radio-group-item"
      className={cn(
        'group/radio flex items-start gap-3 rounded-md border border-border bg-surface px-3.5 py-3 transition-colors',
        'has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-subtle',
        className,
      )}
    >
      <RadioGroupPrimitive.Item
        data-slot="radio"
        id={itemId}
        aria-describedby={description ? descriptionId : undefined}
        className={radioVariants()}
        onFocus={(event) => {
          onFocus?.(event)
          if (!arrowFocus.current) return
          arrowFocus.current = false
          if (event.currentTarget.getAttribute('aria-checked') !== 'true')
            event.currentTarget.click()
        }}
        {...props}
      >
        <RadioGroupPrimitive.Indicator
          data-slot="radio-indicator"
          className="block size-2 rounded-full bg-primary"
        />
      </RadioGroupPrimitive.Item>
      <div className="grid gap-0.5">
        {/* A disabled option's name is dimmed; its sentence keeps full contrast (it says why). */}
        <Label
          htmlFor={itemId}
          className="group-has-[[data-slot=radio]:disabled]/radio:cursor-not-allowed group-has-[[data-slot=radio]:disabled]/radio:opacity-60"
        >
          {label}
        </Label>
        {description ? (
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  )
}
