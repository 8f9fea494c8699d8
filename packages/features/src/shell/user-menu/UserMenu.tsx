import { lazy, Suspense, useState } from 'react'
import type { UserMenuProps } from './user-menu-props.ts'
import { UserMenuFace, userMenuTriggerClass } from './UserMenuFace.tsx'

const loadDropdown = () => import('./UserMenuDropdown.tsx')
const UserMenuDropdown = lazy(loadDropdown)

/**
 * The signed-in user's menu: their account, their stores, and signing out. Every signed-in page
 * shows its button, few open it: the menu's code (Radix and its positioning, most of a frame's
 * weight) loads when the pointer or focus reaches the button, and it opens on the first click.
 */
export function UserMenu(props: UserMenuProps) {
  const [wanted, setWanted] = useState(false)
  const face = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={userMenuTriggerClass}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setWanted(true)}
    >
      <UserMenuFace name={props.name} />
    </button>
  )
  if (!wanted) return face
  return (
    <Suspense fallback={face}>
      <UserMenuDropdown {...props} defaultOpen />
    </Suspense>
  )
}
