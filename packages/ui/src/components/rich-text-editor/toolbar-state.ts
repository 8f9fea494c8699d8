import type { Editor } from '@tiptap/react'
import { HEADING_LEVELS, isFontSize } from './rich-text-constants.ts'

/** What the toolbar shows of the editor at the selection, read on each editor change. */
export function readToolbarState(editor: Editor) {
  const level = HEADING_LEVELS.find((value) => editor.isActive('heading', { level: value }))
  const size: unknown = editor.getAttributes('fontSize').size
  return {
    block: level ? `h${level}` : 'paragraph',
    size: isFontSize(size) ? size : 'normal',
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    link: editor.isActive('link'),
    href: String(editor.getAttributes('link').href ?? ''),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  }
}

export type ToolbarState = ReturnType<typeof readToolbarState>

/** What every group of the toolbar gets. */
export interface ToolbarGroupProps {
  editor: Editor
  state: ToolbarState
  disabled: boolean
}
