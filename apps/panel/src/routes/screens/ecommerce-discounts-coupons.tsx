import { CouponsScreen } from '@vitrine/features/ecommerce/discounts/coupons'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <CouponsScreen appId={appId} level={level} />)
