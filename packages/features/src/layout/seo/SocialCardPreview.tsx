import { ImageIcon } from 'lucide-react'
import { truncated } from './search-snippet.ts'

/** The page shared on a social network or a messenger: the og image, the host, title and description. */
export function SocialCardPreview({
  host,
  title,
  description,
  image,
}: {
  host: string
  title: string
  description: string
  /** The og image's address, or a local picture; none for a card without one. */
  image: string | null
}) {
  return (
    <figure
      aria-label="Prévia ao compartilhar"
      data-slot="social-card-preview"
      className="bg-card flex max-w-[500px] flex-col overflow-hidden rounded-lg border border-border text-left"
    >
      {image ? (
        <img
          src={image}
          alt="Imagem de compartilhamento"
          className="aspect-[1.91/1] w-full object-cover"
        />
      ) : (
        <div className="flex aspect-[1.91/1] w-full items-center justify-center bg-muted text-muted-foreground">
          <ImageIcon aria-hidden className="size-8" />
          <span className="sr-only">Sem imagem de compartilhamento</span>
        </div>
      )}
      <figcaption className="flex flex-col gap-0.5 border-t border-border bg-muted/40 px-3 py-2">
        <span className="text-xs text-muted-foreground uppercase">{host}</span>
        <span className="font-semibold">{truncated(title, 88) || 'Sem título'}</span>
        <span className="text-sm text-muted-foreground">{truncated(description, 120)}</span>
      </figcaption>
    </figure>
  )
}
