import { icon } from './create-icon.tsx'

export const EyeOffIcon = icon(
  'eye-off',
  <>
    <path d="M9.9 5.7A9.6 9.6 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16.6 16.6 0 0 1-2.6 3.4M6.4 6.5A16 16 0 0 0 2.5 12S6 18.5 12 18.5a9.4 9.4 0 0 0 5.3-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </>,
)
