import type { MailGroup } from '@vitrine/api'
import { ErrorState, Field, Input, Skeleton } from '@vitrine/ui'
import { Search } from 'lucide-react'
import { ListSkeleton } from '../../../shared/ListSkeleton.tsx'
import { errorMessage } from '../../../shared/server-errors.ts'
import { useDebouncedSearch } from '../../../shared/use-debounced-search.ts'
import { MailTable } from './MailTable.tsx'
import { useMailList } from './use-mail-list.ts'

export interface MailGroupListProps {
  appId: number
  group: MailGroup
  canWrite: boolean
  /** The table's name and the loading status' ("E-mails transacionais"). */
  label: string
}

/** A group's mails with a search over names and subjects; loading, error and no match said. */
export function MailGroupList({ appId, group, canWrite, label }: MailGroupListProps) {
  const { search, setSearch, query } = useDebouncedSearch()
  const list = useMailList(appId, group, query, true)

  return (
    <section aria-label={label} className="flex flex-col gap-4">
      <Field label="Buscar e-mail" className="max-w-md">
        <Input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Nome ou assunto"
          maxLength={100}
          autoComplete="off"
          startAdornment={<Search aria-hidden />}
        />
      </Field>
      {list.error ? (
        <ErrorState
          titleAs="h2"
          bordered
          title="Não foi possível carregar os e-mails"
          message={errorMessage(list.error)}
          onRetry={() => void list.mutate()}
        />
      ) : !list.data ? (
        <ListSkeleton
          label={`Carregando ${label.toLowerCase()}`}
          row={
            <>
              <Skeleton className="h-4 w-48" />
              <Skeleton className="h-4 flex-1" />
              <Skeleton className="h-5 w-10" />
            </>
          }
        />
      ) : (
        <MailTable appId={appId} mails={list.data.items} canWrite={canWrite} label={label} />
      )}
    </section>
  )
}
