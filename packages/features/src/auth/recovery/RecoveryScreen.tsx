import { useState } from 'react'
import { useApi } from '@vitrine/api/react'
import { Alert, AlertDescription, AlertTitle, Button } from '@vitrine/ui'
import { Form, PasswordField, SubmitButton } from '@vitrine/ui/form'
import { href } from '../../routes/manifest.ts'
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
  const [done, setDone] = useState(false)

  if (done) {
    return (
      <AuthCard title="Senha alterada">
        <Alert tone="success">
          <AlertTitle>Tudo certo!</AlertTitle>
          <AlertDescription>
            Sua nova senha já vale. Por segurança, encerramos as sessões abertas em outros
            aparelhos.
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
        defaultValues={{ password: '', password_confirm: '' }}
        onSubmit={async (reset, form) => {
          try {
            await api.auth.resetPassword(token, reset)
            setDone(true)
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
            <SubmitButton size="lg" className="w-full">
              Salvar nova senha
            </SubmitButton>
          </>
        )}
      </Form>
    </AuthCard>
  )
}
