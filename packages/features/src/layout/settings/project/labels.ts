import type { LayoutColorToken, LayoutFont } from '@vitrine/api'

export const COLOR_LABELS: Record<LayoutColorToken, string> = {
  primary: 'Cor principal',
  secondary: 'Cor secundária',
  background: 'Cor de fundo',
  text: 'Cor do texto',
  accent: 'Cor de destaque',
}

/** The safe stacks by what they look like; each is shown in its own face in the list's preview. */
export const FONT_LABELS: Record<LayoutFont, string> = {
  system: 'Sistema (a do aparelho)',
  humanist: 'Humanista',
  geometric: 'Geométrica',
  classic: 'Serifada clássica',
  didone: 'Serifada elegante (Didot)',
  slab: 'Serifa grossa (slab)',
  rounded: 'Arredondada',
  mono: 'Monoespaçada',
}
