import { useEffect } from 'react'
import { useWatch } from 'react-hook-form'
import useSWR from 'swr'
import {
  CMS_PAGE_LABELS,
  cmsKeys,
  isApiError,
  PageSeoSchema,
  SEO_LIMITS,
  type CmsPageSlug,
  type Level,
  type PageSeo,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  EmptyState,
  Skeleton,
  useNotify,
} from '@vitrine/ui'
import { Form, SelectField, SubmitButton, TextareaField, TextField } from '@vitrine/ui/form'
import { ArrowLeft, FileSearch, LayoutTemplate } from 'lucide-react'
import { href } from '../../routes/manifest.ts'
import { Link } from '../../routes/navigation.tsx'
import { errorMessage, showServerError } from '../../shared/server-errors.ts'
import { LayoutNoAccess } from '../shared/LayoutNoAccess.tsx'
import { useLayout } from '../shared/use-layout.ts'
import { CharacterCount } from './CharacterCount.tsx'
import { SearchResultPreview } from './SearchResultPreview.tsx'
import { hostOf, resultAddress, ROBOTS_FOLLOW_LABELS, ROBOTS_INDEX_LABELS } from './seo-words.ts'
import { SocialCardPreview } from './SocialCardPreview.tsx'

export interface SeoScreenProps {
  appId: number
  /** The viewer's layout level: read sees the SEO; write changes it. */
  level: Level
  /** The page (the route refuses global and layout, which have no SEO). */
  pageslug: string
}

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))

/** The search result and the shared card, from what is typed now. */
function Previews({ slug, storeName }: { slug: string; storeName: string }) {
  const values = useWatch() as PageSeo
  const address = resultAddress(values.canonical_url ?? '', slug)
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <section aria-labelledby="serp-title" className="flex flex-col gap-2">
        <h2 id="serp-title" className="text-lg font-semibold">
          No Google
        </h2>
        <SearchResultPreview
          address={address}
          title={values.title ?? ''}
          description={values.description ?? ''}
          siteName={storeName}
        />
        {values.robots_index === 'noindex' ? (
          <p className="text-sm text-warning-foreground">
            Com “noindex”, a página não aparece nas buscas.
          </p>
        ) : null}
      </section>
      <section aria-labelledby="social-title" className="flex flex-col gap-2">
        <h2 id="social-title" className="text-lg font-semibold">
          Ao compartilhar
        </h2>
        <SocialCardPreview
          host={hostOf(address)}
          title={values.og_title || values.title || ''}
          description={values.og_description || values.description || ''}
          image={values.og_image || null}
        />
      </section>
    </div>
  )
}

function SeoForm({
  layoutId,
  slug,
  seo,
  canWrite,
  storeName,
  onSaved,
}: {
  layoutId: number
  slug: string
  seo: PageSeo
  canWrite: boolean
  storeName: string
  onSaved: (seo: PageSeo) => Promise<unknown>
}) {
  const api = useApi()
  const notify = useNotify()
  return (
    <Form
      schema={PageSeoSchema}
      defaultValues={seo}
      aria-label="SEO da página"
      className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
      onSubmit={async (values, form) => {
        try {
          const saved = await api.cms.saveSeo(layoutId, slug, values)
          await onSaved(saved)
          form.reset(saved)
          notify({ type: 'success', message: 'SEO da página salvo.' })
        } catch (error) {
          showServerError(form, error)
        }
      }}
    >
      <div className="flex min-w-0 flex-col gap-6">
        <fieldset disabled={!canWrite} className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby="search-fields-title" className="flex flex-col gap-4">
            <h2 id="search-fields-title" className="text-lg font-semibold">
              Buscadores
            </h2>
            <TextField
              name="title"
              label="Título"
              autoComplete="off"
              hint={<CharacterCount name="title" limit={SEO_LIMITS.titleHint} what="o Google" />}
            />
            <TextareaField
              name="description"
              label="Descrição"
              rows={3}
              hint={
                <CharacterCount
                  name="description"
                  limit={SEO_LIMITS.descriptionHint}
                  what="o Google"
                />
              }
            />
            <TextField
              name="canonical_url"
              label="URL canônica (opcional)"
              type="url"
              autoComplete="off"
              hint="O endereço principal desta página, quando ela abre por mais de um. Vazio: o próprio endereço da página."
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                name="robots_index"
                label="Indexação"
                options={options(ROBOTS_INDEX_LABELS)}
              />
              <SelectField
                name="robots_follow"
                label="Links da página"
                options={options(ROBOTS_FOLLOW_LABELS)}
              />
            </div>
          </section>
          <section aria-labelledby="social-fields-title" className="flex flex-col gap-4">
            <div className="flex flex-col gap-1">
              <h2 id="social-fields-title" className="text-lg font-semibold">
                Redes sociais
              </h2>
              <p className="text-sm text-muted-foreground">
                Vazios, usam o título e a descrição acima.
              </p>
            </div>
            <TextField
              name="og_title"
              label="Título ao compartilhar (opcional)"
              autoComplete="off"
              hint={
                <CharacterCount
                  name="og_title"
                  limit={SEO_LIMITS.ogTitleHint}
                  what="a rede social"
                />
              }
            />
            <TextareaField
              name="og_description"
              label="Descrição ao compartilhar (opcional)"
              rows={2}
              hint={
                <CharacterCount
                  name="og_description"
                  limit={SEO_LIMITS.ogDescriptionHint}
                  what="a rede social"
                />
              }
            />
            <TextField
              name="og_image"
              label="Imagem ao compartilhar (opcional)"
              type="url"
              autoComplete="off"
              hint="O endereço https:// da imagem; 1200 × 630 pixels mostra bem em todas as redes. Recomendado: até 1 MB."
            />
          </section>
        </fieldset>
        {canWrite ? <SubmitButton className="self-end">Salvar SEO</SubmitButton> : null}
      </div>
      <Previews slug={slug} storeName={storeName} />
    </Form>
  )
}

