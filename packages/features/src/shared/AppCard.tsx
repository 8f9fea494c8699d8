import type { AppListItem } from '@vitrine/api'
import { Avatar, Badge, Card, cn } from '@vitrine/ui'
import { Link } from '../routes/navigation.tsx'

const roleLabel = { owner: 'Proprietário', manager: 'Gerente' } as const

/**
 * One store in the list: who you are there and whether it needs attention. With `href` the
 * name is the link and its overlay covers the card, so the whole card is clickable while the
 * link's name stays the store's name (a link wrapping the card would be named by all its text).
 */
export function AppCard({ app, href }: { app: AppListItem; href?: string }) {
  return (
    <Card
      className={cn(
        'relative h-full',
        href && 'transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md',
      )}
    >
      <div className="flex flex-col gap-4 p-5">
        <div className="flex items-center gap-3">
          <Avatar name={app.name} />
          <div className="flex min-w-0 flex-col">
            <h2 className="truncate font-semibold">
              {href ? (
                <Link href={href} className="outline-none after:absolute after:inset-0">
                  {app.name}
                </Link>
              ) : (
                app.name
              )}
            </h2>
            <p className="text-sm text-muted-foreground">Loja nº {app.id}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone={app.role === 'owner' ? 'primary' : 'neutral'}>{roleLabel[app.role]}</Badge>
          <Badge tone={app.status ? 'success' : 'neutral'}>
            {app.status ? 'Ativa' : 'Inativa'}
          </Badge>
          {app.has_financial_pending ? <Badge tone="warning">Pendência financeira</Badge> : null}
        </div>
      </div>
    </Card>
  )
}
