export { Avatar, avatarVariants, type AvatarProps } from './avatar.tsx'
export { getInitials } from './initials.ts'
