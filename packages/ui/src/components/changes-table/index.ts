export { ChangesTable, type ChangeRow, type ChangesTableProps } from './changes-table.tsx'
