// What the benchmarks need from the server's demo seed (apps/server/src/seed/demo.ts, accounts
// listed in the README): a signed-in session of the demo owner, and real values for the route
// parameters — the demo store, one of its customers, a recovery token the server issued.

/** The README's demo owner (every demo account has the password vitrine123). */
export const DEMO_ACCOUNT = { email: 'demo@vitrine.dev', password: 'vitrine123' }
const DEMO_STORE_NAME = 'Loja Demonstração'
/** The panel keeps its session in this cookie (apps/panel/src/session/session-store.ts). */
const TOKEN_COOKIE = 'vitrine_token'

/**
 * @param {{ url: string, lines: Array<Record<string, unknown> | string> }} server started with
 *   the demo seed on
 */
export async function demoSession(server) {
  const call = async (service, method, address, { token, body } = {}) => {
    const response = await fetch(`${server.url}/api/${service}${address}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Token: token } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    })
    if (!response.ok) {
      throw new Error(`${method} ${address}: ${response.status} ${await response.text()}`)
    }
    return response.json()
  }

  const { token } = await call('connect', 'POST', '/auth/login', { body: DEMO_ACCOUNT })
  const stores = await call('connect', 'GET', '/apps', { token })
  const store = stores.find((app) => app.name === DEMO_STORE_NAME)
  if (!store) throw new Error(`The demo seed has no store named ${DEMO_STORE_NAME}`)
  const { items } = await call('main', 'GET', `/apps/${store.id}/customers?limit=1`, { token })
  if (!items.length) throw new Error(`The demo store ${store.id} has no customers`)
  // A gateway of the demo store for the gateways' detail and edit routes; a server without the
  // gateways calls yet gives none, and id 1 still loads the screen's code (as "not found").
  const gateways = await call('payments', 'GET', `/apps/${store.id}/gateways`, { token }).catch(
    () => [],
  )
  const gatewayId = (type) => gateways.find((gateway) => gateway.type === type)?.id ?? 1
  // One of its payments for the payment's page (id 1 when there is none: "not found" still
  // loads the screen's code).
  const payments = await call('payments', 'GET', `/apps/${store.id}/transactions?limit=1`, {
    token,
  }).catch(() => ({ items: [] }))
  const paymentId = payments.items[0]?.id ?? 1
  // One of its payment links for the link's page (a made-up slug still loads the screen's code).
  const links = await call('payments', 'GET', `/apps/${store.id}/links?limit=1`, {
    token,
  }).catch(() => ({ items: [] }))
  const linkSlug = links.items[0]?.slug ?? 'link'
  // One of its wallet's suppliers for the supplier's page (id 1 loads the code as "not found").
  const suppliers = await call('payments', 'GET', `/apps/${store.id}/wallet/suppliers?limit=1`, {
    token,
  }).catch(() => ({ items: [] }))
  const supplierId = suppliers.items[0]?.id ?? 1
  // One of its subscriptions for the subscription's page (a made-up public id still loads it).
  const subscriptions = await call('recurrence', 'GET', `/apps/${store.id}/subscriptions?limit=1`, {
    token,
  }).catch(() => ({ items: [] }))
  const subscriptionId = subscriptions.items[0]?.id ?? 'sub_000000000000000000000000'

  // One of its Data Plus tables for a table's and its triggers' pages (id 1 loads the code as
  // "not found").
  const tables = await call('indexer', 'GET', `/apps/${store.id}/dataplus/tables`, {
    token,
  }).catch(() => [])
  const tableId = tables[0]?.id ?? 1

  // A recovery link as the demo owner would receive it: the server logs the mail it sends.
  await call('connect', 'POST', '/auth/recovery', { body: { email: DEMO_ACCOUNT.email } })
  const recoveryToken = await pollFor(() =>
    server.lines
      .filter((line) => typeof line === 'object' && line.msg === 'mail.outbox')
      .map((line) => /\/auth\/recovery\/([\w-]+)/.exec(String(line.text))?.[1])
      .find(Boolean),
  )

  return {
    token,
    storeId: store.id,
    /** Route parameters by name; a parameter missing here fails the benchmark (add it). */
    params: {
      appID: store.id,
      customerId: items[0].id,
      token: recoveryToken,
      id: gatewayId('pix'),
      customID: gatewayId('custom'),
      paymentID: paymentId,
      slug: linkSlug,
      // The split's pages name the gateway as the gateways list writes it: a slug and the id.
      gatewayName: 'pix-da-loja',
      gatewayID: gatewayId('pix'),
      supplierId,
      subscriptionId,
      // The CMS page's SEO, a new product's form and the transactional mail the demo fills first.
      pageslug: 'home',
      productId: 'new',
      mailID: 'process_order',
      tableID: tableId,
      // A store of the demo reseller for its reports page (another id is the page's 404 state).
      panelId: store.id,
      // A help page (the docs route's any-depth path).
      wild: 'pagamentos/split',
    },
    /** Puts the session where the panel looks for it, as signing in would. */
    async signIn(context) {
      await context.addCookies([
        { name: TOKEN_COOKIE, value: token, url: server.url, sameSite: 'Strict', secure: true },
      ])
    },
  }
}

async function pollFor(read, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = read()
    if (value) return value
    if (Date.now() > deadline) throw new Error('The recovery mail did not reach the outbox log')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
