import { createContext, useContext, useRef, type ComponentProps, type RefObject } from 'react'
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../../lib/cn.ts'

export const toggleGroupVariants = cva(
  'inline-flex w-fit items-center gap-0.5 rounded-md border border-input bg-muted p-0.5',
  {
    variants: {
      size: { sm: 'h-8', md: 'h-9' },
    },
    defaultVariants: { size: 'md' },
  },
)

export const toggleGroupItemVariants = cva(
  [
    'inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-sm font-medium whitespace-nowrap text-muted-foreground',
    'transition-colors outline-none select-none hover:text-foreground',
    'focus-visible:ring-2 focus-visible:ring-ring',
    'data-[state=checked]:bg-surface data-[state=checked]:text-foreground data-[state=checked]:shadow-xs',
    'disabled:pointer-events-none disabled:opacity-50',
    '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      size: { sm: 'px-2.5 text-sm', md: 'px-3 text-base' },
    },
    defaultVariants: { size: 'md' },
  },
)

type Size = VariantProps<typeof toggleGroupVariants>['size']
interface GroupContext {
  size: Size
  /** The focus about to arrive was moved by an arrow key (so it also moves the choice). */
  arrowFocus: RefObject<boolean>
}
const ToggleGroupContext = createContext<GroupContext>({
  size: 'md',
  arrowFocus: { current: false },
})

const ARROWS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']

export interface ToggleGroupProps
  extends
    Omit<ComponentProps<typeof RadioGroupPrimitive.Root>, 'orientation' | 'dir'>,
    VariantProps<typeof toggleGroupVariants> {}

/**
 * A segmented control: one choice out of a few, all in view ("Confortável | Compacta"). It is
 * a radio group: Tab reaches the chosen option, the arrows move the choice, and one option is
 * always chosen. Give it a name with `aria-label` or `aria-labelledby`.
 */
export function ToggleGroup({
  className,
  size,
  children,
  onKeyDownCapture,
  onPointerDownCapture,
  ...props
}: ToggleGroupProps) {
  const arrowFocus = useRef(false)
  return (
    <RadioGroupPrimitive.Root
      data-slot="toggle-group"
      orientation="horizontal"
      className={cn(toggleGroupVariants({ size }), className)}
      // Radix checks whether an arrow key is still held when the focus lands, which a quick
      // press (or a synthetic one) may have released already: remember the key instead.
      onKeyDownCapture={(event) => {
        onKeyDownCapture?.(event)
        arrowFocus.current = ARROWS.includes(event.key)
      }}
      onPointerDownCapture={(event) => {
        onPointerDownCapture?.(event)
        arrowFocus.current = false
      }}
      {...props}
    >
      <ToggleGroupContext value={{ size, arrowFocus }}>{children}</ToggleGroupContext>
    </RadioGroupPrimitive.Root>
  )
}

export type ToggleGroupItemProps = ComponentProps<typeof RadioGroupPrimitive.Item>

export function ToggleGroupItem({ className, children, onFocus, ...props }: ToggleGroupItemProps) {
  const { size, arrowFocus } = useContext(ToggleGroupContext)
  return (
    <RadioGroupPrimitive.Item
      data-slot="toggle-group-item"
      className={cn(toggleGroupItemVariants({ size }), className)}
      onFocus={(event) => {
        onFocus?.(event)
        if (!arrowFocus.current) return
        arrowFocus.current = false
        if (event.currentTarget.getAttribute('aria-checked') !== 'true') event.currentTarget.click()
      }}
      {...props}
    >
      {children}
    </RadioGroupPrimitive.Item>
  )
}
