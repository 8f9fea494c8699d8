import { useState, type ComponentProps, type ReactNode } from 'react'
import { useEditorState, type Editor } from '@tiptap/react'
import {
  Bold,
  Image as ImageIcon,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Redo2,
  SquarePlay,
  Strikethrough,
  Underline,
  Undo2,
} from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { Button } from '../button/button.tsx'
import { AddressForm } from './address-form.tsx'
import { FONT_SIZES, HEADING_LEVELS, isFontSize, type HeadingLevel } from './rich-text-constants.ts'
import {
  addDefaultScheme,
  BLANK_HREF,
  sanitizeImageSrc,
  sanitizeLinkHref,
  toVideoEmbedUrl,
} from './rich-text-rules.ts'
import { useRovingFocus } from './use-roving-focus.ts'
import { videoTitle } from './video-embed.ts'

type OpenForm = 'link' | 'image' | 'video' | null

function ToolbarToggle({
  label,
  shortcut,
  pressed,
  children,
  ...props
}: ComponentProps<typeof Button> & { label: string; shortcut?: string; pressed?: boolean }) {
  return (
    <Button
      data-toolbar-item=""
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-pressed={pressed}
      title={shortcut ? `${label} (${shortcut})` : label}
      className={cn(
        'size-8 text-muted-foreground hover:text-foreground',
        'aria-pressed:bg-primary-subtle aria-pressed:text-primary-subtle-foreground',
      )}
      {...props}
    >
      {children}
    </Button>
  )
}

function ToolbarSelect({
  label,
  children,
  ...props
}: ComponentProps<'select'> & { label: string }) {
  return (
    <select
      data-toolbar-item=""
      aria-label={label}
      title={label}
      className={cn(
        'h-8 rounded-md border border-input bg-surface px-2 text-sm text-foreground shadow-xs',
        'outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50',
      )}
      {...props}
    >
      {children}
    </select>
  )
}

function Separator() {
  return <span aria-hidden="true" className="mx-1 h-5 w-px self-center bg-border" />
}

