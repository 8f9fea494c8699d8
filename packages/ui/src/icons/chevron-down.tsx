import { icon } from './create-icon.tsx'

export const ChevronDownIcon = icon('chevron-down', <path d="m6 9 6 6 6-6" />)
