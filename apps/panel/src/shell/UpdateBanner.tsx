import { Button } from '@vitrine/ui'

export function UpdateBanner({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-lg items-center gap-3 rounded-lg border bg-surface p-3 shadow-lg"
    >
      <p className="flex-1 text-sm">Há uma versão nova do painel. Recarregue para usá-la.</p>
      <Button size="sm" onClick={() => window.location.reload()}>
        Recarregar
      </Button>
      <Button size="sm" variant="ghost" onClick={onDismiss}>
        Depois
      </Button>
    </div>
  )
}
