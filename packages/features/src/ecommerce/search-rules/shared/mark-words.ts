import type { SearchMark } from '@vitrine/api'

/** What a mark of the tester says, in the panel's words. */
export function markText(mark: SearchMark): string {
  switch (mark.kind) {
    case 'synonym':
      return `sinônimo: «${mark.via}»`
    case 'pinned':
      return `fixado na posição ${mark.position}`
    case 'partial':
      return `${mark.matched} de ${mark.of} palavras`
  }
}

export const SKIP_REASONS = {
  hidden: 'oculto',
  out_of_stock: 'sem estoque',
  removed: 'removido do catálogo',
} as const
