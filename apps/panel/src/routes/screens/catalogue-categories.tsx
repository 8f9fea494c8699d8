import { CategoriesScreen } from '@vitrine/features/catalogue/categories'
import { inApp } from '../in-app.tsx'

export default inApp(({ appId, level }) => <CategoriesScreen appId={appId} level={level} />)
