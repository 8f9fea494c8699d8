import { useState } from 'react'
import { useApi } from '@vitrine/api/react'
import { Alert, AlertDescription, AlertTitle } from '@vitrine/ui'
import { Form, SubmitButton, TextField } from '@vitrine/ui/form'
import { href } from '../../routes/entry-routes.ts'
import { Link } from '../../routes/navigation.tsx'
import { AuthCard } from '../shared/auth-card.tsx'
import { showServerError } from '../../shared/server-errors.ts'

const backToLogin = (
  <Link className="font-medium text-primary hover:underline" href={href('auth-login')}>
    Voltar para o login
  </Link>
)

/** Asks for a recovery link. The answer never says whether the address has an account. */
// The sign-in pages are on the first-load path: their rules load with the first interaction.
const loadRecoveryRequestSchema = () =>
  import('@vitrine/api/auth/forms/recovery').then((forms) => forms.RecoveryRequestSchema)

export function ForgotPasswordScreen() {
  const api = useApi()
  const [sentTo, setSentTo] = useState<string | null>(null)

  if (sentTo) {
    return (
      <AuthCard title="Verifique seu e-mail" footer={backToLogin}>
        <Alert tone="success">
          <AlertTitle>Pedido recebido</AlertTitle>
          <AlertDescription>
            Se houver uma conta com o e-mail <strong>{sentTo}</strong>, enviamos um link para criar
            uma nova senha. O link vale por 1 hora e só pode ser usado uma vez.
          </AlertDescription>
        </Alert>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title="Esqueceu sua senha?"
      description="Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha."
      footer={backToLogin}
    >
      <Form
        schema={loadRecoveryRequestSchema}
        aria-label="Recuperar senha"
        defaultValues={{ email: '' }}
        onSubmit={async (request, form) => {
          try {
            await api.auth.requestRecovery(request)
            setSentTo(request.email)
          } catch (error) {
            showServerError(form, error)
          }
        }}
      >
        {({ control }) => (
          <>
            <TextField
              control={control}
              name="email"
              label="E-mail"
              type="email"
              autoComplete="email"
              required
              autoFocus
            />
            <SubmitButton size="lg" className="w-full">
              Enviar link
            </SubmitButton>
          </>
        )}
      </Form>
    </AuthCard>
  )
}
