import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { RichTextEditor } from './rich-text-editor.tsx'

const banner =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96" viewBox="0 0 320 96">' +
      '<rect width="320" height="96" rx="8" fill="#e0e7ff"/>' +
      '<text x="160" y="56" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#312e81">Frete grátis</text>' +
      '</svg>',
  )

const productDescription = [
  '<h2>Camiseta básica de algodão</h2>',
  '<p>Tecido <strong>100% algodão</strong>, toque macio e <em>caimento reto</em>. ',
  'Veja a <a href="https://loja.example.com.br/tabela-de-medidas">tabela de medidas</a>.</p>',
  '<ul><li><p>Lavar à mão</p></li><li><p>Não usar alvejante</p></li></ul>',
  '<p><span data-size="large">Promoção de lançamento</span> <s>R$ 89,90</s> <u>R$ 69,90</u></p>',
  `<img src="${banner}" alt="Frete grátis">`,
].join('')

const meta = {
  title: 'Primitives/RichTextEditor',
  component: RichTextEditor,
  args: { 'aria-label': 'Descrição do produto', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichTextEditor>
export default meta
type Story = StoryObj<typeof meta>

export const EmptyWithPlaceholder: Story = {
  args: { placeholder: 'Descreva o produto para seus clientes…' },
}

export const WithContent: Story = { args: { value: productDescription } }

export const ReadOnly: Story = { args: { value: productDescription, readOnly: true } }

export const Disabled: Story = { args: { value: productDescription, disabled: true } }

export const Invalid: Story = {
  args: { invalid: true, placeholder: 'A descrição é obrigatória' },
}

export const TypeAndBold: Story = {
  args: { placeholder: 'Escreva aqui…' },
  play: async ({ args, canvas }) => {
    const textbox = canvas.getByRole('textbox', { name: 'Descrição do produto' })
    await userEvent.click(textbox)
    await userEvent.keyboard('Entrega em todo o Brasil')
    await userEvent.keyboard('{Control>}a{/Control}')
    const bold = canvas.getByRole('button', { name: 'Negrito' })
    await userEvent.click(bold)
    await expect(bold).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<p><strong>Entrega em todo o Brasil</strong></p>',
      ),
    )
    // Leave nothing focused, so the screenshot has no caret or focus ring that depends on timing.
    textbox.blur()
  },
}
