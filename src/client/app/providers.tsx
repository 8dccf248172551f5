import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useToast } from '@/components/ui/use-toast'
import { queryClient } from '@/lib/query-client'

const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }))

/**
 * The toaster's code (radix toast) loads with the first toast rather than with every page's first
 * load; once there it stays. The toast store itself is tiny and always present, so no toast is lost.
 */
const DeferredToaster = () => {
  const { toasts } = useToast()
  const [isNeeded, setIsNeeded] = useState(false)
  if (toasts.length > 0 && !isNeeded) setIsNeeded(true)
  if (!isNeeded) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}

/** Everything every page relies on: the query cache and the one toaster. */
export const Providers = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    {children}
    <DeferredToaster />
  </QueryClientProvider>
)
