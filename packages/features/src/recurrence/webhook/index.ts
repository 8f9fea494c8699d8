export { WebhookScreen, type WebhookScreenProps } from './WebhookScreen.tsx'
