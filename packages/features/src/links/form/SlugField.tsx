import { useEffect, useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { LINK_SLUG_MAX, linkPublicUrl, slugify } from '@vitrine/api'
import { TextField } from '@vitrine/ui/form'
import type { LinkFormValues } from './link-form.ts'

export interface SlugFieldProps {
  /** Where the public pages live (`https://loja.exemplo/`): the preview of the link's address. */
  publicUrl: string
  /** A stored link keeps its address until someone changes it; a new one follows its title. */
  proposeFromTitle: boolean
}

/**
 * The link's address. On a new link it is proposed from the title (`slugify`) as the title is
 * typed, until the person edits it; the full public address shows under it.
 */
export function SlugField({ publicUrl, proposeFromTitle }: SlugFieldProps) {
  const { getValues, setValue } = useFormContext<LinkFormValues>()
  const title = useWatch<LinkFormValues, 'title'>({ name: 'title' })
  const slug = useWatch<LinkFormValues, 'slug'>({ name: 'slug' })
  // The last address proposed: while the field still holds it, the person has not edited it.
  const proposed = useRef(getValues('slug'))

  useEffect(() => {
    if (!proposeFromTitle || getValues('slug') !== proposed.current) return
    const next = title.trim() ? slugify(title) : ''
    proposed.current = next
    setValue('slug', next, { shouldDirty: true })
  }, [title, proposeFromTitle, getValues, setValue])

  const address = linkPublicUrl(publicUrl, slug.trim().toLowerCase() || '…')
  return (
    <TextField
      name="slug"
      label="Endereço do link"
      required
      autoComplete="off"
      spellCheck={false}
      maxLength={LINK_SLUG_MAX}
      startAdornment="/pay/"
      hint={
        <>
          Letras minúsculas, números e hífens. Endereço público:{' '}
          <span data-slot="public-url-preview" className="font-medium break-all text-foreground">
            {address}
          </span>
        </>
      }
      fieldClassName="sm:col-span-2"
    />
  )
}
