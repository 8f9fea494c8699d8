import { useState, type ReactNode } from 'react'
import type { Level, SearchRuleQuery } from '@vitrine/api'
import {
  Button,
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
import {
  useKeysetPages,
  type KeysetPage,
  type KeysetQuery,
} from '../../../shared/use-keyset-pages.ts'
import { EcommerceHeader } from '../../shared/EcommerceHeader.tsx'
import { EcommerceNoAccess } from '../../shared/EcommerceNoAccess.tsx'
import { ListFrame } from '../../shared/ListFrame.tsx'
import { RowActions } from '../../shared/RowActions.tsx'
import { searchPages, type SearchPage } from './search-pages.ts'
import { SearchTester } from './SearchTester.tsx'

/** What every rule of a list has: the term it answers is its name in the list. */
interface Rule {
  id: number
  term: string
}

/** A column after "Termo". */
export interface RuleColumn<R extends Rule> {
  header: string
  cell: (rule: R) => ReactNode
}

/** The dialog a list opens to add a rule (`rule` left out) or edit one. */
export interface RuleDialogSlot<R extends Rule> {
  rule?: R
  open: boolean
  onOpenChange: (open: boolean) => void
  onSaved: (rule: R) => Promise<unknown>
}

export interface RuleListScreenProps<R extends Rule> {
  appId: number
  /** The viewer's e-commerce level: read sees the rules and tests, write changes them. */
  level: Level
  current: SearchPage
  /** "Regras fixas": the page's title and the table's name. */
  title: string
  description: string
  /** "Nova regra fixa": the button that opens the dialog empty. */
  newLabel: string
  /** "regra fixa": how one rule is named in its buttons and messages. */
  ruleNoun: string
  /** "as regras fixas": the list's name in its loading and error messages. */
  listNoun: string
  /** Said when the store has no rule yet (no search typed). */
  empty: string
  /** What the search goes back to when a rule is deleted (the confirmation's description). */
  removeDescription: string
  listKey: (filters: SearchRuleQuery) => readonly unknown[]
  fetchPage: (query: KeysetQuery<SearchRuleQuery>) => Promise<KeysetPage<R>>
  remove: (ruleId: number) => Promise<unknown>
  columns: readonly RuleColumn<R>[]
  dialog: (slot: RuleDialogSlot<R>) => ReactNode
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * A search-rules screen (by term, fixed): the header with the section's tabs and "new rule",
 * the rules searched by term in keyset pages (their states: the area's ListFrame), each row editable
 * and deletable with confirmation at write level, the tester of the real search, and the rule's dialog. Level
 * none sees the no-access notice and asks nothing of the server.
 */
export function RuleListScreen<R extends Rule>(props: RuleListScreenProps<R>) {
  const { appId, level, title, ruleNoun, listNoun } = props
  const notify = useNotify()
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const { search, setSearch, query } = useDebouncedSearch()
  const filters: SearchRuleQuery = query ? { q: query } : {}
  const list = useKeysetPages({
    filters,
    enabled: allowed,
    listKey: props.listKey,
    fetchPage: props.fetchPage,
  })
  const [editing, setEditing] = useState<R | 'new' | null>(null)

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <EcommerceHeader
        title={title}
        description={props.description}
        tabsLabel="Opções de busca"
        pages={searchPages(appId)}
        current={props.current}
        actions={
          allowed && canWrite ? (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden />
              {props.newLabel}
            </Button>
          ) : null
        }
      />
      {!allowed ? (
        <EcommerceNoAccess />
      ) : (
        <>
          <ListFrame
            noun={listNoun}
            search={search}
            onSearch={setSearch}
            items={list.items}
            error={list.error}
            onRetry={list.reload}
            hasMore={list.hasMore}
            loadingMore={list.loadingMore}
            onMore={list.loadMore}
            empty={props.empty}
          >
            <Table aria-label={title}>
              <TableHeader>
                <TableRow>
                  <TableHead>Termo</TableHead>
                  {props.columns.map((column) => (
                    <TableHead key={column.header}>{column.header}</TableHead>
                  ))}
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
                    {props.columns.map((column) => (
                      <TableCell key={column.header}>{column.cell(rule)}</TableCell>
                    ))}
                    {canWrite ? (
                      <TableCell>
                        <RowActions
                          what={`a ${ruleNoun} «${rule.term}»`}
                          consequence={props.removeDescription}
                          onEdit={() => setEditing(rule)}
                          onDelete={async () => {
                            await props.remove(rule.id)
                            notify({
                              type: 'success',
                              message: `${capitalised(ruleNoun)} «${rule.term}» excluída.`,
                            })
                            await list.reload()
                          }}
                        />
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ListFrame>
          <SearchTester appId={appId} />
          {props.dialog({
            rule: editing && editing !== 'new' ? editing : undefined,
            open: editing !== null,
            onOpenChange: (open) => {
              if (!open) setEditing(null)
            },
            onSaved: () => list.reload(),
          })}
        </>
      )}
    </div>
  )
}
