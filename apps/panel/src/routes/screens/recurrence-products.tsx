import { ProductsScreen } from '@vitrine/features/recurrence/products'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <ProductsScreen appId={appId} level={level} />)
