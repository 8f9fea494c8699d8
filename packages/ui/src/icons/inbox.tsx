import { icon } from './create-icon.tsx'

export const InboxIcon = icon(
  'inbox',
  <>
    <path d="M3 13.5 5.6 5.8A2 2 0 0 1 7.5 4.5h9a2 2 0 0 1 1.9 1.3L21 13.5V18a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z" />
    <path d="M3 13.5h5l1.5 2.5h5l1.5-2.5h5" />
  </>,
)
