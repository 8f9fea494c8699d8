export {
  LOADING_BAR_DURATION,
  LOADING_BAR_FINISH,
  LOADING_BAR_HEIGHT,
  LOADING_BAR_THROTTLE,
  LoadingBar,
  type LoadingBarProps,
} from './loading-bar.tsx'
