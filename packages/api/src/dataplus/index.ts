// Data Plus (issue 17 item 1): tables, columns, rows, the row check, CSV, triggers, the calls.
export * from './schema.ts'
export * from './values.ts'
export { csvHeader, csvLine, parseDataplusCsv, type ParsedDataplusImport } from './csv.ts'
export { dataplusError, dataplusText, type DataplusText } from './texts.ts'
export type { DataplusApi } from './api.ts'
export { dataplusKeys } from './keys.ts'
export { createHttpDataplusApi } from './http.ts'
export { DATAPLUS_DEMO_TABLES, type DataplusDemoTable } from './demo.ts'
