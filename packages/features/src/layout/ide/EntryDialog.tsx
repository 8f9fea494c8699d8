import { useState, type FormEvent } from 'react'
import { fieldErrorsOf, themeFileText, themePathProblem, type ThemeEntry } from '@vitrine/api'
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  Select,
} from '@vitrine/ui'
import { folderOf, isInside, joinPath, nameOf } from './tree.ts'

/** What the dialog does: make a file or folder in a folder, rename or move an entry. */
export type EntryAction =
  | { kind: 'create-file'; folder: string }
  | { kind: 'create-folder'; folder: string }
  | { kind: 'rename'; path: string; entryKind: ThemeEntry['kind'] }
  | { kind: 'move'; path: string; entryKind: ThemeEntry['kind'] }

const ROOT = '__raiz__'

const TITLES: Record<EntryAction['kind'], string> = {
  'create-file': 'Novo arquivo',
  'create-folder': 'Nova pasta',
  rename: 'Renomear',
  move: 'Mover para…',
}

export interface EntryDialogProps {
  action: EntryAction
  /** Every folder of the theme, for "Mover para…". */
  folders: readonly string[]
  /** Does it: the path (create) or the new path (rename, move). Throws the server's refusal. */
  onSubmit: (path: string) => Promise<void>
  onClose: () => void
}

/** The path typed for a new entry, or the new path of a renamed or moved one. */
function initialValue(action: EntryAction): string {
  if (action.kind === 'rename') return nameOf(action.path)
  if (action.kind === 'move') return folderOf(action.path) || ROOT
  return action.folder ? `${action.folder}/` : ''
}

/**
 * One small dialog for the tree's four changes. The path is checked here with the contract's
 * rule (the same words the server would say) and again by the server, whose field message (a
 * path taken, a file in the way) shows under the field.
 */
export function EntryDialog({ action, folders, onSubmit, onClose }: EntryDialogProps) {
  const [value, setValue] = useState(() => initialValue(action))
  const [message, setMessage] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const target = (): string => {
    if (action.kind === 'rename') return joinPath(folderOf(action.path), value.trim())
    if (action.kind === 'move') {
      return joinPath(value === ROOT ? '' : value, nameOf(action.path))
    }
    return value.trim()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const path = target()
    const problem = themePathProblem(path)
    if (problem) {
      setMessage(themeFileText('pt-BR', problem))
      return
    }
    setBusy(true)
    setFailure(null)
    try {
      await onSubmit(path)
      onClose()
    } catch (error) {
      const fields = fieldErrorsOf(error)
      const fieldMessage = fields.path ?? fields.to ?? fields.from
      if (fieldMessage) setMessage(fieldMessage)
      else setFailure(error instanceof Error ? error.message : 'Não foi possível concluir.')
    } finally {
      setBusy(false)
    }
  }

  const what = 'entryKind' in action && action.entryKind === 'folder' ? 'a pasta' : 'o arquivo'
  const description =
    action.kind === 'create-file'
      ? 'Digite o caminho com o nome e a extensão (ex.: snippets/banner.html). As pastas que faltarem são criadas.'
      : action.kind === 'create-folder'
        ? 'Digite o caminho da pasta (ex.: assets/fontes).'
        : action.kind === 'rename'
          ? `Novo nome para ${what} ${nameOf(action.path)}. Nada é sobrescrito: um nome já usado é recusado.`
          : `Escolha a pasta para onde vai ${what} ${nameOf(action.path)}${action.entryKind === 'folder' ? ', com tudo o que há dentro' : ''}.`

  const moveOptions =
    action.kind === 'move'
      ? [
          { value: ROOT, label: 'Raiz do tema' },
          ...folders
            .filter((folder) => !isInside(folder, action.path))
            .map((folder) => ({ value: folder, label: folder })),
        ]
      : []

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{TITLES[action.kind]}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {action.kind === 'move' ? (
            <Field label="Pasta de destino" message={message}>
              <Select
                options={moveOptions}
                value={value}
                onValueChange={(next) => {
                  setValue(next)
                  setMessage(null)
                }}
              />
            </Field>
          ) : (
            <Field
              label={action.kind === 'rename' ? 'Novo nome' : 'Caminho'}
              message={message}
              required
            >
              <Input
                autoFocus
                autoComplete="off"
                spellCheck={false}
                value={value}
                onChange={(event) => {
                  setValue(event.target.value)
                  setMessage(null)
                }}
              />
            </Field>
          )}
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={busy}>
              {action.kind === 'create-file' || action.kind === 'create-folder'
                ? 'Criar'
                : action.kind === 'rename'
                  ? 'Renomear'
                  : 'Mover'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
