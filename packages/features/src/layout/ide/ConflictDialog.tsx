import { lazy, Suspense, useState } from 'react'
import { themeFileLanguage } from '@vitrine/api'
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Skeleton,
  SkeletonGroup,
} from '@vitrine/ui'
import { formatDateTime } from '../../shared/format.ts'
import type { SaveConflict, SaveOutcome } from './use-open-files.ts'

const CodeDiff = lazy(() => import('@vitrine/ui/components/code-diff'))

export interface ConflictDialogProps {
  conflict: SaveConflict
  language: string | null
  /** Saves this content over the server's version. */
  onKeepMine: (content: string) => Promise<SaveOutcome>
  onTakeTheirs: () => void
  /** Closes without choosing: the draft stays, unsaved. */
  onClose: () => void
}

/**
 * A save refused because another session saved first. Left, the server's copy; right, what was
 * typed here — editable, with arrows that bring a chunk of the server's copy over. "Manter a
 * minha" saves the right side on the server's version; "Usar a do servidor" drops the draft.
 * Closing keeps the draft as it is (still unsaved), so nothing typed is lost by dismissing it.
 */
export function ConflictDialog({
  conflict,
  language,
  onKeepMine,
  onTakeTheirs,
  onClose,
}: ConflictDialogProps) {
  const [merged, setMerged] = useState(conflict.mine)
  const [busy, setBusy] = useState(false)
  const { current } = conflict
  const edited = merged !== conflict.mine
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg" className="max-w-6xl">
        <DialogHeader>
          <DialogTitle>Este arquivo foi salvo em outra sessão</DialogTitle>
          <DialogDescription>
            {`${conflict.path}: a versão ${current.version} foi salva${current.updated_by ? ` por ${current.updated_by}` : ''} em ${formatDateTime(current.updated_at)}, depois que você começou a editar. Compare as duas: à direita está a sua, que você pode editar e completar com as setas que trazem os trechos da esquerda.`}
          </DialogDescription>
        </DialogHeader>
        <Suspense
          fallback={
            <SkeletonGroup label="Carregando a comparação">
              <Skeleton className="h-64 w-full" />
            </SkeletonGroup>
          }
        >
          <CodeDiff
            original={current.content}
            value={conflict.mine}
            onChange={setMerged}
            language={language ?? themeFileLanguage(conflict.path)}
            originalLabel={`No servidor (versão ${current.version})`}
            valueLabel="A sua"
            height="55vh"
          />
        </Suspense>
        <Alert tone="info">
          Fechar esta janela mantém o seu texto no editor, sem salvar; ao salvar de novo, a
          comparação volta.
        </Alert>
        <DialogFooter>
          <Button
            variant="secondary"
            onClick={() => {
              onTakeTheirs()
            }}
            disabled={busy}
          >
            Usar a do servidor
          </Button>
          <Button
            loading={busy}
            onClick={async () => {
              setBusy(true)
              try {
                await onKeepMine(merged)
              } finally {
                setBusy(false)
              }
            }}
          >
            {edited ? 'Salvar a mesclada' : 'Manter a minha'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
