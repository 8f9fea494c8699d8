import { CheckoutAppearanceScreen } from '@vitrine/features/checkout/appearance'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <CheckoutAppearanceScreen appId={appId} level={level} />)
