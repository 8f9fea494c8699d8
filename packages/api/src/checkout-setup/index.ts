// The store's checkout set-up (issue 16): appearance, custom fields, checkout apps.
export * from './public.ts'
export * from './appearance/index.ts'
export * from './fields/index.ts'
export * from './marketplace/index.ts'
