// The e-commerce area's shared screen pieces: the header with a section's tabs, and level none.
export { EcommerceHeader, type EcommerceHeaderProps } from './EcommerceHeader.tsx'
export { EcommerceNoAccess } from './EcommerceNoAccess.tsx'
