import { TransactionalMailsScreen } from '@vitrine/features/ecommerce/mails/list'
import { inApp } from '../in-app.tsx'

// The level is the person's e-commerce level; the ecommerce service checks the same level.
export default inApp(({ appId, level }) => <TransactionalMailsScreen appId={appId} level={level} />)
