// E-commerce › Publicar: pending changes, the publish action, its history.
export { PublishScreen, type PublishScreenProps } from './PublishScreen.tsx'
