import { CATEGORY_MAX_LEVELS, type Category } from '@vitrine/api'
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
import { Form, SelectField, SubmitButton, SwitchField, TextField } from '@vitrine/ui/form'
import { showServerError } from '../../shared/server-errors.ts'
import { categoryFormValues, categoryUpdateSchema, newCategorySchema } from './category-form.ts'

export interface CategoryDialogProps {
  appId: number
  /** The category to rename; none for a new one. */
  category?: Category
  categories: readonly Category[]
  pathOf: (id: number) => string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The tree is asked again once the category is saved. */
  onSaved: () => Promise<unknown>
}

/**
 * "Nova categoria" (name, address, where it goes, shown in the menu) and "Renomear categoria"
 * (the same without where: moving is the tree's). An address taken at that level is refused on
 * its field.
 */
export function CategoryDialog({
  appId,
  category,
  categories,
  pathOf,
  open,
  onOpenChange,
  onSaved,
}: CategoryDialogProps) {
  const api = useApi()
  const notify = useNotify()
  const title = category ? 'Renomear categoria' : 'Nova categoria'
  // A new category goes under any category that leaves room for one more level.
  const parents = [
    { value: 'root', label: 'Nenhuma (primeiro nível)' },
    ...categories
      .filter((each) => each.level < CATEGORY_MAX_LEVELS)
      .map((each) => ({ value: String(each.id), label: pathOf(each.id) })),
  ]
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {category
              ? 'O nome aparece no menu e na página da categoria; para mudá-la de lugar, arraste-a na árvore.'
              : 'A categoria entra no fim da lista onde for colocada; depois é só arrastá-la para o lugar certo.'}
          </DialogDescription>
        </DialogHeader>
        <Form
          key={category?.id ?? 'new'}
          schema={category ? categoryUpdateSchema : newCategorySchema}
          aria-label={title}
          defaultValues={categoryFormValues(category)}
          onSubmit={async (values, form) => {
            try {
              const saved = category
                ? await api.catalogue.updateCategory(appId, category.id, values)
                : await api.catalogue.createCategory(appId, values)
              await onSaved()
              notify({
                type: 'success',
                message: category
                  ? `Categoria «${saved.name}» salva.`
                  : `Categoria «${saved.name}» criada.`,
              })
              onOpenChange(false)
            } catch (error) {
              showServerError(form, error)
            }
          }}
        >
          <TextField name="name" label="Nome" autoComplete="off" required />
          <TextField
            name="slug"
            label="Endereço (opcional)"
            autoComplete="off"
            hint="Parte do endereço na loja, como camisetas. Em branco, vem do nome."
          />
          {category ? null : <SelectField name="parent_id" label="Dentro de" options={parents} />}
          <SwitchField name="in_menu" label="Mostrar no menu da loja" />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancelar</Button>
            </DialogClose>
            <SubmitButton>{category ? 'Salvar categoria' : 'Criar categoria'}</SubmitButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
