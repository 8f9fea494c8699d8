import { useState } from 'react'
import { useEditorState, type Editor } from '@tiptap/react'
import { ListToggles, MarkToggles } from './format-toggles.tsx'
import { HistoryButtons } from './history-buttons.tsx'
import { ImageForm, LinkForm, VideoForm } from './insert-forms.tsx'
import { InsertToggles, type InsertForm } from './insert-toggles.tsx'
import { TextStyleSelects } from './text-style-selects.tsx'
import { ToolbarSeparator } from './toolbar-controls.tsx'
import type { KeepAddress } from './rich-text-rules.ts'
import { readToolbarState } from './toolbar-state.ts'
import { useRovingFocus } from './use-roving-focus.ts'

export interface RichTextToolbarProps {
  editor: Editor
  disabled?: boolean
  /** Name of the editor, so the toolbar can say what it formats. */
  editorName?: string
  /** Link and image addresses kept as typed (a template's `{{variable}}`). */
  keepAddress?: KeepAddress
}

/** Formatting controls and the inline address form for links, images and videos. */
export function RichTextToolbar({
  editor,
  disabled = false,
  editorName,
  keepAddress,
}: RichTextToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => readToolbarState(current),
  })
  const roving = useRovingFocus<HTMLDivElement>()
  const [openForm, setOpenForm] = useState<InsertForm | null>(null)

  const group = { editor, state, disabled }
  const form = {
    editor,
    keepAddress,
    onDone: () => setOpenForm(null),
    onCancel: () => {
      setOpenForm(null)
      editor.commands.focus()
    },
  }
  const shown = disabled ? null : openForm

  return (
    <>
      <div
        ref={roving.ref}
        role="toolbar"
        aria-label={editorName ? `Formatação de ${editorName}` : 'Formatação'}
        aria-disabled={disabled || undefined}
        data-slot="rich-text-toolbar"
        className="flex flex-wrap items-center gap-0.5 border-b border-border bg-surface px-1.5 py-1"
        onFocus={roving.onFocus}
        onKeyDown={roving.onKeyDown}
      >
        <TextStyleSelects {...group} />
        <ToolbarSeparator />
        <MarkToggles {...group} />
        <ToolbarSeparator />
        <ListToggles {...group} />
        <ToolbarSeparator />
        <InsertToggles
          state={state}
          disabled={disabled}
          openForm={openForm}
          onToggle={(next) => setOpenForm((current) => (current === next ? null : next))}
        />
        <ToolbarSeparator />
        <HistoryButtons {...group} />
      </div>
      {shown === 'link' ? <LinkForm {...form} href={state.href} linked={state.link} /> : null}
      {shown === 'image' ? <ImageForm {...form} /> : null}
      {shown === 'video' ? <VideoForm {...form} /> : null}
    </>
  )
}
