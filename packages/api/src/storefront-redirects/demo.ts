import type { RedirectValues } from './schema.ts'

/*
 * The demo store's redirects (app 1 on the server, the stories' sample): a wildcard with its
 * splat, a 302, an inactive rule, a chain of three hops, query matching and passing, an
 * external target, and old product and category addresses of a platform migration.
 */
const rule = (
  from_path: string,
  to: string,
  extra: Partial<Omit<RedirectValues, 'from_path' | 'to'>> = {},
): RedirectValues => ({ from_path, to, status: 301, active: true, note: '', ...extra })

export const DEMO_REDIRECTS: readonly RedirectValues[] = [
  rule('/blog/*', '/novidades/:splat', { note: 'O blog passou a se chamar Novidades' }),
  rule('/promocao', '/ofertas', { status: 302, note: 'Campanha de fim de ano' }),
  rule('/black-friday', '/ofertas/black-friday', {
    active: false,
    note: 'Volta a valer em novembro',
  }),
  // A chain of three hops: /colecao-verao → /verao → /colecoes/verao → /colecoes/verao-2026.
  rule('/colecao-verao', '/verao', { note: 'Endereço do folheto impresso' }),
  rule('/verao', '/colecoes/verao'),
  rule('/colecoes/verao', '/colecoes/verao-2026'),
  rule('/natal?utm_source=instagram', '/colecoes/natal?origem=insta', {
    status: 302,
    note: 'Só o link da bio do Instagram',
  }),
  rule('/natal', '/colecoes/natal'),
  rule('/catalogo', '/produtos', { note: 'Os parâmetros de busca seguem junto' }),
  rule('/trocas', 'https://ajuda.lojademo.com.br/trocas', { note: 'Central de ajuda externa' }),
  rule('/loja-antiga/*', '/:splat', { note: 'Migração da plataforma antiga' }),
  rule('/contato.html', '/fale-conosco'),
  rule('/quem-somos.html', '/sobre'),
  rule('/politica-de-privacidade.html', '/privacidade'),
  rule('/frete.html', '/entrega'),
  rule('/produto/camiseta-basica', '/p/camiseta-basica-algodao'),
  rule('/produto/calca-jeans', '/p/calca-jeans-slim'),
  rule('/produto/tenis-branco', '/p/tenis-casual-branco'),
  rule('/produto/bone-preto', '/p/bone-aba-curva-preto'),
  rule('/produto/mochila', '/p/mochila-urbana'),
  rule('/produto/jaqueta', '/p/jaqueta-corta-vento'),
  rule('/produto/meia-kit', '/p/kit-meias-3-pares'),
  rule('/categoria/masculino', '/c/masculino'),
  rule('/categoria/feminino', '/c/feminino'),
  rule('/categoria/infantil', '/c/infantil'),
  rule('/categoria/acessorios', '/c/acessorios'),
  rule('/categoria/calcados', '/c/calcados'),
  rule('/outlet/*', '/ofertas/outlet/:splat', { status: 302 }),
  rule('/cupom', '/ofertas?cupom=BEMVINDO', { note: 'Cupom de boas-vindas na página de ofertas' }),
  rule('/app', 'https://play.google.com/store/apps/details?id=br.dev.vitrine.demo', {
    status: 302,
  }),
]
