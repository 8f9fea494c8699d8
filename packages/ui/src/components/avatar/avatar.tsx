import type { ComponentProps } from 'react'
import { Avatar as AvatarPrimitive } from 'radix-ui'
import { UserIcon } from '../../icons/index.ts'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../../lib/cn.ts'
import { getInitials } from './initials.ts'

export const avatarVariants = cva(
  'relative inline-flex shrink-0 overflow-hidden rounded-full align-middle select-none',
  {
    variants: {
      size: {
        xs: 'size-6 text-xs [&_svg]:size-3.5',
        sm: 'size-8 text-xs [&_svg]:size-4',
        md: 'size-10 text-sm [&_svg]:size-5',
        lg: 'size-12 text-md [&_svg]:size-6',
        xl: 'size-16 text-xl [&_svg]:size-8',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

export interface AvatarProps
  extends
    Omit<ComponentProps<typeof AvatarPrimitive.Root>, 'children'>,
    VariantProps<typeof avatarVariants> {
  /** The person's name (or e-mail): the accessible name and the source of the initials. */
  name: string
  /** Photo address; while it loads, or if it fails, the initials show instead. */
  src?: string | null
}

/** A person's photo, or their initials on the brand colour when there is no photo. */
export function Avatar({ name, src, size, className, ...props }: AvatarProps) {
  const initials = getInitials(name)
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      role="img"
      aria-label={name.trim() || 'Usuário'}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      {src ? (
        <AvatarPrimitive.Image
          data-slot="avatar-image"
          src={src}
          alt=""
          className="size-full object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        className="flex size-full items-center justify-center bg-primary-subtle leading-none font-semibold text-primary-subtle-foreground"
      >
        {initials || <UserIcon aria-hidden="true" />}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  )
}
