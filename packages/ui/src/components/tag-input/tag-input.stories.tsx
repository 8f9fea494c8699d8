import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import * as v from 'valibot'
import { Form } from '../../form/form.tsx'
import { SubmitButton } from '../../form/submit-button.tsx'
import { Field } from '../field/field.tsx'
import { TagField } from './tag-field.tsx'
import { TagInput } from './tag-input.tsx'

const lowerCase = (tag: string) => tag.trim().toLowerCase()

const meta = {
  title: 'Primitives/TagInput',
  component: TagInput,
  args: {
    onValueChange: fn(),
    normalize: lowerCase,
    placeholder: 'Digite e tecle Enter',
  },
  render: (args) => (
    <Field label="Etiquetas" className="w-96">
      <TagInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof TagInput>
export default meta
type Story = StoryObj<typeof meta>

const tags = () => [...document.querySelectorAll('[data-slot="tag"]')].map((tag) => tag.textContent)

export const Empty: Story = {}
export const WithTags: Story = { args: { defaultValue: ['vip', 'newsletter', 'atacado'] } }
export const Full: Story = { args: { defaultValue: ['vip', 'newsletter'], max: 2 } }
export const Disabled: Story = { args: { defaultValue: ['vip', 'b2b'], disabled: true } }

export const InvalidWithMessage: Story = {
  args: { defaultValue: ['vip', 'newsletter', 'atacado'] },
  render: (args) => (
    <Field label="Etiquetas" message="Use no máximo 2 etiquetas." className="w-96">
      <TagInput {...args} />
    </Field>
  ),
}

/** Enter and comma add, Backspace in the empty box takes the last one, × removes any. */
export const AddAndRemove: Story = {
  args: { defaultValue: ['vip'] },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Etiquetas' })
    await userEvent.type(input, 'Atacado{Enter}b2b,')
    await expect(tags()).toEqual(['vip', 'atacado', 'b2b'])
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['vip', 'atacado', 'b2b'])
    await userEvent.keyboard('{Backspace}')
    await expect(tags()).toEqual(['vip', 'atacado'])
    await userEvent.click(canvas.getByRole('button', { name: 'Remover vip' }))
    await expect(tags()).toEqual(['atacado'])
    await expect(input).toHaveFocus()
  },
}

const schema = v.object({
  tags: v.pipe(
    v.array(v.string()),
    v.check((list) => list.length <= 3, 'Use no máximo 3 etiquetas.'),
  ),
})

/** As a form field: a list of strings, checked by the schema like any other field. */
export const InForm: Story = {
  render: function Render() {
    return (
      <Form
        schema={schema}
        defaultValues={{ tags: ['vip', 'b2b', 'atacado'] }}
        onSubmit={fn().mockName('onSubmit')}
        className="w-96"
        aria-label="Etiquetas do cliente"
      >
        <TagField name="tags" label="Etiquetas" normalize={lowerCase} />
        <SubmitButton className="self-start">Salvar</SubmitButton>
      </Form>
    )
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Etiquetas' })
    await userEvent.type(input, 'newsletter{Enter}')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Use no máximo 3 etiquetas\.$/))
  },
}

export const Catalogue: Story = {
  render: () => (
    <div className="grid w-[40rem] grid-cols-2 gap-x-6 gap-y-4">
      <Field label="Vazio">
        <TagInput placeholder="Digite e tecle Enter" />
      </Field>
      <Field label="Com etiquetas">
        <TagInput defaultValue={['vip', 'newsletter']} />
      </Field>
      <Field label="Cheio" hint="Até 2 etiquetas.">
        <TagInput defaultValue={['vip', 'newsletter']} max={2} />
      </Field>
      <Field label="Inválido" message="Use no máximo 2 etiquetas.">
        <TagInput defaultValue={['vip', 'newsletter', 'atacado']} />
      </Field>
      <Field label="Desabilitado">
        <TagInput defaultValue={['vip', 'b2b']} disabled />
      </Field>
    </div>
  ),
}
