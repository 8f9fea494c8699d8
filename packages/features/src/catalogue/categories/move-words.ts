import type { TreeCategory, TreePlace } from './tree.ts'

/**
 * What the live region says after a move: where the category is now, in words a screen-reader
 * user can follow ("«Camisetas» agora está dentro de «Roupas», na posição 2 de 3.").
 */
export function movedText(
  categories: readonly TreeCategory[],
  name: string,
  to: TreePlace,
): string {
  const siblings = categories.filter((each) => each.parent_id === to.parent_id).length
  const parent = categories.find((each) => each.id === to.parent_id)
  const where = parent ? `dentro de «${parent.name}»` : 'no primeiro nível'
  return `«${name}» agora está ${where}, na posição ${to.position + 1} de ${siblings}.`
}

/** Why a key did nothing, said in the live region too. */
export const CANNOT_MOVE: Record<'up' | 'down' | 'nest' | 'unnest', string> = {
  up: 'já é a primeira do seu nível.',
  down: 'já é a última do seu nível.',
  nest: 'não há categoria acima dela, no mesmo nível, para entrar.',
  unnest: 'já está no primeiro nível.',
}

/** The keyboard's moves, said once beside the tree and tied to each handle. */
export const MOVE_INSTRUCTIONS =
  'Para mover uma categoria, foque a alça dela e use Alt + ↑ ou ↓ para mudar de posição, Alt + → para colocá-la dentro da categoria acima e Alt + ← para tirá-la de dentro da categoria mãe. Com o mouse, arraste-a pela alça.'
