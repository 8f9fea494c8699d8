import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import * as v from 'valibot'
import { Form } from '../../form/form.tsx'
import { SubmitButton } from '../../form/submit-button.tsx'
import { Field } from '../field/field.tsx'
import { TagField } from './tag-field.tsx'
import { TagInput, type TagInputProps } from './tag-input.tsx'

const tagTexts = () =>
  [...document.querySelectorAll('[data-slot="tag"]')].map((tag) => tag.textContent)

function renderTags(props: Partial<TagInputProps> = {}) {
  return render(
    <Field label="Etiquetas">
      <TagInput {...props} />
    </Field>,
  )
}

describe('TagInput', () => {
  it('adds a tag on Enter and on a comma, trimmed, once each', async () => {
    const onValueChange = vi.fn()
    const screen = await renderTags({ onValueChange })
    const input = screen.getByRole('textbox', { name: 'Etiquetas' })
    await userEvent.type(input, ' vip {Enter}atacado,vip,')
    expect(tagTexts()).toEqual(['vip', 'atacado'])
    await expect.element(input).toHaveValue('')
    expect(onValueChange).toHaveBeenLastCalledWith(['vip', 'atacado'])
  })

  it('removes the last tag with Backspace in the empty box', async () => {
    const screen = await renderTags({ defaultValue: ['vip', 'atacado'] })
    const input = screen.getByRole('textbox', { name: 'Etiquetas' })
    await userEvent.type(input, 'b{Backspace}')
    expect(tagTexts()).toEqual(['vip', 'atacado'])
    await userEvent.keyboard('{Backspace}')
    expect(tagTexts()).toEqual(['vip'])
  })

  it('removes a tag with its own button and gives focus back to the box', async () => {
    const screen = await renderTags({ defaultValue: ['vip', 'atacado'] })
    await userEvent.click(screen.getByRole('button', { name: 'Remover vip' }))
    expect(tagTexts()).toEqual(['atacado'])
    await expect.element(screen.getByRole('textbox', { name: 'Etiquetas' })).toHaveFocus()
    await expect.element(screen.getByText('Removido: vip')).toBeInTheDocument()
  })

  it('takes no more than max tags', async () => {
    const screen = await renderTags({ max: 2, defaultValue: ['vip'] })
    const input = screen.getByRole('textbox', { name: 'Etiquetas' })
    await userEvent.type(input, 'a, b{Enter}')
    expect(tagTexts()).toEqual(['vip', 'a'])
    await expect.element(input).toHaveAttribute('readonly')
    await expect.element(input).toHaveAttribute('placeholder', 'Limite atingido')
    // Removing still works once full, and frees a place.
    await userEvent.keyboard('{Backspace}')
    expect(tagTexts()).toEqual(['vip'])
    await expect.element(input).not.toHaveAttribute('readonly')
  })

  it('adds every tag of a pasted list', async () => {
    const screen = await renderTags({ normalize: (tag) => tag.trim().toLowerCase() })
    const input = screen.getByRole('textbox', { name: 'Etiquetas' })
    await userEvent.click(input)
    const data = new DataTransfer()
    data.setData('text/plain', 'VIP, Atacado,\nB2B')
    input
      .element()
      .dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }))
    await vi.waitFor(() => expect(tagTexts()).toEqual(['vip', 'atacado', 'b2b']))
  })

  it('keeps what is still typed when the box is left', async () => {
    const screen = await renderTags()
    await userEvent.type(screen.getByRole('textbox', { name: 'Etiquetas' }), 'newsletter')
    await userEvent.tab()
    expect(tagTexts()).toEqual(['newsletter'])
  })

  it('shows tags without remove buttons when disabled', async () => {
    const screen = await renderTags({ defaultValue: ['vip'], disabled: true })
    expect(tagTexts()).toEqual(['vip'])
    await expect
      .element(screen.getByRole('button', { name: 'Remover vip' }))
      .not.toBeInTheDocument()
    await expect.element(screen.getByRole('textbox', { name: 'Etiquetas' })).toBeDisabled()
  })
})

const schema = v.object({
  tags: v.pipe(
    v.array(v.string()),
    v.check((tags) => tags.length <= 3, 'Use no máximo 3 etiquetas.'),
  ),
})

describe('TagField', () => {
  it('binds the list to the form and shows its message once revealed', async () => {
    const onSubmit = vi.fn()
    const screen = await render(
      <Form schema={schema} defaultValues={{ tags: ['vip', 'b2b', 'atacado'] }} onSubmit={onSubmit}>
        <TagField name="tags" label="Etiquetas" />
        <SubmitButton>Salvar</SubmitButton>
      </Form>,
    )
    const input = screen.getByRole('textbox', { name: 'Etiquetas' })
    await userEvent.type(input, 'newsletter{Enter}')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    await expect.element(input).toHaveAccessibleDescription(/Use no máximo 3 etiquetas\.$/)
    expect(onSubmit).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('button', { name: 'Remover b2b' }))
    await expect.element(input).not.toHaveAttribute('aria-invalid')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(onSubmit.mock.calls[0]![0]).toEqual({ tags: ['vip', 'atacado', 'newsletter'] })
  })
})
