import type { ComponentProps, ReactNode } from 'react'

/**
 * The design system's own line icons (24-unit grid, 2-unit round strokes, like the icon set the
 * screens use). The primitives on the sign-in path use these instead of an icon library so the
 * first load stays small; screens are free to use lucide-react in their own chunks.
 */
export type IconProps = ComponentProps<'svg'>

/* @__NO_SIDE_EFFECTS__ */
export function icon(name: string, paths: ReactNode) {
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable="false"
        data-slot="icon"
        data-icon={name}
        className={className}
        {...props}
      >
        {paths}
      </svg>
    )
  }
  Icon.displayName = `Icon(${name})`
  return Icon
}
