import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/**
 * A grey placeholder block shaped like the content it stands for; size it with className.
 * Without motion it stays still: the global reduced-motion rule would otherwise make the pulse flicker.
 */
export const Skeleton = ({ className, ...props }: ComponentProps<'div'>) => (
  <div
    aria-hidden
    className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
    {...props}
  />
)
