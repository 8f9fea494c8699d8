import { useState } from 'react'
import { useSWRConfig } from 'swr'
import { catalogueKeys, isApiError, type CatalogueProduct, type Level } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Skeleton,
  useNotify,
} from '@vitrine/ui'
import { Form } from '@vitrine/ui/form'
import { ArrowLeft, PackageX, Trash2 } from 'lucide-react'
import { href } from '../../routes/manifest.ts'
import { Link, useNavigate } from '../../routes/navigation.tsx'
import { errorMessage } from '../../shared/server-errors.ts'
import { CatalogueNoAccess } from '../shared/CatalogueNoAccess.tsx'
import { useCategories } from '../shared/use-categories.ts'
import { ProductFields } from './ProductFields.tsx'
import { ProductFormActions } from './ProductFormActions.tsx'
import { showProductErrors } from './product-errors.ts'
import { productFormSchema, productFormValues } from './product-form.ts'
import { useProduct } from './use-product.ts'

export interface ProductEditScreenProps {
  appId: number
  /** "new" or the product's id (the route's validator lets nothing else through). */
  productId: string
  /** The viewer's layout level: read sees the product; write edits, creates and removes. */
  level: Level
}

/**
 * A product of the catalogue, whole (issue 14 item 1): what it is, price and sale price,
 * stock, pictures in order, variants with their own SKU, price and stock, shipping measures,
 * visibility, categories and tags. A new product, once saved, continues at its own address.
 * Changes not saved are asked about before leaving; removing asks first.
 */
export function ProductEditScreen({ appId, productId, level }: ProductEditScreenProps) {
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const id = productId === 'new' ? null : Number(productId)
  const api = useApi()
  const notify = useNotify()
  const navigate = useNavigate()
  const { mutate } = useSWRConfig()
  const loaded = useProduct(appId, id, allowed)
  const categories = useCategories(appId, allowed)
  const [removing, setRemoving] = useState(false)
  const listHref = href('layout-catalog-products', { appID: appId })
  const product = loaded.product
  const title = id === null ? 'Novo produto' : (product?.name ?? 'Produto')

  /** Every cached list of the catalogue follows a change (the products, the categories' counts). */
  const refreshCatalogue = () =>
    mutate(
      (key) =>
        Array.isArray(key) && key[0] === 'catalogue' && key[1] === appId && key[2] !== 'product',
    )

  async function save(saved: CatalogueProduct, created: boolean) {
    // Under its own key (a new product's page opens next with it already there), then the lists.
    await mutate(catalogueKeys.product(appId, saved.id), saved, { revalidate: false })
    void refreshCatalogue()
    notify({
      type: 'success',
      message: created ? `Produto «${saved.name}» cadastrado.` : `Produto «${saved.name}» salvo.`,
    })
    if (created) {
      navigate(
        href('layout-catalog-products-edit', { appID: appId, productId: String(saved.id) }),
        {
          replace: true,
        },
      )
    }
  }

  const header = (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="flex flex-col gap-1">
        <Link
          href={listHref}
          className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Produtos
        </Link>
        <h1 className="text-2xl font-semibold">{title}</h1>
        {product ? <p className="font-mono text-sm text-muted-foreground">{product.urls}</p> : null}
      </div>
      {canWrite && product ? (
        <Button variant="secondary" onClick={() => setRemoving(true)}>
          <Trash2 aria-hidden />
          Excluir produto
        </Button>
      ) : null}
    </header>
  )

  let body
  if (!allowed) {
    body = <CatalogueNoAccess />
  } else if (id !== null && loaded.error && !product) {
    body =
      isApiError(loaded.error) && loaded.error.statusCode === 404 ? (
        <EmptyState
          titleAs="h2"
          bordered
          icon={<PackageX aria-hidden />}
          title="Produto não encontrado"
          description="Ele pode ter sido excluído. Volte à lista para ver os produtos da loja."
          action={
            <Button asChild variant="secondary">
              <Link href={listHref}>Ver os produtos</Link>
            </Button>
          }
        />
      ) : (
        <ErrorState
          titleAs="h2"
          title="Não foi possível carregar o produto"
          message={errorMessage(loaded.error)}
          onRetry={() => void loaded.reload()}
        />
      )
  } else if (id !== null && !product) {
    body = (
      <div role="status" aria-busy="true" aria-label="Carregando o produto" className="grid gap-4">
        <Skeleton className="h-48" />
        <Skeleton className="h-32" />
        <Skeleton className="h-40" />
      </div>
    )
  } else {
    body = (
      <>
        {canWrite ? null : (
          <Alert tone="info" data-slot="read-only-note">
            Você pode consultar o produto; para editá-lo, é preciso permissão de edição em Layout.
          </Alert>
        )}
        <Form
          key={product ? `${product.id}-${product.updated_at}` : 'new'}
          schema={productFormSchema}
          aria-label={title}
          defaultValues={productFormValues(product)}
          onSubmit={async (values, form) => {
            // The images as the form holds them (see checkInlineAsUploaded).
            const input = { ...values, images: form.getValues('images') }
            try {
              const saved = product
                ? await api.catalogue.updateProduct(appId, product.id, input)
                : await api.catalogue.createProduct(appId, input)
              await save(saved, !product)
            } catch (error) {
              showProductErrors(form, error)
            }
          }}
        >
          {/* Read level: every control shown, none editable. */}
          <fieldset disabled={!canWrite} className="contents">
            <ProductFields
              categories={categories.categories}
              upload={(file) => api.catalogue.uploadProductImage(appId, file)}
              readOnly={!canWrite}
            />
          </fieldset>
          {canWrite ? (
            <ProductFormActions
              backHref={listHref}
              submitLabel={product ? 'Salvar produto' : 'Cadastrar produto'}
            />
          ) : null}
        </Form>
      </>
    )
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      {header}
      {body}
      {canWrite && product ? (
        <ConfirmDialog
          open={removing}
          onOpenChange={setRemoving}
          tone="danger"
          title="Excluir o produto?"
          description={`«${product.name}» sai do catálogo e da loja, com as variações e as imagens dele. Os pedidos já feitos não mudam.`}
          confirmLabel="Excluir produto"
          cancelLabel="Voltar"
          onConfirm={async () => {
            await api.catalogue.removeProduct(appId, product.id)
            void refreshCatalogue()
            notify({ type: 'success', message: `Produto «${product.name}» excluído.` })
            navigate(listHref)
          }}
        />
      ) : null}
    </div>
  )
}
