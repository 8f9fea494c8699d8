import { Image as ImageIcon, Link as LinkIcon, SquarePlay } from 'lucide-react'
import { ToolbarToggle } from './toolbar-controls.tsx'
import type { ToolbarState } from './toolbar-state.ts'

/** The inline forms the toolbar opens to insert something by its address. */
export type InsertForm = 'link' | 'image' | 'video'

export interface InsertTogglesProps {
  state: ToolbarState
  disabled: boolean
  /** The form open below the toolbar, if any. */
  openForm: InsertForm | null
  onToggle: (form: InsertForm) => void
}

/** Link, image and video: each opens (or closes) its address form below the toolbar. */
export function InsertToggles({ state, disabled, openForm, onToggle }: InsertTogglesProps) {
  return (
    <>
      <ToolbarToggle
        label="Link"
        pressed={state.link}
        aria-expanded={openForm === 'link'}
        disabled={disabled}
        onClick={() => onToggle('link')}
      >
        <LinkIcon />
      </ToolbarToggle>
      <ToolbarToggle
        label="Imagem"
        aria-expanded={openForm === 'image'}
        disabled={disabled}
        onClick={() => onToggle('image')}
      >
        <ImageIcon />
      </ToolbarToggle>
      <ToolbarToggle
        label="Vídeo"
        aria-expanded={openForm === 'video'}
        disabled={disabled}
        onClick={() => onToggle('video')}
      >
        <SquarePlay />
      </ToolbarToggle>
    </>
  )
}
