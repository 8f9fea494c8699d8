import { ConfirmDialog } from '@vitrine/ui'

/** Who an account is, as the question names it. */
export interface AccountName {
  name: string
  email: string
}

export interface SwitchAccountDialogProps {
  /** The account signed in now. */
  current: AccountName
  /** The account an access link (`?token=`) would sign in. */
  candidate: AccountName
  onSwitch: () => void
  onKeep: () => void
}

function describe({ name, email }: AccountName): string {
  return name.trim() && name.trim() !== email ? `${name.trim()} (${email})` : email
}

/**
 * Asks before an access link replaces the session: a link carrying someone else's token must
 * not sign the user into that account silently. Keeping the current account is the safe choice
 * (focus starts there, and Escape keeps it).
 */
export function SwitchAccountDialog({
  current,
  candidate,
  onSwitch,
  onKeep,
}: SwitchAccountDialogProps) {
  return (
    <ConfirmDialog
      open
      title="Trocar de conta?"
      description={`Você está conectado como ${describe(current)}. Entrar como ${describe(candidate)}?`}
      confirmLabel="Trocar de conta"
      cancelLabel="Manter a conta atual"
      onConfirm={onSwitch}
      onCancel={onKeep}
    />
  )
}
