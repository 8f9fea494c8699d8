import type { ReactNode } from 'react'
import type { ChainedCommands } from '@tiptap/react'
import { Bold, Italic, List, ListOrdered, Strikethrough, Underline } from 'lucide-react'
import { ToolbarToggle } from './toolbar-controls.tsx'
import type { ToolbarGroupProps } from './toolbar-state.ts'

/** A formatting the selection has or not, switched by one button. */
interface Format {
  label: string
  /** Where the toolbar state says whether the selection has it. */
  active: 'bold' | 'italic' | 'underline' | 'strike' | 'bulletList' | 'orderedList'
  toggle: (chain: ChainedCommands) => ChainedCommands
  icon: ReactNode
  shortcut?: string
}

/** Marks of the text (bold, italic…). */
const MARKS: readonly Format[] = [
  {
    label: 'Negrito',
    active: 'bold',
    toggle: (c) => c.toggleBold(),
    icon: <Bold />,
    shortcut: 'Ctrl+B',
  },
  {
    label: 'Itálico',
    active: 'italic',
    toggle: (c) => c.toggleItalic(),
    icon: <Italic />,
    shortcut: 'Ctrl+I',
  },
  {
    label: 'Sublinhado',
    active: 'underline',
    toggle: (c) => c.toggleUnderline(),
    icon: <Underline />,
    shortcut: 'Ctrl+U',
  },
  {
    label: 'Tachado',
    active: 'strike',
    toggle: (c) => c.toggleStrike(),
    icon: <Strikethrough />,
    shortcut: 'Ctrl+Shift+S',
  },
]

/** Lists the paragraphs may be turned into. */
const LISTS: readonly Format[] = [
  {
    label: 'Lista com marcadores',
    active: 'bulletList',
    toggle: (c) => c.toggleBulletList(),
    icon: <List />,
  },
  {
    label: 'Lista numerada',
    active: 'orderedList',
    toggle: (c) => c.toggleOrderedList(),
    icon: <ListOrdered />,
  },
]

function FormatToggles({
  formats,
  editor,
  state,
  disabled,
}: ToolbarGroupProps & { formats: readonly Format[] }) {
  return (
    <>
      {formats.map(({ label, active, toggle, icon, shortcut }) => (
        <ToolbarToggle
          key={label}
          label={label}
          shortcut={shortcut}
          pressed={state[active]}
          disabled={disabled}
          onClick={() => toggle(editor.chain().focus()).run()}
        >
          {icon}
        </ToolbarToggle>
      ))}
    </>
  )
}

/** Bold, italic, underline and strike-through. */
export function MarkToggles(props: ToolbarGroupProps) {
  return <FormatToggles formats={MARKS} {...props} />
}

/** Bulleted and numbered lists. */
export function ListToggles(props: ToolbarGroupProps) {
  return <FormatToggles formats={LISTS} {...props} />
}
