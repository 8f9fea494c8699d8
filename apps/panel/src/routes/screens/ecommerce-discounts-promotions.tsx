import { PromotionsScreen } from '@vitrine/features/ecommerce/discounts/promotions'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <PromotionsScreen appId={appId} level={level} />)
