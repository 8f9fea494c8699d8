import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import type { Control } from 'react-hook-form'
import { userEvent } from 'vitest/browser'
import * as v from 'valibot'
import { Form, type FormApi, type FormProps } from './form.tsx'
import { TextField } from './text-field.tsx'
import { CheckboxField } from './checkbox-field.tsx'
import { SelectField } from './select-field.tsx'
import { SubmitButton } from './submit-button.tsx'
import { PasswordField } from './password-field.tsx'
import { FormStatus } from './form-status.tsx'
import { INPUT_DEBOUNCE_MS } from './use-field-binding.ts'

const say = (pt: string, en: string) => (issue: { lang?: string }) =>
  issue.lang === 'en' ? en : pt

const schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(say('Nome é obrigatório.', 'Name is required.'))),
  email: v.pipe(
    v.string(),
    v.nonEmpty(say('E-mail é obrigatório.', 'E-mail is required.')),
    v.email(say('Informe um e-mail válido.', 'Please enter a valid email address.')),
  ),
  plan: v.pipe(v.string(), v.nonEmpty(say('Plano é obrigatório.', 'Plan is required.'))),
  terms: v.pipe(v.boolean(), v.value(true, say('Aceite os termos.', 'Accept the terms.'))),
})
type Values = v.InferInput<typeof schema>
const empty: Values = { name: '', email: '', plan: '', terms: false }
const plans = [
  { value: 'basic', label: 'Básico' },
  { value: 'pro', label: 'Profissional' },
]

function SignUp(props: Partial<FormProps<typeof schema>>) {
  return (
    <Form schema={schema} defaultValues={empty} onSubmit={() => {}} {...props}>
      {({ control }) => (
        <>
          <TextField control={control} name="name" label="Nome" required />
          <TextField control={control} name="email" label="E-mail" required />
          <SelectField control={control} name="plan" label="Plano" options={plans} required />
          <CheckboxField control={control} name="terms" label="Aceito os termos" required />
          <SubmitButton>Criar conta</SubmitButton>
        </>
      )}
    </Form>
  )
}

/** Long enough for a debounced validation to have run, had it been scheduled. */
const settle = () => new Promise((resolve) => setTimeout(resolve, INPUT_DEBOUNCE_MS * 10))

