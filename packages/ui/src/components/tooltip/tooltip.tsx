import { createContext, useContext, type ComponentProps, type ReactNode } from 'react'
import { Tooltip as TooltipPrimitive } from 'radix-ui'
import { cn } from '../../lib/cn.ts'

/** Whether a `TooltipProvider` is above, so a lone `Tooltip` can bring its own. */
const ProviderPresent = createContext(false)

/**
 * Mount once near the root: tooltips under one provider share their delay, so moving from one
 * trigger to the next shows the next tooltip at once.
 */
export function TooltipProvider({
  delayDuration = 300,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration} {...props}>
      <ProviderPresent.Provider value={true}>{children}</ProviderPresent.Provider>
    </TooltipPrimitive.Provider>
  )
}

export interface TooltipProps extends Pick<
  ComponentProps<typeof TooltipPrimitive.Root>,
  'open' | 'defaultOpen' | 'onOpenChange' | 'delayDuration'
> {
  /** The hint. Keep it short: a tooltip must never hold anything the user needs to act on. */
  content: ReactNode
  /** One focusable element (a button, a link): the tooltip follows its hover and focus. */
  children: ReactNode
  side?: ComponentProps<typeof TooltipPrimitive.Content>['side']
  align?: ComponentProps<typeof TooltipPrimitive.Content>['align']
  className?: string
}

/** A short hint shown on hover and on keyboard focus of its trigger. */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  className,
  ...rootProps
}: TooltipProps) {
  const tooltip = (
    <TooltipPrimitive.Root {...rootProps}>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          data-slot="tooltip"
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          className={cn(
            'z-50 max-w-xs rounded-md bg-foreground px-2.5 py-1.5 text-sm text-background shadow-md',
            'origin-(--radix-tooltip-content-transform-origin) transition-[opacity,scale] duration-150 starting:scale-95 starting:opacity-0',
            className,
          )}
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-foreground" width={10} height={5} />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  )
  return useContext(ProviderPresent) ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>
}
