export {
  AppFrame,
  DEFAULT_RECURRENCE_APPS,
  type AppFrameProps,
  type FrameBrand,
} from './AppFrame.tsx'
export { EXPANDED_PANEL_ROUTES, panelExpandedFor } from './side-panel-rule.ts'
