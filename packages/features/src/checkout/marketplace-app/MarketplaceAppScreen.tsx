import { useMemo, useRef, useState } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import {
  CHECKOUT_APP_CATEGORIES,
  checkoutAppOf,
  checkoutMarketplaceKeys,
  settingsFormValues,
  settingsSchemaOf,
  type AppSettings,
  type CheckoutAppDefinition,
  type CheckoutAppInstallation,
  type Level,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  useNotify,
} from '@vitrine/ui'
import { Form, SubmitButton, type FormApi } from '@vitrine/ui/form'
import { href } from '../../routes/manifest.ts'
import { Link } from '../../routes/navigation.tsx'
import { errorMessage, showServerError } from '../../shared/server-errors.ts'
import { CheckoutNoAccess } from '../marketplace/CheckoutNoAccess.tsx'
import { AntifraudLog } from './AntifraudLog.tsx'
import { AppScreenshot } from './AppScreenshot.tsx'
import { SettingsFields } from './SettingsFields.tsx'

export interface MarketplaceAppScreenProps {
  appId: number
  /** The app's slug from the address; one the catalogue does not have is a not-found page. */
  slug: string
  /** The viewer's checkout level: read sees the app and its settings, write changes them. */
  level: Level
}

/**
 * Checkout › Apps de checkout › an app (`/:appID/checkout/marketplace/:slug`): what it does, its
 * screenshots, the permissions it asks for, and — at write level — install (confirming those
 * permissions), the settings form generated from its JSON Schema, save and uninstall.
 */
export function MarketplaceAppScreen({ appId, slug, level }: MarketplaceAppScreenProps) {
  const app = checkoutAppOf(slug)
  const back = (
    <Link
      href={href('checkout-marketplace', { appID: appId })}
      className="text-sm text-primary hover:underline"
    >
      ← Apps de checkout
    </Link>
  )
  if (!app) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <h1 className="text-2xl font-semibold">App não encontrado</h1>
        <EmptyState
          titleAs="h2"
          bordered
          title="Nenhum app do catálogo tem este endereço"
          description="Volte à lista de apps de checkout e escolha um deles."
        />
      </div>
    )
  }
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      {back}
      {level === 'none' ? (
        <>
          <h1 className="text-2xl font-semibold">{app.name}</h1>
          <CheckoutNoAccess />
        </>
      ) : (
        <AppPage appId={appId} app={app} canWrite={level === 'write'} />
      )}
    </div>
  )
}

function AppPage({
  appId,
  app,
  canWrite,
}: {
  appId: number
  app: CheckoutAppDefinition
  canWrite: boolean
}) {
  const api = useApi()
  const state = useSWR(checkoutMarketplaceKeys.app(appId, app.slug), () =>
    api.checkoutMarketplace.get(appId, app.slug),
  )
  const installation = state.data
  return (
    <>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold">{app.name}</h1>
          <Badge>{CHECKOUT_APP_CATEGORIES[app.category]}</Badge>
          {installation ? (
            installation.installed ? (
              <Badge tone="success">Instalado</Badge>
            ) : (
              <Badge>Não instalado</Badge>
            )
          ) : null}
        </div>
        <p className="text-muted-foreground">{app.summary}</p>
      </header>
      <div className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-3">
          {app.description.split('\n\n').map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="flex flex-col gap-3">
          {app.screenshots.map((shot) => (
            <AppScreenshot key={shot.caption} picture={shot.picture} caption={shot.caption} />
          ))}
        </div>
      </div>
      <Permissions app={app} />
      {state.error ? (
        <ErrorState
          titleAs="h2"
          bordered
          title="Não foi possível carregar o app"
          message={errorMessage(state.error)}
          onRetry={() => void state.mutate()}
        />
      ) : !installation ? (
        <SkeletonGroup label="Carregando o app">
          <Skeleton className="h-40 w-full" />
        </SkeletonGroup>
      ) : (
        <SettingsCard
          appId={appId}
          app={app}
          installation={installation}
          canWrite={canWrite}
          onChanged={(next) => state.mutate(next, { revalidate: false })}
        />
      )}
      {app.slug === 'antifraud' && installation?.installed ? <AntifraudLog appId={appId} /> : null}
    </>
  )
}

function Permissions({ app }: { app: CheckoutAppDefinition }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Permissões</h2>
        </CardTitle>
        <CardDescription>O que o app pode fazer na sua loja depois de instalado.</CardDescription>
      </CardHeader>
      <CardContent>
        <PermissionList app={app} />
      </CardContent>
    </Card>
  )
}

