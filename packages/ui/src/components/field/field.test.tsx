import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { Field } from './field.tsx'
import { Input } from '../input/input.tsx'
import { PasswordInput } from '../password-input/password-input.tsx'
import { Textarea } from '../textarea/textarea.tsx'
import { Select } from '../select/select.tsx'
import { Checkbox } from '../checkbox/checkbox.tsx'
import { Switch } from '../switch/switch.tsx'

function ids(element: Element, attribute: string) {
  return (element.getAttribute(attribute) ?? '').split(' ').filter(Boolean)
}

describe('Field', () => {
  it('labels its control and describes it with the hint and the message', async () => {
    const screen = await render(
      <Field label="E-mail" hint="Usado para entrar no painel." message="Informe um e-mail válido.">
        <Input />
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'E-mail' })
    await expect
      .element(input)
      .toHaveAccessibleDescription('Usado para entrar no painel. Informe um e-mail válido.')
    await expect.element(input).toHaveAttribute('aria-invalid', 'true')
    const described = ids(input.element(), 'aria-describedby')
    expect(described).toHaveLength(2)
    expect(document.getElementById(described[0]!)?.textContent).toBe('Usado para entrar no painel.')
  })

  it('is valid and describes only the hint while there is no message', async () => {
    const screen = await render(
      <Field label="Nome" hint="Como aparece na loja.">
        <Input />
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'Nome' })
    await expect.element(input).not.toHaveAttribute('aria-invalid')
    await expect.element(input).toHaveAccessibleDescription('Como aparece na loja.')
  })

  it('announces its message politely, never as an alert', async () => {
    const screen = await render(
      <Field label="Nome" message="Nome é obrigatório.">
        <Input />
      </Field>,
    )
    const message = screen.getByText('Nome é obrigatório.')
    expect(message.element().closest('[aria-live="polite"]')).not.toBeNull()
    expect(message.element().closest('[role="alert"]')).toBeNull()
  })

  it('marks the control required and the label with the required marker', async () => {
    const screen = await render(
      <Field label="Nome" required>
        <Input />
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'Nome obrigatório' })
    await expect.element(input).toHaveAttribute('aria-required', 'true')
  })

  it('keeps an id given by the caller', async () => {
    const screen = await render(
      <Field label="Nome" id="store-name">
        <Input />
      </Field>,
    )
    await expect
      .element(screen.getByRole('textbox', { name: 'Nome' }))
      .toHaveAttribute('id', 'store-name')
  })

  it.each([
    ['Input', <Input key="c" />, 'textbox'],
    ['PasswordInput', <PasswordInput key="c" />, null],
    ['Textarea', <Textarea key="c" />, 'textbox'],
    ['Select', <Select key="c" options={[{ value: 'a', label: 'A' }]} />, 'combobox'],
    ['Checkbox', <Checkbox key="c" />, 'checkbox'],
    ['Switch', <Switch key="c" />, 'switch'],
  ] as const)('wires %s without manual props', async (_name, control, role) => {
    const screen = await render(
      <Field label="Campo" hint="Dica." message="Erro." required>
        {control}
      </Field>,
    )
    const element = role
      ? screen.getByRole(role, { name: 'Campo obrigatório' })
      : screen.getByLabelText('Campo')
    await expect.element(element).toHaveAccessibleDescription('Dica. Erro.')
    await expect.element(element).toHaveAttribute('aria-invalid', 'true')
    await expect.element(element).toHaveAttribute('aria-required', 'true')
  })

  it('dims its label for a disabled control, not for the placeholder option of a select', async () => {
    const options = [{ value: 'SP', label: 'São Paulo' }]
    const screen = await render(
      <>
        <Field label="Estado">
          <Select options={options} />
        </Field>
        <Field label="Cidade">
          <Select options={options} disabled />
        </Field>
      </>,
    )
    const opacity = (text: string) => getComputedStyle(screen.getByText(text).element()).opacity
    expect(opacity('Estado')).toBe('1')
    expect(opacity('Cidade')).toBe('0.5')
  })
})
