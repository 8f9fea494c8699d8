import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Skeleton, SkeletonGroup, SkeletonText } from './skeleton.tsx'

/**
 * Skeletons are hidden from screen readers. A loading region wraps them in `SkeletonGroup`,
 * which announces "Carregando…" once and marks itself `aria-busy`:
 *
 * ```tsx
 * <SkeletonGroup>
 *   <Skeleton shape="circle" />
 *   <SkeletonText lines={3} />
 * </SkeletonGroup>
 * ```
 */
const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>
export default meta
type Story = StoryObj<typeof meta>

export const Line: Story = { args: { shape: 'line' } }
export const Block: Story = { args: { shape: 'block' } }
export const Circle: Story = { args: { shape: 'circle' } }

export const Text: Story = {
  render: () => <SkeletonText lines={4} />,
}

/** The container pattern: one announcement for the whole loading region. */
export const LoadingRegion: Story = {
  render: () => (
    <SkeletonGroup>
      <div className="flex items-center gap-3">
        <Skeleton shape="circle" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="w-1/2" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </div>
      <SkeletonText lines={3} />
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status')
    await expect(region).toHaveAttribute('aria-busy', 'true')
    await expect(region).toHaveTextContent('Carregando…')
  },
}

export const Catalogue: Story = {
  decorators: [
    (Story) => (
      <div className="w-[36rem]">
        <Story />
      </div>
    ),
  ],
  render: () => (
    <SkeletonGroup className="gap-6">
      <div className="grid grid-cols-3 items-start gap-6">
        <div className="grid gap-2">
          <span className="text-sm text-muted-foreground">line</span>
          <Skeleton shape="line" />
        </div>
        <div className="grid gap-2">
          <span className="text-sm text-muted-foreground">block</span>
          <Skeleton shape="block" />
        </div>
        <div className="grid gap-2">
          <span className="text-sm text-muted-foreground">circle</span>
          <Skeleton shape="circle" />
        </div>
      </div>
      <div className="grid gap-2">
        <span className="text-sm text-muted-foreground">SkeletonText lines=3</span>
        <SkeletonText lines={3} />
      </div>
    </SkeletonGroup>
  ),
}
