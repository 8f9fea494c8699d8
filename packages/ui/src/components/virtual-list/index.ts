export { VirtualList, type VirtualListProps, type VirtualRowProps } from './virtual-list.tsx'
export { virtualWindow, type VirtualWindow } from './virtual-window.ts'
