import type { Editor } from '@tiptap/react'
import { Button } from '../button/button.tsx'
import { AddressForm } from './address-form.tsx'
import {
  addDefaultScheme,
  BLANK_HREF,
  sanitizeImageSrc,
  sanitizeLinkHref,
  toVideoEmbedUrl,
  type KeepAddress,
} from './rich-text-rules.ts'
import { videoTitle } from './video-embed.ts'

export interface InsertFormProps {
  editor: Editor
  /** Closes the form once its address is applied (the editor has the focus already). */
  onDone: () => void
  /** Closes the form and gives the focus back to the editor. */
  onCancel: () => void
  /** Addresses kept as typed (a template's `{{variable}}`), as the editor's own. */
  keepAddress?: KeepAddress
}

/** Asks for a link's address: sets it on the selection, or inserts it where there is none. */
export function LinkForm({
  editor,
  href,
  linked,
  onDone,
  onCancel,
  keepAddress,
}: InsertFormProps & {
  /** The address of the link at the selection, to edit. */
  href: string
  /** The selection is in a link, which may be removed. */
  linked: boolean
}) {
  const applyLink = (input: string) => {
    // The specification turns a forbidden address into about:blank rather than refusing it.
    const href = keepAddress?.(input.trim())
      ? input.trim()
      : sanitizeLinkHref(addDefaultScheme(input))
    const chain = editor.chain().focus()
    if (editor.state.selection.empty && !editor.isActive('link')) {
      const text = href === BLANK_HREF ? input.trim() : href
      chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] })
    } else {
      chain.extendMarkRange('link').setLink({ href })
    }
    chain.run()
    onDone()
    return null
  }

  const removeLink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run()
    onDone()
  }

  return (
    <AddressForm
      title="Inserir link"
      label="Endereço do link"
      placeholder="https://"
      initialValue={href}
      onSubmit={applyLink}
      onCancel={onCancel}
    >
      {linked ? (
        <Button size="sm" variant="secondary" onClick={removeLink}>
          Remover link
        </Button>
      ) : null}
    </AddressForm>
  )
}

/** Asks for an image's address and description, and inserts the image. */
export function ImageForm({ editor, onDone, onCancel, keepAddress }: InsertFormProps) {
  const applyImage = (input: string, alt: string) => {
    const src = keepAddress?.(input.trim())
      ? input.trim()
      : sanitizeImageSrc(addDefaultScheme(input))
    if (!src) return 'Use um endereço de imagem que comece com http, https ou data:image.'
    editor.chain().focus().setImage({ src, alt: alt.trim() }).run()
    onDone()
    return null
  }

  return (
    <AddressForm
      title="Inserir imagem"
      label="Endereço da imagem"
      placeholder="https://"
      extraLabel="Descrição da imagem (opcional)"
      submitLabel="Inserir"
      onSubmit={applyImage}
      onCancel={onCancel}
    />
  )
}

/** Asks for a YouTube or Vimeo link, and embeds the video. */
export function VideoForm({ editor, onDone, onCancel }: InsertFormProps) {
  const applyVideo = (input: string) => {
    const src = toVideoEmbedUrl(input)
    if (!src) return 'Cole um link de vídeo do YouTube ou do Vimeo.'
    editor
      .chain()
      .focus()
      .insertContent({ type: 'videoEmbed', attrs: { src, title: videoTitle(src) } })
      .run()
    onDone()
    return null
  }

  return (
    <AddressForm
      title="Inserir vídeo"
      label="Link do YouTube ou do Vimeo"
      placeholder="https://www.youtube.com/watch?v="
      submitLabel="Inserir"
      onSubmit={applyVideo}
      onCancel={onCancel}
    />
  )
}
