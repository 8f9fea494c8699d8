import { icon } from './create-icon.tsx'

export const CheckIcon = icon('check', <path d="m5 12.5 4.5 4.5L19 7.5" />)
