import { ProductsScreen } from '@vitrine/features/catalogue/products'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <ProductsScreen appId={appId} level={level} />)
