import { useState } from 'react'
import { isApiError, type Category, type Level } from '@vitrine/api'
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
import { FolderTree, Plus } from 'lucide-react'
import { errorMessage } from '../../shared/server-errors.ts'
import { CatalogueHeader } from '../shared/CatalogueHeader.tsx'
import { CatalogueNoAccess } from '../shared/CatalogueNoAccess.tsx'
import { CategoryDialog } from './CategoryDialog.tsx'
import { CategoryTree } from './CategoryTree.tsx'
import { CANNOT_MOVE, movedText } from './move-words.ts'
import { moveCategory } from './tree.ts'
import { useCategoryTree } from './use-category-tree.ts'

export interface CategoriesScreenProps {
  appId: number
  /** The viewer's layout level: read sees the tree; write creates, renames and arranges it. */
  level: Level
}

/** What the dialog is doing: nothing, a new category, or renaming one. */
type Editing = { category?: Category } | null

/**
 * "Categorias" (issue 14 item 1): the store's category tree, as the storefront's menu shows it.
 * Write level creates and renames categories, shows or hides each in the menu, removes empty
 * branches, and arranges the tree — dragging a row before, after or into another, or with the
 * keyboard from its handle. A move shows at once and is sent to the server; if refused, the tree
 * goes back and the reason shows.
 */
export function CategoriesScreen({ appId, level }: CategoriesScreenProps) {
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const api = useApi()
  const notify = useNotify()
  const tree = useCategoryTree(appId, allowed)
  const [editing, setEditing] = useState<Editing>(null)
  const [removing, setRemoving] = useState<Category | null>(null)
  // What the live region last said about a move.
  const [announcement, setAnnouncement] = useState('')

  const newButton = canWrite ? (
    <Button onClick={() => setEditing({})}>
      <Plus aria-hidden />
      Nova categoria
    </Button>
  ) : null

  async function changeInMenu(category: Category, inMenu: boolean) {
    try {
      await api.catalogue.updateCategory(appId, category.id, {
        name: category.name,
        slug: category.slug,
        in_menu: inMenu,
      })
      await tree.reload()
      notify({
        type: 'success',
        message: inMenu
          ? `«${category.name}» aparece no menu da loja.`
          : `«${category.name}» saiu do menu da loja.`,
      })
    } catch (error) {
      notify({
        type: 'error',
        message: isApiError(error) ? error.message : 'Não foi possível mudar o menu.',
      })
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <CatalogueHeader
        appId={appId}
        page="categories"
        title="Categorias"
        description="Como os produtos se agrupam na loja e no menu: arraste para ordenar e para pôr uma categoria dentro de outra."
        actions={allowed ? newButton : null}
      />
      {/* Moves made with the keyboard (and their refusals) are said here. */}
      <p role="status" aria-live="polite" className="sr-only" data-slot="move-announcement">
        {announcement}
      </p>

      {!allowed ? (
        <CatalogueNoAccess />
      ) : tree.error && !tree.categories ? (
        <ErrorState
          titleAs="h2"
          title="Não foi possível carregar as categorias"
          message={errorMessage(tree.error)}
          onRetry={() => void tree.reload()}
        />
      ) : !tree.categories ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Carregando categorias"
          className="grid gap-2"
        >
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className={row % 2 ? 'ms-8 h-10' : 'h-10'} />
          ))}
        </div>
      ) : tree.categories.length === 0 ? (
        <EmptyState
          titleAs="h2"
          bordered
          icon={<FolderTree aria-hidden />}
          title="Nenhuma categoria ainda."
          description={
            canWrite
              ? 'Crie as categorias que organizam a loja — Roupas, Calçados, Casa — e, dentro delas, as subcategorias; os produtos entram nelas pelo formulário de cada um.'
              : 'As categorias criadas pela equipe aparecem aqui.'
          }
          action={newButton}
        />
      ) : (
        <>
          {canWrite ? null : (
            <Alert tone="info" data-slot="read-only-note">
              Você pode consultar as categorias; para criar, renomear ou organizar, é preciso
              permissão de edição em Layout.
            </Alert>
          )}
          {tree.failure ? (
            <Alert tone="danger" data-slot="move-failure">
              Não foi possível mover a categoria: {tree.failure} A árvore voltou a ser como era.
            </Alert>
          ) : null}
          <CategoryTree
            categories={tree.categories}
            moving={tree.moving}
            actions={
              canWrite
                ? {
                    onMove: (category, to) => {
                      const list = tree.categories ?? []
                      setAnnouncement(
                        movedText(moveCategory(list, category.id, to), category.name, to),
                      )
                      void tree.move(category.id, to)?.then((outcome) => {
                        if (!outcome.ok && outcome.message)
                          setAnnouncement(
                            `Não foi possível mover «${category.name}»: ${outcome.message}`,
                          )
                      })
                    },
                    onCannotMove: (category, key) =>
                      setAnnouncement(`«${category.name}» ${CANNOT_MOVE[key]}`),
                    onRename: (category) => setEditing({ category }),
                    onRemove: setRemoving,
                    onInMenuChange: (category, inMenu) => void changeInMenu(category, inMenu),
                  }
                : null
            }
          />
        </>
      )}

      {canWrite ? (
        <>
          <CategoryDialog
            appId={appId}
            category={editing?.category}
            categories={tree.categories ?? []}
            pathOf={tree.pathOf}
            open={editing !== null}
            onOpenChange={(open) => {
              if (!open) setEditing(null)
            }}
            onSaved={tree.reload}
          />
          <ConfirmDialog
            open={removing !== null}
            onOpenChange={(open) => {
              if (!open) setRemoving(null)
            }}
            tone="danger"
            title="Excluir a categoria?"
            description={
              removing
                ? `«${removing.name}» sai da loja e do menu; ${
                    removing.product_count === 0
                      ? 'nenhum produto está nela.'
                      : `os ${removing.product_count} produtos dela continuam no catálogo, sem esta categoria.`
                  }`
                : undefined
            }
            confirmLabel="Excluir categoria"
            cancelLabel="Voltar"
            onConfirm={async () => {
              if (!removing) return
              await api.catalogue.removeCategory(appId, removing.id)
              await tree.reload()
              notify({ type: 'success', message: `Categoria «${removing.name}» excluída.` })
            }}
          />
        </>
      ) : null}
    </div>
  )
}