/**
 * "SEO da página" (section 2's `seo` child; issue 14 item 2): the title, description,
 * canonical address and robots directives of a page, and its social preview, with the counts
 * of what search engines and networks show and the result and card as they would look.
 */
export function SeoScreen({ appId, level, pageslug }: SeoScreenProps) {
  const allowed = level !== 'none'
  const api = useApi()
  const layout = useLayout(appId, allowed)
  const layoutId = layout.layoutId
  const seo = useSWR(layoutId ? cmsKeys.seo(layoutId, pageslug) : null, () =>
    api.cms.seo(layoutId!, pageslug),
  )
  const label = CMS_PAGE_LABELS[pageslug as CmsPageSlug] ?? pageslug

  useEffect(() => {
    window.scrollTo({ top: 0 })
  }, [pageslug])

  let body
  if (!allowed) {
    body = <LayoutNoAccess />
  } else if (
    layout.error ||
    (seo.error && !(isApiError(seo.error) && seo.error.statusCode === 404))
  ) {
    const retry = layout.error ? layout.retry : () => seo.mutate()
    body = (
      <Alert tone="danger">
        <AlertTitle>Não foi possível carregar o SEO da página</AlertTitle>
        <AlertDescription>{errorMessage(layout.error ?? seo.error)}</AlertDescription>
        <Button variant="secondary" size="sm" onClick={() => void retry()}>
          Tentar novamente
        </Button>
      </Alert>
    )
  } else if (layoutId === null) {
    body = (
      <EmptyState
        titleAs="h2"
        bordered
        icon={<LayoutTemplate aria-hidden />}
        title="Esta loja ainda não tem um layout."
        description="Crie o layout na página de layout; depois, o SEO de cada página fica aqui."
      />
    )
  } else if (seo.error) {
    body = (
      <EmptyState
        titleAs="h2"
        bordered
        icon={<FileSearch aria-hidden />}
        title="Esta página não tem SEO."
        description="Global, layout e os recursos do layout não são páginas que os buscadores mostram."
      />
    )
  } else if (!seo.data || !layoutId) {
    body = (
      <div
        role="status"
        aria-busy="true"
        aria-label="Carregando o SEO"
        className="grid gap-8 lg:grid-cols-2"
      >
        <div className="flex flex-col gap-4">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-14 w-full" />
          ))}
        </div>
        <Skeleton className="h-64 w-full" />
      </div>
    )
  } else {
    body = (
      <>
        {level === 'write' ? null : (
          <Alert tone="info" data-slot="read-only-note">
            Você pode consultar o SEO; para mudá-lo, é preciso permissão de edição em Layout.
          </Alert>
        )}
        <SeoForm
          layoutId={layoutId}
          slug={pageslug}
          seo={seo.data}
          canWrite={level === 'write'}
          storeName={layout.storeName ?? 'Sua loja'}
          onSaved={(saved) => seo.mutate(saved, { revalidate: false })}
        />
      </>
    )
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <p className="text-sm text-muted-foreground">Layout › Página de layout (CMS)</p>
          <h1 className="text-2xl font-semibold">{`SEO da página ${label}`}</h1>
          <p className="text-muted-foreground">
            Como a página aparece nos buscadores e quando alguém a compartilha.
          </p>
        </div>
        <Button variant="secondary" asChild>
          <Link href={href('layout-page', { appID: appId, pageslug })}>
            <ArrowLeft aria-hidden />
            Voltar aos elementos
          </Link>
        </Button>
      </header>
      {body}
    </div>
  )
}
