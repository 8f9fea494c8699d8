import { ELEMENT_KIND_LABELS, ELEMENT_KINDS, type ElementKind } from '@vitrine/api'
import { Button } from '@vitrine/ui'
import { ELEMENT_KIND_ICONS } from '../shared/element-icons.tsx'

const KIND_HINTS: Record<ElementKind, string> = {
  products: 'Uma vitrine de produtos escolhidos por condições (categoria, preço, estoque…).',
  categories: 'Atalhos para categorias do catálogo.',
  text: 'Um título e um texto, com link opcional.',
  texts: 'Vários blocos de texto lado a lado (vantagens, avisos).',
  image: 'Um banner, com imagens para desktop e celular.',
  images: 'Várias imagens, em carrossel ou grade.',
}

/** A new element's first step: which of the six kinds (section 3). */
export function ChooseKind({
  placeholderLabel,
  onChoose,
  onCancel,
}: {
  placeholderLabel?: string
  onChoose: (kind: ElementKind) => void
  onCancel: () => void
}) {
  return (
    <section
      aria-labelledby="choose-kind-title"
      className="flex flex-col gap-4"
      data-slot="choose-kind"
    >
      <div className="flex flex-col gap-1">
        <h2 id="choose-kind-title" className="text-lg font-semibold">
          Novo elemento
        </h2>
        <p className="text-muted-foreground">
          {placeholderLabel
            ? `Escolha o tipo do elemento que vai em ${placeholderLabel}.`
            : 'Escolha o tipo do elemento.'}
        </p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {ELEMENT_KINDS.map((kind) => {
          const Icon = ELEMENT_KIND_ICONS[kind]
          return (
            <li key={kind}>
              <button
                type="button"
                onClick={() => onChoose(kind)}
                className="flex h-full w-full items-start gap-3 rounded-lg border border-border bg-surface p-3 text-start transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                <span className="flex flex-col">
                  <span className="font-medium">{ELEMENT_KIND_LABELS[kind]}</span>
                  <span className="text-sm text-muted-foreground">{KIND_HINTS[kind]}</span>
                </span>
              </button>
            </li>
          )
        })}
      </ul>
      <Button variant="secondary" className="self-end" onClick={onCancel}>
        Cancelar
      </Button>
    </section>
  )
}
