export {
  Skeleton,
  SkeletonGroup,
  SkeletonText,
  skeletonVariants,
  type SkeletonGroupProps,
  type SkeletonProps,
  type SkeletonTextProps,
} from './skeleton.tsx'
