import type { LayoutMenuLink } from '@vitrine/api'
import { Field, Select } from '@vitrine/ui'

/** Which page of the layout is open: the CMS link list of GET /apps/{layoutId}/menu. */
export function PagePicker({
  links,
  current,
  onChoose,
}: {
  links: readonly LayoutMenuLink[] | undefined
  current: string
  onChoose: (slug: string) => void
}) {
  const options = links?.map((link) => ({
    value: link.slug,
    label:
      link.kind === 'resource'
        ? `${link.label} (recurso)`
        : `${link.label} (${link.element_count} ${link.element_count === 1 ? 'elemento' : 'elementos'})`,
  })) ?? [{ value: current, label: current }]
  return (
    <Field label="Página" className="w-full max-w-xs">
      <Select options={options} value={current} disabled={!links} onValueChange={onChoose} />
    </Field>
  )
}
