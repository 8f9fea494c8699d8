import { searchRulesKeys, type Level, type TermRule } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Badge } from '@vitrine/ui'
import { RuleListScreen } from '../shared/RuleListScreen.tsx'
import { TermRuleDialog } from './TermRuleDialog.tsx'

export interface TermRulesScreenProps {
  appId: number
  /** The viewer's e-commerce level: read sees the rules and tests, write changes them. */
  level: Level
}

/** What a rule does, said in the list: its synonyms and direction, or where it sends. */
const detailOf = (rule: TermRule) =>
  rule.action === 'synonyms'
    ? `${rule.synonyms.join(', ')}${rule.both_ways ? ' (nos dois sentidos)' : ' (só a partir do termo)'}`
    : rule.redirect_category_id
      ? `Categoria «${rule.redirect_category_name ?? 'removida'}»`
      : rule.redirect_url

/**
 * E-commerce › Opções de busca › Por termo (issue 15 item 2): synonyms and redirects by the
 * term the customer types, the list searched by term, and the tester of the real search.
 */
export function TermRulesScreen({ appId, level }: TermRulesScreenProps) {
  const api = useApi()
  return (
    <RuleListScreen<TermRule>
      appId={appId}
      level={level}
      current="term-rules"
      title="Regras por termo"
      description="Sinônimos e redirecionamentos para o que os clientes buscam na loja."
      newLabel="Nova regra"
      ruleNoun="regra"
      listNoun="as regras por termo"
      empty="Nenhuma regra por termo ainda."
      removeDescription="A busca por este termo volta a mostrar só o que as palavras encontram."
      listKey={(filters) => searchRulesKeys.termRules(appId, filters)}
      fetchPage={(page) => api.ecommerceSearch.listTermRules(appId, page)}
      remove={(ruleId) => api.ecommerceSearch.removeTermRule(appId, ruleId)}
      columns={[
        {
          header: 'Ação',
          cell: (rule) => (
            <Badge tone={rule.action === 'synonyms' ? 'info' : 'warning'}>
              {rule.action === 'synonyms' ? 'Sinônimos' : 'Redirecionamento'}
            </Badge>
          ),
        },
        { header: 'Detalhe', cell: detailOf },
      ]}
      dialog={(slot) => <TermRuleDialog appId={appId} {...slot} />}
    />
  )
}
