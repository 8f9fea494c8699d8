/**
 * Which help page (`/docs/{path}`) explains each screen: route-name prefixes to docs paths, the
 * longest prefix winning (`payments-customers` is the customers page, `payments-…` the
 * payments pages). The frame's "Ajuda" button reads it; the docs area's test checks that every
 * route of the manifest resolves here and that every page named exists. It lives in `shared/`
 * because two areas read it (the shell and the docs), and an area imports no other area.
 */
const HELP_PAGES: ReadonlyArray<readonly [prefix: string, page: string]> = [
  ['auth', 'comece-aqui/criar-a-loja'],
  ['verify-email', 'comece-aqui/criar-a-loja'],
  ['index', 'comece-aqui/criar-a-loja'],
  ['apps', 'comece-aqui/criar-a-loja'],
  ['onboarding', 'comece-aqui/primeiros-passos'],
  ['account', 'conta'],
  ['notifications', 'conta'],
  ['overview', 'visao-geral'],
  ['error-permissions', 'configuracoes/usuarios'],
  ['settings-users', 'configuracoes/usuarios'],
  ['settings-logs', 'configuracoes/registros'],
  ['settings-tokens', 'configuracoes/tokens'],
  ['customers', 'clientes'],
  ['ecommerce-customers', 'clientes'],
  ['payments-customers', 'clientes'],
  ['recurrence-customers', 'clientes'],
  ['payments-transactions', 'pagamentos/transacoes'],
  ['payments-gateways', 'pagamentos/gateways'],
  ['payments-installments', 'pagamentos/parcelamento'],
  ['payments-links', 'pagamentos/links'],
  ['payments-split', 'pagamentos/split'],
  ['payments-wallet', 'pagamentos/carteira'],
  ['recurrence', 'recorrencia'],
  ['layout-page', 'layout/cms'],
  ['layout-catalog', 'layout/catalogo'],
  ['layout-clusters', 'layout/clusters'],
  ['layout-dataplus', 'layout/data-plus'],
  ['ide-page', 'layout/ide'],
  ['layout-redirect', 'layout/redirecionamentos'],
  ['layout-settings', 'layout/configuracoes'],
  ['ecommerce-mails', 'ecommerce/emails'],
  ['ecommerce-search', 'ecommerce/busca'],
  ['ecommerce-coupons', 'ecommerce/cupons'],
  ['ecommerce-promotions', 'ecommerce/promocoes'],
  ['ecommerce-xml', 'ecommerce/feeds-xml'],
  ['ecommerce-platform', 'ecommerce/plataforma'],
  ['ecommerce-publish', 'ecommerce/plataforma'],
  ['ecommerce-logs', 'ecommerce/plataforma'],
  ['checkout', 'checkout'],
  ['whitelabel', 'revenda'],
  ['docs', ''],
]

/** Whether `name` is `prefix` or starts with it followed by a hyphen. */
const under = (name: string, prefix: string) => name === prefix || name.startsWith(`${prefix}-`)

/** The docs path of a route's help page, or undefined when no entry covers the route. */
export function helpPageFor(routeName: string): string | undefined {
  let best: readonly [string, string] | undefined
  for (const entry of HELP_PAGES) {
    if (under(routeName, entry[0]) && (!best || entry[0].length > best[0].length)) best = entry
  }
  return best?.[1]
}

/** Every page the table names (the docs test checks each exists). */
export const helpPageTargets: readonly string[] = [...new Set(HELP_PAGES.map(([, page]) => page))]
