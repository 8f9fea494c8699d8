/** A chain of addresses in order ("/a → /b → /c"), as a list a screen reader reads step by step. */
export function ChainPath({ addresses }: { addresses: readonly string[] }) {
  return (
    <ol aria-label="Cadeia de redirecionamentos" className="flex flex-wrap items-center gap-1">
      {addresses.map((address, index) => (
        <li key={`${index}-${address}`} className="flex items-center gap-1">
          {index > 0 ? (
            <span aria-hidden className="text-muted-foreground">
              →
            </span>
          ) : null}
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm break-all">
            {address}
          </code>
        </li>
      ))}
    </ol>
  )
}
