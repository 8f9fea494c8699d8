import { href } from '@vitrine/features'
import { Redirect } from '../../shell/Redirect.tsx'

/** The root has no screen: it leads on to the apps list. */
export default function Index() {
  return <Redirect to={href('apps')} />
}
