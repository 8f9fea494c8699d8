import { useState } from 'react'
import { ProfileUpdateSchema, type ProfileUpdate, type User } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  useNotify,
} from '@vitrine/ui'
import {
  Form,
  FormStatus,
  PasswordField,
  SelectField,
  SubmitButton,
  TextField,
} from '@vitrine/ui/form'
import { useWatch, type Control } from 'react-hook-form'
import { showServerError } from '../../shared/server-errors.ts'
import { professionOptions } from '../../shared/professions.ts'

export function ProfileForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const api = useApi()
  const notify = useNotify()
  // A new e-mail waits for the link sent to it: the account keeps the old one meanwhile.
  const [pendingEmail, setPendingEmail] = useState<string | null>(null)
  return (
    <Card>
      <Form
        schema={ProfileUpdateSchema}
        aria-label="Dados pessoais"
        // Under the card's title, not above it where the form starts.
        status="manual"
        defaultValues={{
          name: user.name,
          email: user.email,
          phone: user.phone ?? '',
          profession: user.profession ?? '',
          current_password: '',
        }}
        onSubmit={async (profile, form) => {
          try {
            // The password goes only with an e-mail change, the one change that needs it.
            const { current_password: currentPassword, ...fields } = profile
            const { user: saved, pending_email: pending } = await api.auth.updateProfile(
              currentPassword ? { ...fields, current_password: currentPassword } : fields,
            )
            form.reset({
              ...profile,
              email: saved.email,
              phone: saved.phone ?? '',
              current_password: '',
            })
            if (pending) setPendingEmail(pending)
            onSaved(saved)
            notify({ type: 'success', message: 'Seus dados foram salvos.' })
          } catch (error) {
            showServerError(form, error)
          }
        }}
      >
        {({ control }) => (
          <>
            <CardHeader>
              <CardTitle asChild>
                <h2>Dados pessoais</h2>
              </CardTitle>
              <CardDescription>O e-mail é o seu login no painel.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              <FormStatus className="sm:col-span-2" />
              {pendingEmail ? (
                <Alert tone="info" className="sm:col-span-2">
                  <AlertTitle>Confirme o novo e-mail</AlertTitle>
                  <AlertDescription>
                    Enviamos um link de confirmação para {pendingEmail}. Seu e-mail muda quando você
                    abrir esse link; até lá, continue entrando com {user.email}.
                  </AlertDescription>
                </Alert>
              ) : null}
              <TextField
                control={control}
                name="name"
                label="Nome completo"
                autoComplete="name"
                required
                fieldClassName="sm:col-span-2"
              />
              <TextField
                control={control}
                name="email"
                label="E-mail"
                type="email"
                autoComplete="email"
                required
                fieldClassName="sm:col-span-2"
              />
              <CurrentPasswordWhenEmailChanges control={control} email={user.email} />
              <TextField
                control={control}
                name="phone"
                label="Celular"
                type="tel"
                autoComplete="tel-national"
                hint="Opcional"
              />
              <SelectField
                control={control}
                name="profession"
                label="Profissão"
                options={professionOptions}
                required
              />
            </CardContent>
            <CardFooter className="justify-end">
              <SubmitButton>Salvar dados</SubmitButton>
            </CardFooter>
          </>
        )}
      </Form>
    </Card>
  )
}

/**
 * The e-mail is the login: changing it asks for the current password (the server refuses it
 * otherwise), so the field appears only once the e-mail differs from the saved one.
 */
function CurrentPasswordWhenEmailChanges({
  control,
  email,
}: {
  control: Control<ProfileUpdate>
  email: string
}) {
  const typed = useWatch({ control, name: 'email' })
  if (typed.trim().toLowerCase() === email.toLowerCase()) return null
  return (
    <PasswordField
      control={control}
      name="current_password"
      label="Senha atual"
      hint="Para trocar o e-mail, confirme sua senha."
      autoComplete="current-password"
      fieldClassName="sm:col-span-2"
    />
  )
}
