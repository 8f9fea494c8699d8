import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react'
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import { cva } from 'class-variance-authority'
import { cn } from '../../lib/cn.ts'
import { richTextContentClass } from './rich-text-content.ts'
import { richTextExtensions } from './rich-text-extensions.ts'
import type { KeepAddress } from './rich-text-rules.ts'
import { RichTextToolbar } from './rich-text-toolbar.tsx'

export const richTextEditorVariants = cva(
  [
    'relative flex flex-col overflow-hidden rounded-md border border-input bg-surface shadow-xs',
    'transition-colors focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30',
  ],
  {
    variants: {
      invalid: {
        true: 'border-danger focus-within:border-danger focus-within:ring-danger/30',
        false: '',
      },
      disabled: { true: 'bg-muted opacity-70', false: '' },
      readOnly: { true: 'bg-muted/40 shadow-none', false: '' },
    },
    defaultVariants: { invalid: false, disabled: false, readOnly: false },
  },
)

/** What a screen can do to the editor from outside it (a variables menu, a snippet button). */
export interface RichTextEditorHandle {
  /**
   * Types `text` at the cursor (replacing the selection) as plain text, as if the person had
   * typed it: it joins the undo history and is reported through onChange. Nothing happens when
   * the editor cannot be changed.
   */
  insertText: (text: string) => void
  /** Puts the cursor back in the editor, where it was. */
  focus: () => void
}

export interface RichTextEditorProps {
  ref?: Ref<RichTextEditorHandle>
  /** The content as HTML. An empty editor is reported as ''. */
  value?: string
  onChange?: (html: string) => void
  placeholder?: string
  /** Greys the editor and its toolbar out: nothing can be changed or focused in the toolbar. */
  disabled?: boolean
  /** Shows the content without the toolbar; it can be read and selected, not changed. */
  readOnly?: boolean
  invalid?: boolean
  'aria-label'?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
  id?: string
  className?: string
  /**
   * Link and image addresses to keep as typed instead of applying section 5's rules to them:
   * placeholders a template fills in later (`{{order_url}}`), checked when they are filled.
   * Read once, when the editor is built.
   */
  keepAddress?: KeepAddress
}

/**
 * The rich-text editor (tiptap). Links, images, pasted files and videos follow the specification's
 * rules in `rich-text-rules.ts`. Heavy: load it lazily (`@vitrine/ui/rich-text`).
 */
export function RichTextEditor({
  ref,
  value,
  onChange,
  placeholder,
  disabled = false,
  readOnly = false,
  invalid = false,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  id,
  className,
  keepAddress,
}: RichTextEditorProps) {
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  }, [onChange])
  // The last HTML reported or applied: a value prop equal to it is our own echo, not a new document.
  const lastHtml = useRef(value ?? '')
  const editable = !disabled && !readOnly

  // Built once: the schema of a live editor cannot change.
  const [keep] = useState(() => keepAddress)
  const extensions = useMemo(() => richTextExtensions(keep), [keep])
  const attributes = useMemo(() => {
    const result: Record<string, string> = {
      role: 'textbox',
      'aria-multiline': 'true',
      'data-slot': 'rich-text-content',
      class: richTextContentClass,
    }
    if (id) result.id = id
    if (ariaLabel) result['aria-label'] = ariaLabel
    if (ariaLabelledBy) result['aria-labelledby'] = ariaLabelledBy
    if (ariaDescribedBy) result['aria-describedby'] = ariaDescribedBy
    if (placeholder) result['aria-placeholder'] = placeholder
    if (invalid) result['aria-invalid'] = 'true'
    if (readOnly) result['aria-readonly'] = 'true'
    if (disabled) result['aria-disabled'] = 'true'
    return result
  }, [id, ariaLabel, ariaLabelledBy, ariaDescribedBy, placeholder, invalid, readOnly, disabled])
  // useEditor hands changed options (these attributes) to the live editor on each render.
  const editorProps = useMemo(() => ({ attributes }), [attributes])
  // Only the first value builds the document; later ones are applied by the effect below.
  const [initialContent] = useState(value ?? '')

  const editor = useEditor({
    extensions,
    content: initialContent,
    editable,
    editorProps,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML()
      lastHtml.current = html
      onChangeRef.current?.(html)
    },
  })

  useImperativeHandle(
    ref,
    () => ({
      insertText: (text) => {
        if (!editor.isEditable || text === '') return
        // insertContent with a text node: the string is never parsed as HTML.
        editor.chain().focus().insertContent({ type: 'text', text }).run()
      },
      focus: () => {
        editor.commands.focus()
      },
    }),
    [editor],
  )

  const isEmpty = useEditorState({ editor, selector: ({ editor: current }) => current.isEmpty })

  useEffect(() => {
    editor.setEditable(editable, false)
  }, [editor, editable])

  useEffect(() => {
    if (value === undefined || value === lastHtml.current) return
    const current = editor.isEmpty ? '' : editor.getHTML()
    lastHtml.current = value
    if (value === current) return
    // A new document from outside is not something the user should be able to undo into.
    editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run()
  }, [editor, value])

  return (
    <div
      data-slot="rich-text-editor"
      data-disabled={disabled || undefined}
      data-readonly={readOnly || undefined}
      data-invalid={invalid || undefined}
      className={cn(richTextEditorVariants({ invalid, disabled, readOnly }), className)}
    >
      {readOnly ? null : (
        <RichTextToolbar
          editor={editor}
          disabled={disabled}
          editorName={ariaLabel}
          keepAddress={keep}
        />
      )}
      <div className="relative">
        {placeholder && isEmpty ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-3 top-2.5 truncate text-base text-muted-foreground"
          >
            {placeholder}
          </div>
        ) : null}
        <EditorContent editor={editor} />
      </div>
    </div>
  )
}

export default RichTextEditor
