import type { ReactNode } from 'react'
import { BrandMark } from './BrandMark.tsx'

/** Sign-in screens: the brand and one centred card, nothing else. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-background px-4 py-10">
      <header className="mb-8">
        <BrandMark />
      </header>
      <main className="flex w-full flex-1 flex-col items-center">{children}</main>
      <footer className="mt-10 text-xs text-muted-foreground">
        © Vitrine — painel para lojas on-line
      </footer>
    </div>
  )
}
