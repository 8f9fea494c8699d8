import { Avatar } from '@vitrine/ui'

export const userMenuTriggerClass = 'flex items-center gap-2 rounded-full p-0.5 pr-2 hover:bg-muted'

/**
 * What the menu's button shows. Named by its text, not aria-label: the visible name must be part
 * of the accessible one (WCAG 2.5.3). The initials would only repeat the name; on small screens
 * the name is read but not shown.
 */
export function UserMenuFace({ name }: { name: string }) {
  return (
    <>
      <Avatar name={name} size="sm" aria-hidden />
      <span className="sr-only">Menu de </span>
      <span className="text-sm font-medium max-sm:sr-only">{name}</span>
    </>
  )
}
