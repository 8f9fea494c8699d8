export {
  PermissionDeniedScreen,
  type PermissionDeniedScreenProps,
} from './PermissionDeniedScreen.tsx'
