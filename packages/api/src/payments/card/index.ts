// Cards: brand detection, Luhn, masking and the sandbox's test cards. Card data other than the
// brand and the last four digits is never stored (see card-number.ts).
export * from './brand.ts'
export * from './card-number.ts'
export * from './luhn.ts'
export * from './test-cards.ts'
