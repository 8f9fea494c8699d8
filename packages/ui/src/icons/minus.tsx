import { icon } from './create-icon.tsx'

export const MinusIcon = icon('minus', <path d="M5 12h14" />)
