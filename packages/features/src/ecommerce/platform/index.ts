// E-commerce › Plataforma: the store's platform settings.
export { PlatformScreen, type PlatformScreenProps } from './PlatformScreen.tsx'
export { platformRoutes, type PlatformRouteName } from './routes.ts'
