import { DocsScreen } from '@vitrine/features/docs/page'
import type { ScreenContext } from '../screen-context.ts'

/**
 * The route is open (no login): a signed-in reader gets "Minhas lojas", anyone else "Entrar".
 * The anchor is read from the address bar: the guards' URL keeps no `#…`.
 */
export default function Docs({ params, session }: ScreenContext) {
  const hash = window.location.hash.slice(1)
  let anchor: string | undefined
  try {
    anchor = hash ? decodeURIComponent(hash) : undefined
  } catch {
    anchor = undefined
  }
  return <DocsScreen path={params.wild ?? ''} anchor={anchor} signedIn={session.signedIn} />
}
