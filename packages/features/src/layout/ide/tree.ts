import type { ThemeEntry } from '@vitrine/api'

/** A row of the file tree: an entry with its depth and, for a folder, its children. */
export interface TreeNode {
  path: string
  name: string
  kind: ThemeEntry['kind']
  entry: ThemeEntry
  /** 1 for the theme's top level. */
  level: number
  children: TreeNode[]
}

const folderFirst = (a: TreeNode, b: TreeNode) =>
  a.kind === b.kind ? a.name.localeCompare(b.name, 'pt-BR') : a.kind === 'folder' ? -1 : 1

/**
 * The flat list the server answers as a tree: folders before files, each by name. A parent the
 * list lacks (the server always sends it; a fixture may not) is made up so no file is lost.
 */
export function buildTree(entries: readonly ThemeEntry[]): TreeNode[] {
  const byPath = new Map<string, TreeNode>()
  const roots: TreeNode[] = []
  const nodeOf = (entry: ThemeEntry): TreeNode => {
    const existing = byPath.get(entry.path)
    if (existing) return existing
    const slash = entry.path.lastIndexOf('/')
    const node: TreeNode = {
      path: entry.path,
      name: entry.path.slice(slash + 1),
      kind: entry.kind,
      entry,
      level: entry.path.split('/').length,
      children: [],
    }
    byPath.set(entry.path, node)
    if (slash < 0) roots.push(node)
    else {
      const parentPath = entry.path.slice(0, slash)
      const parent =
        byPath.get(parentPath) ??
        nodeOf({ ...entry, path: parentPath, kind: 'folder', size: 0, version: 0 })
      parent.children.push(node)
    }
    return node
  }
  const sorted = [...entries].sort((a, b) => a.path.split('/').length - b.path.split('/').length)
  for (const entry of sorted) nodeOf(entry)
  const sortAll = (nodes: TreeNode[]) => {
    nodes.sort(folderFirst)
    for (const node of nodes) sortAll(node.children)
  }
  sortAll(roots)
  return roots
}

/** The rows a person sees: a folder's children only when it is open. */
export function visibleNodes(roots: readonly TreeNode[], open: ReadonlySet<string>): TreeNode[] {
  const rows: TreeNode[] = []
  const walk = (nodes: readonly TreeNode[]) => {
    for (const node of nodes) {
      rows.push(node)
      if (node.kind === 'folder' && open.has(node.path)) walk(node.children)
    }
  }
  walk(roots)
  return rows
}

/** The folder a path is in ('' for the top level). */
export function folderOf(path: string): string {
  const slash = path.lastIndexOf('/')
  return slash < 0 ? '' : path.slice(0, slash)
}

/** The last name of a path. */
export function nameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1)
}

/** `folder/name`, or `name` at the top level. */
export function joinPath(folder: string, name: string): string {
  return folder ? `${folder}/${name}` : name
}

/** A path after `from` moved to `to` (itself, or inside a moved folder); unchanged otherwise. */
export function movedPath(path: string, from: string, to: string): string {
  if (path === from) return to
  return path.startsWith(`${from}/`) ? to + path.slice(from.length) : path
}

/** Whether `path` is `folder` or inside it. */
export function isInside(path: string, folder: string): boolean {
  return path === folder || path.startsWith(`${folder}/`)
}
