import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { CodeDiff } from './code-diff.tsx'

const SAVED = [
  '<section class="produto">',
  '  <h1>{{ produto.nome }}</h1>',
  '  <p class="preco">{{ produto.preco | moeda }}</p>',
  '  <button class="comprar">Comprar</button>',
  '</section>',
].join('\n')

const MINE = [
  '<section class="produto">',
  '  <h1>{{ produto.nome }}</h1>',
  '  <p class="preco">{{ produto.preco_promocional | moeda }}</p>',
  '  <button class="comprar">Adicionar ao carrinho</button>',
  '</section>',
].join('\n')

/** The language arrives asynchronously: the screenshot waits for its colours. */
async function languageApplied({ canvasElement }: { canvasElement: HTMLElement }) {
  const root = canvasElement.querySelector('[data-slot="code-diff"]')!
  await waitFor(() => expect(root).toHaveAttribute('data-language', 'html'))
}

const meta = {
  title: 'Primitives/CodeDiff',
  component: CodeDiff,
  args: {
    original: SAVED,
    value: MINE,
    language: 'html',
    originalLabel: 'Versão 2',
    valueLabel: 'Atual',
  },
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
  play: languageApplied,
} satisfies Meta<typeof CodeDiff>
export default meta
type Story = StoryObj<typeof meta>

/** Read-only: two sides named for people and assistive technology, changes marked. */
export const Compare: Story = {
  play: async (context) => {
    await languageApplied(context)
    const canvas = within(context.canvasElement)
    await expect(canvas.getByRole('textbox', { name: 'Versão 2' })).toHaveAttribute(
      'aria-readonly',
      'true',
    )
    await expect(canvas.getByRole('textbox', { name: 'Atual' })).toHaveAttribute(
      'aria-readonly',
      'true',
    )
    await expect(
      canvas.queryByRole('button', { name: 'Trazer este trecho da esquerda' }),
    ).toBeNull()
  },
}

/** Editable: an arrow brings the left chunk over, and the change is reported. */
export const Merge: Story = {
  args: { onChange: fn(), originalLabel: 'No servidor', valueLabel: 'A sua' },
  play: async (context) => {
    await languageApplied(context)
    const canvas = within(context.canvasElement)
    const arrows = await canvas.findAllByRole('button', { name: 'Trazer este trecho da esquerda' })
    await userEvent.click(arrows[0]!)
    await waitFor(() => expect(context.args.onChange).toHaveBeenLastCalledWith(SAVED))
  },
}
