import type { ElementKind } from '@vitrine/api'
import {
  AlignLeft,
  FolderTree,
  Image,
  Images,
  ShoppingBag,
  Type,
  type LucideIcon,
} from 'lucide-react'

/** Each kind's icon, in the list, the kind chooser and the form. */
export const ELEMENT_KIND_ICONS: Record<ElementKind, LucideIcon> = {
  products: ShoppingBag,
  categories: FolderTree,
  text: Type,
  texts: AlignLeft,
  image: Image,
  images: Images,
}
