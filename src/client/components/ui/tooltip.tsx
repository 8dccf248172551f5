import { Tooltip as TooltipPrimitive } from 'radix-ui'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** Tooltips open after 700 ms; moving between triggers within 300 ms skips the delay. */
export const TooltipProvider = ({ children }: { children: ReactNode }) => (
  <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
    {children}
  </TooltipPrimitive.Provider>
)

export const TooltipContent = ({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) => (
  <TooltipPrimitive.Portal>
    <TooltipPrimitive.Content
      sideOffset={sideOffset}
      className={cn(
        'z-50 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-slate-50 shadow-md dark:bg-slate-100 dark:text-slate-900',
        'data-[state=closed]:animate-fade-out data-[state=delayed-open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  </TooltipPrimitive.Portal>
)

export type TooltipProps = {
  content: ReactNode
  side?: ComponentProps<typeof TooltipPrimitive.Content>['side']
  children: ReactNode
}

/** Wraps one focusable element (passed as the only child) with a tooltip. */
export const Tooltip = ({ content, side, children }: TooltipProps) => (
  <TooltipPrimitive.Root>
    <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
    <TooltipContent side={side}>{content}</TooltipContent>
  </TooltipPrimitive.Root>
)
