import { icon } from './create-icon.tsx'

export const InfoIcon = icon(
  'info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 16.5V11M12 7.5h.01" />
  </>,
)
