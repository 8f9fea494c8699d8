import { FONT_SIZES, HEADING_LEVELS, isFontSize, type HeadingLevel } from './rich-text-constants.ts'
import { ToolbarSelect } from './toolbar-controls.tsx'
import type { ToolbarGroupProps } from './toolbar-state.ts'

/** The block style (paragraph or heading) and the font size of the selection. */
export function TextStyleSelects({ editor, state, disabled }: ToolbarGroupProps) {
  const setBlock = (value: string) => {
    const level = Number(value.slice(1)) as HeadingLevel
    if (value === 'paragraph') editor.chain().focus().setParagraph().run()
    else editor.chain().focus().setHeading({ level }).run()
  }

  const setSize = (value: string) => {
    if (!isFontSize(value) || value === 'normal') editor.chain().focus().unsetMark('fontSize').run()
    else editor.chain().focus().setMark('fontSize', { size: value }).run()
  }

  return (
    <>
      <ToolbarSelect
        label="Estilo do texto"
        value={state.block}
        disabled={disabled}
        onChange={(event) => setBlock(event.target.value)}
      >
        <option value="paragraph">Parágrafo</option>
        {HEADING_LEVELS.map((level) => (
          <option key={level} value={`h${level}`}>
            Título {level}
          </option>
        ))}
      </ToolbarSelect>
      <ToolbarSelect
        label="Tamanho da fonte"
        value={state.size}
        disabled={disabled}
        onChange={(event) => setSize(event.target.value)}
      >
        {Object.entries(FONT_SIZES).map(([size, { label }]) => (
          <option key={size} value={size}>
            {label}
          </option>
        ))}
      </ToolbarSelect>
    </>
  )
}
