import { useState } from 'react'
import { formatMoney, type StoreSearchResult } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Input } from '@vitrine/ui'
import { Search } from 'lucide-react'
import { errorMessage } from '../../../shared/server-errors.ts'
import { markText, SKIP_REASONS } from './mark-words.ts'

export interface SearchTesterProps {
  appId: number
  /** A percentage to try instead of the store's (the agreement screen's unsaved value). */
  agreementPercent?: number
}

/**
 * "Testar a busca": runs the store's real search with its rules and shows what the customer
 * would see, each result marked with the rule that put it there (synonym, pinned position,
 * partial match), or the redirect the search answers instead.
 */
export function SearchTester({ appId, agreementPercent }: SearchTesterProps) {
  const api = useApi()
  const [q, setQ] = useState('')
  const [result, setResult] = useState<StoreSearchResult | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function run() {
    if (!q.trim()) return
    setBusy(true)
    setError(null)
    try {
      setResult(
        await api.ecommerceSearch.search(appId, {
          q,
          ...(agreementPercent === undefined
            ? {}
            : { agreement_percent: String(agreementPercent) }),
        }),
      )
    } catch (caught) {
      setResult(null)
      setError(errorMessage(caught) ?? 'Não foi possível testar a busca.')
    } finally {
      setBusy(false)
    }
  }

  const explanation = result?.explanation
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Testar a busca</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form
          role="search"
          aria-label="Testar a busca"
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            void run()
          }}
        >
          <Input
            aria-label="Termo a testar"
            placeholder="O que o cliente digita, por exemplo: tênis"
            value={q}
            maxLength={160}
            onChange={(event) => setQ(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={busy || !q.trim()}>
            <Search aria-hidden />
            Testar
          </Button>
        </form>
        <div aria-live="polite" aria-busy={busy} className="flex flex-col gap-3">
          {error ? <p className="text-sm text-danger">{error}</p> : null}
          {result && explanation ? (
            <>
              <ul aria-label="Regras aplicadas" className="flex flex-wrap gap-2 text-sm">
                <li>
                  <Badge>
                    {explanation.required_words} de {explanation.words.length} palavras (
                    {explanation.agreement_percent}%)
                  </Badge>
                </li>
                {explanation.term_rule ? (
                  <li>
                    <Badge tone="info">
                      {explanation.term_rule.action === 'redirect'
                        ? `redirecionado pela regra «${explanation.term_rule.term}»`
                        : `sinônimos de «${explanation.term_rule.term}»: ${explanation.term_rule.expanded_to.join(', ')}`}
                    </Badge>
                  </li>
                ) : null}
                {explanation.fixed_rule ? (
                  <li>
                    <Badge tone="info">regra fixa «{explanation.fixed_rule.term}»</Badge>
                  </li>
                ) : null}
                {explanation.fixed_rule?.skipped.map((skip) => (
                  <li key={skip.product_id}>
                    <Badge tone="warning">
                      posição {skip.position} pulada: produto {SKIP_REASONS[skip.reason]}
                    </Badge>
                  </li>
                ))}
              </ul>
              {result.redirect ? (
                <p>
                  Redirecionado para{' '}
                  <strong>
                    {result.redirect.category_name
                      ? `a categoria «${result.redirect.category_name}»`
                      : result.redirect.url}
                  </strong>{' '}
                  ({result.redirect.url}).
                </p>
              ) : result.items.length === 0 ? (
                <p className="text-muted-foreground">Nenhum produto encontrado.</p>
              ) : (
                <ol aria-label="Resultados" className="flex flex-col divide-y">
                  {result.items.map((item, index) => (
                    <li key={item.id} className="flex flex-wrap items-center gap-3 py-2">
                      <span className="w-6 text-right text-muted-foreground tabular-nums">
                        {index + 1}.
                      </span>
                      <span className="font-medium">{item.name}</span>
                      <span className="text-sm text-muted-foreground">
                        {item.sku} · {formatMoney(item.sales_price_cents ?? item.price_cents)}
                        {item.stock_quantity <= 0 ? ' · sem estoque' : ''}
                      </span>
                      {item.marks.map((mark) => (
                        <Badge key={mark.kind} tone={mark.kind === 'pinned' ? 'primary' : 'info'}>
                          {markText(mark)}
                        </Badge>
                      ))}
                    </li>
                  ))}
                </ol>
              )}
            </>
          ) : null}
        </div>
      </CardContent>
    </Card>
  )
}
