import { Alert, AlertDescription } from '@vitrine/ui'
import { ResendVerification } from '../../shared/ResendVerification.tsx'

export interface UnverifiedEmailNoticeProps {
  /** The address the account must confirm. */
  email: string
}

/**
 * Shown above every page while the signed-in account has not confirmed its e-mail (issue 9):
 * an unconfirmed account cannot accept invitations, so it says so and offers a new link.
 */
export function UnverifiedEmailNotice({ email }: UnverifiedEmailNoticeProps) {
  return (
    // A region, not an alert: it stays on every page and must not be announced on each one.
    <Alert tone="warning" role="region" aria-label="E-mail não confirmado">
      <AlertDescription className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p>
          Confirme seu e-mail <strong className="font-semibold break-all">{email}</strong> para
          aceitar convites de lojas.
        </p>
        {/* Kept to the height of a line, so the text stays level with the icon. */}
        <ResendVerification className="-my-1.5" />
      </AlertDescription>
    </Alert>
  )
}
