import { Menu } from 'lucide-react'
import { createContext, Suspense, use, useMemo, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { cn } from '@/lib/cn'
import { IconButton } from '@/components/ui/icon-button'
import { Sheet } from '@/components/ui/sheet'
import { TooltipProvider } from '@/components/ui/tooltip'
import { useFocusContentAfterNavigation } from './focus-after-navigation'
import { NavigationProgress } from './navigation-progress'

type AppFrameContextValue = { closeMenu: () => void }

const AppFrameContext = createContext<AppFrameContextValue>({ closeMenu: () => undefined })

/** Lets sidebar content close the mobile menu, for example before opening a dialog. */
export const useAppFrame = () => use(AppFrameContext)

export type AppFrameProps = {
  /** Rendered in the fixed desktop sidebar and in the mobile slide-over. */
  sidebar: ReactNode
  /** Names the mobile slide-over for screen readers. */
  menuTitle: string
  /** The sticky top bar's content, right of the mobile menu button. */
  header: ReactNode
  /** Extra classes for the top bar, for example to show it only below the lg breakpoint. */
  headerClassName?: string
  children: ReactNode
}

/**
 * The page frame both shells share: a sidebar fixed at the left from 1024 px (lg) up; below it
 * a menu button opens the same sidebar over the content with a backdrop. The menu remembers the
 * path it was opened on, so any navigation closes it; Escape and the backdrop close it too.
 */
export const AppFrame = ({
  sidebar,
  menuTitle,
  header,
  headerClassName,
  children,
}: AppFrameProps) => {
  const { pathname } = useLocation()
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null)
  const mainRef = useRef<HTMLElement>(null)

  useFocusContentAfterNavigation(mainRef)
  const isMenuOpen = menuOpenedAt === pathname
  const context = useMemo(() => ({ closeMenu: () => setMenuOpenedAt(null) }), [])

  return (
    <AppFrameContext value={context}>
      {/* Tooltips live in the shells only, so the sign-in pages load no tooltip code. */}
      <TooltipProvider>
        <div className="min-h-dvh bg-background">
          <a
            href="#main"
            className="sr-only z-[60] rounded-md bg-card px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            Skip to content
          </a>

          <aside className="hidden border-r border-border bg-sidebar lg:fixed lg:inset-y-0 lg:left-0 lg:flex lg:w-64 lg:flex-col">
            {sidebar}
          </aside>

          <Sheet
            open={isMenuOpen}
            onOpenChange={(open) => setMenuOpenedAt(open ? pathname : null)}
            title={menuTitle}
            className="lg:hidden"
          >
            {sidebar}
          </Sheet>

          <div className="flex min-h-dvh flex-col lg:pl-64">
            <header
              className={cn(
                'sticky top-0 z-30 flex h-16 shrink-0 items-center gap-3 border-b border-border bg-background/85 px-4 backdrop-blur-md sm:px-6 lg:px-8',
                headerClassName,
              )}
            >
              <IconButton
                label="Open menu"
                icon={Menu}
                className="-ml-2 lg:hidden"
                aria-expanded={isMenuOpen}
                onClick={() => setMenuOpenedAt(pathname)}
              />
              {header}
            </header>
            <main id="main" ref={mainRef} tabIndex={-1} className="flex-1 outline-none">
              <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
                {/* A page's code loads on its first visit; the frame stays and a bar shows meanwhile. */}
                <Suspense fallback={<NavigationProgress />}>{children}</Suspense>
              </div>
            </main>
          </div>
        </div>
      </TooltipProvider>
    </AppFrameContext>
  )
}
