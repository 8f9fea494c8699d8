import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import * as v from 'valibot'
import { Form } from './form.tsx'
import { schemaLoader, schemaResolver } from './schema-resolver.ts'
import { SubmitButton } from './submit-button.tsx'
import { TextField } from './text-field.tsx'

const Schema = v.pipe(
  v.object({
    email: v.pipe(v.string(), v.nonEmpty('E-mail é obrigatório.')),
    password: v.pipe(v.string(), v.nonEmpty('Senha é obrigatória.')),
    password_confirm: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirm']],
      (input) => input.password === input.password_confirm,
      'A confirmação não confere.',
    ),
    ['password_confirm'],
  ),
)

describe('schemaResolver', () => {
  const resolve = (values: unknown) =>
    schemaResolver(
      async () => Schema,
      () => 'pt-BR',
    )(values as never, undefined, {} as never)

  it('answers the parsed values when valid', async () => {
    expect(await resolve({ email: 'a', password: 'b', password_confirm: 'b' })).toEqual({
      values: { email: 'a', password: 'b', password_confirm: 'b' },
      errors: {},
    })
  })

  it('reports object-level rules even while another field is invalid, first message per field', async () => {
    const { errors } = await resolve({ email: '', password: 'b', password_confirm: 'c' })
    expect(errors).toEqual({
      email: { type: 'non_empty', message: 'E-mail é obrigatório.' },
      password_confirm: { type: 'partial_check', message: 'A confirmação não confere.' },
    })
  })

  it('puts issues about the whole value under root', async () => {
    const { errors } = await resolve('not an object')
    expect(errors).toMatchObject({ root: { type: 'object' } })
  })
})

describe('a deferred schema', () => {
  it('loads once, on the first key or press in the form (not on focus), and validates with it', async () => {
    const loadSchema = vi.fn(async () => Schema)
    const onSubmit = vi.fn()
    const screen = await render(
      <Form
        schema={loadSchema}
        defaultValues={{ email: '', password: '', password_confirm: '' }}
        onSubmit={onSubmit}
      >
        {({ control }) => (
          <>
            <TextField control={control} name="email" label="E-mail" />
            <TextField control={control} name="password" label="Senha" />
            <TextField control={control} name="password_confirm" label="Confirmação" />
            <SubmitButton>Entrar</SubmitButton>
          </>
        )}
      </Form>,
    )
    expect(loadSchema).not.toHaveBeenCalled()
    ;(screen.getByRole('textbox', { name: 'E-mail' }).element() as HTMLElement).focus()
    expect(loadSchema).not.toHaveBeenCalled()
    await userEvent.keyboard('a')
    expect(loadSchema).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    await expect.element(screen.getByText('Senha é obrigatória.')).toBeVisible()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(loadSchema).toHaveBeenCalledOnce()
  })

  it('shares one load between calls', async () => {
    const loadSchema = vi.fn(async () => Schema)
    const load = schemaLoader(() => loadSchema)
    await Promise.all([load(), load(), load()])
    expect(loadSchema).toHaveBeenCalledOnce()
  })
})
