import { breadcrumb, DESCRIPTION_LIMIT, TITLE_LIMIT, truncated } from './search-snippet.ts'

/**
 * The page as a Google result: the address as a breadcrumb, the title in blue and the
 * description in grey, each cut where the search engine cuts it. Colours are Google's own on
 * purpose: the merchant recognises the result.
 */
export function SearchResultPreview({
  address,
  title,
  description,
  siteName,
}: {
  address: string
  title: string
  description: string
  siteName: string
}) {
  return (
    <figure
      aria-label="Prévia no resultado de busca"
      data-slot="search-result-preview"
      className="flex max-w-[600px] flex-col gap-1 rounded-lg border border-border bg-white p-4 text-left font-[Arial,sans-serif]"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className="flex size-7 items-center justify-center rounded-full bg-[#f1f3f4] text-xs text-[#4d5156]"
        >
          {siteName.slice(0, 1).toUpperCase() || '?'}
        </span>
        <span className="flex min-w-0 flex-col leading-tight">
          <span className="truncate text-sm text-[#202124]">{siteName}</span>
          <span className="truncate text-xs text-[#4d5156]">{breadcrumb(address)}</span>
        </span>
      </div>
      <p className="text-xl leading-snug text-[#1a0dab]">
        {truncated(title, TITLE_LIMIT) || 'Sem título'}
      </p>
      <p className="text-sm leading-snug text-[#4d5156]">
        {truncated(description, DESCRIPTION_LIMIT) ||
          'Sem descrição: o buscador escolhe um trecho da página.'}
      </p>
    </figure>
  )
}
