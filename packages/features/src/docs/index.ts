export { docsRoutes } from './routes.ts'