describe('Form', () => {
  it('keeps a message hidden while typing and shows it when the field is left', async () => {
    const screen = await render(<SignUp />)
    const email = screen.getByRole('textbox', { name: 'E-mail' })
    await userEvent.type(email, 'ana@')
    await settle()
    await expect.element(screen.getByText('Informe um e-mail válido.')).not.toBeInTheDocument()
    await expect.element(email).not.toHaveAttribute('aria-invalid')

    await userEvent.tab()
    await expect.element(screen.getByText('Informe um e-mail válido.')).toBeVisible()
    await expect.element(email).toHaveAttribute('aria-invalid', 'true')
  })

  it('reveals a blur message only after the click that caused the blur, so the click is not lost', async () => {
    const onHelp = vi.fn()
    const screen = await render(
      <>
        <SignUp />
        <button type="button" onClick={onHelp}>
          Ajuda
        </button>
      </>,
    )
    await screen.getByRole('textbox', { name: 'Nome' }).click()
    // Leaving the empty field by pressing a button below it would push the button down if the
    // message appeared on press; the click must still reach the button.
    await screen.getByRole('button', { name: 'Ajuda' }).click()
    expect(onHelp).toHaveBeenCalledOnce()
    await expect.element(screen.getByText('Nome é obrigatório.')).toBeVisible()
  })

  it('updates a visible message live as the user types', async () => {
    const screen = await render(<SignUp />)
    const email = screen.getByRole('textbox', { name: 'E-mail' })
    await userEvent.click(email)
    await userEvent.tab()
    await expect.element(screen.getByText('E-mail é obrigatório.')).toBeVisible()

    await userEvent.click(email)
    await userEvent.type(email, 'ana@')
    await expect.element(screen.getByText('Informe um e-mail válido.')).toBeVisible()
    await userEvent.type(email, 'loja.com.br')
    await expect.element(screen.getByText('Informe um e-mail válido.')).not.toBeInTheDocument()
    await expect.element(email).toHaveFocus()
  })

  it('shows a checkbox message on change, not on blur', async () => {
    const screen = await render(<SignUp />)
    const terms = screen.getByRole('checkbox', { name: 'Aceito os termos' })
    await userEvent.click(terms)
    await userEvent.tab()
    await settle()
    await expect.element(screen.getByText('Aceite os termos.')).not.toBeInTheDocument()

    await userEvent.click(terms)
    await expect.element(screen.getByText('Aceite os termos.')).toBeVisible()
    await expect.element(terms).toHaveAttribute('aria-invalid', 'true')
  })

  it('shows the select message when it is left without a choice, and hides it once chosen', async () => {
    const screen = await render(<SignUp />)
    const plan = screen.getByRole('combobox', { name: 'Plano' })
    // Opening the native list and closing it again is not leaving the field.
    await userEvent.click(plan)
    await userEvent.keyboard('{Escape}')
    await settle()
    await expect.element(screen.getByText('Plano é obrigatório.')).not.toBeInTheDocument()
    await expect.element(plan).toHaveFocus()

    await userEvent.tab()
    await expect.element(screen.getByText('Plano é obrigatório.')).toBeVisible()
    await expect.element(plan).toHaveAttribute('aria-invalid', 'true')

    await userEvent.selectOptions(plan, 'Profissional')
    await expect.element(screen.getByText('Plano é obrigatório.')).not.toBeInTheDocument()
    await expect.element(plan).toHaveValue('pro')
  })

  it('on a submit with errors shows every message and the form-level alert, without submitting', async () => {
    const onSubmit = vi.fn()
    const screen = await render(<SignUp onSubmit={onSubmit} />)
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }))

    const alert = screen.getByRole('alert')
    await expect.element(alert).toHaveTextContent('Formulário incompleto.')
    await expect
      .element(alert)
      .toHaveTextContent('Desculpe, nem todos os campos foram preenchidos corretamente.')
    for (const message of [
      'Nome é obrigatório.',
      'E-mail é obrigatório.',
      'Plano é obrigatório.',
      'Aceite os termos.',
    ]) {
      await expect.element(screen.getByText(message)).toBeVisible()
    }
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('moves focus to the first invalid field in page order', async () => {
    const screen = await render(<SignUp />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana')
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }))
    await expect.element(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus()
  })

  it('hides the form-level alert once every field is fixed', async () => {
    const screen = await render(
      <SignUp defaultValues={{ ...empty, name: 'Ana', plan: 'pro', terms: true }} />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }))
    await expect.element(screen.getByText('Formulário incompleto.')).toBeVisible()
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@loja.com.br')
    await expect.element(screen.getByText('Formulário incompleto.')).not.toBeInTheDocument()
  })

  it('calls onSubmit with the parsed values when everything is valid', async () => {
    const onSubmit = vi.fn()
    const screen = await render(<SignUp onSubmit={onSubmit} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), '  Ana Lima  ')
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@loja.com.br')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Plano' }), 'Básico')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Aceito os termos' }))
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }))

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce())
    // Trimmed by the schema: the output, not the raw input, reaches onSubmit.
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Ana Lima',
      email: 'ana@loja.com.br',
      plan: 'basic',
      terms: true,
    })
    await expect.element(screen.getByText('Formulário incompleto.')).not.toBeInTheDocument()
  })

  it('shows a root error set by the caller in the form-level alert', async () => {
    const onSubmit = (_values: unknown, form: FormApi<typeof schema>) => {
      form.setError('root', { message: 'E-mail ou senha incorretos.' })
    }
    const screen = await render(
      <SignUp
        defaultValues={{ name: 'Ana', email: 'ana@loja.com.br', plan: 'pro', terms: true }}
        onSubmit={onSubmit}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }))
    await expect.element(screen.getByRole('alert')).toHaveTextContent('E-mail ou senha incorretos.')
    await expect.element(screen.getByText('Formulário incompleto.')).not.toBeInTheDocument()
  })

  it('speaks Portuguese by default', async () => {
    const screen = await render(<SignUp />)
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }))
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Formulário incompleto.')
    await expect.element(screen.getByText('E-mail é obrigatório.')).toBeVisible()
    await expect.element(screen.getByText('Form incomplete.')).not.toBeInTheDocument()
  })

  it('speaks English when lang is en, in its own texts and through the schema', async () => {
    const screen = await render(<SignUp lang="en" />)
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }))
    const alert = screen.getByRole('alert')
    await expect.element(alert).toHaveTextContent('Form incomplete.')
    await expect.element(alert).toHaveTextContent('Sorry, not all fields are filled out correctly.')
    await expect.element(screen.getByText('E-mail is required.')).toBeVisible()
    await expect.element(screen.getByText('Formulário incompleto.')).not.toBeInTheDocument()
  })

  it('keeps the submit button busy and disabled while onSubmit runs', async () => {
    // The button is busy from the validation on, before onSubmit runs: finish only once it has.
    let finish: (() => void) | undefined
    const onSubmit = () => new Promise<void>((resolve) => (finish = resolve))
    const screen = await render(
      <SignUp
        defaultValues={{ name: 'Ana', email: 'ana@loja.com.br', plan: 'pro', terms: true }}
        onSubmit={onSubmit}
      />,
    )
    const button = screen.getByRole('button', { name: 'Criar conta' })
    await userEvent.click(button)
    await expect.element(button).toBeDisabled()
    await expect.element(button).toHaveAttribute('aria-busy', 'true')
    await expect.poll(() => finish).toBeDefined()
    finish!()
    await expect.element(button).toBeEnabled()
    await expect.element(button).not.toHaveAttribute('aria-busy')
  })

  it('re-validates a visible dependent field when the field it depends on changes', async () => {
    const passwords = v.pipe(
      v.object({ password: v.string(), confirmation: v.string() }),
      v.forward(
        v.partialCheck(
          [['password'], ['confirmation']],
          (input) => input.password === input.confirmation,
          'As senhas não conferem.',
        ),
        ['confirmation'],
      ),
    )
    const screen = await render(
      <Form
        schema={passwords}
        defaultValues={{ password: '', confirmation: '' }}
        onSubmit={() => {}}
      >
        {({ control }) => (
          <>
            <PasswordField
              control={control}
              name="password"
              label="Senha"
              deps={['confirmation']}
            />
            <PasswordField control={control} name="confirmation" label="Confirme a senha" />
          </>
        )}
      </Form>,
    )
    await userEvent.type(screen.getByLabelText('Senha', { exact: true }), 'aurora2024')
    await userEvent.type(screen.getByLabelText('Confirme a senha'), 'aurora2024')
    await userEvent.tab()
    await expect.element(screen.getByText('As senhas não conferem.')).not.toBeInTheDocument()

    await userEvent.type(screen.getByLabelText('Senha', { exact: true }), '!')
    await expect.element(screen.getByText('As senhas não conferem.')).toBeVisible()
  })

  it('puts the form-level alert where the children place it when status is manual', async () => {
    const screen = await render(
      <Form schema={schema} defaultValues={empty} onSubmit={() => {}} status="manual">
        <TextField name="name" label="Nome" />
        <FormStatus data-testid="status" />
        <SubmitButton>Enviar</SubmitButton>
      </Form>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Formulário incompleto.')
    expect(screen.container.querySelectorAll('[data-slot="form-status"]')).toHaveLength(1)
    expect(screen.getByTestId('status').element().previousElementSibling).not.toBeNull()
  })

  describe('a field error set by onSubmit (a server answer)', () => {
    const taken = 'Este e-mail já está cadastrado.'
    const filled: Values = { name: 'Ana', email: 'ana@loja.com', plan: 'pro', terms: true }
    let form: FormApi<typeof schema> | undefined
    const refuseEmail = (_values: unknown, api: FormApi<typeof schema>) => {
      form = api
      api.setError('email', { type: 'server', message: taken })
    }
    const emailError = () => form?.getFieldState('email').error?.message

    /**
     * Lets the validations that the field scheduled before the submit come due (the debounce
     * of a keystroke, the blur deferred past a click), then waits for any they started: a
     * validation started afterwards settles after them.
     */
    async function runScheduledValidations() {
      vi.runOnlyPendingTimers()
      vi.useRealTimers()
      await form?.trigger('name')
    }

    afterEach(() => {
      vi.useRealTimers()
      form = undefined
    })

    it('stays when the validation of a keystroke typed just before the submit comes due', async () => {
      const screen = await render(<SignUp defaultValues={filled} onSubmit={refuseEmail} />)
      const email = screen.getByRole('textbox', { name: 'E-mail' })
      await userEvent.click(email)
      await userEvent.tab()
      // Once left, the field re-validates while typing, a moment after the last keystroke.
      await userEvent.tab({ shift: true })
      await expect.element(email).toHaveFocus()
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      await userEvent.keyboard('{End}r')
      await userEvent.keyboard('{Enter}')
      await expect.poll(emailError).toBe(taken)

      await runScheduledValidations()
      expect(emailError()).toBe(taken)
      await expect.element(screen.getByText(taken)).toBeVisible()
      await expect.element(email).toHaveAttribute('aria-invalid', 'true')
    })

    it('stays when the blur of the click that submitted is handled after the answer', async () => {
      const screen = await render(<SignUp defaultValues={filled} onSubmit={refuseEmail} />)
      await userEvent.click(screen.getByRole('textbox', { name: 'E-mail' }))
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }))
      await expect.poll(emailError).toBe(taken)

      await runScheduledValidations()
      expect(emailError()).toBe(taken)
      await expect.element(screen.getByText(taken)).toBeVisible()
    })
  })

  it('types field names from the form control', () => {
    // Checked by tsc: a misspelt name must not compile.
    const misspelt = (control: Control<Values>) => (
      // @ts-expect-error 'emial' is not a field of the schema
      <TextField control={control} name="emial" label="E-mail" />
    )
    expect(misspelt).toBeTypeOf('function')
  })
})
