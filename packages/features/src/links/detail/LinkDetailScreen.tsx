import { useState, type ReactNode } from 'react'
import type { Level, PaymentLink } from '@vitrine/api'
import {
  Alert,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  SkeletonText,
} from '@vitrine/ui'
import { SearchX } from 'lucide-react'
import { Link, useNavigate } from '../../routes/navigation.tsx'
import { errorMessage } from '../../shared/server-errors.ts'
import { LinkForm } from '../form/LinkForm.tsx'
import { LinkFormSkeleton } from '../form/LinkFormScreen.tsx'
import { useLinkOptions } from '../form/use-link-options.ts'
import { priceLabel } from '../shared/link-labels.ts'
import { linkDetailHref, linkListHref } from '../shared/links.ts'
import { LinksBreadcrumb } from '../shared/LinksBreadcrumb.tsx'
import { LinksNoAccess } from '../shared/LinksNoAccess.tsx'
import { LinkStatusBadge } from '../shared/LinkStatusBadge.tsx'
import { LinkThumbnail } from '../shared/LinkThumbnail.tsx'
import { isNotFound, useLinkBySlug } from '../shared/use-links.ts'
import { LinkActions } from './LinkActions.tsx'
import { LinkFacts } from './LinkFacts.tsx'
import { LinkPayments } from './LinkPayments.tsx'
import { ShareCard } from './ShareCard.tsx'
import { TotalsCard } from './TotalsCard.tsx'

export interface LinkDetailScreenProps {
  appId: number
  /** The viewer's payments level: read sees everything; write edits, duplicates, deactivates. */
  level: Level
  slug: string
  /** Where the public pages live (the panel's address), for the edit form's preview. */
  publicUrl: string
}

/** The link in the form (edit mode of the detail): the store's methods load first. */
function LinkEditor({
  appId,
  link,
  publicUrl,
  onDone,
}: {
  appId: number
  link: PaymentLink
  publicUrl: string
  onDone: (saved?: PaymentLink) => void
}) {
  const { options, error, retry } = useLinkOptions(appId, true)
  if (error && !options) {
    return (
      <ErrorState
        titleAs="h2"
        bordered
        title="Não foi possível carregar as formas de pagamento"
        message={errorMessage(error)}
        onRetry={retry}
      />
    )
  }
  if (!options) return <LinkFormSkeleton />
  return (
    <LinkForm
      appId={appId}
      link={link}
      gateways={options.gateways}
      setupMax={options.setupMax}
      publicUrl={publicUrl}
      onCancel={() => onDone()}
      onSaved={onDone}
    />
  )
}

/**
 * One payment link: its price and status, the address to share (copy, share, QR code), its
 * totals and payments, and (write level) edit, duplicate, deactivate and delete. Editing turns
 * the page into the link's form.
 */
export function LinkDetailScreen({ appId, level, slug, publicUrl }: LinkDetailScreenProps) {
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const navigate = useNavigate()
  const detail = useLinkBySlug(appId, allowed ? slug : null)
  const link = detail.data
  const [editing, setEditing] = useState(false)
  const listHref = linkListHref(appId)

  let body: ReactNode
  if (!allowed) {
    body = <LinksNoAccess />
  } else if (detail.error && isNotFound(detail.error)) {
    body = (
      <EmptyState
        titleAs="h2"
        bordered
        icon={<SearchX aria-hidden />}
        title="Link não encontrado"
        description="Ele pode ter sido excluído, ou o endereço mudou."
        action={
          <Button asChild variant="secondary">
            <Link href={listHref}>Ver os links</Link>
          </Button>
        }
      />
    )
  } else if (detail.error && !link) {
    body = (
      <ErrorState
        titleAs="h2"
        bordered
        title="Não foi possível carregar o link"
        message={errorMessage(detail.error)}
        onRetry={() => void detail.mutate()}
      />
    )
  } else if (!link) {
    body = (
      <SkeletonGroup label="Carregando o link" className="gap-6">
        {[2, 3, 3].map((lines, index) => (
          <Card key={index} className="px-5">
            <Skeleton className="w-40" />
            <SkeletonText lines={lines} />
          </Card>
        ))}
      </SkeletonGroup>
    )
  } else if (editing && canWrite) {
    body = (
      <LinkEditor
        appId={appId}
        link={link}
        publicUrl={publicUrl}
        onDone={(saved) => {
          setEditing(false)
          if (saved && saved.slug !== link.slug) navigate(linkDetailHref(appId, saved.slug))
        }}
      />
    )
  } else {
    body = (
      <div className="flex flex-col gap-6">
        {canWrite ? (
          <LinkActions appId={appId} link={link} onEdit={() => setEditing(true)} />
        ) : (
          <Alert tone="info" data-slot="read-only-note">
            Você pode ver este link e seus pagamentos, mas não alterá-lo: é preciso permissão de
            edição em Pagamentos.
          </Alert>
        )}
        <ShareCard link={link} />
        <TotalsCard appId={appId} linkId={link.id} />
        <LinkPayments appId={appId} linkId={link.id} />
        <LinkFacts link={link} />
      </div>
    )
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <LinksBreadcrumb appId={appId} current={link?.title ?? 'Link'} />
        <header className="flex items-center gap-4">
          {link ? <LinkThumbnail src={link.image_url} className="size-14" /> : null}
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="text-2xl font-semibold break-words">
              {editing && link ? `Editar ${link.title}` : (link?.title ?? 'Link de pagamento')}
            </h1>
            {link ? (
              <p className="flex flex-wrap items-center gap-2">
                <LinkStatusBadge status={link.status} />
                <span className="font-medium tabular-nums" data-slot="link-price">
                  {priceLabel(link)}
                </span>
              </p>
            ) : null}
          </div>
        </header>
      </div>
      {body}
    </div>
  )
}
