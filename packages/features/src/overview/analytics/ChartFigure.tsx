import { useId, useState, type ReactNode } from 'react'
import { Button, Card } from '@vitrine/ui'
import { BarChart3, Table2 } from 'lucide-react'

/**
 * A chart with its table behind it: the figure's caption names it, the drawing is one image
 * described in words, and "Ver tabela" swaps in the same numbers as a table (what a screen
 * reader or a person copying figures wants).
 */
export function ChartFigure({
  title,
  description,
  chart,
  table,
}: {
  title: string
  description?: string
  chart: ReactNode
  table: ReactNode
}) {
  const [asTable, setAsTable] = useState(false)
  const id = useId()
  return (
    <Card className="flex flex-col gap-3 p-5">
      <figure aria-labelledby={id} className="flex flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <figcaption id={id} className="flex flex-col">
            <span className="font-semibold">{title}</span>
            {description ? (
              <span className="text-sm text-muted-foreground">{description}</span>
            ) : null}
          </figcaption>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-pressed={asTable}
            onClick={() => setAsTable((current) => !current)}
          >
            {asTable ? <BarChart3 aria-hidden /> : <Table2 aria-hidden />}
            {asTable ? 'Ver gráfico' : 'Ver tabela'}
          </Button>
        </div>
        {asTable ? table : chart}
      </figure>
    </Card>
  )
}
