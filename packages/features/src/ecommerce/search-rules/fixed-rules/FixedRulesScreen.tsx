import { searchRulesKeys, type FixedRule, type Level } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { RuleListScreen } from '../shared/RuleListScreen.tsx'
import { FixedRuleDialog } from './FixedRuleDialog.tsx'

export interface FixedRulesScreenProps {
  appId: number
  /** The viewer's e-commerce level: read sees the rules and tests, write changes them. */
  level: Level
}

/**
 * E-commerce › Opções de busca › Fixas (issue 15 item 2): for a term, products pinned to
 * positions of the results; the list searched by term, and the tester of the real search.
 */
export function FixedRulesScreen({ appId, level }: FixedRulesScreenProps) {
  const api = useApi()
  return (
    <RuleListScreen<FixedRule>
      appId={appId}
      level={level}
      current="fixed-rules"
      title="Regras fixas"
      description="Produtos fixados nas primeiras posições da busca por um termo."
      newLabel="Nova regra fixa"
      ruleNoun="regra fixa"
      listNoun="as regras fixas"
      empty="Nenhuma regra fixa ainda."
      removeDescription="A busca por este termo volta a ordenar só por relevância."
      listKey={(filters) => searchRulesKeys.fixedRules(appId, filters)}
      fetchPage={(page) => api.ecommerceSearch.listFixedRules(appId, page)}
      remove={(ruleId) => api.ecommerceSearch.removeFixedRule(appId, ruleId)}
      columns={[
        {
          header: 'Produtos fixados',
          cell: (rule) =>
            rule.pins
              .map(
                (pin) => `${pin.position}º ${pin.name ?? `produto ${pin.product_id} (removido)`}`,
              )
              .join(' · '),
        },
      ]}
      dialog={(slot) => <FixedRuleDialog appId={appId} {...slot} />}
    />
  )
}
