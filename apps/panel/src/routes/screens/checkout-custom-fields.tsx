import type { CustomFieldGroup } from '@vitrine/api'
import { href } from '@vitrine/features'
import { CustomFieldsScreen } from '@vitrine/features/checkout/custom-fields'
import { Redirect } from '../../shell/Redirect.tsx'
import { inApp } from '../in-app.tsx'

/** One group's route: the same screen with its group. */
export const groupScreen = (group: CustomFieldGroup) =>
  inApp(({ appId, level }) => <CustomFieldsScreen appId={appId} level={level} group={group} />)

/** The bare `/custom-fields` has no screen of its own: it leads on to the first group. */
export const firstGroup = inApp(({ appId }) => (
  <Redirect to={href('checkout-custom-fields-identification', { appID: appId })} />
))
