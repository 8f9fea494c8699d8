/**
 * What the user menu shows and does, in a module of its own: the menu's button and the dropdown
 * it loads lazily both take it, and the dropdown must not import the button's module for it.
 */
export interface UserMenuProps {
  name: string
  email: string
  onSignOut: () => void
}
