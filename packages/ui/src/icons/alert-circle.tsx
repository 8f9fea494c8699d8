import { icon } from './create-icon.tsx'

export const AlertCircleIcon = icon(
  'alert-circle',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </>,
)
