import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Toaster } from '../components/ui/toaster'
import { TooltipProvider } from '../components/ui/tooltip'
import { queryClient } from '../lib/query-client'

/** Everything every page relies on: the query cache, tooltips and the one toaster. */
export const Providers = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <TooltipProvider>
      {children}
      <Toaster />
    </TooltipProvider>
  </QueryClientProvider>
)
