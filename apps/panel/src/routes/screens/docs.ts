import type { ScreenTable } from '../screen-context.ts'

/** The help pages (`/docs/{path…}`): open to anyone, signed in or not. */
export const screens: ScreenTable = {
  docs: () => import('./docs.tsx'),
}
