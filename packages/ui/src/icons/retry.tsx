import { icon } from './create-icon.tsx'

export const RetryIcon = icon(
  'retry',
  <>
    <path d="M20.5 12A8.5 8.5 0 1 1 18 6" />
    <path d="M20.5 3.5V8H16" />
  </>,
)
