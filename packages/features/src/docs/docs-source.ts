import { hasPage, loadPage } from './catalogue.ts'
import type { PreparedPage } from './search.ts'

/**
 * Where the docs screen reads its pages from: the repository's Markdown (below) in the panel;
 * stories hand it a slow or failing one to show the loading and error states.
 */
export interface DocsSource {
  hasPage(path: string): boolean
  /** The page's Markdown; only asked for a path `hasPage` knows. */
  loadPage(path: string): Promise<string>
  /** Every page, prepared for the search. */
  loadCorpus(): Promise<readonly PreparedPage[]>
}

export const repositoryDocs: DocsSource = {
  hasPage,
  loadPage: (path) => loadPage(path) ?? Promise.reject(new Error(`No docs page at ${path}`)),
  loadCorpus: () => import('./search-corpus.ts').then((module) => module.corpus),
}
