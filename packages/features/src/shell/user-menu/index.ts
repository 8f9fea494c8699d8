export { UserMenu } from './UserMenu.tsx'
export type { UserMenuProps } from './user-menu-props.ts'
