export { FilterChip, filterChipVariants, type FilterChipProps } from './filter-chip.tsx'
