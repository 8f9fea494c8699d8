// The sellers' CSV import (issue 12 item 2): see README.md.
export * from './schema.ts'
export { SELLER_CSV_COLUMNS, type SellerCsvField } from './columns.ts'
export { SELLER_CSV_SAMPLE, SELLER_CSV_SAMPLE_NAME } from './sample.ts'
export { sayImport, type SellerImportText } from './messages.ts'
export { parseSellerImport, type ParsedSellerImport, type SellerImportRow } from './parse.ts'
export { planSellerImport, type RegisteredSeller, type SellerImportPlan } from './report.ts'
export {
  checkSellerFile,
  checkSellerRows,
  sellerFileTooLarge,
  sellerImportRefused,
  SELLER_IMPORT_SIZE_LABEL,
} from './refusals.ts'
