// E-commerce › XML: the product feeds' list and a feed's form.
export { FeedsScreen, type FeedsScreenProps } from './list/FeedsScreen.tsx'
export { FeedEditScreen, type FeedEditScreenProps } from './edit/FeedEditScreen.tsx'
