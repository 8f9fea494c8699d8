import { LogOut, Store, UserRound } from 'lucide-react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@vitrine/ui'
import { href } from '../../routes/manifest.ts'
import { useNavigate } from '../../routes/navigation.tsx'
import type { UserMenuProps } from './user-menu-props.ts'
import { UserMenuFace, userMenuTriggerClass } from './UserMenuFace.tsx'

/** The menu itself (Radix and its positioning), in a chunk fetched when first wanted. */
export default function UserMenuDropdown({
  name,
  email,
  onSignOut,
  defaultOpen,
}: UserMenuProps & { defaultOpen: boolean }) {
  const navigate = useNavigate()
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={userMenuTriggerClass}>
        <UserMenuFace name={name} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col">
          <span className="font-medium">{name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<UserRound />} onSelect={() => navigate(href('account-profile'))}>
          Minha conta
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Store />} onSelect={() => navigate(href('apps'))}>
          Minhas lojas
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<LogOut />} onSelect={onSignOut}>
          Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
