import type { DocHeading } from '../markdown.ts'

/** "Nesta página": the page's `##` and `###` headings, linking to their anchors. */
export function TableOfContents({ headings }: { headings: readonly DocHeading[] }) {
  const shown = headings.filter((heading) => heading.depth <= 3)
  if (shown.length < 2) return null
  return (
    <nav aria-label="Nesta página" className="text-sm">
      <p className="mb-2 font-semibold">Nesta página</p>
      <ul className="space-y-1 border-l">
        {shown.map((heading) => (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              className={`-ml-px block border-l border-transparent py-0.5 text-muted-foreground hover:border-foreground hover:text-foreground ${heading.depth === 3 ? 'pl-6' : 'pl-3'}`}
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
