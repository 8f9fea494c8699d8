export { UnverifiedEmailNotice, type UnverifiedEmailNoticeProps } from './UnverifiedEmailNotice.tsx'
