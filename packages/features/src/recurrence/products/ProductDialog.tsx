import type { RecurrenceProduct } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useNotify,
} from '@vitrine/ui'
import { Form, SubmitButton } from '@vitrine/ui/form'
import { showServerError } from '../../shared/server-errors.ts'
import { ProductFields } from './ProductFields.tsx'
import { productFormSchema, productFormValues } from './product-form.ts'

export interface ProductDialogProps {
  appId: number
  /** The product to edit; none for a new one. */
  product?: RecurrenceProduct
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The lists are asked again once the product is saved. */
  onSaved: (product: RecurrenceProduct) => Promise<unknown>
}

/**
 * "Novo produto" and "Editar produto": name, SKU, price, description and picture. A SKU the
 * store already uses is refused on its field (409).
 */
export function ProductDialog({ appId, product, open, onOpenChange, onSaved }: ProductDialogProps) {
  const api = useApi()
  const notify = useNotify()
  const title = product ? 'Editar produto' : 'Novo produto'
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {product && product.plan_count > 0
              ? 'Os planos que têm este produto mostram a mudança; o preço deles não muda.'
              : 'O que os planos vendem: cada plano reúne um ou mais produtos, com as quantidades.'}
          </DialogDescription>
        </DialogHeader>
        <Form
          // A new product's form starts blank each time; an edit starts from the product.
          key={product?.id ?? 'new'}
          schema={productFormSchema}
          aria-label={title}
          defaultValues={productFormValues(product)}
          onSubmit={async (values, form) => {
            try {
              const saved = product
                ? await api.recurrence.updateProduct(appId, product.id, values)
                : await api.recurrence.createProduct(appId, values)
              await onSaved(saved)
              notify({
                type: 'success',
                message: product
                  ? `Produto «${saved.name}» salvo.`
                  : `Produto «${saved.name}» cadastrado.`,
              })
              onOpenChange(false)
            } catch (error) {
              showServerError(form, error)
            }
          }}
        >
          <ProductFields appId={appId} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancelar</Button>
            </DialogClose>
            <SubmitButton>{product ? 'Salvar produto' : 'Cadastrar produto'}</SubmitButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
