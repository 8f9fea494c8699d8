import { useState } from 'react'
import { searchRulesKeys, type Level, type SearchRuleQuery, type TermRule } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Badge,
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
import { TermRuleDialog } from './TermRuleDialog.tsx'

export interface TermRulesScreenProps {
  appId: number
  /** The viewer's e-commerce level: read sees the rules and tests, write changes them. */
  level: Level
}

/**
 * E-commerce › Opções de busca › Por termo (issue 15 item 2): synonyms and redirects by the
 * term the customer types, the list searched by term, and the tester of the real search.
 */
export function TermRulesScreen({ appId, level }: TermRulesScreenProps) {
  const api = useApi()
  const notify = useNotify()
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const { search, setSearch, query } = useDebouncedSearch()
  const filters: SearchRuleQuery = query ? { q: query } : {}
  const list = useKeysetPages({
    filters,
    enabled: allowed,
    listKey: (filters: SearchRuleQuery) => searchRulesKeys.termRules(appId, filters),
    fetchPage: (page) => api.ecommerceSearch.listTermRules(appId, page),
  })
  const [editing, setEditing] = useState<TermRule | 'new' | null>(null)

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <EcommerceHeader
        title="Regras por termo"
        description="Sinônimos e redirecionamentos para o que os clientes buscam na loja."
        tabsLabel="Opções de busca"
        pages={searchPages(appId)}
        current="term-rules"
        actions={
          allowed && canWrite ? (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden />
              Nova regra
            </Button>
          ) : null
        }
      />
      {!allowed ? (
        <EcommerceNoAccess />
      ) : (
        <>
          <RuleListFrame
            noun="as regras por termo"
            search={search}
            onSearch={setSearch}
            items={list.items}
            error={list.error}
            onRetry={list.reload}
            hasMore={list.hasMore}
            loadingMore={list.loadingMore}
            onMore={list.loadMore}
            empty="Nenhuma regra por termo ainda."
          >
            <Table aria-label="Regras por termo">
              <TableHeader>
                <TableRow>
                  <TableHead>Termo</TableHead>
                  <TableHead>Ação</TableHead>
                  <TableHead>Detalhe</TableHead>
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
                      <Badge tone={rule.action === 'synonyms' ? 'info' : 'warning'}>
                        {rule.action === 'synonyms' ? 'Sinônimos' : 'Redirecionamento'}
                      </Badge>
                    </TableCell>
                    <TableCell>
                      {rule.action === 'synonyms'
                        ? `${rule.synonyms.join(', ')}${rule.both_ways ? ' (nos dois sentidos)' : ' (só a partir do termo)'}`
                        : rule.redirect_category_id
                          ? `Categoria «${rule.redirect_category_name ?? 'removida'}»`
                          : rule.redirect_url}
                    </TableCell>
                    {canWrite ? (
                      <TableCell className="flex justify-end gap-2">
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`Editar a regra «${rule.term}»`}
                          onClick={() => setEditing(rule)}
                        >
                          Editar
                        </Button>
                        <ConfirmDialog
                          title={`Excluir a regra «${rule.term}»?`}
                          description="A busca por este termo volta a mostrar só o que as palavras encontram."
                          confirmLabel="Excluir"
                          tone="danger"
                          onConfirm={async () => {
                            await api.ecommerceSearch.removeTermRule(appId, rule.id)
                            notify({ type: 'success', message: `Regra «${rule.term}» excluída.` })
                            await list.reload()
                          }}
                          trigger={
                            <Button
                              size="sm"
                              variant="ghost"
                              aria-label={`Excluir a regra «${rule.term}»`}
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
          <TermRuleDialog
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
