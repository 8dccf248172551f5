import { lazy, Suspense } from 'react'

type Side = 'top' | 'right' | 'bottom' | 'left'

/** The toggle with the tooltip provider the shells otherwise give it. */
const ThemeToggleWithTooltip = lazy(async () => {
  const [{ ThemeToggle }, { TooltipProvider }] = await Promise.all([
    import('@/components/layout/theme-toggle'),
    import('@/components/ui/tooltip'),
  ])
  return {
    default: ({ side }: { side?: Side }) => (
      <TooltipProvider>
        <ThemeToggle side={side} />
      </TooltipProvider>
    ),
  }
})

/**
 * The sign-in pages' theme toggle arrives just after the first render: its tooltip (radix and
 * floating-ui) would be a tenth of those pages' 120 KB first-load budget. A box of the button's
 * size holds its place, so nothing moves when it appears.
 */
export const DeferredThemeToggle = ({ side }: { side?: Side }) => (
  <Suspense fallback={<span className="inline-block size-10" aria-hidden />}>
    <ThemeToggleWithTooltip side={side} />
  </Suspense>
)
