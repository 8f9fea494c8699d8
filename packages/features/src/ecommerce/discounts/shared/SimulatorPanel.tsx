import { useState } from 'react'
import useSWR from 'swr'
import { discountKeys, formatMoney, isApiError, parseMoney, type PricingAnswer } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Alert, Badge, Button, Card, Field, Input, Select, Switch } from '@vitrine/ui'

interface CartLine {
  productId: number
  name: string
  quantity: number
}

/**
 * The simulator: a cart built from the catalogue, coupon codes, and the server's answer with
 * the same engine as the checkout — what applied, in which order, and why the others did not.
 */
export function SimulatorPanel({ appId }: { appId: number }) {
  const api = useApi()
  const [search, setSearch] = useState('')
  const [chosen, setChosen] = useState('')
  const [lines, setLines] = useState<CartLine[]>([])
  const [codes, setCodes] = useState('')
  const [shipping, setShipping] = useState('')
  const [email, setEmail] = useState('')
  const [firstPurchase, setFirstPurchase] = useState(false)
  const [answer, setAnswer] = useState<PricingAnswer | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // The discounts' own choices: the ecommerce level is enough to build a cart.
  const products = useSWR(discountKeys.choices(appId, { of: 'products', q: search }), () =>
    api.ecommerceDiscounts.listChoices(appId, { of: 'products', q: search }),
  )

  function add() {
    const product = products.data?.items.find((item) => item.key === chosen)
    if (!product) return
    const productId = Number(product.key)
    setLines((current) =>
      current.some((line) => line.productId === productId)
        ? current.map((line) =>
            line.productId === productId ? { ...line, quantity: line.quantity + 1 } : line,
          )
        : [...current, { productId, name: product.label, quantity: 1 }],
    )
  }

  async function simulate() {
    setBusy(true)
    setError(null)
    try {
      setAnswer(
        await api.ecommerceDiscounts.simulate(appId, {
          lines: lines.map((line) => ({ product_id: line.productId, quantity: line.quantity })),
          coupon_codes: codes
            .split(/[\s,;]+/)
            .map((code) => code.trim())
            .filter(Boolean),
          // Coupons for some customers, first purchases or free shipping need these to apply.
          shipping_cents: shipping.trim() ? (parseMoney(shipping) ?? Number.NaN) : 0,
          customer_email: email.trim() || null,
          first_purchase: firstPurchase,
        }),
      )
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : 'Não foi possível simular.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card className="flex flex-col gap-4 p-4" aria-label="Simulador de descontos" role="region">
      <h2 className="text-lg font-semibold">Simulador</h2>
      <p className="text-sm text-muted-foreground">
        Monte um carrinho com produtos do catálogo e veja quais promoções e cupons se aplicam, em
        que ordem, e por que os outros não.
      </p>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <Field label="Buscar produto">
          <Input
            type="search"
            value={search}
            placeholder="Nome ou SKU"
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
        <Field label="Produto">
          <Select
            options={(products.data?.items ?? []).map((item) => ({
              value: item.key,
              label: item.detail ? `${item.label} (${item.detail})` : item.label,
            }))}
            placeholder={products.isLoading ? 'Carregando…' : 'Escolha um produto'}
            value={chosen}
            onValueChange={setChosen}
          />
        </Field>
        <Button variant="secondary" onClick={add} disabled={!chosen}>
          Adicionar ao carrinho
        </Button>
      </div>
      {lines.length > 0 ? (
        <ul aria-label="Carrinho" className="flex flex-col gap-2">
          {lines.map((line) => (
            <li key={line.productId} className="flex items-center gap-3">
              <span className="flex-1">{line.name}</span>
              <Input
                aria-label={`Quantidade de ${line.name}`}
                inputMode="numeric"
                className="w-20"
                value={String(line.quantity)}
                onChange={(event) => {
                  const quantity = Math.max(1, Number(event.target.value) || 1)
                  setLines((current) =>
                    current.map((l) => (l.productId === line.productId ? { ...l, quantity } : l)),
                  )
                }}
              />
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remover ${line.name}`}
                onClick={() => setLines((current) => current.filter((l) => l !== line))}
              >
                Remover
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">O carrinho está vazio.</p>
      )}
      <div className="grid gap-3 sm:grid-cols-3 sm:items-start">
        <Field label="Frete (R$)">
          <Input
            inputMode="decimal"
            placeholder="0,00"
            value={shipping}
            onChange={(event) => setShipping(event.target.value)}
          />
        </Field>
        <Field
          label="E-mail do cliente"
          hint="Para cupons de alguns clientes ou com limite por cliente."
        >
          <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </Field>
        <Switch
          label="Primeira compra do cliente"
          checked={firstPurchase}
          onCheckedChange={setFirstPurchase}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <Field label="Cupons" hint="Um ou mais códigos, separados por espaço ou vírgula.">
          <Input value={codes} onChange={(event) => setCodes(event.target.value)} />
        </Field>
        <Button onClick={() => void simulate()} disabled={busy || lines.length === 0}>
          {busy ? 'Simulando…' : 'Simular'}
        </Button>
      </div>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {answer ? (
        <section aria-label="Resultado da simulação" className="flex flex-col gap-3">
          <ol className="flex flex-col gap-1" aria-label="Descontos aplicados">
            {answer.applied.map((applied) => (
              <li key={`${applied.source}-${applied.id}`} className="flex gap-2">
                <Badge tone="success">{applied.source === 'coupon' ? 'Cupom' : 'Promoção'}</Badge>
                <span className="flex-1">{applied.label}</span>
                <span>
                  {applied.shipping_discount_cents > 0
                    ? `Frete grátis (−${formatMoney(applied.shipping_discount_cents)})`
                    : `−${formatMoney(applied.amount_cents)}`}
                </span>
              </li>
            ))}
          </ol>
          {answer.rejected.length > 0 ? (
            <ul className="flex flex-col gap-1" aria-label="Não aplicados">
              {answer.rejected.map((rejected) => (
                <li key={`${rejected.source}-${rejected.label}`} className="flex gap-2">
                  <Badge tone="neutral">Não aplicado</Badge>
                  <span>
                    {rejected.label}: {rejected.reason}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          <dl className="grid grid-cols-2 gap-1 text-sm sm:w-80">
            <dt>Subtotal</dt>
            <dd className="text-right">{formatMoney(answer.subtotal_cents)}</dd>
            <dt>Descontos</dt>
            <dd className="text-right">−{formatMoney(answer.discount_cents)}</dd>
            <dt>Frete</dt>
            <dd className="text-right">
              {formatMoney(answer.shipping_cents - answer.shipping_discount_cents)}
            </dd>
            <dt className="font-semibold">Total</dt>
            <dd className="text-right font-semibold">{formatMoney(answer.total_cents)}</dd>
          </dl>
        </section>
      ) : null}
    </Card>
  )
}
