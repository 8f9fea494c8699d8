import type { ReactNode } from 'react'
import type { Level } from '@vitrine/api'
import { Alert, Button, Card, ErrorState, Skeleton, SkeletonGroup, SkeletonText } from '@vitrine/ui'
import { Link, useNavigate } from '../../routes/navigation.tsx'
import { errorMessage } from '../../shared/server-errors.ts'
import { linkDetailHref, linkListHref } from '../shared/links.ts'
import { LinksBreadcrumb } from '../shared/LinksBreadcrumb.tsx'
import { LinksNoAccess } from '../shared/LinksNoAccess.tsx'
import { LinkForm } from './LinkForm.tsx'
import { useLinkOptions } from './use-link-options.ts'

export interface LinkFormScreenProps {
  appId: number
  /** The viewer's payments level: only write may create a link. */
  level: Level
  /** Where the public pages live (the panel's address), for the address preview. */
  publicUrl: string
}

/** The form while the store's methods load: three cards of skeletons. */
export function LinkFormSkeleton() {
  return (
    <SkeletonGroup label="Carregando o formulário" className="gap-6">
      {[3, 4, 3].map((lines, index) => (
        <Card key={index} className="px-5">
          <Skeleton className="w-40" />
          <SkeletonText lines={lines} />
        </Card>
      ))}
    </SkeletonGroup>
  )
}

/** "Novo link de pagamento": the form; saving goes to the new link's page. */
export function LinkFormScreen({ appId, level, publicUrl }: LinkFormScreenProps) {
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const navigate = useNavigate()
  const { options, error, retry } = useLinkOptions(appId, canWrite)
  const listHref = linkListHref(appId)

  let body: ReactNode
  if (!allowed) {
    body = <LinksNoAccess />
  } else if (!canWrite) {
    body = (
      <Alert tone="info" data-slot="read-only-note">
        <p>Para criar links de pagamento, é preciso permissão de edição em Pagamentos.</p>
        <Button asChild variant="secondary" size="sm" className="mt-2 w-fit">
          <Link href={listHref}>Voltar para os links</Link>
        </Button>
      </Alert>
    )
  } else if (error && !options) {
    body = (
      <ErrorState
        titleAs="h2"
        bordered
        title="Não foi possível carregar as formas de pagamento"
        message={errorMessage(error)}
        onRetry={retry}
      />
    )
  } else if (!options) {
    body = <LinkFormSkeleton />
  } else {
    body = (
      <LinkForm
        appId={appId}
        gateways={options.gateways}
        setupMax={options.setupMax}
        publicUrl={publicUrl}
        onCancel={() => navigate(listHref)}
        onSaved={(saved) => navigate(linkDetailHref(appId, saved.slug))}
      />
    )
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <LinksBreadcrumb appId={appId} current="Novo" />
        <h1 className="text-2xl font-semibold">Novo link de pagamento</h1>
      </div>
      {body}
    </div>
  )
}