function PermissionList({ app }: { app: CheckoutAppDefinition }) {
  return (
    <ul className="list-disc pl-5" aria-label={`Permissões de ${app.name}`}>
      {app.permissions.map((permission) => (
        <li key={permission}>{permission}</li>
      ))}
    </ul>
  )
}

function SettingsCard({
  appId,
  app,
  installation,
  canWrite,
  onChanged,
}: {
  appId: number
  app: CheckoutAppDefinition
  installation: CheckoutAppInstallation
  canWrite: boolean
  onChanged: (next: CheckoutAppInstallation) => unknown
}) {
  const api = useApi()
  const notify = useNotify()
  const { mutate } = useSWRConfig()
  const schema = useMemo(() => settingsSchemaOf(app.settings), [app.settings])
  // Installing waits for the permissions to be confirmed, with the values the form checked.
  const [toInstall, setToInstall] = useState<AppSettings | null>(null)
  const formRef = useRef<FormApi<typeof schema> | null>(null)
  const installed = installation.installed
  const refreshList = () => void mutate(checkoutMarketplaceKeys.list(appId))

  if (!canWrite) {
    return (
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Configurações</h2>
          </CardTitle>
          <CardDescription>
            {installed
              ? 'Você pode ver as configurações, mas não alterá-las: peça acesso de edição ao checkout.'
              : 'Este app não está instalado. Para instalá-lo, peça acesso de edição ao checkout.'}
          </CardDescription>
        </CardHeader>
        {installed ? (
          <CardContent>
            <Form
              schema={schema}
              aria-label={`Configurações de ${app.name}`}
              defaultValues={settingsFormValues(app.settings, installation.settings)}
              onSubmit={() => undefined}
            >
              <SettingsFields schema={app.settings} readOnly />
            </Form>
          </CardContent>
        ) : null}
      </Card>
    )
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{installed ? 'Configurações' : 'Instalar'}</h2>
        </CardTitle>
        <CardDescription>
          {installed
            ? 'As mudanças valem para a página de pagamento assim que salvas.'
            : 'Preencha as configurações e instale: o app passa a funcionar na página de pagamento na hora.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <Form
          key={installation.updated_at ?? 'new'}
          schema={schema}
          aria-label={`Configurações de ${app.name}`}
          defaultValues={settingsFormValues(app.settings, installation.settings)}
          onSubmit={async (values, form) => {
            formRef.current = form
            if (!installed) {
              setToInstall(values)
              return
            }
            try {
              onChanged(await api.checkoutMarketplace.configure(appId, app.slug, values))
              notify({ type: 'success', message: 'Configurações salvas.' })
            } catch (error) {
              showServerError(form, error)
            }
          }}
        >
          <SettingsFields schema={app.settings} />
          <SubmitButton className="w-fit">{installed ? 'Salvar' : 'Instalar app'}</SubmitButton>
        </Form>
        {installed ? (
          <div className="flex flex-col items-start gap-2 border-t pt-4">
            <p className="text-sm text-muted-foreground">
              Desinstalar apaga as configurações e tira o app da página de pagamento.
            </p>
            <ConfirmDialog
              title={`Desinstalar ${app.name}?`}
              description="O app sai da página de pagamento na hora e as configurações são apagadas."
              confirmLabel="Desinstalar"
              tone="danger"
              onConfirm={async () => {
                await api.checkoutMarketplace.uninstall(appId, app.slug)
                onChanged({
                  ...installation,
                  installed: false,
                  settings: null,
                  installed_at: null,
                  updated_at: null,
                })
                refreshList()
                notify({ type: 'success', message: `${app.name} desinstalado.` })
              }}
              trigger={<Button variant="secondary">Desinstalar</Button>}
            />
          </div>
        ) : null}
        <ConfirmDialog
          open={toInstall !== null}
          onOpenChange={(open) => {
            if (!open) setToInstall(null)
          }}
          title={`Instalar ${app.name}?`}
          description="Ao instalar, você permite que o app:"
          confirmLabel="Instalar"
          onConfirm={async () => {
            if (!toInstall) return
            try {
              onChanged(await api.checkoutMarketplace.install(appId, app.slug, toInstall))
              refreshList()
              notify({ type: 'success', message: `${app.name} instalado.` })
            } catch (error) {
              if (formRef.current) showServerError(formRef.current, error)
            } finally {
              setToInstall(null)
            }
          }}
        >
          <PermissionList app={app} />
        </ConfirmDialog>
      </CardContent>
    </Card>
  )
}
