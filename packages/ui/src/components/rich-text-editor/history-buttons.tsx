import { Redo2, Undo2 } from 'lucide-react'
import { ToolbarToggle } from './toolbar-controls.tsx'
import type { ToolbarGroupProps } from './toolbar-state.ts'

/** Undo and redo, each disabled when there is nothing to take back or to do again. */
export function HistoryButtons({ editor, state, disabled }: ToolbarGroupProps) {
  return (
    <>
      <ToolbarToggle
        label="Desfazer"
        shortcut="Ctrl+Z"
        disabled={disabled || !state.canUndo}
        onClick={() => editor.chain().focus().undo().run()}
      >
        <Undo2 />
      </ToolbarToggle>
      <ToolbarToggle
        label="Refazer"
        shortcut="Ctrl+Shift+Z"
        disabled={disabled || !state.canRedo}
        onClick={() => editor.chain().focus().redo().run()}
      >
        <Redo2 />
      </ToolbarToggle>
    </>
  )
}
