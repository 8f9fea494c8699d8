/** HTTP headers as a definition list, names in monospace, long values wrapping. */
export function HeadersList({
  label,
  headers,
}: {
  label: string
  headers: Record<string, string>
}) {
  const entries = Object.entries(headers)
  if (entries.length === 0) return null
  return (
    <dl
      aria-label={label}
      className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1 font-mono text-xs"
    >
      {entries.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="text-muted-foreground">{name}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
