import { Card, Skeleton, SkeletonGroup, SkeletonText } from '@vitrine/ui'

/** The page's shape while the customer loads: the name, then the cards where they will be. */
export function CustomerDetailSkeleton() {
  return (
    <SkeletonGroup label="Carregando o cliente" className="gap-6">
      <Skeleton className="h-8 w-72" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <Card className="px-5">
            <Skeleton className="w-32" />
            <SkeletonText lines={4} />
          </Card>
          <Card className="px-5">
            <Skeleton className="w-28" />
            <SkeletonText lines={3} />
          </Card>
        </div>
        <Card className="px-5">
          <Skeleton className="w-24" />
          <SkeletonText lines={5} />
        </Card>
      </div>
    </SkeletonGroup>
  )
}
