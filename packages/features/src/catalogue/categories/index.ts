// Layout › Catálogo › Categorias: the category tree, arranged by dragging or with the keyboard.
export { CategoriesScreen, type CategoriesScreenProps } from './CategoriesScreen.tsx'
