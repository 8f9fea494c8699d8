// Layout › Data Plus › a table's triggers and their delivery log.
export {
  DataplusTriggersScreen,
  type DataplusTriggersScreenProps,
} from './DataplusTriggersScreen.tsx'
