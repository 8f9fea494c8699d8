import { useState } from 'react'
import { searchRulesKeys, type FixedRule, type Level, type SearchRuleQuery } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Button,
  ConfirmDialog,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  useNotify,
} from '@vitrine/ui'
import { Plus } from 'lucide-react'
import { useDebouncedSearch } from '../../../shared/use-debounced-search.ts'
import { useKeysetPages } from '../../../shared/use-keyset-pages.ts'
import { EcommerceHeader } from '../../shared/EcommerceHeader.tsx'
import { EcommerceNoAccess } from '../../shared/EcommerceNoAccess.tsx'
import { RuleListFrame } from '../shared/RuleListFrame.tsx'
import { searchPages } from '../shared/search-pages.ts'
import { SearchTester } from '../shared/SearchTester.tsx'
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
  const notify = useNotify()
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const { search, setSearch, query } = useDebouncedSearch()
  const filters: SearchRuleQuery = query ? { q: query } : {}
  const list = useKeysetPages({
    filters,
    enabled: allowed,
    listKey: (filters: SearchRuleQuery) => searchRulesKeys.fixedRules(appId, filters),
    fetchPage: (page) => api.ecommerceSearch.listFixedRules(appId, page),
  })
  const [editing, setEditing] = useState<FixedRule | 'new' | null>(null)

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <EcommerceHeader
        title="Regras fixas"
        description="Produtos fixados nas primeiras posições da busca por um termo."
        tabsLabel="Opções de busca"
        pages={searchPages(appId)}
        current="fixed-rules"
        actions={
          allowed && canWrite ? (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden />
              Nova regra fixa
            </Button>
          ) : null
        }
      />
      {!allowed ? (
        <EcommerceNoAccess />
      ) : (
        <>
          <RuleListFrame
            noun="as regras fixas"
            search={search}
            onSearch={setSearch}
            items={list.items}
            error={list.error}
            onRetry={list.reload}
            hasMore={list.hasMore}
            loadingMore={list.loadingMore}
            onMore={list.loadMore}
            empty="Nenhuma regra fixa ainda."
          >
            <Table aria-label="Regras fixas">
              <TableHeader>
                <TableRow>
                  <TableHead>Termo</TableHead>
                  <TableHead>Produtos fixados</TableHead>
                  {canWrite ? (
                    <TableHead>
                      <span className="sr-only">Ações</span>
                    </TableHead>
                  ) : null}
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.items?.map((rule) => (
                  <TableRow key={rule.id}>
                    <TableCell className="font-medium">{rule.term}</TableCell>
                    <TableCell>
                      {rule.pins
                        .map(
                          (pin) =>
                            `${pin.position}º ${pin.name ?? `produto ${pin.product_id} (removido)`}`,
                        )
                        .join(' · ')}
                    </TableCell>
                    {canWrite ? (
                      <TableCell className="flex justify-end gap-2">
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`Editar a regra fixa «${rule.term}»`}
                          onClick={() => setEditing(rule)}
                        >
                          Editar
                        </Button>
                        <ConfirmDialog
                          title={`Excluir a regra fixa «${rule.term}»?`}
                          description="A busca por este termo volta a ordenar só por relevância."
                          confirmLabel="Excluir"
                          tone="danger"
                          onConfirm={async () => {
                            await api.ecommerceSearch.removeFixedRule(appId, rule.id)
                            notify({
                              type: 'success',
                              message: `Regra fixa «${rule.term}» excluída.`,
                            })
                            await list.reload()
                          }}
                          trigger={
                            <Button
                              size="sm"
                              variant="ghost"
                              aria-label={`Excluir a regra fixa «${rule.term}»`}
                            >
                              Excluir
                            </Button>
                          }
                        />
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </RuleListFrame>
          <SearchTester appId={appId} />
          <FixedRuleDialog
            appId={appId}
            rule={editing && editing !== 'new' ? editing : undefined}
            open={editing !== null}
            onOpenChange={(open) => {
              if (!open) setEditing(null)
            }}
            onSaved={() => list.reload()}
          />
        </>
      )}
    </div>
  )
}
