// Layout › Data Plus › a table: its columns and its rows grid.
export { DataplusTableScreen, type DataplusTableScreenProps } from './DataplusTableScreen.tsx'
