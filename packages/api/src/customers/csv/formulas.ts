/*
 * A text that a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return
 * before one) gets an apostrophe in front on export, which spreadsheets hide and the import
 * takes off (OWASP's advice against CSV injection).
 */

const FORMULA_START = /^[=+\-@\t\r]/

/** The export's guard: an apostrophe before a text that would start a formula. */
export const guardFormula = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value)

/** The guard taken off on import: the apostrophe goes only where the export would put it. */
export const unguard = (cell: string) =>
  cell.charCodeAt(0) === 39 && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell
