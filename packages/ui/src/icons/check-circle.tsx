import { icon } from './create-icon.tsx'

export const CheckCircleIcon = icon(
  'check-circle',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8.5 12 2.5 2.5 4.5-5" />
  </>,
)
