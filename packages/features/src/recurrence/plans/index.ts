// Recorrência › Planos (the area's base path): the totals, the list, the plan's dialog and the
// archive confirmation.
export { PlansScreen, type PlansScreenProps } from './PlansScreen.tsx'