function readToolbarState(editor: Editor) {
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

export interface RichTextToolbarProps {
  editor: Editor
  disabled?: boolean
  /** Name of the editor, so the toolbar can say what it formats. */
  editorName?: string
}

/** Formatting controls and the inline address form for links, images and videos. */
export function RichTextToolbar({ editor, disabled = false, editorName }: RichTextToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => readToolbarState(current),
  })
  const roving = useRovingFocus<HTMLDivElement>()
  const [openForm, setOpenForm] = useState<OpenForm>(null)

  const closeForm = () => {
    setOpenForm(null)
    editor.commands.focus()
  }
  const toggleForm = (form: Exclude<OpenForm, null>) =>
    setOpenForm((current) => (current === form ? null : form))

  const applyLink = (input: string) => {
    // The specification turns a forbidden address into about:blank rather than refusing it.
    const href = sanitizeLinkHref(addDefaultScheme(input))
    const chain = editor.chain().focus()
    if (editor.state.selection.empty && !editor.isActive('link')) {
      const text = href === BLANK_HREF ? input.trim() : href
      chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] })
    } else {
      chain.extendMarkRange('link').setLink({ href })
    }
    chain.run()
    setOpenForm(null)
    return null
  }

  const removeLink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run()
    setOpenForm(null)
  }

  const applyImage = (input: string, alt: string) => {
    const src = sanitizeImageSrc(addDefaultScheme(input))
    if (!src) return 'Use um endereço de imagem que comece com http, https ou data:image.'
    editor.chain().focus().setImage({ src, alt: alt.trim() }).run()
    setOpenForm(null)
    return null
  }

  const applyVideo = (input: string) => {
    const src = toVideoEmbedUrl(input)
    if (!src) return 'Cole um link de vídeo do YouTube ou do Vimeo.'
    editor
      .chain()
      .focus()
      .insertContent({ type: 'videoEmbed', attrs: { src, title: videoTitle(src) } })
      .run()
    setOpenForm(null)
    return null
  }

  const setBlock = (value: string) => {
    const level = Number(value.slice(1)) as HeadingLevel
    if (value === 'paragraph') editor.chain().focus().setParagraph().run()
    else editor.chain().focus().setHeading({ level }).run()
  }

  const setSize = (value: string) => {
    if (!isFontSize(value) || value === 'normal') editor.chain().focus().unsetMark('fontSize').run()
    else editor.chain().focus().setMark('fontSize', { size: value }).run()
  }

  const toggle = (
    label: string,
    pressed: boolean,
    run: () => void,
    icon: ReactNode,
    key?: string,
  ) => (
    <ToolbarToggle label={label} shortcut={key} pressed={pressed} disabled={disabled} onClick={run}>
      {icon}
    </ToolbarToggle>
  )

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
        <Separator />
        {toggle(
          'Negrito',
          state.bold,
          () => editor.chain().focus().toggleBold().run(),
          <Bold />,
          'Ctrl+B',
        )}
        {toggle(
          'Itálico',
          state.italic,
          () => editor.chain().focus().toggleItalic().run(),
          <Italic />,
          'Ctrl+I',
        )}
        {toggle(
          'Sublinhado',
          state.underline,
          () => editor.chain().focus().toggleUnderline().run(),
          <Underline />,
          'Ctrl+U',
        )}
        {toggle(
          'Tachado',
          state.strike,
          () => editor.chain().focus().toggleStrike().run(),
          <Strikethrough />,
          'Ctrl+Shift+S',
        )}
        <Separator />
        {toggle(
          'Lista com marcadores',
          state.bulletList,
          () => editor.chain().focus().toggleBulletList().run(),
          <List />,
        )}
        {toggle(
          'Lista numerada',
          state.orderedList,
          () => editor.chain().focus().toggleOrderedList().run(),
          <ListOrdered />,
        )}
        <Separator />
        <ToolbarToggle
          label="Link"
          pressed={state.link}
          aria-expanded={openForm === 'link'}
          disabled={disabled}
          onClick={() => toggleForm('link')}
        >
          <LinkIcon />
        </ToolbarToggle>
        <ToolbarToggle
          label="Imagem"
          aria-expanded={openForm === 'image'}
          disabled={disabled}
          onClick={() => toggleForm('image')}
        >
          <ImageIcon />
        </ToolbarToggle>
        <ToolbarToggle
          label="Vídeo"
          aria-expanded={openForm === 'video'}
          disabled={disabled}
          onClick={() => toggleForm('video')}
        >
          <SquarePlay />
        </ToolbarToggle>
        <Separator />
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
      </div>
      {openForm === 'link' && !disabled ? (
        <AddressForm
          key="link"
          title="Inserir link"
          label="Endereço do link"
          placeholder="https://"
          initialValue={state.href}
          onSubmit={applyLink}
          onCancel={closeForm}
        >
          {state.link ? (
            <Button size="sm" variant="secondary" onClick={removeLink}>
              Remover link
            </Button>
          ) : null}
        </AddressForm>
      ) : null}
      {openForm === 'image' && !disabled ? (
        <AddressForm
          key="image"
          title="Inserir imagem"
          label="Endereço da imagem"
          placeholder="https://"
          extraLabel="Descrição da imagem (opcional)"
          submitLabel="Inserir"
          onSubmit={applyImage}
          onCancel={closeForm}
        />
      ) : null}
      {openForm === 'video' && !disabled ? (
        <AddressForm
          key="video"
          title="Inserir vídeo"
          label="Link do YouTube ou do Vimeo"
          placeholder="https://www.youtube.com/watch?v="
          submitLabel="Inserir"
          onSubmit={applyVideo}
          onCancel={closeForm}
        />
      ) : null}
    </>
  )
}
