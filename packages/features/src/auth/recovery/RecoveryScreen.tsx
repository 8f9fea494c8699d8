import { useState } from 'react'
import { useApi } from '@vitrine/api/react'
import { Alert, AlertDescription, AlertTitle, Button } from '@vitrine/ui'
import { CheckboxField, Form, PasswordField, SubmitButton } from '@vitrine/ui/form'
import { href } from '../../routes/entry-routes.ts'
import { Link } from '../../routes/navigation.tsx'
import { AuthCard } from '../shared/auth-card.tsx'
import { showServerError } from '../../shared/server-errors.ts'

// The sign-in pages are on the first-load path: their rules load with the first interaction.
const loadPasswordResetSchema = () =>
  import('@vitrine/api/auth/forms/recovery').then((forms) => forms.PasswordResetSchema)

export interface RecoveryScreenProps {
  /** The single-use token from the recovery e-mail's link. */
  token: string
}

/** Sets a new password with the token of a recovery e-mail. */
export function RecoveryScreen({ token }: RecoveryScreenProps) {
  const api = useApi()
  // Set once the password changed: whether the API tokens went too.
  const [done, setDone] = useState<{ tokensRevoked: boolean } | null>(null)

  if (done) {
    return (
      <AuthCard title="Senha alterada">
        <Alert tone="success">
          <AlertTitle>Tudo certo!</AlertTitle>
          <AlertDescription>
            Sua nova senha já vale. Por segurança, encerramos as sessões abertas em outros
            aparelhos.
            {done.tokensRevoked ? ' Os tokens de API que você criou também foram revogados.' : null}
          </AlertDescription>
        </Alert>
        <Button asChild size="lg" className="w-full">
          <Link href={href('auth-login')}>Entrar com a nova senha</Link>
        </Button>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title="Crie uma nova senha"
      description="Escolha uma senha que você não use em outros sites."
      footer={
        <Link
          className="font-medium text-primary hover:underline"
          href={href('auth-forgot-password')}
        >
          Pedir um novo link
        </Link>
      }
    >
      <Form
        schema={loadPasswordResetSchema}
        aria-label="Nova senha"
        defaultValues={{ password: '', password_confirm: '', revoke_api_tokens: false }}
        onSubmit={async (reset, form) => {
          try {
            // Sent only when asked: the server's default keeps the tokens.
            const { revoke_api_tokens: revoke, ...passwords } = reset
            await api.auth.resetPassword(
              token,
              revoke ? { ...passwords, revoke_api_tokens: true } : passwords,
            )
            setDone({ tokensRevoked: revoke === true })
          } catch (error) {
            showServerError(form, error)
          }
        }}
      >
        {({ control }) => (
          <>
            <PasswordField
              control={control}
              name="password"
              label="Nova senha"
              autoComplete="new-password"
              hint="Pelo menos 8 caracteres, com letras e números."
              required
              autoFocus
            />
            <PasswordField
              control={control}
              name="password_confirm"
              label="Confirme a nova senha"
              autoComplete="new-password"
              required
            />
            <CheckboxField
              control={control}
              name="revoke_api_tokens"
              label="Revogar também os tokens de API da minha conta"
              hint="Se alguém usou sua senha, pode ter criado tokens para acessar suas lojas sem entrar no painel."
            />
            <SubmitButton size="lg" className="w-full">
              Salvar nova senha
            </SubmitButton>
          </>
        )}
      </Form>
    </AuthCard>
  )
}
