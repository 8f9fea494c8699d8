import { useRef } from 'react'
import useSWR from 'swr'
import { cmsKeys, ELEMENT_KIND_LABELS, formatMoney, type CmsElement } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Badge, cn, Skeleton } from '@vitrine/ui'
import { ImageIcon } from 'lucide-react'
import { useInView } from './use-in-view.ts'

export type PreviewWidth = 'desktop' | 'mobile'

/** The picture a width shows: the mobile image on a phone when there is one, else the desktop's. */
const pictureFor = (width: PreviewWidth, desktop: string | null, mobile: string | null) =>
  width === 'mobile' ? (mobile ?? desktop) : (desktop ?? mobile)

function Picture({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  return src ? (
    <img src={src} alt={alt} className={cn('w-full rounded-md bg-muted object-cover', className)} />
  ) : (
    <div
      role="img"
      aria-label={alt ? `${alt} (sem imagem)` : 'Sem imagem'}
      className={cn(
        'flex w-full items-center justify-center rounded-md bg-muted text-muted-foreground',
        className,
      )}
    >
      <ImageIcon aria-hidden className="size-6" />
    </div>
  )
}

/** A catalogue element's items, asked of the server once the element is in view. */
function CatalogueItems({
  layoutId,
  element,
  width,
}: {
  layoutId: number
  element: Extract<CmsElement, { type: 'products' | 'categories' }>
  width: PreviewWidth
}) {
  const api = useApi()
  const holder = useRef<HTMLDivElement>(null)
  const seen = useInView(holder)
  // A draft not saved yet (content id 0) has nothing the server knows to preview.
  const saved = element.content_id > 0
  const { data, error } = useSWR(
    seen && saved ? cmsKeys.preview(layoutId, element.content_id) : null,
    () => api.cms.preview(layoutId, element.content_id),
  )
  const columns =
    element.type === 'products'
      ? width === 'mobile'
        ? 'grid-cols-2'
        : 'grid-cols-4'
      : width === 'mobile'
        ? 'grid-cols-2'
        : 'grid-cols-3'
  let body
  if (!saved) {
    body = <p className="text-sm text-muted-foreground">Salve o elemento para ver os itens.</p>
  } else if (error) {
    body = <p className="text-sm text-muted-foreground">Não foi possível carregar os itens.</p>
  } else if (!data) {
    body = (
      <div
        className={cn('grid gap-3', columns)}
        role="status"
        aria-busy="true"
        aria-label="Carregando itens"
      >
        {Array.from({ length: width === 'mobile' ? 2 : 4 }, (_, index) => (
          <Skeleton key={index} className="h-24 w-full" />
        ))}
      </div>
    )
  } else if (data.items.length === 0) {
    body = <p className="text-sm text-muted-foreground">Nenhum item combina com as condições.</p>
  } else if (element.type === 'categories') {
    body = (
      <ul className={cn('grid gap-2', columns)}>
        {data.items.map((item) => (
          <li
            key={item.id}
            className="rounded-md border border-border px-3 py-2 text-center text-sm font-medium"
          >
            {item.name}
          </li>
        ))}
      </ul>
    )
  } else {
    body = (
      <ul className={cn('grid gap-3', columns)} aria-label={`Produtos de ${element.title}`}>
        {data.items.map((item) => (
          <li key={item.id} className="flex flex-col gap-1" data-slot="preview-product">
            <Picture src={item.image} alt={item.name} className="aspect-square" />
            <span className="line-clamp-2 text-sm">{item.name}</span>
            {item.price_cents !== null ? (
              <span className="text-sm font-semibold tabular-nums">
                {item.sales_price_cents !== null && item.sales_price_cents < item.price_cents ? (
                  <>
                    <s className="me-1 font-normal text-muted-foreground">
                      {formatMoney(item.price_cents)}
                    </s>
                    {formatMoney(item.sales_price_cents)}
                  </>
                ) : (
                  formatMoney(item.price_cents)
                )}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    )
  }
  return <div ref={holder}>{body}</div>
}

/** A text or catalogue element's own picture (desktop or mobile), above its content. */
function Banner({ element, width }: { element: CmsElement; width: PreviewWidth }) {
  const src = pictureFor(width, element.desktop_image, element.mobile_image)
  return src ? (
    <img
      src={src}
      alt={`Imagem de ${element.title || ELEMENT_KIND_LABELS[element.type]}`}
      data-slot="element-banner"
      className="aspect-[4/1] w-full rounded-md bg-muted object-cover"
    />
  ) : null
}

function Heading({ children }: { children: string }) {
  return children ? <h3 className="text-base font-semibold">{children}</h3> : null
}

/** One element as the storefront lays it out at the chosen width. */
export function PreviewElement({
  layoutId,
  element,
  width,
  highlighted,
}: {
  layoutId: number
  element: CmsElement
  width: PreviewWidth
  highlighted: boolean
}) {
  const off = element.status === 0
  let body
  switch (element.type) {
    case 'image':
      body = (
        <Picture
          src={pictureFor(width, element.desktop_image, element.mobile_image)}
          alt={element.alt}
          className={width === 'mobile' ? 'aspect-[4/3]' : 'aspect-[3/1]'}
        />
      )
      break
    case 'images':
      body = (
        <div
          // On a phone the carousel scrolls sideways: focusable, so the keyboard scrolls it too.
          {...(width === 'mobile'
            ? { tabIndex: 0, role: 'group', 'aria-label': `Carrossel ${element.title}` }
            : {})}
          className={cn(
            'gap-2',
            width === 'mobile'
              ? 'flex snap-x overflow-x-auto [&>*]:w-4/5 [&>*]:shrink-0 [&>*]:snap-start'
              : 'grid grid-cols-3',
          )}
        >
          {element.items.map((item, index) => (
            <Picture
              key={index}
              src={pictureFor(width, item.desktop_image, item.mobile_image)}
              alt={item.alt}
              className="aspect-[4/3]"
            />
          ))}
        </div>
      )
      break
    case 'text':
      body = (
        <div className="flex flex-col gap-1">
          <Banner element={element} width={width} />
          <Heading>{element.title}</Heading>
          <p className="text-sm">{element.text}</p>
        </div>
      )
      break
    case 'texts':
      body = (
        <div className={cn('grid gap-3', width === 'mobile' ? 'grid-cols-1' : 'grid-cols-3')}>
          {element.items.map((item, index) => (
            <div key={index} className="flex flex-col gap-0.5">
              {item.title ? <p className="text-sm font-semibold">{item.title}</p> : null}
              <p className="text-sm">{item.text}</p>
            </div>
          ))}
        </div>
      )
      break
    case 'products':
    case 'categories':
      body = (
        <div className="flex flex-col gap-2">
          <Banner element={element} width={width} />
          <Heading>{element.title}</Heading>
          <CatalogueItems layoutId={layoutId} element={element} width={width} />
        </div>
      )
      break
  }
  return (
    <article
      aria-label={element.title || ELEMENT_KIND_LABELS[element.type]}
      aria-current={highlighted ? 'true' : undefined}
      data-slot="preview-element"
      data-content-id={element.content_id}
      className={cn(
        'relative flex flex-col gap-1 rounded-md p-2',
        highlighted && 'ring-2 ring-primary ring-offset-2',
      )}
    >
      {off || highlighted ? (
        <div className="flex gap-1">
          {highlighted ? (
            <Badge tone="primary" size="sm">
              Em edição
            </Badge>
          ) : null}
          {off ? (
            <Badge tone="neutral" size="sm">
              Desativado
            </Badge>
          ) : null}
        </div>
      ) : null}
      {/* Dimmed by its pictures and a grey ground: the text keeps its contrast. */}
      <div
        className={cn(
          off &&
            'rounded-md border border-dashed border-border bg-muted/60 p-1 grayscale [&_img]:opacity-50',
        )}
      >
        {body}
      </div>
    </article>
  )
}
