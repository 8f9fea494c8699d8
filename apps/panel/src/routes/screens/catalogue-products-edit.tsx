import { ProductEditScreen } from '@vitrine/features/catalogue/product-edit'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level, params }) => (
  <ProductEditScreen
    // Another product (or the new one once saved) is another form: nothing typed carries over.
    key={params.productId}
    appId={appId}
    level={level}
    productId={params.productId ?? 'new'}
  />
))
