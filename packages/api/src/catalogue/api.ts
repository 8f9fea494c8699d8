import type {
  CatalogueImportProgress,
  CatalogueImport,
  CatalogueImportFormat,
  CatalogueImportReport,
  CatalogueUndoResult,
} from './imports.ts'
import type {
  Category,
  CategoryInput,
  CategoryList,
  CategoryMove,
  CategoryUpdate,
} from './categories.ts'
import type {
  CategoryFilterRequest,
  CategoryFilterResult,
  ProductFilterRequest,
  ProductFilterResult,
} from './preview.ts'
import type {
  CatalogueProduct,
  CatalogueProductInput,
  CatalogueProductPage,
  CatalogueProductQuery,
  ProductImageUpload,
} from './products.ts'

export interface CatalogueImportOptions {
  format: CatalogueImportFormat
  /** Check the file and report what a commit would do, writing nothing. */
  dryRun: boolean
  onProgress?: (progress: CatalogueImportProgress) => void
  signal?: AbortSignal
}

/**
 * The storefront's catalogue (indexer service, `/apps/{appId}/catalogue/…`), layout level:
 * read for reads and previews, write for changes.
 */
export interface CatalogueApi {
  listProducts(
    appId: number,
    query?: CatalogueProductQuery,
    signal?: AbortSignal,
  ): Promise<CatalogueProductPage>
  getProduct(appId: number, productId: number, signal?: AbortSignal): Promise<CatalogueProduct>
  createProduct(appId: number, input: CatalogueProductInput): Promise<CatalogueProduct>
  updateProduct(
    appId: number,
    productId: number,
    input: CatalogueProductInput,
  ): Promise<CatalogueProduct>
  removeProduct(appId: number, productId: number): Promise<void>
  /** Uploads a product image (PNG, JPEG or WebP): its path, for `images`. */
  uploadProductImage(appId: number, file: Blob): Promise<ProductImageUpload>

  /** The whole tree, flat in tree order (`categoryTree` nests it). */
  listCategories(appId: number, signal?: AbortSignal): Promise<CategoryList>
  createCategory(appId: number, input: CategoryInput): Promise<Category>
  updateCategory(appId: number, categoryId: number, input: CategoryUpdate): Promise<Category>
  /** Re-parents and/or reorders; answers the whole tree after the move. */
  moveCategory(appId: number, categoryId: number, move: CategoryMove): Promise<CategoryList>
  /** Refused (409) while it has subcategories; its products only lose the category. */
  removeCategory(appId: number, categoryId: number): Promise<void>

  /** The CMS catalogue element's preview: the first products matching, and the total. */
  filterProducts(
    appId: number,
    request: ProductFilterRequest,
    signal?: AbortSignal,
  ): Promise<ProductFilterResult>
  filterCategories(
    appId: number,
    request: CategoryFilterRequest,
    signal?: AbortSignal,
  ): Promise<CategoryFilterResult>

  importCsv(
    appId: number,
    file: File,
    options: CatalogueImportOptions,
  ): Promise<CatalogueImportReport>
  imports(appId: number, signal?: AbortSignal): Promise<CatalogueImport[]>
  /** Undoes a committed import: its new products go, replaced ones are restored. */
  undoImport(appId: number, importId: number): Promise<CatalogueUndoResult>
}
