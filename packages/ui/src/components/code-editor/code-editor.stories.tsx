import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { CodeEditor } from './code-editor.tsx'
import { CODE_LANGUAGES, resolveCodeLanguage } from './code-languages.ts'
import { CODE_SAMPLES } from './code-samples.ts'

/** Languages arrive asynchronously: wait for every editor on the page to apply its own. */
async function languagesApplied({ canvasElement }: { canvasElement: HTMLElement }) {
  await waitFor(() => {
    const editors = Array.from(canvasElement.querySelectorAll('[data-slot="code-editor"]'))
    expect(editors.length).toBeGreaterThan(0)
    for (const editor of editors) {
      const requested = editor.closest('[data-requested-language]')
      expect(editor.getAttribute('data-language')).toBe(
        requested?.getAttribute('data-requested-language'),
      )
    }
  })
}

const meta = {
  title: 'Primitives/CodeEditor',
  component: CodeEditor,
  args: { 'aria-label': 'Código', onChange: fn() },
  decorators: [
    (Story, { args, parameters }) => (
      // `data-requested-language` lets the play functions know which language to wait for.
      <div
        className={parameters.wide ? undefined : 'max-w-2xl'}
        data-requested-language={resolveCodeLanguage(args.language)}
      >
        <Story />
      </div>
    ),
  ],
  play: languagesApplied,
} satisfies Meta<typeof CodeEditor>
export default meta
type Story = StoryObj<typeof meta>

export const Html: Story = {
  args: { language: 'html', value: CODE_SAMPLES.html, 'aria-label': 'Código HTML' },
}
export const Css: Story = {
  args: { language: 'css', value: CODE_SAMPLES.css, 'aria-label': 'Código CSS' },
}
export const JavaScript: Story = {
  args: { language: 'javascript', value: CODE_SAMPLES.javascript, 'aria-label': 'Script' },
}
export const Sql: Story = {
  args: { language: 'sql', value: CODE_SAMPLES.sql, 'aria-label': 'Consulta SQL' },
}
export const Plain: Story = { args: { value: CODE_SAMPLES.plain, 'aria-label': 'Observações' } }

export const ReadOnly: Story = {
  args: { language: 'css', value: CODE_SAMPLES.css, readOnly: true, 'aria-label': 'Tema atual' },
}

export const Invalid: Story = {
  args: { language: 'html', value: '<div>\n  <p>Sem fechar', invalid: true },
}

export const FixedHeight: Story = {
  args: {
    language: 'sql',
    height: 120,
    value: Array.from({ length: 12 }, (_, index) => `SELECT ${index + 1};`).join('\n'),
  },
}

export const Typing: Story = {
  args: { language: 'javascript', value: '', indentUnit: 4, 'aria-label': 'Script da loja' },
  play: async (context) => {
    const { args, canvas } = context
    await languagesApplied(context)
    const textbox = canvas.getByRole('textbox', { name: 'Script da loja' })
    await userEvent.click(textbox)
    await userEvent.keyboard('if (ok) {{{Enter}x()')
    // The editor indents the new line by the configured unit (4 spaces).
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('if (ok) {\n    x()'))
    // Leave nothing focused: a blinking cursor would make the screenshot depend on timing.
    textbox.blur()
  },
}

export const Catalogue: Story = {
  render: () => (
    <div className="grid grid-cols-3 gap-x-4 gap-y-3">
      {CODE_LANGUAGES.map(({ id, label }) => (
        <div key={id} className="flex flex-col gap-1" data-requested-language={id}>
          <span id={`catalogue-${id}`} className="text-sm font-medium">
            {label}
          </span>
          <CodeEditor
            language={id}
            value={CODE_SAMPLES[id]}
            aria-labelledby={`catalogue-${id}`}
            className="[&_.cm-editor]:min-h-0"
          />
        </div>
      ))}
    </div>
  ),
  parameters: { wide: true },
}
