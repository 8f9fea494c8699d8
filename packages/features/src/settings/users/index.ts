export { UsersScreen, type UsersScreenProps } from './UsersScreen.tsx'
