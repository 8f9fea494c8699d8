import { href } from '@vitrine/features'
import { Redirect } from '../../shell/Redirect.tsx'
import { inApp } from '../in-app.tsx'

/** The bare `/layout/settings` has no screen of its own: it leads on to the project's page. */
export default inApp(({ appId }) => (
  <Redirect to={href('layout-settings-project', { appID: appId })} />
))
