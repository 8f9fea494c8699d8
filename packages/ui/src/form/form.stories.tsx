import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import * as v from 'valibot'
import { Form, type FormApi } from './form.tsx'
import type { FormLang } from './messages.ts'
import { TextField } from './text-field.tsx'
import { PasswordField } from './password-field.tsx'
import { SelectField } from './select-field.tsx'
import { TextareaField } from './textarea-field.tsx'
import { SwitchField } from './switch-field.tsx'
import { CheckboxField } from './checkbox-field.tsx'
import { SubmitButton } from './submit-button.tsx'

// Real schemas live in @vitrine/api; this one only imitates their bilingual messages.
const say = (pt: string, en: string) => (issue: { lang?: string }) =>
  issue.lang === 'en' ? en : pt

const signUpSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(say('Nome é obrigatório.', 'Name is required.'))),
  email: v.pipe(
    v.string(),
    v.nonEmpty(say('E-mail é obrigatório.', 'E-mail is required.')),
    v.email(say('Informe um e-mail válido.', 'Please enter a valid email address.')),
  ),
  password: v.pipe(
    v.string(),
    v.minLength(
      8,
      say('A senha deve ter ao menos 8 caracteres.', 'Password must have at least 8 characters.'),
    ),
  ),
  segment: v.pipe(v.string(), v.nonEmpty(say('Segmento é obrigatório.', 'Segment is required.'))),
  about: v.pipe(
    v.string(),
    v.maxLength(140, say('Use no máximo 140 caracteres.', 'Use at most 140 characters.')),
  ),
  newsletter: v.boolean(),
  terms: v.pipe(
    v.boolean(),
    v.value(true, say('Aceite os termos para continuar.', 'Accept the terms to continue.')),
  ),
})
type SignUpSchema = typeof signUpSchema
type SignUp = v.InferInput<SignUpSchema>

const empty: SignUp = {
  name: '',
  email: '',
  password: '',
  segment: '',
  about: '',
  newsletter: true,
  terms: false,
}
const filled: SignUp = {
  name: 'Ana Lima',
  email: 'ana@casaaurora.com.br',
  password: 'aurora2024',
  segment: 'fashion',
  about: 'Roupas e acessórios feitos à mão.',
  newsletter: true,
  terms: true,
}

const words = {
  'pt-BR': {
    name: 'Nome completo',
    email: 'E-mail',
    emailHint: 'Usado para entrar no painel.',
    password: 'Senha',
    passwordHint: 'Ao menos 8 caracteres.',
    segment: 'Segmento da loja',
    segments: ['Moda', 'Casa e decoração', 'Eletrônicos'],
    about: 'Sobre a loja',
    newsletter: 'Receber novidades por e-mail',
    terms: 'Aceito os termos de uso',
    submit: 'Criar conta',
  },
  en: {
    name: 'Full name',
    email: 'E-mail',
    emailHint: 'Used to sign in to the panel.',
    password: 'Password',
    passwordHint: 'At least 8 characters.',
    segment: 'Store segment',
    segments: ['Fashion', 'Home and decor', 'Electronics'],
    about: 'About the store',
    newsletter: 'Receive news by e-mail',
    terms: 'I accept the terms of use',
    submit: 'Create account',
  },
} satisfies Record<FormLang, unknown>

interface SignUpFormProps {
  lang?: FormLang
  defaultValues?: SignUp
  onSubmit: (values: v.InferOutput<SignUpSchema>, form: FormApi<SignUpSchema>) => unknown
}

function SignUpForm({ lang = 'pt-BR', defaultValues = empty, onSubmit }: SignUpFormProps) {
  const t = words[lang]
  const segments = ['fashion', 'home', 'electronics'].map((value, index) => ({
    value,
    label: t.segments[index] ?? value,
  }))
  return (
    <Form
      schema={signUpSchema}
      lang={lang}
      defaultValues={defaultValues}
      onSubmit={async (values, form) => {
        await onSubmit(values, form)
      }}
      className="w-[26rem]"
    >
      {({ control }) => (
        <>
          <TextField control={control} name="name" label={t.name} autoComplete="name" required />
          <TextField
            control={control}
            name="email"
            type="email"
            label={t.email}
            hint={t.emailHint}
            autoComplete="email"
            required
          />
          <PasswordField
            control={control}
            name="password"
            label={t.password}
            hint={t.passwordHint}
            autoComplete="new-password"
            required
          />
          <SelectField
            control={control}
            name="segment"
            label={t.segment}
            options={segments}
            required
          />
          <TextareaField control={control} name="about" label={t.about} maxLength={140} />
          <SwitchField control={control} name="newsletter" label={t.newsletter} />
          <CheckboxField control={control} name="terms" label={t.terms} required />
          <SubmitButton className="self-start">{t.submit}</SubmitButton>
        </>
      )}
    </Form>
  )
}

const meta = {
  title: 'Primitives/Form',
  component: SignUpForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignUpForm>
export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {}

export const MessageOnBlur: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: /E-mail/ })
    await userEvent.type(email, 'ana@')
    await expect(canvas.queryByText('Informe um e-mail válido.')).not.toBeInTheDocument()
    await userEvent.tab()
    await expect(await canvas.findByText('Informe um e-mail válido.')).toBeVisible()
  },
}

export const ErrorsAfterSubmit: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }))
    const alert = await canvas.findByRole('alert')
    await waitFor(() => expect(alert).toHaveTextContent('Formulário incompleto.'))
    await expect(alert).toHaveTextContent(
      'Desculpe, nem todos os campos foram preenchidos corretamente.',
    )
    for (const message of [
      'Nome é obrigatório.',
      'E-mail é obrigatório.',
      'A senha deve ter ao menos 8 caracteres.',
      'Segmento é obrigatório.',
      'Aceite os termos para continuar.',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible()
    }
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Nome completo/ })).toHaveFocus(),
    )
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Submitting: Story = {
  args: {
    defaultValues: filled,
    // Never settles, so the busy button can be seen.
    onSubmit: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Criar conta' })
    await userEvent.click(submit)
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'))
    await expect(submit).toHaveAttribute('aria-disabled', 'true')
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'ana@casaaurora.com.br', terms: true }),
      expect.anything(),
    )
  },
}

export const RootError: Story = {
  args: {
    defaultValues: filled,
    onSubmit: fn((_values: unknown, form: FormApi<SignUpSchema>) => {
      form.setError('root', { message: 'Este e-mail já tem uma conta. Entre ou recupere a senha.' })
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }))
    const alert = await canvas.findByRole('alert')
    await waitFor(() => expect(alert).toHaveTextContent('Este e-mail já tem uma conta.'))
    await expect(canvas.getByRole('button', { name: 'Criar conta' })).toBeEnabled()
  },
}

export const EnglishIdle: Story = { args: { lang: 'en' } }

export const EnglishErrorsAfterSubmit: Story = {
  args: { lang: 'en' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }))
    const alert = await canvas.findByRole('alert')
    await waitFor(() => expect(alert).toHaveTextContent('Form incomplete.'))
    await expect(alert).toHaveTextContent('Sorry, not all fields are filled out correctly.')
    await expect(canvas.getByText('E-mail is required.')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}
