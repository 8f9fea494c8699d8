import { PasswordChangeSchema, type Session } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  useNotify,
} from '@vitrine/ui'
import { Form, FormStatus, PasswordField, SubmitButton } from '@vitrine/ui/form'
import { showServerError } from '../../shared/server-errors.ts'

const empty = { current_password: '', password: '', password_confirm: '' }

export function PasswordForm({ onChanged }: { onChanged: (session: Session) => void }) {
  const api = useApi()
  const notify = useNotify()
  return (
    <Card>
      <Form
        schema={PasswordChangeSchema}
        aria-label="Alterar senha"
        // Under the card's title, not above it where the form starts.
        status="manual"
        defaultValues={empty}
        onSubmit={async (change, form) => {
          try {
            const session = await api.auth.changePassword(change)
            form.reset(empty)
            onChanged(session)
            notify({
              type: 'success',
              message: 'Senha alterada. As outras sessões foram encerradas.',
            })
          } catch (error) {
            showServerError(form, error)
          }
        }}
      >
        {({ control }) => (
          <>
            <CardHeader>
              <CardTitle asChild>
                <h2>Senha</h2>
              </CardTitle>
              <CardDescription>
                Ao trocar a senha, encerramos as sessões abertas em outros aparelhos.
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              <FormStatus className="sm:col-span-2" />
              <PasswordField
                control={control}
                name="current_password"
                label="Senha atual"
                autoComplete="current-password"
                required
                fieldClassName="sm:col-span-2"
              />
              <PasswordField
                control={control}
                name="password"
                label="Nova senha"
                autoComplete="new-password"
                hint="Pelo menos 8 caracteres, com letras e números."
                required
              />
              <PasswordField
                control={control}
                name="password_confirm"
                label="Confirme a nova senha"
                autoComplete="new-password"
                required
              />
            </CardContent>
            <CardFooter className="justify-end">
              <SubmitButton>Alterar senha</SubmitButton>
            </CardFooter>
          </>
        )}
      </Form>
    </Card>
  )
}
