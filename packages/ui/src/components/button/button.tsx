import { Children, cloneElement, isValidElement, type ComponentProps, type ReactNode } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../../lib/cn.ts'
import { Slot } from '../../lib/slot.tsx'
import { Spinner } from '../spinner/spinner.tsx'

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap',
    'transition-colors outline-none select-none',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
    'disabled:pointer-events-none disabled:opacity-50 aria-busy:cursor-progress aria-disabled:opacity-50',
    '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary-hover',
        secondary: 'border border-input bg-surface text-foreground shadow-xs hover:bg-muted',
        ghost: 'text-foreground hover:bg-muted',
        danger: 'bg-danger text-white shadow-xs hover:bg-danger-hover',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-9 px-4 text-base',
        lg: 'h-11 px-6 text-md',
        icon: 'size-9',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the child element (a link, say) with the button's look. */
  asChild?: boolean
  /** Work is under way: shows a spinner, marks the button busy and stops further presses. */
  loading?: boolean
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  // The button keeps its own name while busy; aria-busy says why it cannot be pressed.
  const spinner = loading ? <Spinner decorative size="sm" /> : null
  const look = cn(buttonVariants({ variant, size }), className)
  if (asChild) {
    // A link cannot be disabled, so it only says it is; the page decides what that means.
    return (
      <Slot
        data-slot="button"
        className={look}
        aria-disabled={disabled || loading || undefined}
        aria-busy={loading || undefined}
        {...props}
      >
        {withSpinner(children, spinner)}
      </Slot>
    )
  }
  // While loading the button stays focusable (a disabled button drops keyboard focus to the
  // page, losing the user's place) and swallows presses instead.
  return (
    <button
      data-slot="button"
      type={type ?? 'button'}
      className={look}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      {...props}
      onClick={(event) => {
        if (loading) event.preventDefault()
        else props.onClick?.(event)
      }}
    >
      {spinner}
      {children}
    </button>
  )
}

/** Puts the spinner inside the slotted element, before its own content. */
function withSpinner(child: ReactNode, spinner: ReactNode): ReactNode {
  if (!spinner || !isValidElement<{ children?: ReactNode }>(child)) return child
  return cloneElement(child, undefined, spinner, ...Children.toArray(child.props.children))
}
