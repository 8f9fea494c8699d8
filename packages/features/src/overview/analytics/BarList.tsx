/** Horizontal bars in HTML (no drawing needed): a label, a bar proportional to the value, its text. */
export function BarList({
  items,
  label,
}: {
  items: { key: string; label: string; value: number; text: string }[]
  label: string
}) {
  const max = Math.max(1, ...items.map((item) => item.value))
  return (
    <ul className="flex flex-col gap-2" aria-label={label}>
      {items.map((item) => (
        <li
          key={item.key}
          className="grid grid-cols-[minmax(7rem,10rem)_1fr_auto] items-center gap-3 text-sm"
        >
          <span className="truncate">{item.label}</span>
          <span className="h-3 rounded-full bg-muted" aria-hidden>
            <span
              className="block h-3 rounded-full bg-primary"
              style={{ width: `${Math.max(2, (item.value / max) * 100)}%` }}
            />
          </span>
          <span className="text-muted-foreground tabular-nums">{item.text}</span>
        </li>
      ))}
    </ul>
  )
}
