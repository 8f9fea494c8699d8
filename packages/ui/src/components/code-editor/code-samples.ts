import type { CodeLanguageId } from './code-languages.ts'

/** Short snippets per language, for the stories and the catalogue. */
export const CODE_SAMPLES: Record<CodeLanguageId, string> = {
  plain: 'Pedido 1042 enviado pelos Correios.\nPrazo estimado: 5 dias úteis.',
  bash: '#!/usr/bin/env bash\nfor loja in "$@"; do\n  echo "Publicando $loja"\ndone',
  cpp: '#include <vector>\nint total(const std::vector<int>& itens) {\n  return itens.size(); // itens\n}',
  csharp: 'public class Pedido {\n  public decimal Total { get; set; }\n  // em centavos\n}',
  css: '.vitrine-banner {\n  color: #312e81;\n  padding: 16px 24px;\n}',
  diff: '--- a/preco.txt\n+++ b/preco.txt\n-R$ 89,90\n+R$ 69,90',
  html: '<section class="destaque">\n  <h2>Frete grátis</h2>\n  <a href="/ofertas">Ver ofertas</a>\n</section>',
  java: 'public final class Frete {\n  static int prazo(String cep) {\n    return 5;\n  }\n}',
  javascript:
    'const precoEmCentavos = 6990\nexport function formatar(valor) {\n  return `R$ ${(valor / 100).toFixed(2)}`\n}',
  markdown:
    '# Política de trocas\n\nTroca em até **7 dias** após o recebimento.\n- Guarde a `nota fiscal`',
  php: '<?php\nfunction desconto(float $preco): float {\n  return $preco * 0.9; // 10%\n}',
  python: 'def frete(cep: str) -> int:\n    """Prazo em dias úteis."""\n    return 5 if cep else 0',
  ruby: 'class Produto\n  def preco_com_desconto\n    @preco * 0.9\n  end\nend',
  sql: "SELECT nome, preco\nFROM produtos\nWHERE loja_id = 42 AND ativo = 'S'\nORDER BY preco;",
}
