import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react'
import { cn } from '@vitrine/ui'
import { ChevronDown, ChevronRight, File, Folder, FolderOpen } from 'lucide-react'
import { visibleNodes, type TreeNode } from './tree.ts'

export interface FileTreeProps {
  roots: readonly TreeNode[]
  /** Open folders. */
  expanded: ReadonlySet<string>
  onToggle: (path: string, open: boolean) => void
  /** The focused row: what the toolbar's actions act on. */
  selected: string | null
  onSelect: (path: string) => void
  /** A file chosen (Enter, a click). */
  onOpen: (path: string) => void
  /** Files with unsaved changes, marked in the tree too. */
  dirty: ReadonlySet<string>
  /** F2 and Delete on a row, when the person can change the theme. */
  onRename?: (path: string) => void
  onDelete?: (path: string) => void
}

/**
 * The theme's files as a tree (WAI-ARIA tree view): one tab stop, ↑/↓ between rows, → opens a
 * folder or goes to its first child, ← closes it or goes to the parent, Home/End, Enter opens a
 * file or toggles a folder, F2 renames and Delete deletes.
 */
export function FileTree({
  roots,
  expanded,
  onToggle,
  selected,
  onSelect,
  onOpen,
  dirty,
  onRename,
  onDelete,
}: FileTreeProps) {
  const rows = useMemo(() => visibleNodes(roots, expanded), [roots, expanded])
  const focusable = rows.some((row) => row.path === selected) ? selected : (rows[0]?.path ?? null)
  const list = useRef<HTMLUListElement>(null)
  const focusPending = useRef(false)

  useEffect(() => {
    if (!focusPending.current || !focusable) return
    focusPending.current = false
    list.current?.querySelector<HTMLElement>(`[data-path="${CSS.escape(focusable)}"]`)?.focus()
  }, [focusable])

  const move = (path: string | undefined) => {
    if (!path) return
    focusPending.current = true
    onSelect(path)
  }

  const onKeyDown = (event: KeyboardEvent, node: TreeNode, index: number) => {
    const parent = node.path.includes('/') ? node.path.slice(0, node.path.lastIndexOf('/')) : null
    const open = node.kind === 'folder' && expanded.has(node.path)
    switch (event.key) {
      case 'ArrowDown':
        move(rows[index + 1]?.path)
        break
      case 'ArrowUp':
        move(rows[index - 1]?.path)
        break
      case 'Home':
        move(rows[0]?.path)
        break
      case 'End':
        move(rows.at(-1)?.path)
        break
      case 'ArrowRight':
        if (node.kind !== 'folder') return
        if (!open) onToggle(node.path, true)
        else move(node.children[0]?.path)
        break
      case 'ArrowLeft':
        if (open) onToggle(node.path, false)
        else if (parent) move(parent)
        break
      case 'Enter':
      case ' ':
        if (node.kind === 'folder') onToggle(node.path, !open)
        else onOpen(node.path)
        break
      case 'F2':
        if (!onRename) return
        onRename(node.path)
        break
      case 'Delete':
        if (!onDelete) return
        onDelete(node.path)
        break
      default:
        return
    }
    event.preventDefault()
    event.stopPropagation()
  }

  return (
    <ul ref={list} role="tree" aria-label="Arquivos do tema" className="flex flex-col py-1 text-sm">
      {rows.map((node, index) => {
        const open = node.kind === 'folder' && expanded.has(node.path)
        const isSelected = node.path === selected
        const changed = node.kind === 'file' && dirty.has(node.path)
        return (
          <li
            key={node.path}
            role="treeitem"
            data-path={node.path}
            aria-level={node.level}
            aria-expanded={node.kind === 'folder' ? open : undefined}
            aria-selected={isSelected}
            aria-label={changed ? `${node.name}, não salvo` : node.name}
            tabIndex={node.path === focusable ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, node, index)}
            onFocus={() => {
              if (!isSelected) onSelect(node.path)
            }}
            onClick={() => {
              onSelect(node.path)
              if (node.kind === 'folder') onToggle(node.path, !open)
              else onOpen(node.path)
            }}
            style={{ paddingInlineStart: `${(node.level - 1) * 14 + 6}px` }}
            className={cn(
              'flex cursor-pointer items-center gap-1.5 rounded-sm py-1 pe-2 outline-none select-none',
              'hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
              isSelected && 'bg-primary/10 text-foreground',
            )}
          >
            {node.kind === 'folder' ? (
              <>
                {open ? (
                  <ChevronDown aria-hidden className="size-3.5 shrink-0" />
                ) : (
                  <ChevronRight aria-hidden className="size-3.5 shrink-0" />
                )}
                {open ? (
                  <FolderOpen aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                ) : (
                  <Folder aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                )}
              </>
            ) : (
              <File aria-hidden className="ms-5 size-4 shrink-0 text-muted-foreground" />
            )}
            <span className="truncate">{node.name}</span>
            {changed ? (
              <span aria-hidden className="ms-auto text-primary">
                ●
              </span>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
