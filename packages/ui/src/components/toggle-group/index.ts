export {
  ToggleGroup,
  ToggleGroupItem,
  toggleGroupItemVariants,
  toggleGroupVariants,
  type ToggleGroupItemProps,
  type ToggleGroupProps,
} from './toggle-group.tsx'
