import { icon } from './create-icon.tsx'

export const CloseIcon = icon('close', <path d="M6 6l12 12M18 6 6 18" />)
