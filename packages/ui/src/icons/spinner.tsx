import { icon } from './create-icon.tsx'

export const SpinnerIcon = icon('spinner', <path d="M21 12a9 9 0 1 1-6.2-8.6" />)
