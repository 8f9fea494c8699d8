// @vitrine/ui/components/code-diff — heavy (CodeMirror and @codemirror/merge): load it lazily,
// e.g. `lazy(() => import('@vitrine/ui/components/code-diff'))`.
export { default, CodeDiff, type CodeDiffProps } from './code-diff.tsx'
